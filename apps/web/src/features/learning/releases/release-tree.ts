import type { ChapterTree, LessonRelease, ReleaseState } from '@edu/shared';
import type { Key } from 'react';

/** A row of the release table: a chapter (its lessons and sub-chapters below it) or a lesson with its state. */
export interface ReleaseNode {
  /** `c<id>` for chapters, `l<id>` for lessons: unique across both */
  key: string;
  kind: 'chapter' | 'lesson';
  id: number;
  title: string;
  release?: LessonRelease;
  children?: ReleaseNode[];
}

export const lessonKey = (id: number) => `l${id}`;

/** The lesson ids among the table's selected keys (a chapter's key selects its lessons through antd). */
export function selectedLessonIds(keys: readonly Key[]): number[] {
  return keys.flatMap((k) => (typeof k === 'string' && k.startsWith('l') ? [Number(k.slice(1))] : []));
}

/**
 * The course outline as the release table shows it: chapters depth-first with their lessons, each lesson
 * with its release for the class. Chapters without a lesson anywhere below them are left out (nothing to
 * release there), and so are lessons the releases do not list (not published).
 */
export function releaseTree(outline: ChapterTree, releases: readonly LessonRelease[]): ReleaseNode[] {
  const byLesson = new Map(releases.map((r) => [r.lessonId, r]));
  const lessonsOf = new Map<number, ReleaseNode[]>();
  for (const lesson of [...outline.lessons].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
    const release = byLesson.get(lesson.id);
    if (!release) continue;
    const list = lessonsOf.get(lesson.chapterId) ?? [];
    list.push({ key: lessonKey(lesson.id), kind: 'lesson', id: lesson.id, title: lesson.title, release });
    lessonsOf.set(lesson.chapterId, list);
  }
  const childChapters = new Map<number | null, typeof outline.chapters>();
  for (const chapter of outline.chapters) {
    const list = childChapters.get(chapter.parentId) ?? [];
    list.push(chapter);
    childChapters.set(chapter.parentId, list);
  }
  const build = (parentId: number | null): ReleaseNode[] =>
    (childChapters.get(parentId) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .flatMap((chapter) => {
        const children = [...(lessonsOf.get(chapter.id) ?? []), ...build(chapter.id)];
        return children.length === 0
          ? []
          : [{ key: `c${chapter.id}`, kind: 'chapter' as const, id: chapter.id, title: chapter.title, children }];
      });
  return build(null);
}

/** How many lessons are in each state. */
export function countStates(releases: readonly LessonRelease[]): Record<ReleaseState, number> {
  const counts: Record<ReleaseState, number> = { locked: 0, scheduled: 0, released: 0 };
  for (const r of releases) counts[r.state]++;
  return counts;
}
