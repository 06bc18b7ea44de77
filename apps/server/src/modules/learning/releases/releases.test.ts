import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassReleases, LessonRelease, MyClassRow } from '@edu/shared';
import { api } from '@edu/shared/api';
import { auditLog, courses, lessonReleases, lessons } from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { clearClassWork } from '../test-fixtures';

const L = api.learning;
const MATH_COURSE = '八年级数学：二次根式与一元二次方程';

let f: SeededOrgFixture;
let class81 = 0;
let class91 = 0;
let riversideClass = 0;
let mathCourse = 0;
let mathLessons: number[] = [];

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  await clearClassWork(f.t.db, class81);
  class91 = await f.classId('启明第一中学', '九年级1班');
  riversideClass = await f.classId('滨江双语学校', '七年级1班');
  const [course] = await f.t.db.select({ id: courses.id }).from(courses).where(eq(courses.title, MATH_COURSE));
  mathCourse = course?.id ?? 0;
  const rows = await f.t.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.courseId, mathCourse), eq(lessons.published, true)))
    .orderBy(lessons.chapterId, lessons.sort, lessons.id);
  mathLessons = rows.map((r) => r.id);
});
afterAll(() => f.t.close());

const releasesOf = async (who: string, classId: number, courseId = mathCourse) =>
  expectOk(await f.get<ClassReleases>(who, L.getClassReleases.path, { classId, courseId }));
const stateOf = (data: { releases: LessonRelease[] }, lessonId: number) =>
  data.releases.find((r) => r.lessonId === lessonId)?.state;
const set = (who: string, body: Record<string, unknown>) =>
  f.post<{ changed: number; releases: LessonRelease[] }>(who, L.setLessonRelease.path, body as never, { json: true });
const releaseRows = async () => (await f.t.db.select({ n: count() }).from(lessonReleases))[0]?.n ?? 0;

describe('a teacher\u2019s classes', () => {
  it('lists the active classes it teaches, with size and release counts, and nothing else', async () => {
    const mine = expectOk(await f.get<MyClassRow[]>('teacher', L.getMyClasses.path));
    expect(mine.map((c) => c.name)).toEqual(['八年级1班', '八年级2班', '八年级3班']);
    expect(mine[0]).toMatchObject({
      id: class81,
      grade: 8,
      schoolName: '启明第一中学 Qiming No.1 Middle School',
      students: 4,
    });
    const other = expectOk(await f.get<MyClassRow[]>('chenjing', L.getMyClasses.path));
    expect(other.map((c) => c.id)).not.toContain(class81);
  });

  it('is the teachers\u2019 only: other roles get 403', async () => {
    for (const who of ['student', 'schooladmin', 'admin', 'dl']) {
      expectError(await f.get(who, L.getMyClasses.path), 403);
    }
  });
});

