import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STUDENT_RESULTS_MAX,
  type SetHomeworkResult,
  type StudentToday,
  TEACHER_TODAY_MAX,
  type TeacherToday,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import {
  assignments,
  classes,
  courses,
  lessonExercises,
  lessonPreps,
  lessonReleases,
  lessons,
  submissions,
} from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { clearClassWork } from '../test-fixtures';
import { dayIn } from './queries';

const L = api.learning;
const MATH_COURSE = '八年级数学：二次根式与一元二次方程';
const DAY = 86_400_000;
const TZ = 'Asia/Shanghai';

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
let class91 = 0;
/** the math course's published lessons with exercises, in reading order (all locked for 八年级1班) */
let mathLessons: number[] = [];
/** fresh published lessons without exercises, for releases and preparations */
let otherLessons: number[] = [];

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  await clearClassWork(f.t.db, class81);
  class82 = await f.classId('启明第一中学', '八年级2班');
  class91 = await f.classId('启明第一中学', '九年级1班');
  const rows = await f.t.db
    .selectDistinct({ id: lessons.id, chapterId: lessons.chapterId, sort: lessons.sort })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(lessonExercises, eq(lessonExercises.lessonId, lessons.id))
    .where(and(eq(courses.title, MATH_COURSE), eq(lessons.published, true)))
    .orderBy(lessons.chapterId, lessons.sort);
  mathLessons = rows.map((r) => r.id);
  // Fresh published lessons of the math course (which the class may read), for releases and preparations.
  const [first] = await f.t.db
    .select({ courseId: lessons.courseId, chapterId: lessons.chapterId })
    .from(lessons)
    .where(eq(lessons.id, mathLessons[0] ?? 0));
  if (!first) throw new Error('no math lesson');
  const made = await f.t.db
    .insert(lessons)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        ...first,
        title: `今日测试课 ${i + 1}`,
        published: true,
        sort: 1000 + i,
      })),
    )
    .returning({ id: lessons.id });
  otherLessons = made.map((r) => r.id);
});
afterAll(() => f.t.close());

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const give = (who: string, body: Record<string, unknown>) =>
  f.post<SetHomeworkResult>(who, L.setHomework.path, body as never, { json: true });
/** tz null: none sent */
const teacherToday = async (who = 'teacher', tz: string | null = TZ) =>
  expectOk(await f.get<TeacherToday>(who, L.getTeacherToday.path, tz === null ? {} : { tz }));
const studentToday = async (who = 'student') => expectOk(await f.get<StudentToday>(who, L.getStudentToday.path));
const setDue = (classId: number, lessonId: number, dueAt: Date) =>
  f.t.db
    .update(assignments)
    .set({ dueAt })
    .where(and(eq(assignments.classId, classId), eq(assignments.lessonId, lessonId)));
const classOf = async (id: number) => {
  const [row] = await f.t.db
    .select({ brandId: classes.brandId, schoolId: classes.schoolId })
    .from(classes)
    .where(eq(classes.id, id));
  if (!row) throw new Error(`no class ${id}`);
  return row;
};
const release = async (classId: number, lessonId: number, unlockAt: Date) => {
  const c = await classOf(classId);
  await f.t.db
    .insert(lessonReleases)
    .values({ classId, lessonId, unlockAt, ...c })
    .onConflictDoUpdate({ target: [lessonReleases.classId, lessonReleases.lessonId], set: { unlockAt } });
};
const prep = async (classId: number, lessonId: number, plannedOn: string | null, state: 'draft' | 'ready') => {
  const c = await classOf(classId);
  await f.t.db
    .insert(lessonPreps)
    .values({ teacherId: await f.userId('teacher'), classId, lessonId, plannedOn, state, revision: 1, ...c });
};
const dayPlus = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const keys = (rows: { classId: number; lessonId: number }[]) => rows.map((r) => `${r.classId}:${r.lessonId}`);

