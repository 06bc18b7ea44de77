import type { ChapterTree, LessonRelease } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { countStates, releaseTree, selectedLessonIds } from './release-tree';

const course = {
  id: 1,
  brandId: null,
  brandName: null,
  title: 'Algebra',
  subject: 'math',
  grade: 8,
  kind: 'normal',
  textbookEdition: '',
  cover: '',
  description: '',
  published: true,
} as unknown as ChapterTree['course'];

const chapter = (id: number, parentId: number | null, sort: number) => ({
  id,
  courseId: 1,
  parentId,
  title: `Chapter ${id}`,
  sort,
  depth: parentId === null ? 0 : 1,
});
const lesson = (id: number, chapterId: number, sort: number) => ({
  id,
  courseId: 1,
  chapterId,
  title: `Lesson ${id}`,
  sort,
  published: true,
  exerciseCount: 0,
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const release = (lessonId: number, state: LessonRelease['state']): LessonRelease => ({
  lessonId,
  state,
  unlockAt: state === 'locked' ? null : '2026-11-20T08:00:00.000Z',
  changedBy: null,
  changedAt: null,
});

describe('releaseTree', () => {
  const outline: ChapterTree = {
    course,
    chapters: [chapter(20, null, 1), chapter(10, null, 0), chapter(11, 10, 0), chapter(30, null, 2)],
    lessons: [lesson(102, 10, 1), lesson(101, 10, 0), lesson(111, 11, 0), lesson(201, 20, 0), lesson(999, 20, 1)],
  };
  const releases = [
    release(101, 'released'),
    release(102, 'locked'),
    release(111, 'scheduled'),
    release(201, 'locked'),
  ];

  it('puts chapters in order with their lessons first, then their sub-chapters', () => {
    const tree = releaseTree(outline, releases);
    expect(tree.map((n) => n.key)).toEqual(['c10', 'c20']);
    expect(tree[0]?.children?.map((n) => n.key)).toEqual(['l101', 'l102', 'c11']);
    expect(tree[0]?.children?.[2]?.children?.map((n) => n.key)).toEqual(['l111']);
    expect(tree[0]?.children?.[0]?.release?.state).toBe('released');
  });

  it('leaves out lessons without a release (unpublished) and chapters with nothing to release', () => {
    const tree = releaseTree(outline, releases);
    expect(tree[1]?.children?.map((n) => n.key)).toEqual(['l201']);
    expect(tree.some((n) => n.key === 'c30')).toBe(false);
    expect(releaseTree(outline, [])).toEqual([]);
  });

  it('reads lesson ids out of selected keys, chapters ignored', () => {
    expect(selectedLessonIds(['c10', 'l101', 'l111', 'c11'])).toEqual([101, 111]);
  });

  it('counts the states', () => {
    expect(countStates(releases)).toEqual({ locked: 2, scheduled: 1, released: 1 });
  });
});
