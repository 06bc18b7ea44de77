import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonReport, StudentDays, TaughtStudentRow } from '@edu/shared';
import { api } from '@edu/shared/api';
import { classes, lessons, submissions } from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { clearClassWork } from '../test-fixtures';

const L = api.learning;
type Page = { list: TaughtStudentRow[]; total: number };

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
let lessonIds: number[] = [];

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  await clearClassWork(f.t.db, class81);
  class82 = await f.classId('启明第一中学', '八年级2班');
  lessonIds = (await f.t.db.select({ id: lessons.id }).from(lessons).orderBy(lessons.id).limit(8)).map((r) => r.id);
});
afterAll(() => f.t.close());

/** Graded work of a student of 八年级1班, oldest first, a day apart ending on `last`. */
async function gradedWork(username: string, scores: number[], last = new Date('2026-03-10T09:00:00Z')) {
  const [klass] = await f.t.db
    .select({ schoolId: classes.schoolId, brandId: classes.brandId })
    .from(classes)
    .where(eq(classes.id, class81));
  const studentId = await f.userId(username);
  await f.t.db.insert(submissions).values(
    scores.map((score, i) => {
      const at = new Date(last.getTime() - (scores.length - 1 - i) * 86_400_000);
      return {
        studentId,
        classId: class81,
        schoolId: klass?.schoolId ?? 0,
        brandId: klass?.brandId ?? 0,
        lessonId: lessonIds[i] ?? 0,
        state: 'graded',
        score,
        timeSpentMs: 600_000,
        startedAt: new Date(at.getTime() - 600_000),
        submittedAt: at,
        gradedAt: at,
        updatedAt: at,
      };
    }),
  );
  return studentId;
}

const studentsOf = async (who: string, query: Record<string, unknown> = {}) =>
  expectOk(await f.get<Page>(who, L.getTaughtStudents.path, query as never));

describe('a teacher\u2019s students', () => {
  let linaId = 0;
  beforeAll(async () => {
    // lina falls (90, 92, 88, 95 then 60, 65); fengzixuan rises; hesiyuan has too little work for a trend.
    linaId = await gradedWork('lina', [90, 92, 88, 95, 60, 65]);
    await gradedWork('fengzixuan', [50, 55, 60, 80, 85, 90]);
    await gradedWork('hesiyuan', [40, 100]);
  });

  it('lists the students of every class it teaches, with averages and the trend', async () => {
    const all = await studentsOf('teacher', { pageSize: 100 });
    const class83 = await f.classId('启明第一中学', '八年级3班');
    expect(new Set(all.list.map((r) => r.classId))).toEqual(new Set([class81, class82, class83]));
    const lina = all.list.find((r) => r.username === 'lina');
    expect(lina).toMatchObject({
      studentId: linaId,
      className: '八年级1班',
      done: 6,
      average: 81.7,
      recentAverage: 62.5,
      earlierAverage: 91.5,
      falling: true,
    });
    expect(lina?.lastSubmittedAt).toBe('2026-03-10T09:00:00.000Z');
    expect(all.list.find((r) => r.username === 'fengzixuan')?.falling).toBe(false);
    expect(all.list.find((r) => r.username === 'hesiyuan')).toMatchObject({ earlierAverage: null, falling: false });
  });

  it('filters by class and by a falling score, searches, sorts and pages', async () => {
    const ofClass = await studentsOf('teacher', { classId: class82, pageSize: 100 });
    expect(ofClass.list.every((r) => r.classId === class82)).toBe(true);
    expect(ofClass.total).toBeGreaterThan(0);
    const falling = await studentsOf('teacher', { attention: 'falling', classId: class81 });
    expect(falling.list.map((r) => r.username)).toEqual(['lina']);
    // The demo data of 八年级2班 has one falling student too (seed-learning.ts), 八年级3班 a few of its own
    // (seed-history.ts); the steepest fall comes first.
    expect(
      (await studentsOf('teacher', { attention: 'falling', classId: class82 })).list.map((r) => r.username),
    ).toEqual(['xunuo']);
    const everywhere = await studentsOf('teacher', { attention: 'falling', pageSize: 100 });
    expect(everywhere.list.map((r) => r.username)).toEqual(expect.arrayContaining(['xunuo', 'lina']));
    const falls = everywhere.list.map((r) => (r.earlierAverage ?? 0) - (r.recentAverage ?? 0));
    expect(falls).toEqual([...falls].sort((a, b) => b - a));
    const found = await studentsOf('teacher', { keyword: 'fengzi' });
    expect(found.list.map((r) => r.username)).toEqual(['fengzixuan']);
    const best = await studentsOf('teacher', { classId: class81, sort: 'average', order: 'desc', pageSize: 1 });
    expect(best.list.map((r) => r.username)).toEqual(['lina']);
    expect(best.total).toBe(4);
    const all = await studentsOf('teacher', { pageSize: 1 });
    // 八年级1班's four and 八年级3班's 24 besides.
    expect(all.total).toBe(ofClass.total + 4 + 24);
  });

  it('answers teachers only, each with its own classes; bad input is 400', async () => {
    const other = await studentsOf('chenjing', { pageSize: 100 });
    expect(other.list.map((r) => r.classId)).not.toContain(class81);
    // A class it does not teach filters everything out.
    expect((await studentsOf('teacher', { classId: 999_999 })).list).toEqual([]);
    for (const who of ['student', 'schooladmin', 'admin', 'dl']) {
      expectError(await f.get(who, L.getTaughtStudents.path), 403);
    }
    for (const query of [{ attention: 'bored' }, { sort: 'score' }, { classId: 'x' }]) {
      expectError(await f.get('teacher', L.getTaughtStudents.path, query as never), 400);
    }
  });
});

