import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassHomework,
  ClassProgress,
  HomeworkStatus,
  MyClassRow,
  MyHomework,
  SetHomeworkResult,
  StudentLesson,
  SubmissionInfo,
  TaughtStudentRow,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import type { Page } from '../../../db/queries';
import {
  assignments,
  auditLog,
  courses,
  lessonExercises,
  lessonPreps,
  lessonReleases,
  lessons,
  submissions,
} from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { clearClassWork } from '../test-fixtures';

const L = api.learning;
const MATH_COURSE = '八年级数学：二次根式与一元二次方程';
const DAY = 86_400_000;

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
/** the math course's published lessons with exercises, in reading order (all locked for 八年级1班) */
let mathLessons: number[] = [];

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  await clearClassWork(f.t.db, class81);
  class82 = await f.classId('启明第一中学', '八年级2班');
  const rows = await f.t.db
    .selectDistinct({ id: lessons.id, chapterId: lessons.chapterId, sort: lessons.sort })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(lessonExercises, eq(lessonExercises.lessonId, lessons.id))
    .where(and(eq(courses.title, MATH_COURSE), eq(lessons.published, true)))
    .orderBy(lessons.chapterId, lessons.sort);
  mathLessons = rows.map((r) => r.id);
});
afterAll(() => f.t.close());

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const give = (who: string, body: Record<string, unknown>) =>
  f.post<SetHomeworkResult>(who, L.setHomework.path, body as never, { json: true });
const remove = (who: string, body: Record<string, unknown>) =>
  f.post<{ removed: boolean }>(who, L.removeHomework.path, body as never, { json: true });
const statusOf = async (lessonId: number, classId = class81) =>
  expectOk(await f.get<HomeworkStatus>('teacher', L.getHomeworkStatus.path, { classId, lessonId }));
const myHomework = async (who: string, state?: 'todo' | 'done') =>
  expectOk(await f.get<MyHomework>(who, L.getMyHomework.path, state ? { state } : {}));
const submit = (who: string, lessonId: number, key: string) =>
  f.post<SubmissionInfo>(who, L.submitLesson.path, { lessonId, submitKey: key } as never, { json: true });
const assignmentRows = async () => (await f.t.db.select({ n: count() }).from(assignments))[0]?.n ?? 0;
/** Moves a homework's due time (the server refuses a past one: the tests make time pass this way). */
const setDue = (classId: number, lessonId: number, dueAt: Date) =>
  f.t.db
    .update(assignments)
    .set({ dueAt })
    .where(and(eq(assignments.classId, classId), eq(assignments.lessonId, lessonId)));
const exerciseIdsOf = async (lessonId: number) =>
  (
    await f.t.db
      .select({ id: lessonExercises.questionId })
      .from(lessonExercises)
      .where(eq(lessonExercises.lessonId, lessonId))
      .orderBy(lessonExercises.sort, lessonExercises.questionId)
  ).map((r) => r.id);