describe("the teacher's day", () => {
  it('lists homework due within the week with who handed it in, and homework gone due with who is missing', async () => {
    // The demo data gives 八年级2班 homework too: what was there before counts beside these.
    const before = await teacherToday();
    const soon = mathLessons[0] ?? 0;
    const later = mathLessons[1] ?? 0;
    const gone = mathLessons[2] ?? 0;
    expectOk(await give('teacher', { classId: class81, lessonId: later, dueAt: inHours(72).toISOString() }));
    expectOk(await give('teacher', { classId: class81, lessonId: soon, dueAt: inHours(5).toISOString() }));
    expectOk(await give('teacher', { classId: class81, lessonId: gone, dueAt: inHours(2).toISOString() }));
    // The due time passes; one student hands in late.
    await setDue(class81, gone, new Date(Date.now() - DAY));
    expectOk(
      await f.post('student', L.submitLesson.path, { lessonId: gone, submitKey: 'today-late-1' } as never, {
        json: true,
      }),
    );
    // A homework due in more than a week is not today's business.
    const far = mathLessons[3] ?? 0;
    expectOk(await give('teacher', { classId: class81, lessonId: far, dueAt: inHours(24 * 9).toISOString() }));

    const day = await teacherToday();
    expect(day.tz).toBe(TZ);
    expect(day.today).toBe(dayIn(TZ));
    const ofClass81 = (rows: { classId: number; lessonId: number }[]) =>
      rows.filter((r) => r.classId === class81).map((r) => r.lessonId);
    expect(ofClass81(day.dueSoon.list)).toEqual([soon, later]);
    expect(day.dueSoon.total).toBe(before.dueSoon.total + 2);
    const dues = day.dueSoon.list.map((r) => r.dueAt);
    expect([...dues].sort()).toEqual(dues);
    expect(day.dueSoon.list.find((r) => r.classId === class81)).toMatchObject({
      classId: class81,
      className: '八年级1班',
      students: 4,
      submitted: 0,
      missing: 4,
    });
    expect(ofClass81(day.pastDue.list)).toEqual([gone]);
    expect(day.pastDue.total).toBe(before.pastDue.total + 1);
    expect(day.pastDue.list.find((r) => r.lessonId === gone)).toMatchObject({ students: 4, submitted: 1, missing: 3 });
  });

  it('lists lessons to prepare: draft preparations planned within the week and releases within the week not ready', async () => {
    const [draftPlanned, readyPlanned, scheduledBare, scheduledReady, scheduledFar, draftFar] = otherLessons;
    await prep(class81, draftPlanned ?? 0, dayPlus(1), 'draft');
    await prep(class81, readyPlanned ?? 0, dayPlus(1), 'ready');
    await release(class82, scheduledBare ?? 0, inHours(30));
    await release(class82, scheduledReady ?? 0, inHours(10));
    await prep(class82, scheduledReady ?? 0, null, 'ready');
    await release(class82, scheduledFar ?? 0, inHours(24 * 10));
    await prep(class81, draftFar ?? 0, dayPlus(12), 'draft');

    const day = await teacherToday();
    const got = keys(day.prepare.list);
    expect(got).toContain(`${class81}:${draftPlanned}`);
    expect(got).toContain(`${class82}:${scheduledBare}`);
    for (const no of [
      `${class81}:${readyPlanned}`,
      `${class82}:${scheduledReady}`,
      `${class82}:${scheduledFar}`,
      `${class81}:${draftFar}`,
    ])
      expect(got).not.toContain(no);
    expect(day.prepare.list.find((r) => r.lessonId === draftPlanned)).toMatchObject({
      plannedOn: dayPlus(1),
      prepState: 'draft',
      unlockAt: null,
    });
    expect(day.prepare.list.find((r) => r.lessonId === scheduledBare)).toMatchObject({
      plannedOn: null,
      prepState: null,
    });
    expect(day.prepare.list.find((r) => r.lessonId === scheduledBare)?.unlockAt).toBeTruthy();

    // Preparations are each teacher's own: the co-teacher has not got the draft, and must prepare the release.
    const co = await teacherToday('huangjie');
    expect(keys(co.prepare.list)).not.toContain(`${class81}:${draftPlanned}`);
    expect(keys(co.prepare.list)).toContain(`${class82}:${scheduledBare}`);
    expect(keys(co.prepare.list)).toContain(`${class82}:${scheduledReady}`);
  });

  it("lists today's releases in the teacher's time zone, and the hand-ins waiting for a person", async () => {
    const lessonId = otherLessons[10] ?? 0;
    const at = new Date(Date.now() - 60_000);
    await release(class81, lessonId, at);
    const day = await teacherToday();
    const row = day.releases.list.find((r) => r.lessonId === lessonId);
    // A minute ago is today, unless the day began less than a minute ago.
    if (dayIn(TZ, at) === day.today) expect(row).toMatchObject({ classId: class81, released: true });
    else expect(row).toBeUndefined();
    // Yesterday's release is not today's.
    const old = otherLessons[11] ?? 0;
    await release(class81, old, new Date(Date.now() - 2 * DAY));
    expect((await teacherToday()).releases.list.map((r) => r.lessonId)).not.toContain(old);

    // The demo data left short answers waiting in 八年级2班.
    const waiting = await f.t.db
      .select({ lessonId: submissions.lessonId })
      .from(submissions)
      .where(and(eq(submissions.classId, class82), eq(submissions.state, 'submitted')));
    expect(waiting.length).toBeGreaterThan(0);
    const toGrade = day.toGrade.list.filter((r) => r.classId === class82);
    expect(toGrade.reduce((n, r) => n + r.waiting, 0)).toBe(waiting.length);
    expect(toGrade[0]?.oldestAt).toBeTruthy();
    const times = day.toGrade.list.map((r) => r.oldestAt);
    expect([...times].sort()).toEqual(times);
  });

  it('bounds every part and gives its total', async () => {
    // 九年级1班 is huangjie's alone.
    const c = await classOf(class91);
    const ids = otherLessons.slice(20, 20 + TEACHER_TODAY_MAX + 5);
    const before = (await teacherToday('huangjie')).dueSoon.total;
    await f.t.db
      .insert(assignments)
      .values(ids.map((lessonId, i) => ({ classId: class91, lessonId, dueAt: inHours(1 + i), questionIds: [], ...c })));
    const day = await teacherToday('huangjie');
    const mine = day.dueSoon;
    expect(mine.list).toHaveLength(TEACHER_TODAY_MAX);
    expect(mine.total).toBe(before + ids.length);
    const dues = mine.list.map((r) => r.dueAt);
    expect([...dues].sort()).toEqual(dues);
    // The demo teacher does not teach 九年级1班.
    expect((await teacherToday()).dueSoon.list.map((r) => r.classId)).not.toContain(class91);
    await f.t.db.delete(assignments).where(and(eq(assignments.classId, class91), inArray(assignments.lessonId, ids)));
  });

  it('keeps a teacher to its classes, takes a time zone, refuses a bad one and every other role', async () => {
    const other = await teacherToday('chenjing');
    const all = [
      ...other.prepare.list,
      ...other.releases.list,
      ...other.dueSoon.list,
      ...other.pastDue.list,
      ...other.toGrade.list,
    ];
    for (const row of all) expect([class81, class82, class91]).not.toContain(row.classId);

    const utc = await teacherToday('teacher', null);
    expect(utc.tz).toBe('UTC');
    expect(utc.today).toBe(dayIn('UTC'));
    expect((await teacherToday('teacher', 'Pacific/Kiritimati')).today).toBe(dayIn('Pacific/Kiritimati'));

    expectError(await f.get('teacher', L.getTeacherToday.path, { tz: 'Mars/Olympus_Mons' }), 400, /time zone/);
    expectError(await f.get('teacher', L.getTeacherToday.path, { tz: "UTC'; drop table users; --" }), 400);
    for (const who of ['student', 'schooladmin', 'admin', 'dl', 'brandadmin', 'consultant', 'corrector'])
      expectError(await f.get(who, L.getTeacherToday.path, { tz: TZ }), 403);
  });
});

