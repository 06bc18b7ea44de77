import type { ChapterRow, LessonRow } from '@edu/shared';

/** A node of a course's outline: a chapter (with its lessons, then its sub-chapters) or a lesson. */
export interface OutlineNode {
  key: string;
  kind: 'chapter' | 'lesson';
  id: number;
  title: string;
  chapter?: ChapterRow;
  lesson?: LessonRow;
  children: OutlineNode[];
  isLeaf: boolean;
}

export const chapterKey = (id: number) => `c:${id}`;
export const lessonKey = (id: number) => `l:${id}`;
export const isLessonKey = (key: string) => key.startsWith('l:');
export const isChapterKey = (key: string) => key.startsWith('c:');
export const idOfKey = (key: string) => Number(key.slice(2));

/** Chapters (depth-first, as the server sends them) and lessons as a tree. */
export function buildOutline(chapters: readonly ChapterRow[], lessons: readonly LessonRow[]): OutlineNode[] {
  const nodes = new Map<number, OutlineNode>();
  for (const c of chapters) {
    nodes.set(c.id, {
      key: chapterKey(c.id),
      kind: 'chapter',
      id: c.id,
      title: c.title,
      chapter: c,
      children: [],
      isLeaf: false,
    });
  }
  const byChapter = new Map<number, LessonRow[]>();
  for (const l of lessons) {
    const list = byChapter.get(l.chapterId) ?? [];
    list.push(l);
    byChapter.set(l.chapterId, list);
  }
  const roots: OutlineNode[] = [];
  for (const c of chapters) {
    const node = nodes.get(c.id)!;
    const own = [...(byChapter.get(c.id) ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);
    node.children.push(
      ...own.map((l) => ({
        key: lessonKey(l.id),
        kind: 'lesson' as const,
        id: l.id,
        title: l.title,
        lesson: l,
        children: [],
        isLeaf: true,
      })),
    );
  }
  for (const c of chapters) {
    const node = nodes.get(c.id)!;
    const parent = c.parentId === null ? undefined : nodes.get(c.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Lessons in reading order (a chapter's lessons, then its sub-chapters'), for previous/next. */
export function readingOrder(outline: readonly OutlineNode[]): LessonRow[] {
  const out: LessonRow[] = [];
  const visit = (nodes: readonly OutlineNode[]) => {
    for (const n of nodes) {
      if (n.kind === 'lesson' && n.lesson) out.push(n.lesson);
      else visit(n.children);
    }
  };
  visit(outline);
  return out;
}

/** The keys of every chapter (to expand the whole tree). */
export function chapterKeys(outline: readonly OutlineNode[]): string[] {
  const out: string[] = [];
  const visit = (nodes: readonly OutlineNode[]) => {
    for (const n of nodes) {
      if (n.kind === 'chapter') {
        out.push(n.key);
        visit(n.children);
      }
    }
  };
  visit(outline);
  return out;
}

/** The keys of the children of `parentKey` (null: the roots), in display order. */
export function childKeys(outline: readonly OutlineNode[], parentKey: string | null): string[] {
  if (parentKey === null) return outline.map((n) => n.key);
  const find = (nodes: readonly OutlineNode[]): OutlineNode | undefined => {
    for (const n of nodes) {
      if (n.key === parentKey) return n;
      const hit = find(n.children);
      if (hit) return hit;
    }
    return undefined;
  };
  return find(outline)?.children.map((n) => n.key) ?? [];
}