describe('giving homework', () => {
  it('gives a locked lesson to a class with a due time: released with it, audited, on the class and the to-do', async () => {
    const lessonId = mathLessons[1] ?? 0;
    const due = inDays(2);
    const given = expectOk(
      await give('teacher', { classId: class81, lessonId, dueAt: due, note: '  第 3 题写步骤  ' }),
    );
    expect(given.released).toBe(true);
    expect(given.homework).toMatchObject({
      lessonId,
      dueAt: due,
      source: 'lesson',
      questionCount: (await exerciseIdsOf(lessonId)).length,
      note: '第 3 题写步骤',
      students: 4,
      submitted: 0,
      late: 0,
      average: null,
    });
    const [release] = await f.t.db
      .select({ unlockAt: lessonReleases.unlockAt })
      .from(lessonReleases)
      .where(and(eq(lessonReleases.classId, class81), eq(lessonReleases.lessonId, lessonId)));
    expect(release?.unlockAt?.getTime()).toBeLessThanOrEqual(Date.now());
    const [audit] = await f.t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'class.homework.give'));
    expect(audit?.after).toMatchObject({ lessonId, released: true });

    const classes = expectOk(await f.get<MyClassRow[]>('teacher', L.getMyClasses.path));
    expect(classes.find((c) => c.id === class81)).toMatchObject({ homeworkOpen: 1, nextDueAt: due });

    const todo = await myHomework('student', 'todo');
    expect(todo.list.map((r) => r.lessonId)).toContain(lessonId);
    expect(todo.list.find((r) => r.lessonId === lessonId)).toMatchObject({
      dueAt: due,
      state: 'new',
      late: false,
      overdue: false,
      className: '八年级1班',
    });
    // Another class's students do not see it.
    expect((await myHomework('wanghao')).list.map((r) => r.lessonId)).not.toContain(lessonId);

    const lesson = expectOk(await f.get<StudentLesson>('student', L.getStudentLesson.path, { lessonId }));
    expect(lesson.homework).toEqual({ dueAt: due, note: '第 3 题写步骤' });
    const list = expectOk(
      await f.get<Page<{ lessonId: number; dueAt: string | null }>>('student', L.getMyLessons.path),
    );
    expect(list.list.find((r) => r.lessonId === lessonId)?.dueAt).toBe(due);
  });

  it('gives the teacher’s preparation: the students work on its exercises, in its order, and are graded on them', async () => {
    // The seed prepared the first math lesson for 八年级1班.
    const lessonId = mathLessons[0] ?? 0;
    const [prep] = await f.t.db
      .select({ questionIds: lessonPreps.questionIds })
      .from(lessonPreps)
      .where(and(eq(lessonPreps.classId, class81), eq(lessonPreps.lessonId, lessonId)));
    const prepared = prep?.questionIds ?? [];
    expect(prepared.length).toBeGreaterThan(0);
    expect(prepared).not.toEqual(await exerciseIdsOf(lessonId));

    const given = expectOk(
      await give('teacher', { classId: class81, lessonId, dueAt: inDays(3), source: 'preparation' }),
    );
    expect(given.homework).toMatchObject({ source: 'preparation', questionCount: prepared.length });
    const lesson = expectOk(await f.get<StudentLesson>('lina', L.getStudentLesson.path, { lessonId }));
    expect(lesson.exercises.map((e) => e.questionId)).toEqual(prepared);

    // An answer to a question outside the homework is refused.
    const stray = (await exerciseIdsOf(lessonId)).find((id) => !prepared.includes(id));
    if (stray !== undefined) {
      expectError(
        await f.post(
          'lina',
          L.saveAnswers.path,
          { lessonId, answers: [{ questionId: stray, response: { choices: ['A'] } }] } as never,
          { json: true },
        ),
        400,
        /not an exercise/,
      );
    }
    const done = expectOk(await submit('lina', lessonId, 'hw-prep-lina'));
    expect(done.state).not.toBe('in_progress');
    const graded = await f.t.db
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.lessonId, lessonId), eq(submissions.classId, class81)));
    expect(graded[0]?.n).toBe(1);

    // The questions no longer change once someone handed it in; the due time and the note still do.
    expectError(await give('teacher', { classId: class81, lessonId, dueAt: inDays(3), source: 'lesson' }), 409);
    const moved = expectOk(
      await give('teacher', { classId: class81, lessonId, dueAt: inDays(5), source: 'preparation', note: 'later' }),
    );
    expect(moved.homework).toMatchObject({ note: 'later', submitted: 1 });
    expect(moved.released).toBe(false);
  });

  it('marks late hand-ins and overdue students, for the teacher, the grid, the students list and the student', async () => {
    const lessonId = mathLessons[2] ?? 0;
    expectOk(await give('teacher', { classId: class81, lessonId, dueAt: inDays(1) }));
    // The due time passes; one student hands in late, one never does.
    await setDue(class81, lessonId, new Date(Date.now() - DAY));
    expectOk(await submit('student', lessonId, 'hw-late-student'));

    const status = await statusOf(lessonId);
    expect(status.homework).toMatchObject({ students: 4, submitted: 1, late: 1 });
    // Those who have not handed in come first.
    expect(status.students.map((s) => s.overdue)).toEqual([true, true, true, false]);
    expect(status.students.at(-1)).toMatchObject({ username: 'student', late: true, overdue: false });
    expect(status.students[0]?.state).toBe('new');

    const grid = expectOk(await f.get<ClassProgress>('teacher', L.getClassProgress.path, { classId: class81 }));
    expect(grid.lessons.find((l) => l.lessonId === lessonId)?.dueAt).toBeTruthy();
    const cell = grid.list.find((r) => r.username === 'student')?.cells.find((c) => c.lessonId === lessonId);
    expect(cell?.late).toBe(true);

    const overdue = expectOk(
      await f.get<Page<TaughtStudentRow>>('teacher', L.getTaughtStudents.path, { attention: 'overdue' }),
    );
    const names = overdue.list.map((r) => r.username);
    expect(names).toEqual(expect.arrayContaining(['lina', 'fengzixuan', 'hesiyuan']));
    expect(names).not.toContain('student');
    expect(overdue.list.every((r) => r.overdue > 0)).toBe(true);

    const done = await myHomework('student', 'done');
    expect(done.list.find((r) => r.lessonId === lessonId)).toMatchObject({ late: true, overdue: false });
    const todo = await myHomework('hesiyuan', 'todo');
    expect(todo.list.find((r) => r.lessonId === lessonId)).toMatchObject({ overdue: true });
    // To do: the earliest due first (the overdue one).
    expect(todo.list[0]?.lessonId).toBe(lessonId);

    const list = expectOk(await f.get<ClassHomework>('teacher', L.getClassHomework.path, { classId: class81 }));
    // Open ones first by due time, past ones after.
    expect(list.list.at(-1)?.lessonId).toBe(lessonId);
    const past = expectOk(
      await f.get<ClassHomework>('teacher', L.getClassHomework.path, { classId: class81, when: 'past' }),
    );
    expect(past.list.map((r) => r.lessonId)).toEqual([lessonId]);
  });

  it('takes homework back: gone from the to-do, the lesson stays released and the work stays', async () => {
    const lessonId = mathLessons[3] ?? 0;
    expectOk(await give('teacher', { classId: class81, lessonId, dueAt: inDays(4) }));
    expect(expectOk(await remove('teacher', { classId: class81, lessonId })).removed).toBe(true);
    expect(expectOk(await remove('teacher', { classId: class81, lessonId })).removed).toBe(false);
    expect((await myHomework('student')).list.map((r) => r.lessonId)).not.toContain(lessonId);
    expectOk(await f.get<StudentLesson>('student', L.getStudentLesson.path, { lessonId }));
    expectError(await f.get('teacher', L.getHomeworkStatus.path, { classId: class81, lessonId }), 404);
  });
});

