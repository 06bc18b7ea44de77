import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassProgress, MyClassRow, StudentLesson } from '@edu/shared';
import { api } from '@edu/shared/api';
import { classStudents, courses, lessonExercises, lessons } from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { clearClassWork } from '../test-fixtures';

const L = api.learning;
const MATH_COURSE = '八年级数学：二次根式与一元二次方程';

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
let mathCourse = 0;
/** Published math lessons with exercises, in course order. */
let mathLessons: number[] = [];

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  await clearClassWork(f.t.db, class81);
  class82 = await f.classId('启明第一中学', '八年级2班');
  const [course] = await f.t.db.select({ id: courses.id }).from(courses).where(eq(courses.title, MATH_COURSE));
  mathCourse = course?.id ?? 0;
  const rows = await f.t.db
    .selectDistinct({ id: lessons.id, chapterId: lessons.chapterId, sort: lessons.sort })
    .from(lessons)
    .innerJoin(lessonExercises, eq(lessonExercises.lessonId, lessons.id))
    .where(and(eq(lessons.courseId, mathCourse), eq(lessons.published, true)))
    .orderBy(lessons.chapterId, lessons.sort);
  mathLessons = rows.map((r) => r.id);
});
afterAll(() => f.t.close());

const progressOf = async (who: string, query: Record<string, unknown>) =>
  expectOk(await f.get<ClassProgress>(who, L.getClassProgress.path, query as never));

async function release(classId: number, lessonIds: number[]) {
  expectOk(await f.post('teacher', L.setLessonRelease.path, { classId, lessonIds, action: 'release' }, { json: true }));
}

/** The student hands the lesson in without an answer (graded 0, or waiting for a person on short answers). */
async function submitEmpty(who: string, lessonId: number) {
  expectOk(await f.post(who, L.submitLesson.path, { lessonId, submitKey: `${who}-${lessonId}` }, { json: true }));
}

describe('a class\u2019s progress grid', () => {
  it('has no column before a release: every student is a row with nothing done', async () => {
    const grid = await progressOf('teacher', { classId: class81 });
    expect(grid.class).toMatchObject({ id: class81, name: '八年级1班', grade: 8, students: 4 });
    expect(grid.lessons).toEqual([]);
    expect(grid.total).toBe(4);
    expect(grid.list.map((r) => r.username).sort()).toEqual(['fengzixuan', 'hesiyuan', 'lina', 'student']);
    expect(grid.list.every((r) => r.done === 0 && r.average === null && r.cells.length === 0)).toBe(true);
  });

  it('shows the released lessons in release order and each student\u2019s work on them', async () => {
    const [a, b] = mathLessons as [number, number];
    await release(class81, [a]);
    await release(class81, [b]);
    // student: opens a and hands it in empty (graded 0 or waiting for a person); lina opens b only.
    await submitEmpty('student', a);
    expectOk(await f.get<StudentLesson>('lina', L.getStudentLesson.path, { lessonId: b }));
    expectOk(
      await f.post('lina', L.saveAnswers.path, { lessonId: b, answers: [], timeSpentMs: 65_000 }, { json: true }),
    );

    const grid = await progressOf('teacher', { classId: class81 });
    expect(grid.lessons.map((l) => l.lessonId)).toEqual([a, b]);
    expect(grid.lessons[0]).toMatchObject({ courseId: mathCourse, submitted: 1 });
    expect(grid.lessons[1]).toMatchObject({ submitted: 0, average: null });
    const row = (u: string) => grid.list.find((r) => r.username === u);
    expect(row('student')?.done).toBe(1);
    expect(row('student')?.cells).toEqual([expect.objectContaining({ lessonId: a })]);
    expect(['submitted', 'graded']).toContain(row('student')?.cells[0]?.state);
    expect(row('student')?.lastSubmittedAt).not.toBeNull();
    expect(row('lina')).toMatchObject({ done: 0, timeSpentMs: 65_000 });
    expect(row('lina')?.cells).toEqual([{ lessonId: b, state: 'in_progress', score: null, late: false }]);
    expect(row('hesiyuan')?.cells).toEqual([]);

    // The class list says the same: two released lessons.
    const classes = expectOk(await f.get<MyClassRow[]>('teacher', L.getMyClasses.path));
    expect(classes.find((c) => c.id === class81)?.released).toBe(2);
  });

  it('sorts by done, searches by name or username prefix, pages, and filters the columns by course', async () => {
    const byDone = await progressOf('teacher', { classId: class81, sort: 'done', order: 'desc' });
    expect(byDone.list[0]?.username).toBe('student');
    const found = await progressOf('teacher', { classId: class81, keyword: 'LIN' });
    expect(found.list.map((r) => r.username)).toEqual(['lina']);
    expect(found.total).toBe(1);
    const paged = await progressOf('teacher', { classId: class81, pageSize: 3, page: 2 });
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.list).toHaveLength(1);
    const past = await progressOf('teacher', { classId: class81, pageSize: 3, page: 9 });
    expect(past).toMatchObject({ total: 4, list: [] });
    const otherCourse = await progressOf('teacher', { classId: class81, courseId: mathCourse + 100_000 });
    expect(otherCourse.lessons).toEqual([]);
  });

  it('leaves out students who have left the class, and their work', async () => {
    await f.t.db
      .update(classStudents)
      .set({ active: false })
      .where(and(eq(classStudents.classId, class81), eq(classStudents.studentId, await f.userId('hesiyuan'))));
    try {
      const grid = await progressOf('teacher', { classId: class81 });
      expect(grid.total).toBe(3);
      expect(grid.class.students).toBe(3);
      expect(grid.list.map((r) => r.username)).not.toContain('hesiyuan');
    } finally {
      await f.t.db
        .update(classStudents)
        .set({ active: true })
        .where(and(eq(classStudents.classId, class81), eq(classStudents.studentId, await f.userId('hesiyuan'))));
    }
  });

  it('answers only the class\u2019s own teachers: another teacher\u2019s class is 404, other roles 403', async () => {
    expect((await progressOf('teacher', { classId: class82 })).class.id).toBe(class82);
    expectError(await f.get('chenjing', L.getClassProgress.path, { classId: class81 }), 404);
    expectError(await f.get('acme-teacher', L.getClassProgress.path, { classId: class81 }), 404);
    for (const who of ['student', 'schooladmin', 'admin', 'dl']) {
      expectError(await f.get(who, L.getClassProgress.path, { classId: class81 }), 403);
    }
  });

  it('refuses bad input with 400', async () => {
    for (const query of [
      {},
      { classId: 'x' },
      { classId: class81, sort: 'score' },
      { classId: class81, pageSize: 0 },
    ]) {
      expectError(await f.get('teacher', L.getClassProgress.path, query as never), 400);
    }
  });
});
