import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterRow, ChapterTree, CourseList, CourseRow, LessonDetail, LessonRow } from '@edu/shared';
import { auditLog, lessons } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  ACME_COURSE,
  BOOK_COURSE,
  ContentFixture,
  expectError,
  expectOk,
  MATH_COURSE,
  QIMING_COURSE,
} from '../test-fixtures';

let t: TestApp;
let f: ContentFixture;
let math: number;
let book: number;
let qimingCourse: number;
let acmeCourse: number;
let qiming: number;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  f = new ContentFixture(t);
  math = await f.courseId(MATH_COURSE);
  book = await f.courseId(BOOK_COURSE);
  qimingCourse = await f.courseId(QIMING_COURSE);
  acmeCourse = await f.courseId(ACME_COURSE);
  qiming = await f.brandId('localhost');
  acme = await f.brandId('acme');
});
afterAll(() => t.close());

const C = (p: string) => `/openapi/course/${p}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const titles = (l: CourseList) => l.list.map((c) => c.title).sort();

async function newCourse(who: string, extra: Record<string, unknown> = {}): Promise<CourseRow> {
  return expectOk(
    await f.post<CourseRow>(
      who,
      C('saveCourse'),
      { title: `课程 ${Math.random()}`, subject: 'math', grade: 8, kind: 'normal', ...extra } as never,
      {
        json: true,
      },
    ),
  );
}

describe('course list and detail', () => {
  it('shows teachers and students the published courses of their brand and the platform', async () => {
    for (const who of ['teacher', 'student']) {
      const list = expectOk(await f.get<CourseList>(who, C('getCourseList')));
      expect(titles(list)).toEqual([QIMING_COURSE, MATH_COURSE, BOOK_COURSE].sort());
      expect(list.list.every((c) => c.published && !c.editable)).toBe(true);
    }
    const acmeList = expectOk(await f.get<CourseList>('acme-teacher', C('getCourseList')));
    expect(titles(acmeList)).toEqual([ACME_COURSE, MATH_COURSE, BOOK_COURSE].sort());
    expectError(await f.get('acme-teacher', C('getCourseDetail'), { id: qimingCourse }), 404, 'Course not found');
    expectError(await f.get('teacher', C('getCourseDetail'), { id: acmeCourse }), 404);
  });

  it('counts chapters and lessons, filters, searches and pages', async () => {
    const detail = expectOk(await f.get<CourseRow>('teacher', C('getCourseDetail'), { id: math }));
    expect(detail).toMatchObject({
      chapterCount: 3,
      lessonCount: 7,
      kind: 'normal',
      brandId: null,
      subject: 'math',
      grade: 8,
    });
    const books = expectOk(await f.get<CourseList>('admin', C('getCourseList'), { kind: 'book' }));
    expect(titles(books)).toEqual([BOOK_COURSE]);
    expect(books.list[0]?.textbookEdition).toBe('人教版（2024）');
    const kw = expectOk(await f.get<CourseList>('admin', C('getCourseList'), { keyword: 'acme' }));
    expect(titles(kw)).toEqual([ACME_COURSE]);
    const platform = expectOk(await f.get<CourseList>('brandadmin', C('getCourseList'), { owner: 'platform' }));
    expect(titles(platform)).toEqual([MATH_COURSE, BOOK_COURSE].sort());
    const own = expectOk(await f.get<CourseList>('brandadmin', C('getCourseList'), { owner: 'brand' }));
    expect(own.list.map((c) => [c.title, c.editable])).toEqual([[QIMING_COURSE, true]]);
    const page = expectOk(
      await f.get<CourseList>('admin', C('getCourseList'), { pageSize: 2, page: 2, sort: 'title' }),
    );
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    const editions = expectOk(
      await f.get<{ edition: string; courseCount: number }[]>('corrector', C('getTextbookEditions')),
    );
    expect(editions).toEqual([{ edition: '人教版（2024）', courseCount: 1 }]);
  });

  it('refuses bad filters with 400', async () => {
    expectError(await f.get('admin', C('getCourseList'), { kind: 'video' }), 400, /kind/);
    expectError(await f.get('admin', C('getCourseList'), { grade: 13 }), 400, /grade/);
    expectError(await f.get('admin', C('getCourseList'), { pageSize: 500 }), 400, /pageSize/);
    expectError(await f.get('admin', C('getCourseDetail'), { id: 'abc' }), 400, /id/);
  });
});

describe('saving, publishing and deleting courses', () => {
  it('lets the admin create platform or brand courses and a brand admin only its brand’s', async () => {
    const platform = await newCourse('admin');
    expect(platform).toMatchObject({ brandId: null, published: false, editable: true, chapterCount: 0 });
    const forAcme = await newCourse('admin', { brandId: acme });
    expect(forAcme.brandId).toBe(acme);
    const own = await newCourse('brandadmin');
    expect(own.brandId).toBe(qiming);
    const before = await f.counts();
    expectError(
      await f.post(
        'brandadmin',
        C('saveCourse'),
        { title: 'x', subject: 'math', grade: 8, kind: 'normal', brandId: acme },
        { json: true },
      ),
      403,
    );
    expectError(await f.post('brandadmin', C('saveCourse'), { id: math, title: '改名' }), 403);
    expectError(
      await f.post('brandadmin', C('saveCourse'), { id: forAcme.id, title: '改名' }),
      404,
      'Course not found',
    );
    expectError(await f.post('brandadmin', C('saveCourse'), { id: platform.id, title: '改名' }), 404);
    expect(await f.counts()).toEqual(before);
    const audits = await f.audits('course.create');
    expect(audits[0]).toMatchObject({ targetType: 'course', targetId: own.id, brandId: qiming });
  });

  it('checks every field and writes nothing on bad input', async () => {
    const before = await f.counts();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ subject: 'math', grade: 8, kind: 'normal' }, /title: is required/],
      [{ title: 'x', subject: 'alchemy', grade: 8, kind: 'normal' }, /subject/],
      [{ title: 'x', subject: 'math', grade: 13, kind: 'normal' }, /grade: must be 1 to 12/],
      [{ title: 'x', subject: 'math', grade: 8, kind: 'book' }, /textbookEdition: is required for a book course/],
      [
        { title: 'x', subject: 'math', grade: 8, kind: 'normal', cover: 'javascript:alert(1)' },
        /cover: must be an http/,
      ],
      [{ title: ' ', subject: 'math', grade: 8, kind: 'normal' }, /title: is required/],
      [{ title: 'x', subject: 'math', grade: 8, kind: 'normal', brandId: 99999 }, /brandId: no such brand/],
    ];
    for (const [body, msg] of bad)
      expectError(await f.post('admin', C('saveCourse'), body as never, { json: true }), 400, msg);
    expectError(
      await f.post('admin', C('saveCourse'), { id: math, kind: 'book', textbookEdition: '' }),
      400,
      /textbookEdition/,
    );
    expectError(await f.post('admin', C('saveCourse'), { id: math, brandId: qiming }), 400, /cannot change its owner/);
    expect(await f.counts()).toEqual(before);
  });

  it('changes only the fields given', async () => {
    const c = await newCourse('brandadmin', { description: '原描述' });
    const saved = expectOk(
      await f.post<CourseRow>('brandadmin', C('saveCourse'), { id: c.id, title: '新标题', grade: 9 }),
    );
    expect(saved).toMatchObject({ title: '新标题', grade: 9, description: '原描述', kind: 'normal' });
    const book = expectOk(
      await f.post<CourseRow>('brandadmin', C('saveCourse'), { id: c.id, kind: 'book', textbookEdition: '北师大版' }),
    );
    expect(book).toMatchObject({ kind: 'book', textbookEdition: '北师大版' });
  });

  it('publishes and unpublishes: readers see published courses only', async () => {
    const c = await newCourse('brandadmin');
    expectError(await f.get('teacher', C('getCourseDetail'), { id: c.id }), 404);
    const pub = expectOk(await f.post<CourseRow>('brandadmin', C('publishCourse'), { id: c.id, published: true }));
    expect(pub.published).toBe(true);
    expectOk(await f.get('teacher', C('getCourseDetail'), { id: c.id }));
    expectError(await f.get('acme-teacher', C('getCourseDetail'), { id: c.id }), 404);
    expectOk(await f.post('brandadmin', C('publishCourse'), { id: c.id, published: 'false' }));
    expectError(await f.get('student', C('getCourseDetail'), { id: c.id }), 404);
    expectError(await f.post('brandadmin', C('publishCourse'), { id: c.id, published: 'maybe' }), 400, /published/);
    expectError(await f.post('brandadmin', C('publishCourse'), { id: math, published: false }), 403);
    expect((await f.audits('course.unpublish'))[0]).toMatchObject({ targetId: c.id, after: { published: false } });
  });

  it('deletes a course with its chapters, lessons and exercises', async () => {
    const c = await newCourse('admin');
    const ch = expectOk(await f.post<ChapterRow>('admin', C('saveChapter'), { courseId: c.id, title: '章' }));
    expectOk(await f.post('admin', C('saveLesson'), { chapterId: ch.id, title: '课', content: '<p>$x$</p>' }));
    expectError(await f.post('brandadmin', C('deleteCourse'), { id: c.id }), 404);
    expectOk(await f.post('admin', C('deleteCourse'), { id: c.id }));
    expectError(await f.get('admin', C('getCourseDetail'), { id: c.id }), 404);
    expect(await t.db.select().from(lessons).where(eq(lessons.courseId, c.id))).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'course.delete'));
    expect(entry).toMatchObject({ targetId: c.id, brandId: null });
  });
});

describe('chapter tree', () => {
  it('returns chapters depth-first and readers only published lessons', async () => {
    const tree = expectOk(await f.get<ChapterTree>('student', C('getChapterTree'), { courseId: math }));
    expect(tree.chapters.map((c) => [c.title, c.depth])).toEqual([
      ['第一章 二次根式', 0],
      ['第二章 一元二次方程', 0],
      ['第三章 矩阵与线性方程组（拓展）', 0],
    ]);
    expect(tree.lessons).toHaveLength(7);
    const bookTree = expectOk(await f.get<ChapterTree>('corrector', C('getChapterTree'), { courseId: book }));
    expect(bookTree.chapters.slice(0, 4).map((c) => [c.title, c.depth])).toEqual([
      ['第十一章 三角形', 0],
      ['11.1 与三角形有关的线段', 1],
      ['11.2 与三角形有关的角', 1],
      ['11.3 多边形及其内角和', 1],
    ]);
  });

  it('creates, renames, moves by drag and drop, and deletes chapters', async () => {
    const c = await newCourse('brandadmin');
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
    const c = await newCourse('admin', { kind: 'book', textbookEdition: '苏科版' });
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

describe('lessons', () => {
  it('stores rich content sanitized, renders math, and shows readers what is published', async () => {
    const c = await newCourse('brandadmin');
    expectOk(await f.post('brandadmin', C('publishCourse'), { id: c.id, published: true }));
    const ch = expectOk(await f.post<ChapterRow>('brandadmin', C('saveChapter'), { courseId: c.id, title: '第一章' }));
    const content =
      '<p onclick="steal()">求根公式 $$x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}$$ 与 $\\begin{pmatrix}1&amp;2\\\\3&amp;4\\end{pmatrix}$</p><script>alert(1)</script><img src="javascript:alert(1)">';
    const saved = expectOk(
      await f.post<LessonDetail>(
        'brandadmin',
        C('saveLesson'),
        { chapterId: ch.id, title: '公式法', content },
        { json: true },
      ),
    );
    expect(saved).toMatchObject({ title: '公式法', published: false, editable: true, sort: 0, courseId: c.id });
    expect(saved.content).not.toMatch(/script|onclick|javascript:/);
    expect(saved.content).toContain('\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}');
    expect(saved.html).toContain('class="katex');
    expect(saved.html).not.toMatch(/<script|onclick|javascript:/);
    // Unpublished: readers do not see it.
    expectError(await f.get('teacher', C('getLessonDetail'), { id: saved.id }), 404, 'Lesson not found');
    let tree = expectOk(await f.get<ChapterTree>('teacher', C('getChapterTree'), { courseId: c.id }));
    expect(tree.lessons).toEqual([]);
    const pub = expectOk(await f.post<LessonRow>('brandadmin', C('publishLesson'), { id: saved.id, published: true }));
    expect(pub.published).toBe(true);
    const read = expectOk(await f.get<LessonDetail>('student', C('getLessonDetail'), { id: saved.id }));
    expect(read).toMatchObject({ content: null, editable: false, chapterTitle: '第一章' });
    expect(read.html).toBe(saved.html);
    tree = expectOk(await f.get<ChapterTree>('teacher', C('getChapterTree'), { courseId: c.id }));
    expect(tree.lessons.map((l) => l.id)).toEqual([saved.id]);
    expectError(await f.get('acme-teacher', C('getLessonDetail'), { id: saved.id }), 404);
  });

  it('renders seeded lessons on first read and keeps the result', async () => {
    const id = await f.lessonId('3.1 矩阵与二元一次方程组');
    await t.db.update(lessons).set({ html: null }).where(eq(lessons.id, id));
    const detail = expectOk(await f.get<LessonDetail>('teacher', C('getLessonDetail'), { id }));
    expect(detail.html).toContain('katex');
    expect(detail.html).not.toContain('math-error');
    const [row] = await t.db.select({ html: lessons.html }).from(lessons).where(eq(lessons.id, id));
    expect(row?.html).toBe(detail.html);
    expect(detail.exercises.length).toBeGreaterThan(0);
    for (const e of detail.exercises) {
      expect(Object.keys(e.preview).sort()).toEqual(['blankCount', 'difficulty', 'id', 'options', 'stemHtml', 'type']);
    }
  });

  it('changes, moves and deletes lessons, keeping the order dense', async () => {
    const c = await newCourse('admin');
    const ch1 = expectOk(await f.post<ChapterRow>('admin', C('saveChapter'), { courseId: c.id, title: '一' }));
    const ch2 = expectOk(await f.post<ChapterRow>('admin', C('saveChapter'), { courseId: c.id, title: '二' }));
    const mk = async (title: string, chapterId: number) =>
      expectOk(await f.post<LessonDetail>('admin', C('saveLesson'), { chapterId, title }));
    const l1 = await mk('L1', ch1.id);
    const l2 = await mk('L2', ch1.id);
    const l3 = await mk('L3', ch1.id);
    const l4 = await mk('L4', ch2.id);
    let rows = expectOk(
      await f.post<LessonRow[]>('admin', C('moveLesson'), { id: l3.id, chapterId: ch1.id, index: 0 }),
    );
    const order = (rs: LessonRow[], ch: number) => rs.filter((r) => r.chapterId === ch).map((r) => [r.title, r.sort]);
    expect(order(rows, ch1.id)).toEqual([
      ['L3', 0],
      ['L1', 1],
      ['L2', 2],
    ]);
    rows = expectOk(await f.post<LessonRow[]>('admin', C('moveLesson'), { id: l1.id, chapterId: ch2.id, index: 0 }));
    expect(order(rows, ch1.id)).toEqual([
      ['L3', 0],
      ['L2', 1],
    ]);
    expect(order(rows, ch2.id)).toEqual([
      ['L1', 0],
      ['L4', 1],
    ]);
    const changed = expectOk(
      await f.post<LessonDetail>('admin', C('saveLesson'), { id: l2.id, title: 'L2′', content: '<p>$\\sqrt{2}$</p>' }),
    );
    expect(changed).toMatchObject({ title: 'L2′', chapterId: ch1.id });
    expect(changed.html).toContain('katex');
    const before = await f.counts();
    expectError(
      await f.post('admin', C('moveLesson'), { id: l2.id, chapterId: await f.chapterId('第一章 二次根式'), index: 0 }),
      400,
      /chapterId/,
    );
    expectError(await f.post('admin', C('saveLesson'), { id: l2.id, chapterId: ch2.id }), 400, /moveLesson/);
    expectError(await f.post('admin', C('saveLesson'), { chapterId: ch1.id }), 400, /title: is required/);
    expectError(await f.post('admin', C('saveLesson'), { title: 'x' }), 400, /chapterId: is required/);
    expectError(await f.post('brandadmin', C('saveLesson'), { id: l2.id, title: 'x' }), 404);
    expect(await f.counts()).toEqual(before);
    expectOk(await f.post('admin', C('deleteLesson'), { id: l3.id }));
    const tree = expectOk(await f.get<ChapterTree>('admin', C('getChapterTree'), { courseId: c.id }));
    expect(order(tree.lessons, ch1.id)).toEqual([['L2′', 0]]);
    expect(l4.sort).toBe(0);
  });

  it('sets exercises from the course owner’s question bank, in order', async () => {
    const lesson = await f.lessonId('2.1 配方法');
    const bank = await f.get<{ list: { id: number }[] }>('admin', '/openapi/topic/getQuestionList', {
      pageSize: 5,
      sort: 'createdAt',
      order: 'asc',
    });
    const qs = bank.data.list.map((q) => q.id);
    const set = expectOk(
      await f.post<LessonDetail>(
        'admin',
        C('setLessonExercises'),
        { lessonId: lesson, questionIds: [qs[2], qs[0], qs[1]] as number[] },
        { json: true },
      ),
    );
    expect(set.exercises.map((e) => [e.questionId, e.sort])).toEqual([
      [qs[2], 0],
      [qs[0], 1],
      [qs[1], 2],
    ]);
    // A brand question cannot go into a platform course; a question of another brand into no course of this one.
    const brandQ = expectOk(
      await f.post<{ id: number }>(
        'brandadmin',
        '/openapi/topic/saveQuestion',
        {
          type: 'judge',
          subject: 'math',
          grade: 8,
          difficulty: 1,
          stem: '<p>$1+1=2$</p>',
          answer: { judge: true },
        } as never,
        { json: true },
      ),
    );
    const before = await f.counts();
    expectError(
      await f.post('admin', C('setLessonExercises'), { lessonId: lesson, questionIds: `${qs[0]},${brandQ.id}` }),
      400,
      `questionIds: not in the question bank of this course: ${brandQ.id}`,
    );
    expectError(
      await f.post('admin', C('setLessonExercises'), { lessonId: lesson, questionIds: '1,x' }),
      400,
      /questionIds/,
    );
    expect(await f.counts()).toEqual(before);
    const qimingLesson = await f.lessonId('分式的约分与通分');
    const brandSet = expectOk(
      await f.post<LessonDetail>('brandadmin', C('setLessonExercises'), {
        lessonId: qimingLesson,
        questionIds: `${brandQ.id},${qs[0]}`,
      }),
    );
    expect(brandSet.exercises.map((e) => e.questionId)).toEqual([brandQ.id, qs[0]]);
    const cleared = expectOk(
      await f.post<LessonDetail>('brandadmin', C('setLessonExercises'), { lessonId: qimingLesson, questionIds: '' }),
    );
    expect(cleared.exercises).toEqual([]);
    expect((await f.audits('lesson.exercises.set'))[0]).toMatchObject({
      targetId: qimingLesson,
      after: { questionIds: [] },
    });
  });
});

describe('course covers', () => {
  it('stores an image found by its content and serves it to anyone', async () => {
    const up = await f.upload<{ cover: string }>(
      'brandadmin',
      C('uploadCover'),
      {},
      { filename: 'cover.txt', body: PNG },
    );
    const { cover } = expectOk(up);
    expect(cover).toMatch(/^\/openapi\/course\/cover\/[0-9a-f-]{36}\.png$/);
    const res = await t.app.inject({ url: cover });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ url: '/openapi/course/cover/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expectError(
      await f.upload(
        'brandadmin',
        C('uploadCover'),
        {},
        { filename: 'x.png', body: Buffer.from('<svg onload=alert(1)>') },
      ),
      415,
    );
    const saved = await newCourse('brandadmin', { cover });
    expect(saved.cover).toBe(cover);
    const { url } = expectOk(
      await f.upload<{ url: string }>('admin', C('uploadImage'), {}, { filename: 'p.png', body: PNG }),
    );
    expect(url).toMatch(/^\/openapi\/course\/image\/[0-9a-f-]{36}\.png$/);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: url.replace('/image/', '/cover/') })).statusCode).toBe(404);
    expectError(await f.upload('teacher', C('uploadImage'), {}, { filename: 'p.png', body: PNG }), 403);
  });
});
