import type { ChapterRow, LessonRow } from '@edu/shared';
import type { TreeProps } from 'antd';
import { useMoveChapter, useMoveLesson } from '../api/courses';
import { dropIndex, dropPositionOf } from '../components/tree-drop';
import { childKeys, idOfKey, isChapterKey, isLessonKey, type OutlineNode } from './outline';

/**
 * Drag and drop in a course's outline: chapters go anywhere (inside a chapter, or beside one), lessons
 * only into or beside chapters' lessons; a drop moves the item on the server (moveChapter, moveLesson).
 */
export function useOutlineDrop({
  outline,
  chapters,
  lessons,
}: {
  outline: OutlineNode[];
  chapters: readonly ChapterRow[];
  lessons: readonly LessonRow[];
}): Pick<TreeProps, 'allowDrop' | 'onDrop'> {
  const moveChapter = useMoveChapter();
  const moveLesson = useMoveLesson();

  const parentOf = (key: string): string | null => {
    if (isLessonKey(key)) {
      const l = lessons.find((x) => x.id === idOfKey(key));
      return l ? `c:${l.chapterId}` : null;
    }
    const c = chapters.find((x) => x.id === idOfKey(key));
    return c?.parentId ? `c:${c.parentId}` : null;
  };

  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const drag = String(dragNode.key);
    const drop = String(dropNode.key);
    // Nothing goes inside a lesson; a lesson always stays inside a chapter.
    if (dropPosition === 0) return isChapterKey(drop);
    if (isLessonKey(drag)) return parentOf(drop) !== null;
    return true;
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const drag = String(info.dragNode.key);
    const target = String(info.node.key);
    const position = dropPositionOf(info);
    const parentKey = position === 'inside' ? target : parentOf(target);
    const siblings = childKeys(outline, parentKey);
    if (isLessonKey(drag)) {
      if (parentKey === null) return;
      const index = dropIndex(siblings, drag, target, position, isLessonKey);
      moveLesson.mutate({ id: idOfKey(drag), chapterId: idOfKey(parentKey), index });
    } else {
      const index = dropIndex(siblings, drag, target, position, isChapterKey);
      moveChapter.mutate({ id: idOfKey(drag), parentId: parentKey === null ? null : idOfKey(parentKey), index });
    }
  };

  return { allowDrop, onDrop };
}
