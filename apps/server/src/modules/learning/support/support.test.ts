import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOLLOW_UP_EXCERPT,
  type FollowUpNote,
  type FollowUps,
  type LessonReport,
  RoleType,
  type SupportStudentLessons,
  type SupportStudents,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import {
  assignments,
  courses,
  followUpNotes,
  lessonExercises,
  lessons,
  submissions,
  supportLinks,
  users,
} from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { clearClassWork } from '../test-fixtures';

const L = api.learning;
const MATH_COURSE = '八年级数学：二次根式与一元二次方程';
const DAY = 86_400_000;

let f: SeededOrgFixture;
let class81 = 0;
let mathLessons: number[] = [];
const id: Record<string, number> = {};

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  await clearClassWork(f.t.db, class81);
  const rows = await f.t.db
    .selectDistinct({ id: lessons.id, chapterId: lessons.chapterId, sort: lessons.sort })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(lessonExercises, eq(lessonExercises.lessonId, lessons.id))
    .where(and(eq(courses.title, MATH_COURSE), eq(lessons.published, true)))
    .orderBy(lessons.chapterId, lessons.sort);
  mathLessons = rows.map((r) => r.id);
  for (const u of ['dl', 'student', 'lina', 'hesiyuan', 'wanghao', 'consultant']) id[u] = await f.userId(u);
  // A second DL of the brand, linked to the demo student too (its notes are readable, not deletable, by dl).
  const [dl] = await f.t.db
    .select()
    .from(users)
    .where(eq(users.id, id.dl ?? 0));
  if (!dl) throw new Error('no demo DL');
  const [dl2] = await f.t.db
    .insert(users)
    .values({
      username: 'dl2',
      name: '第二位 DL',
      passwordHash: dl.passwordHash,
      roleType: RoleType.DL,
      brandId: dl.brandId,
      schoolId: dl.schoolId,
    })
    .returning({ id: users.id });
  id.dl2 = dl2?.id ?? 0;
  await f.t.db
    .insert(supportLinks)
    .values({ staffId: id.dl2, studentId: id.student ?? 0, kind: 'dl', brandId: dl.brandId ?? 0 });
});
afterAll(() => f.t.close());

const listOf = async (who: string, params: Record<string, string | number> = {}) =>
  expectOk(await f.get<SupportStudents>(who, L.getSupportStudents.path, params));
const add = (who: string, body: Record<string, unknown>) =>
  f.post<FollowUpNote>(who, L.addFollowUp.path, body as never, { json: true });
const del = (who: string, noteId: number) =>
  f.post<{ deleted: boolean }>(who, L.deleteFollowUp.path, { id: noteId } as never, { json: true });
const noteRows = async () => (await f.t.db.select({ n: count() }).from(followUpNotes))[0]?.n ?? 0;
const submit = (who: string, lessonId: number) =>
  f.post(who, L.submitLesson.path, { lessonId, submitKey: `t-${who}-${lessonId}` } as never, { json: true });

/** Graded work of a student in 八年级1班 (scores in hand-in order, oldest first), written as the grading would. */
async function gradedWork(studentId: number, lessonIds: number[], scores: number[]) {
  for (const [i, score] of scores.entries()) {
    const at = new Date(Date.now() - (scores.length - i) * DAY);
    await f.t.db.insert(submissions).values({
      studentId,
      classId: class81,
      schoolId: f.no1,
      brandId: f.qiming,
      lessonId: lessonIds[i] ?? 0,
      state: 'graded',
      score,
      submittedAt: at,
      gradedAt: at,
    });
  }
}