describe('lesson releases', () => {
  it('starts with every published lesson of the course locked', async () => {
    const data = await releasesOf('teacher', class81);
    expect(data.releases.map((r) => r.lessonId)).toEqual(mathLessons);
    expect(new Set(data.releases.map((r) => r.state))).toEqual(new Set(['locked']));
    expect(data.releases[0]).toMatchObject({ unlockAt: null, changedBy: null, changedAt: null });
  });

  it('releases now, schedules, and locks again, with an audit entry each time', async () => {
    const [a, b, c] = mathLessons as [number, number, number];
    const audits = async () =>
      (await f.t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetId, class81)))[0]?.n ?? 0;
    const before = await audits();

    const released = expectOk(await set('teacher', { classId: class81, lessonIds: [a, b], action: 'release' }));
    expect(released.changed).toBe(2);
    expect(released.releases.map((r) => r.state)).toEqual(['released', 'released']);
    expect(released.releases[0]?.changedBy).toBeTruthy();

    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = expectOk(
      await set('teacher', { classId: class81, lessonIds: [c], action: 'schedule', unlockAt: at }),
    );
    expect(scheduled.releases[0]).toMatchObject({ lessonId: c, state: 'scheduled', unlockAt: at });

    // Another class of the same teacher is untouched (九年级1班: the demo data releases lessons to 八年级2班).
    expect(stateOf(await releasesOf('huangjie', class91), a)).toBe('locked');

    const again = expectOk(await set('teacher', { classId: class81, lessonIds: [a, b], action: 'release' }));
    expect(again.changed).toBe(2); // a new release time: the lessons are re-released now

    const locked = expectOk(await set('teacher', { classId: class81, lessonIds: [b], action: 'lock' }));
    expect(locked.releases[0]).toMatchObject({ lessonId: b, state: 'locked', unlockAt: null });

    const data = await releasesOf('teacher', class81);
    expect([stateOf(data, a), stateOf(data, b), stateOf(data, c)]).toEqual(['released', 'locked', 'scheduled']);
    expect(await audits()).toBe(before + 4);
    const [entry] = await f.t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, class81))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(before + 3);
    expect(entry?.action).toBe('class.lessons.lock');

    const mine = expectOk(await f.get<MyClassRow[]>('teacher', L.getMyClasses.path));
    expect(mine.find((x) => x.id === class81)).toMatchObject({ released: 1, scheduled: 1 });
  });

  it('lets a student open a lesson only while it is released to its class (403 otherwise, nothing sent)', async () => {
    const lessonId = mathLessons[5] ?? 0;
    const read = () => f.get<{ html?: string }>('student', api.content.getLessonDetail.path, { id: lessonId });
    const refused = await read();
    expectError(refused, 403, /locked/);
    expect(JSON.stringify(refused)).not.toContain('katex');
    // Released to another class (八年级2班): still locked for the student of 八年级1班.
    const class82 = await f.classId('启明第一中学', '八年级2班');
    expectOk(await set('teacher', { classId: class82, lessonIds: [lessonId], action: 'release' }));
    expectError(await read(), 403);
    expectOk(await set('teacher', { classId: class81, lessonIds: [lessonId], action: 'release' }));
    expect(expectOk(await read()).html).toContain('katex');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expectOk(await set('teacher', { classId: class81, lessonIds: [lessonId], action: 'schedule', unlockAt: tomorrow }));
    expectError(await read(), 403, /locked/);
    expectOk(await set('teacher', { classId: class81, lessonIds: [lessonId], action: 'release' }));
    expectOk(await read());
    expectOk(await set('teacher', { classId: class81, lessonIds: [lessonId], action: 'lock' }));
    expectError(await read(), 403);
    // Teachers read it whatever its state.
    expectOk(await f.get('teacher', api.content.getLessonDetail.path, { id: lessonId }));
  });

  it('lets another teacher of the class see who changed what', async () => {
    const data = await releasesOf('huangjie', class81);
    const row = data.releases.find((r) => r.state === 'released');
    expect(row?.changedBy).toBeTruthy();
    expect(row?.changedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses classes the teacher does not teach with 404, and writes nothing', async () => {
    const rows = await releaseRows();
    const lessonIds = [mathLessons[0]];
    // 九年级1班 of the same school is huangjie's, not teacher's; riverside is another school.
    for (const classId of [class91, riversideClass, 999_999]) {
      expectError(await set('teacher', { classId, lessonIds, action: 'release' }), 404, 'Class not found');
      expectError(await f.get('teacher', L.getClassReleases.path, { classId, courseId: mathCourse }), 404);
    }
    expectError(await set('acme-teacher', { classId: class81, lessonIds, action: 'release' }), 404);
    expect(await releaseRows()).toBe(rows);
  });

  it('refuses unpublished, unknown or out-of-brand lessons all or nothing', async () => {
    const [draft] = await f.t.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.published, false)).limit(1);
    const rows = await releaseRows();
    const lessonIds = [mathLessons[3], draft?.id ?? 999_998];
    expectError(await set('teacher', { classId: class81, lessonIds, action: 'release' }), 404, 'Lesson not found');
    expectError(await set('teacher', { classId: class81, lessonIds: [mathLessons[3], 999_997], action: 'lock' }), 404);
    expect(await releaseRows()).toBe(rows);
    expect(stateOf(await releasesOf('teacher', class81), mathLessons[3] ?? 0)).toBe('locked');
  });

  it('refuses a course the teacher cannot read with 404', async () => {
    const [acme] = await f.t.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, 'Acme Algebra Bootcamp'));
    expectError(
      await f.get('teacher', L.getClassReleases.path, { classId: class81, courseId: acme?.id ?? 0 }),
      404,
      'Course not found',
    );
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const rows = await releaseRows();
    const lessonIds = [mathLessons[0]];
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ classId: class81, lessonIds, action: 'open' }, /action/],
      [{ classId: class81, lessonIds: [], action: 'release' }, /lessonIds: is required/],
      [{ classId: class81, lessonIds: 'x', action: 'release' }, /lessonIds/],
      [{ classId: 'abc', lessonIds, action: 'release' }, /classId/],
      [{ classId: class81, lessonIds, action: 'schedule' }, /unlockAt: is required to schedule/],
      [{ classId: class81, lessonIds, action: 'schedule', unlockAt: 'tomorrow' }, /unlockAt: must be a date/],
      [
        { classId: class81, lessonIds, action: 'release', unlockAt: new Date().toISOString() },
        /unlockAt: only a scheduled/,
      ],
      [
        { classId: class81, lessonIds, action: 'schedule', unlockAt: '2020-01-01T00:00:00Z' },
        /unlockAt: must be in the future/,
      ],
      [
        { classId: class81, lessonIds, action: 'schedule', unlockAt: '2099-01-01T00:00:00Z' },
        /unlockAt: at most 366 days/,
      ],
      [
        { classId: class81, lessonIds: Array.from({ length: 501 }, (_, i) => i + 1), action: 'lock' },
        /at most 500 lessons/,
      ],
    ];
    for (const [body, msg] of cases) expectError(await set('teacher', body), 400, msg);
    expect(await releaseRows()).toBe(rows);
  });

  it('speaks the caller\u2019s language in refusals', async () => {
    const session = await f.as('teacher');
    const res = await f.t.app.inject({
      method: 'POST',
      url: L.setLessonRelease.path,
      headers: { ...session.headers, 'accept-language': 'zh-CN' },
      payload: { classId: class81, lessonIds: [mathLessons[0]], action: 'schedule', unlockAt: '2020-01-01T00:00:00Z' },
    });
    expect(res.json<{ msg: string }>().msg).toBe('unlockAt: 必须是将来的时间');
  });
});
