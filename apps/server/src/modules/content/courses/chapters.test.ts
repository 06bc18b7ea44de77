import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterRow, ChapterTree } from '@edu/shared';
import { expectError, expectOk } from '../test-fixtures';
import { C, CourseFixture } from './test-fixtures';

let f: CourseFixture;

beforeAll(async () => {
  f = await CourseFixture.open();
});
afterAll(() => f.t.close());

describe('chapter tree', () => {
  it('returns chapters depth-first and readers only published lessons', async () => {
    const tree = expectOk(await f.get<ChapterTree>('student', C('getChapterTree'), { courseId: f.math }));
    expect(tree.chapters.map((c) => [c.title, c.depth])).toEqual([
      ['第一章 二次根式', 0],
      ['第二章 一元二次方程', 0],
      ['第三章 矩阵与线性方程组（拓展）', 0],
    ]);
    expect(tree.lessons).toHaveLength(7);
    const bookTree = expectOk(await f.get<ChapterTree>('corrector', C('getChapterTree'), { courseId: f.book }));
    expect(bookTree.chapters.slice(0, 4).map((c) => [c.title, c.depth])).toEqual([
      ['第十一章 三角形', 0],
      ['11.1 与三角形有关的线段', 1],
      ['11.2 与三角形有关的角', 1],
      ['11.3 多边形及其内角和', 1],
    ]);
  });

  it('creates, renames, moves by drag and drop, and deletes chapters', async () => {
    const c = await f.newCourse('brandadmin');
    const mk = async (title: string, parentId?: number) =>
      expectOk(
        await f.post<ChapterRow>('brandadmin', C('saveChapter'), {
          courseId: c.id,
          title,
          ...(parentId ? { parentId } : {}),
        }),
      );
    const a = await mk('A');
    const b = await mk('B');
    const cc = await mk('C');
    const a1 = await mk('A1', a.id);
    expect([a.sort, b.sort, cc.sort, a1.sort, a1.depth]).toEqual([0, 1, 2, 0, 1]);
    // C to the front, then B under A after A1.
    let rows = expectOk(
      await f.post<ChapterRow[]>('brandadmin', C('moveChapter'), { id: cc.id, parentId: '', index: 0 }),
    );
    expect(rows.map((r) => r.title)).toEqual(['C', 'A', 'A1', 'B']);
    rows = expectOk(await f.post<ChapterRow[]>('brandadmin', C('moveChapter'), { id: b.id, parentId: a.id, index: 5 }));
    expect(rows.map((r) => [r.title, r.depth, r.sort])).toEqual([
      ['C', 0, 0],
      ['A', 0, 1],
      ['A1', 1, 0],
      ['B', 1, 1],
    ]);
    const renamed = expectOk(await f.post<ChapterRow>('brandadmin', C('saveChapter'), { id: a1.id, title: 'A-1' }));
    expect(renamed).toMatchObject({ title: 'A-1', parentId: a.id, depth: 1 });
    // Refusals write nothing.
    const before = await f.counts();
    expectError(
      await f.post('brandadmin', C('moveChapter'), { id: a.id, parentId: b.id, index: 0 }),
      400,
      /cannot move into itself/,
    );
    expectError(
      await f.post('brandadmin', C('moveChapter'), { id: a.id, parentId: a.id, index: 0 }),
      400,
      /cannot move into itself/,
    );
    const other = await f.chapterId('第一章 二次根式');
    expectError(
      await f.post('brandadmin', C('moveChapter'), { id: a.id, parentId: other, index: 0 }),
      400,
      /not a chapter of this course/,
    );
    expectError(
      await f.post('brandadmin', C('saveChapter'), { courseId: c.id, parentId: other, title: 'x' }),
      400,
      /parentId/,
    );
    expectError(await f.post('brandadmin', C('moveChapter'), { id: a.id, parentId: '', index: -1 }), 400, /index/);
    expectError(await f.post('brandadmin', C('saveChapter'), { courseId: c.id, title: '' }), 400, /title/);
    expectError(await f.post('brandadmin', C('saveChapter'), { title: 'x' }), 400, /courseId: is required/);
    expectError(await f.post('brandadmin', C('saveChapter'), { id: other, title: 'x' }), 403);
    expectError(await f.post('acme-teacher', C('saveChapter'), { id: a.id, title: 'x' }), 403);
    expect(await f.counts()).toEqual(before);
    // Deleting A takes A-1 and B and their lessons; C moves up.
    expectOk(await f.post('brandadmin', C('saveLesson'), { chapterId: b.id, title: 'L' }));
    const del = expectOk(
      await f.post<{ chapters: number; lessons: number }>('brandadmin', C('deleteChapter'), { id: a.id }),
    );
    expect(del).toMatchObject({ chapters: 3, lessons: 1 });
    const tree = expectOk(await f.get<ChapterTree>('brandadmin', C('getChapterTree'), { courseId: c.id }));
    expect(tree.chapters.map((r) => [r.title, r.sort])).toEqual([['C', 0]]);
    expect(tree.lessons).toEqual([]);
  });

  it('replaces the whole tree from a table of contents, all or nothing', async () => {
    const c = await f.newCourse('admin', { kind: 'book', textbookEdition: '苏科版' });
    const keep = expectOk(await f.post<ChapterRow>('admin', C('saveChapter'), { courseId: c.id, title: '旧章' }));
    const gone = expectOk(await f.post<ChapterRow>('admin', C('saveChapter'), { courseId: c.id, title: '删掉' }));
    expectOk(await f.post('admin', C('saveLesson'), { chapterId: keep.id, title: '保留的课' }));
    const before = await f.counts();
    const bad = [
      {
        nodes: [
          { key: 'a', parentKey: 'b', title: 'x' },
          { key: 'b', parentKey: null, title: 'y' },
        ],
      },
      {
        nodes: [
          { key: 'a', parentKey: null, title: 'x' },
          { key: 'a', parentKey: null, title: 'y' },
        ],
      },
      { nodes: [{ key: 'a', id: await f.chapterId('第一章 二次根式'), parentKey: null, title: 'x' }] },
      { nodes: [{ key: 'a', parentKey: null, title: '' }] },
    ];
    for (const body of bad) {
      expect(
        (await f.post('admin', C('saveChapterTree'), { courseId: c.id, ...body } as never, { json: true })).status,
      ).toBe(400);
    }
    expect(await f.counts()).toEqual(before);
    const tree = expectOk(
      await f.post<ChapterTree>(
        'admin',
        C('saveChapterTree'),
        {
          courseId: c.id,
          nodes: [
            { key: '1', parentKey: null, title: '第一章 有理数' },
            { key: '1.1', parentKey: '1', title: '1.1 正数和负数' },
            { key: 'k', id: keep.id, parentKey: '1', title: '1.2 有理数（原旧章）' },
            { key: '2', parentKey: null, title: '第二章 整式' },
          ],
        } as never,
        { json: true },
      ),
    );
    expect(tree.chapters.map((r) => [r.title, r.depth, r.sort])).toEqual([
      ['第一章 有理数', 0, 0],
      ['1.1 正数和负数', 1, 0],
      ['1.2 有理数（原旧章）', 1, 1],
      ['第二章 整式', 0, 1],
    ]);
    expect(tree.chapters.some((r) => r.id === gone.id)).toBe(false);
    expect(tree.lessons.map((l) => [l.title, l.chapterId])).toEqual([['保留的课', keep.id]]);
  });
});