describe('a student\u2019s learning by day', () => {
  const daysOf = (who: string, query: Record<string, unknown>) =>
    f.get<StudentDays>(who, L.getStudentDays.path, query as never);

  it('groups the work of the period by day in the asked time zone, with each day\u2019s totals', async () => {
    const studentId = await f.userId('lina');
    const data = expectOk(await daysOf('teacher', { studentId, from: '2026-03-01', to: '2026-03-31' }));
    expect(data.student).toMatchObject({
      id: studentId,
      username: 'lina',
      classes: [{ id: class81, name: '八年级1班' }],
    });
    expect(data.days.map((d) => d.day)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(data.days[5]).toEqual({ day: '2026-03-10', lessons: 1, timeSpentMs: 600_000, average: 65 });
    expect(data.work[0]).toMatchObject({ day: '2026-03-10', state: 'graded', score: 65, className: '八年级1班' });
    // 09:00 UTC is 23:00 the same day in Kiritimati (UTC+14) and 22:00 the day before in Pago Pago (UTC-11).
    const ahead = expectOk(
      await daysOf('teacher', { studentId, from: '2026-03-01', to: '2026-03-31', tz: 'Pacific/Kiritimati' }),
    );
    expect(ahead.days.at(-1)?.day).toBe('2026-03-10');
    const late = expectOk(
      await daysOf('teacher', { studentId, from: '2026-03-10', to: '2026-03-10', tz: 'Pacific/Pago_Pago' }),
    );
    expect(late.days.map((d) => d.day)).toEqual([]);
    const narrow = expectOk(await daysOf('teacher', { studentId, from: '2026-03-09', to: '2026-03-10' }));
    expect(narrow.work.map((w) => w.score)).toEqual([65, 60]);
  });

  it('refuses a student outside the teacher\u2019s classes (404), other roles (403) and bad periods (400)', async () => {
    const lina = await f.userId('lina');
    expectError(await daysOf('chenjing', { studentId: lina, from: '2026-03-01', to: '2026-03-31' }), 404);
    expectError(
      await daysOf('teacher', { studentId: await f.userId('zhaozihan'), from: '2026-03-01', to: '2026-03-31' }),
      404,
    );
    expectError(await daysOf('student', { studentId: lina, from: '2026-03-01', to: '2026-03-31' }), 403);
    for (const bad of [
      { from: '2026-03-31', to: '2026-03-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-01-01', to: '2026-06-01' },
      { from: '2026-03-01', to: '2026-03-31', tz: 'Mars/Olympus' },
      { from: '2026-03-01', to: '2026-03-31', tz: "UTC'; drop table users; --" },
    ]) {
      expectError(await daysOf('teacher', { studentId: lina, ...bad }), 400);
    }
  });
});

describe('a student\u2019s report, for its teacher', () => {
  it('shows a handed-in lesson of a student of the class, and nothing of others', async () => {
    const lina = await f.userId('lina');
    const lessonId = lessonIds[3] ?? 0;
    const report = expectOk(
      await f.get<LessonReport>('teacher', L.getStudentReport.path, { studentId: lina, lessonId }),
    );
    expect(report).toMatchObject({ lessonId, submission: { state: 'graded', score: 95 } });
    expectError(await f.get('chenjing', L.getStudentReport.path, { studentId: lina, lessonId }), 404);
    // Not handed in: 404.
    expectError(await f.get('teacher', L.getStudentReport.path, { studentId: lina, lessonId: lessonIds[7] ?? 0 }), 404);
    expectError(await f.get('lina', L.getStudentReport.path, { studentId: lina, lessonId }), 403);
    const rows = await f.t.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.studentId, lina), eq(submissions.lessonId, lessonId)));
    expect(rows).toHaveLength(1);
  });
});
