import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterRow, CourseList, CourseRow } from '@edu/shared';
import { auditLog, lessons } from '../../../db/schema';
import { ACME_COURSE, BOOK_COURSE, expectError, expectOk, MATH_COURSE, QIMING_COURSE } from '../test-fixtures';
import { C, CourseFixture, PNG, titles } from './test-fixtures';

let f: CourseFixture;

beforeAll(async () => {
  f = await CourseFixture.open();
});
afterAll(() => f.t.close());

describe('course list and detail', () => {
  it('shows teachers and students the published courses of their brand and the platform', async () => {
    for (const who of ['teacher', 'student']) {
      const list = expectOk(await f.get<CourseList>(who, C('getCourseList')));
      expect(titles(list)).toEqual([QIMING_COURSE, MATH_COURSE, BOOK_COURSE].sort());
      expect(list.list.every((c) => c.published && !c.editable)).toBe(true);
    }
    const acmeList = expectOk(await f.get<CourseList>('acme-teacher', C('getCourseList')));
    expect(titles(acmeList)).toEqual([ACME_COURSE, MATH_COURSE, BOOK_COURSE].sort());
    expectError(await f.get('acme-teacher', C('getCourseDetail'), { id: f.qimingCourse }), 404, 'Course not found');
    expectError(await f.get('teacher', C('getCourseDetail'), { id: f.acmeCourse }), 404);
  });

  it('counts chapters and lessons, filters, searches and pages', async () => {
    const detail = expectOk(await f.get<CourseRow>('teacher', C('getCourseDetail'), { id: f.math }));
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
    const platform = await f.newCourse('admin');
    expect(platform).toMatchObject({ brandId: null, published: false, editable: true, chapterCount: 0 });
    const forAcme = await f.newCourse('admin', { brandId: f.acme });
    expect(forAcme.brandId).toBe(f.acme);
    const own = await f.newCourse('brandadmin');
    expect(own.brandId).toBe(f.qiming);
    const before = await f.counts();
    expectError(
      await f.post(
        'brandadmin',
        C('saveCourse'),
        { title: 'x', subject: 'math', grade: 8, kind: 'normal', brandId: f.acme },
        { json: true },
      ),
      404,
      'Brand not found',
    );
    expectError(await f.post('brandadmin', C('saveCourse'), { id: f.math, title: '改名' }), 403);
    expectError(
      await f.post('brandadmin', C('saveCourse'), { id: forAcme.id, title: '改名' }),
      404,
      'Course not found',
    );
    expectError(await f.post('brandadmin', C('saveCourse'), { id: platform.id, title: '改名' }), 404);
    expect(await f.counts()).toEqual(before);
    const audits = await f.audits('course.create');
    expect(audits[0]).toMatchObject({ targetType: 'course', targetId: own.id, brandId: f.qiming });
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
      await f.post('admin', C('saveCourse'), { id: f.math, kind: 'book', textbookEdition: '' }),
      400,
      /textbookEdition/,
    );
    expectError(
      await f.post('admin', C('saveCourse'), { id: f.math, brandId: f.qiming }),
      400,
      /cannot change its owner/,
    );
    expect(await f.counts()).toEqual(before);
  });

  it('changes only the fields given', async () => {
    const c = await f.newCourse('brandadmin', { description: '原描述' });
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
    const c = await f.newCourse('brandadmin');
    expectError(await f.get('teacher', C('getCourseDetail'), { id: c.id }), 404);
    const pub = expectOk(await f.post<CourseRow>('brandadmin', C('publishCourse'), { id: c.id, published: true }));
    expect(pub.published).toBe(true);
    expectOk(await f.get('teacher', C('getCourseDetail'), { id: c.id }));
    expectError(await f.get('acme-teacher', C('getCourseDetail'), { id: c.id }), 404);
    expectOk(await f.post('brandadmin', C('publishCourse'), { id: c.id, published: 'false' }));
    expectError(await f.get('student', C('getCourseDetail'), { id: c.id }), 404);
    expectError(await f.post('brandadmin', C('publishCourse'), { id: c.id, published: 'maybe' }), 400, /published/);
    expectError(await f.post('brandadmin', C('publishCourse'), { id: f.math, published: false }), 403);
    expect((await f.audits('course.unpublish'))[0]).toMatchObject({ targetId: c.id, after: { published: false } });
  });

  it('deletes a course with its chapters, lessons and exercises', async () => {
    const c = await f.newCourse('admin');
    const ch = expectOk(await f.post<ChapterRow>('admin', C('saveChapter'), { courseId: c.id, title: '章' }));
    expectOk(await f.post('admin', C('saveLesson'), { chapterId: ch.id, title: '课', content: '<p>$x$</p>' }));
    expectError(await f.post('brandadmin', C('deleteCourse'), { id: c.id }), 404);
    expectOk(await f.post('admin', C('deleteCourse'), { id: c.id }));
    expectError(await f.get('admin', C('getCourseDetail'), { id: c.id }), 404);
    expect(await f.t.db.select().from(lessons).where(eq(lessons.courseId, c.id))).toEqual([]);
    const [entry] = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'course.delete'));
    expect(entry).toMatchObject({ targetId: c.id, brandId: null });
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
    const res = await f.t.app.inject({ url: cover });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect((await f.t.app.inject({ url: '/openapi/course/cover/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expectError(
      await f.upload(
        'brandadmin',
        C('uploadCover'),
        {},
        { filename: 'x.png', body: Buffer.from('<svg onload=alert(1)>') },
      ),
      415,
    );
    const saved = await f.newCourse('brandadmin', { cover });
    expect(saved.cover).toBe(cover);
    const { url } = expectOk(
      await f.upload<{ url: string }>('admin', C('uploadImage'), {}, { filename: 'p.png', body: PNG }),
    );
    expect(url).toMatch(/^\/openapi\/course\/image\/[0-9a-f-]{36}\.png$/);
    expect((await f.t.app.inject({ url })).statusCode).toBe(200);
    expect((await f.t.app.inject({ url: url.replace('/image/', '/cover/') })).statusCode).toBe(404);
    expectError(await f.upload('teacher', C('uploadImage'), {}, { filename: 'p.png', body: PNG }), 403);
  });
});