describe("the student's day", () => {
  it('lists its homework to do, overdue first then by due time, and drops what it handed in', async () => {
    // From the teacher's tests: [0] due in 5 h, [1] in 72 h, [2] overdue and handed in late, [3] due in 9 days.
    const overdue = mathLessons[4] ?? 0;
    expectOk(await give('teacher', { classId: class81, lessonId: overdue, dueAt: inHours(1).toISOString() }));
    await setDue(class81, overdue, new Date(Date.now() - 2 * DAY));

    const day = await studentToday();
    const ids = day.todo.list.map((r) => r.lessonId);
    expect(ids).toEqual([overdue, mathLessons[0], mathLessons[1], mathLessons[3]]);
    expect(ids).not.toContain(mathLessons[2]);
    expect(day.todo.total).toBe(4);
    expect(day.todo.list[0]).toMatchObject({ overdue: true, state: 'new', className: '八年级1班' });
    expect(day.todo.list[1]).toMatchObject({ overdue: false });

    expectOk(
      await f.post('student', L.submitLesson.path, { lessonId: mathLessons[0], submitKey: 'today-hand-in' } as never, {
        json: true,
      }),
    );
    expect((await studentToday()).todo.list.map((r) => r.lessonId)).not.toContain(mathLessons[0]);
    // Another class's student has none of it.
    expect((await studentToday('wanghao')).todo.list.map((r) => r.lessonId)).not.toContain(overdue);
  });

  it('lists the lessons in progress (not homework), latest first, and the latest graded results', async () => {
    const [a, b] = otherLessons.slice(40);
    const c = await classOf(class81);
    const student = await f.userId('student');
    await release(class81, a ?? 0, new Date(Date.now() - DAY));
    await release(class81, b ?? 0, new Date(Date.now() - DAY));
    await f.t.db.insert(submissions).values([
      { studentId: student, classId: class81, lessonId: a ?? 0, ...c, updatedAt: new Date(Date.now() - 3_600_000) },
      { studentId: student, classId: class81, lessonId: b ?? 0, ...c, updatedAt: new Date(Date.now() - 60_000) },
    ]);
    const homeworkInProgress = mathLessons[1] ?? 0;
    expectOk(
      await f.post('student', L.saveAnswers.path, { lessonId: homeworkInProgress, answers: [] } as never, {
        json: true,
      }),
    );
    const day = await studentToday();
    const progress = day.inProgress.list.map((r) => r.lessonId);
    expect(progress).not.toContain(homeworkInProgress);
    // Latest saved first.
    expect(progress).toEqual([b, a]);
    expect(day.inProgress.total).toBe(2);
    expect(day.inProgress.list[0]).toMatchObject({ className: '八年级1班', courseTitle: MATH_COURSE });
    expect(day.todo.list.find((r) => r.lessonId === homeworkInProgress)?.state).toBe('in_progress');

    // Results: the graded ones with a score of its active class, newest first, at most STUDENT_RESULTS_MAX
    // (the demo data give it work in the class it was in before: its history, not its day).
    const graded = await f.t.db
      .select({ lessonId: submissions.lessonId, score: submissions.score })
      .from(submissions)
      .where(
        and(eq(submissions.studentId, student), eq(submissions.classId, class81), eq(submissions.state, 'graded')),
      );
    expect(day.results.length).toBe(Math.min(STUDENT_RESULTS_MAX, graded.length));
    for (const r of day.results) expect(graded.map((g) => g.lessonId)).toContain(r.lessonId);
    const at = day.results.map((r) => r.gradedAt);
    expect([...at].sort().reverse()).toEqual(at);

    // Another student's work is not on its day.
    const lina = await studentToday('lina');
    expect(lina.inProgress.list.map((r) => r.lessonId)).not.toContain(b);
  });

  it('refuses every other role', async () => {
    for (const who of ['teacher', 'schooladmin', 'admin', 'dl', 'brandadmin'])
      expectError(await f.get(who, L.getStudentToday.path), 403);
  });
});