describe('the work list (getSupportStudents)', () => {
  let homework = 0;
  beforeAll(async () => {
    // Homework of 八年級1班 whose due time has gone: lina handed it in, the demo student and hesiyuan not.
    homework = mathLessons[0] ?? 0;
    expectOk(
      await f.post(
        'teacher',
        L.setHomework.path,
        {
          classId: class81,
          lessonId: homework,
          dueAt: new Date(Date.now() + DAY).toISOString(),
        } as never,
        { json: true },
      ),
    );
    expectOk(await submit('lina', homework));
    await f.t.db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(and(eq(assignments.classId, class81), eq(assignments.lessonId, homework)));
    // hesiyuan's scores fall: 90, 90 then 60, 60.
    await gradedWork(id.hesiyuan ?? 0, mathLessons.slice(2, 6), [90, 90, 60, 60]);
  });

  it('lists the DL’s linked students: overdue first, then falling, then by name', async () => {
    const page = await listOf('dl');
    expect(page.total).toBe(3);
    expect(page.list.map((r) => r.username)).toEqual(['hesiyuan', 'student', 'lina']);
    const [hesiyuan, student, lina] = page.list;
    expect(hesiyuan).toMatchObject({ overdue: 1, falling: true, recentAverage: 60, earlierAverage: 90, done: 4 });
    expect(hesiyuan?.classes).toEqual([{ id: class81, name: '八年级1班' }]);
    expect(student).toMatchObject({ overdue: 1, falling: false, done: 0, average: null, lastSubmittedAt: null });
    expect(lina).toMatchObject({ overdue: 0, falling: false, done: 1, latestFollowUp: null });
    expect(lina?.lastSubmittedAt).not.toBeNull();
  });

  it('filters by attention and searches by name or username prefix', async () => {
    expect((await listOf('dl', { attention: 'falling' })).list.map((r) => r.username)).toEqual(['hesiyuan']);
    expect((await listOf('dl', { attention: 'overdue' })).list.map((r) => r.username)).toEqual(['hesiyuan', 'student']);
    expect((await listOf('dl', { keyword: 'LI' })).list.map((r) => r.username)).toEqual(['lina']);
    const paged = await listOf('dl', { page: 2, pageSize: 2 });
    expect({ total: paged.total, rows: paged.list.map((r) => r.username) }).toEqual({ total: 3, rows: ['lina'] });
    expect((await listOf('dl', { page: 9, pageSize: 2 })).total).toBe(3);
  });

  it('refuses other roles (403) and bad input (400)', async () => {
    for (const who of ['teacher', 'student', 'consultant', 'admin']) {
      expectError(await f.get(who, L.getSupportStudents.path), 403);
    }
    expectError(await f.get('dl', L.getSupportStudents.path, { attention: 'late' }), 400, /must be falling or overdue/);
    expectError(await f.get('dl', L.getSupportStudents.path, { pageSize: 0 }), 400);
  });

  it('a student’s lessons as its own list has them, and its report once handed in', async () => {
    const lessonsOf = expectOk(
      await f.get<SupportStudentLessons>('dl', L.getSupportStudentLessons.path, { studentId: id.lina ?? 0 }),
    );
    expect(lessonsOf.student).toMatchObject({ id: id.lina, username: 'lina' });
    const row = lessonsOf.list.find((r) => r.lessonId === homework);
    // The test moved the due time before lina's hand-in: late.
    expect(row).toMatchObject({ className: '八年级1班', late: true });
    expect(row?.state).toMatch(/graded|submitted/);
    expect(row?.dueAt).not.toBeNull();
    const report = expectOk(
      await f.get<LessonReport>('dl', L.getSupportLessonReport.path, { studentId: id.lina ?? 0, lessonId: homework }),
    );
    expect(report.lessonId).toBe(homework);
    expect(report.items.length).toBeGreaterThan(0);
    // The same report the student reads.
    const own = expectOk(await f.get<LessonReport>('lina', L.getLessonReport.path, { lessonId: homework }));
    expect(report).toEqual(own);
    // Not handed in yet: no report.
    expectError(
      await f.get('dl', L.getSupportLessonReport.path, { studentId: id.student ?? 0, lessonId: homework }),
      404,
      /not submitted yet/,
    );
  });

  it('a student not linked to the DL answers 404; other roles 403; bad ids 400', async () => {
    const wanghao = id.wanghao ?? 0;
    expectError(await f.get('dl', L.getSupportStudentLessons.path, { studentId: wanghao }), 404, /Student not found/);
    expectError(
      await f.get('dl', L.getSupportLessonReport.path, { studentId: wanghao, lessonId: homework }),
      404,
      /Student not found/,
    );
    // The consultant's link to lina is of another kind: the DL endpoints are not for it.
    expectError(await f.get('consultant', L.getSupportStudentLessons.path, { studentId: id.lina ?? 0 }), 403);
    expectError(
      await f.get('teacher', L.getSupportLessonReport.path, { studentId: id.lina ?? 0, lessonId: homework }),
      403,
    );
    expectError(await f.get('dl', L.getSupportStudentLessons.path, { studentId: 'x' }), 400);
    expectError(await f.get('dl', L.getSupportLessonReport.path, { studentId: id.lina ?? 0 }), 400);
    // No writes for the DL on lessons.
    expectError(await submit('dl', homework), 403);
  });
});