describe('homework: bad input and scope', () => {
  it('refuses bad due times, sources and notes with 400, writing nothing', async () => {
    const lessonId = mathLessons[4] ?? 0;
    const before = await assignmentRows();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ dueAt: inDays(-1) }, /dueAt: must be in the future/],
      [{ dueAt: inDays(400) }, /dueAt: at most 366 days/],
      [{ dueAt: 'tomorrow-ish' }, /dueAt/],
      [{ dueAt: '' }, /dueAt/],
      [{ dueAt: inDays(1), source: 'bank' }, /source/],
      [{ dueAt: inDays(1), note: 'x'.repeat(501) }, /note/],
      [{ dueAt: inDays(1), classId: 'abc' }, /classId/],
    ];
    for (const [body, message] of cases) {
      expectError(await give('teacher', { classId: class81, lessonId, ...body }), 400, message);
    }
    // No preparation of this lesson for the class: nothing to give from it.
    expectError(
      await give('teacher', { classId: class81, lessonId, dueAt: inDays(1), source: 'preparation' }),
      400,
      /preparation/,
    );
    expect(await assignmentRows()).toBe(before);
    const [release] = await f.t.db
      .select({ n: count() })
      .from(lessonReleases)
      .where(and(eq(lessonReleases.classId, class81), eq(lessonReleases.lessonId, lessonId)));
    expect(release?.n).toBe(0);
  });

  it('refuses a due time before the lesson’s scheduled release', async () => {
    const lessonId = mathLessons[5] ?? 0;
    expectOk(
      await f.post(
        'teacher',
        L.setLessonRelease.path,
        { classId: class81, lessonIds: [lessonId], action: 'schedule', unlockAt: inDays(3) } as never,
        { json: true },
      ),
    );
    expectError(await give('teacher', { classId: class81, lessonId, dueAt: inDays(2) }), 400, /opens/);
    const given = expectOk(await give('teacher', { classId: class81, lessonId, dueAt: inDays(4) }));
    // Scheduled before the due time: the schedule stands.
    expect(given.released).toBe(false);
    // Not open yet: not on the student's to-do.
    expect((await myHomework('student')).list.map((r) => r.lessonId)).not.toContain(lessonId);
  });

  it('keeps every teacher to its classes and every other role out', async () => {
    const lessonId = mathLessons[1] ?? 0;
    // chenjing teaches elsewhere: 八年级1班 is unknown to it.
    expectError(await give('chenjing', { classId: class81, lessonId, dueAt: inDays(2) }), 404);
    expectError(await remove('chenjing', { classId: class81, lessonId }), 404);
    expectError(await f.get('chenjing', L.getClassHomework.path, { classId: class81 }), 404);
    expectError(await f.get('chenjing', L.getHomeworkStatus.path, { classId: class81, lessonId }), 404);
    expectError(await give('teacher', { classId: class81, lessonId: 999_999, dueAt: inDays(2) }), 404);
    for (const who of ['student', 'schooladmin', 'admin', 'dl']) {
      expectError(await give(who, { classId: class81, lessonId, dueAt: inDays(2) }), 403);
      expectError(await f.get(who, L.getClassHomework.path, { classId: class81 }), 403);
    }
    for (const who of ['teacher', 'schooladmin', 'admin']) {
      expectError(await f.get(who, L.getMyHomework.path), 403);
    }
    // The other class of the same teacher has none of 八年级1班's homework.
    const other = expectOk(await f.get<ClassHomework>('teacher', L.getClassHomework.path, { classId: class82 }));
    expect(other.list.map((r) => r.lessonId)).not.toContain(lessonId);
  });
});