describe('follow-up notes', () => {
  const now = () => new Date().toISOString();

  it('adds a note (trimmed, audited) and lists a student’s notes newest contact first', async () => {
    const first = expectOk(
      await add('dl', {
        studentId: id.student,
        note: '  Called the parents about the missing homework.\r\nThey will check daily.  ',
        agreed: ' Hand in by Friday ',
        contactAt: new Date(Date.now() - 2 * DAY).toISOString(),
      }),
    );
    expect(first).toMatchObject({
      studentId: id.student,
      staffId: id.dl,
      note: 'Called the parents about the missing homework.\nThey will check daily.',
      agreed: 'Hand in by Friday',
      mine: true,
    });
    const [audit] = await f.audits('student.followUp.add');
    expect(audit).toMatchObject({ targetType: 'user', targetId: id.student });
    const long = 'x'.repeat(300);
    const second = expectOk(await add('dl', { studentId: id.student, note: long, contactAt: now() }));
    expect(second.agreed).toBe('');
    const other = expectOk(await add('dl2', { studentId: id.student, note: 'Met the student', contactAt: now() }));

    const notes = expectOk(await f.get<FollowUps>('dl', L.getFollowUps.path, { studentId: id.student ?? 0 }));
    expect(notes.total).toBe(3);
    expect(notes.list.map((n) => n.id)).toEqual([other.id, second.id, first.id]);
    expect(notes.list[0]).toMatchObject({ staffName: '第二位 DL', mine: false });
    expect(notes.list[1]?.mine).toBe(true);

    // The work list shows the latest one, cut short.
    const row = (await listOf('dl')).list.find((r) => r.studentId === id.student);
    expect(row?.latestFollowUp).toMatchObject({ id: other.id, staffName: '第二位 DL', excerpt: 'Met the student' });
    const paged = expectOk(
      await f.get<FollowUps>('dl', L.getFollowUps.path, { studentId: id.student ?? 0, page: 2, pageSize: 2 }),
    );
    expect(paged.list.map((n) => n.id)).toEqual([first.id]);
    expect(FOLLOW_UP_EXCERPT).toBeLessThan(long.length);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await noteRows();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ studentId: id.student, note: '   ', contactAt: now() }, /note: is required/],
      [{ studentId: id.student, note: 'x'.repeat(2001), contactAt: now() }, /note: at most 2000 characters/],
      [
        { studentId: id.student, note: 'ok', agreed: 'y'.repeat(1001), contactAt: now() },
        /agreed: at most 1000 characters/,
      ],
      [{ studentId: id.student, note: 'ok', contactAt: 'yesterday' }, /contactAt: must be a date and time/],
      [
        { studentId: id.student, note: 'ok', contactAt: new Date(Date.now() + DAY).toISOString() },
        /contactAt: must not be in the future/,
      ],
      [
        { studentId: id.student, note: 'ok', contactAt: new Date(Date.now() - 400 * DAY).toISOString() },
        /contactAt: at most 366 days ago/,
      ],
      [{ studentId: 'abc', note: 'ok', contactAt: now() }, /studentId/],
      [{ studentId: id.student, note: 'ok' }, /contactAt/],
    ];
    for (const [body, msg] of cases) expectError(await add('dl', body), 400, msg);
    expect(await noteRows()).toBe(before);
  });

  it('a student not linked to the DL answers 404; other roles 403', async () => {
    const before = await noteRows();
    expectError(await add('dl', { studentId: id.wanghao, note: 'x', contactAt: now() }), 404, /Student not found/);
    expectError(await f.get('dl', L.getFollowUps.path, { studentId: id.wanghao ?? 0 }), 404, /Student not found/);
    // dl2 is linked to the demo student only.
    expectError(await f.get('dl2', L.getFollowUps.path, { studentId: id.lina ?? 0 }), 404);
    for (const who of ['teacher', 'student', 'consultant']) {
      expectError(await add(who, { studentId: id.student, note: 'x', contactAt: now() }), 403);
      expectError(await f.get(who, L.getFollowUps.path, { studentId: id.student ?? 0 }), 403);
    }
    expect(await noteRows()).toBe(before);
  });

  it('deletes only the caller’s own notes (audited); another’s 403, unknown 404', async () => {
    const mine = expectOk(await add('dl', { studentId: id.lina, note: 'To delete', contactAt: now() }));
    const theirs = expectOk(await add('dl2', { studentId: id.student, note: 'Not yours', contactAt: now() }));
    expectError(await del('dl', theirs.id), 403, /only your own/);
    expectError(await del('teacher', mine.id), 403);
    expectError(await del('dl2', mine.id), 404, /Follow-up note not found/);
    expectError(await del('dl', 999_999), 404);
    expectError(await f.post('dl', L.deleteFollowUp.path, { id: 'x' } as never, { json: true }), 400);
    expect(expectOk(await del('dl', mine.id))).toEqual({ deleted: true });
    expectError(await del('dl', mine.id), 404);
    const [audit] = await f.audits('student.followUp.delete');
    expect(audit).toMatchObject({ targetId: id.lina });
    const left = await f.t.db
      .select({ id: followUpNotes.id })
      .from(followUpNotes)
      .where(eq(followUpNotes.id, theirs.id));
    expect(left).toHaveLength(1);
  });

  it('moving the school to another brand carries the notes’ brand', async () => {
    const acme = f.acme;
    expectOk(
      await f.post('admin', api.org.bindBrandSchools.path, { brandId: acme, schoolIds: [f.no1] } as never, {
        json: true,
      }),
    );
    const brands = await f.t.db.selectDistinct({ brandId: followUpNotes.brandId }).from(followUpNotes);
    expect(brands).toEqual([{ brandId: acme }]);
    // Back again, so that nothing else sees the move.
    expectOk(
      await f.post('admin', api.org.bindBrandSchools.path, { brandId: f.qiming, schoolIds: [f.no1] } as never, {
        json: true,
      }),
    );
    const back = await f.t.db.selectDistinct({ brandId: followUpNotes.brandId }).from(followUpNotes);
    expect(back).toEqual([{ brandId: f.qiming }]);
  });
});
