/**
 * The teacher's after-class reports (issue 11 item 4): the list of lessons given to its classes and a class's
 * report for one, every figure checked against hand-ins made here with known answers. A teacher reads only the
 * classes it teaches (another teacher's: 404); other roles 403; bad input 400.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassLessonReport, ClassLessonReports } from '@edu/shared';
import { api } from '@edu/shared/api';
import { classStudents, lessonReleases } from '../../db/schema';
import { expectError, expectOk, type Params, SeededOrgFixture } from '../org/test-fixtures';
import { classLessonReport } from './class-report';
import { handIn, type QuestionSpec, type ReportLesson, reportLesson } from './test-fixtures';

const R = api.report;
const DAY = 86_400_000;

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
const id: Record<string, number> = {};
let lesson: ReportLesson;
let untouched: ReportLesson;

/** single (B), multiple (A, C), true/false (true), two blanks (1 and 3/2, numeric), a short answer. */
const QUESTIONS: QuestionSpec[] = [
  { type: 'single', answer: { choices: ['B'] }, kps: ['实数'] },
  { type: 'multiple', answer: { choices: ['A', 'C'] }, kps: ['分式的运算'] },
  { type: 'judge', answer: { judge: true }, kps: ['实数'] },
  {
    type: 'blank',
    answer: {
      blanks: [
        { accepted: ['1'], rules: ['trim', 'numeric'] },
        { accepted: ['3/2'], rules: ['trim', 'numeric'] },
      ],
    },
    kps: ['分式的运算'],
  },
  { type: 'short', answer: { text: '<p>参考</p>' } },
];

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  class82 = await f.classId('启明第一中学', '八年级2班');
  for (const u of ['student', 'lina', 'fengzixuan', 'hesiyuan', 'wanghao']) id[u] = await f.userId(u);
  lesson = await reportLesson(f.t.db, {
    classId: class81,
    questions: QUESTIONS,
    title: '报告：分式与实数',
    dueAt: new Date(Date.now() - 3 * 3_600_000),
    releasedAt: new Date(Date.now() - 2 * DAY),
  });
  // lina: all right, the short answer 10 points; 张伟 (student): A, [C, A], false, " 1 " and 1.5, 5 points;
  // 冯子轩 (fengzixuan): A, [A], false, 1 and 2, the short answer waiting; 何思远: nothing.
  await handIn(f.t.db, {
    studentId: id.lina ?? 0,
    classId: class81,
    lesson,
    responses: [{ choices: ['B'] }, { choices: ['A', 'C'] }, { judge: true }, { blanks: ['1', '3/2'] }, { text: '证' }],
    points: { 4: 10 },
    submittedAt: new Date(Date.now() - 5 * 3_600_000),
  });
  await handIn(f.t.db, {
    studentId: id.student ?? 0,
    classId: class81,
    lesson,
    responses: [
      { choices: ['A'] },
      { choices: ['C', 'A'] },
      { judge: false },
      { blanks: [' 1 ', '1.5'] },
      { text: '略' },
    ],
    points: { 4: 5 },
    submittedAt: new Date(Date.now() - 4 * 3_600_000),
  });
  // Late: after the due time.
  await handIn(f.t.db, {
    studentId: id.fengzixuan ?? 0,
    classId: class81,
    lesson,
    responses: [{ choices: ['A'] }, { choices: ['A'] }, { judge: false }, { blanks: ['1', '2'] }, { text: '不会' }],
    submittedAt: new Date(Date.now() - 3_600_000),
  });
  untouched = await reportLesson(f.t.db, {
    classId: class81,
    questions: QUESTIONS.slice(0, 1),
    title: '报告：没人做',
  });
});
afterAll(() => f.t.close());

const reportOf = (who: string, params: Params) => f.get<ClassLessonReport>(who, R.getClassLessonReport.path, params);
const listOf = async (who: string, params: Params = {}) =>
  expectOk(await f.get<ClassLessonReports>(who, R.getClassLessonReports.path, { pageSize: 100, ...params }));

describe("a class's report for a lesson", () => {
  it('sums up the present students: handed in, graded, waiting, late, average, median, bands', async () => {
    const report = expectOk(await reportOf('teacher', { classId: class81, lessonId: lesson.lessonId }));
    expect(report.class).toMatchObject({ id: class81, name: '八年级1班' });
    expect(report.lesson).toMatchObject({ id: lesson.lessonId, title: '报告：分式与实数' });
    expect(report.lesson.dueAt).not.toBeNull();
    expect(report.summary).toMatchObject({
      students: 4,
      submitted: 3,
      graded: 2,
      waiting: 1,
      late: 1,
      average: 75,
      median: 75,
      highest: 100,
      lowest: 50,
    });
    expect(report.summary.bands.map((b) => [b.from, b.count])).toEqual([
      [0, 1],
      [60, 0],
      [70, 0],
      [80, 0],
      [90, 1],
    ]);
  });

  it('gives each question in order its outcomes, accuracy, mean credit and most common wrong answers', async () => {
    const report = expectOk(await reportOf('teacher', { classId: class81, lessonId: lesson.lessonId }));
    const [single, multiple, judge, blank, short] = report.questions;
    expect(report.questions.map((q) => q.questionId)).toEqual(lesson.questionIds);
    expect(single?.preview.type).toBe('single');
    expect(single?.preview.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
    expect(single).toMatchObject({
      outcomes: { correct: 1, partial: 0, wrong: 2, pending: 0 },
      accuracy: 0.333,
      meanCredit: 0.333,
      meanPoints: null,
      commonWrong: [{ kind: 'choices', values: ['A'], count: 2 }],
    });
    // [C, A] is right (the order does not matter); [A] alone is wrong.
    expect(multiple).toMatchObject({
      outcomes: { correct: 2, wrong: 1 },
      accuracy: 0.667,
      commonWrong: [{ kind: 'choices', values: ['A'], count: 1 }],
    });
    expect(judge).toMatchObject({ accuracy: 0.333, commonWrong: [{ kind: 'judge', values: ['false'], count: 2 }] });
    // " 1 " and 1.5 are right under the blanks' rules; 1 and 2 half right.
    expect(blank).toMatchObject({
      outcomes: { correct: 2, partial: 1, wrong: 0 },
      accuracy: 0.667,
      meanCredit: 0.833,
      commonWrong: [{ kind: 'blanks', values: ['1', '2'], count: 1 }],
    });
    // A person's points: 10 and 5; the third waits.
    expect(short).toMatchObject({
      outcomes: { correct: 1, partial: 1, wrong: 0, pending: 1 },
      accuracy: 0.5,
      meanCredit: 0.75,
      meanPoints: 7.5,
      commonWrong: [{ kind: 'short', values: ['text'], count: 1 }],
    });
  });

  it('lists the students by name with their state, score and lateness', async () => {
    const report = expectOk(await reportOf('teacher', { classId: class81, lessonId: lesson.lessonId }));
    const byName = new Map(report.students.map((s) => [s.username, s]));
    expect(report.students).toHaveLength(4);
    expect(byName.get('lina')).toMatchObject({ state: 'graded', score: 100, late: false });
    expect(byName.get('student')).toMatchObject({ state: 'graded', score: 50, late: false });
    expect(byName.get('fengzixuan')).toMatchObject({ state: 'submitted', score: null, late: true });
    expect(byName.get('hesiyuan')).toMatchObject({ state: 'new', score: null, submittedAt: null, late: false });
    const names = report.students.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('leaves out a student who has left the class, and its work', async () => {
    const leaving = and(eq(classStudents.classId, class81), eq(classStudents.studentId, id.lina ?? 0));
    await f.t.db.update(classStudents).set({ active: false }).where(leaving);
    try {
      const report = await classLessonReport(f.t.db, { classId: class81, lessonId: lesson.lessonId });
      expect(report.summary).toMatchObject({ students: 3, submitted: 2, graded: 1, average: 50 });
      expect(report.questions[0]?.outcomes).toMatchObject({ correct: 0, wrong: 2 });
      expect(report.students.map((s) => s.username)).not.toContain('lina');
    } finally {
      await f.t.db.update(classStudents).set({ active: true }).where(leaving);
    }
  });

  it('shows zeros for a lesson nobody started', async () => {
    const report = expectOk(await reportOf('teacher', { classId: class81, lessonId: untouched.lessonId }));
    expect(report.summary).toMatchObject({ students: 4, submitted: 0, graded: 0, average: null, median: null });
    expect(report.questions[0]).toMatchObject({ accuracy: null, meanCredit: null, commonWrong: [] });
    expect(report.students.every((s) => s.state === 'new')).toBe(true);
  });

  it("answers only the class's teachers; a lesson not given to the class is 404; other roles 403", async () => {
    const q = { classId: class81, lessonId: lesson.lessonId };
    expectError(await reportOf('chenjing', q), 404, /not found/i);
    expectError(await reportOf('acme-teacher', q), 404, /not found/i);
    // Not released to 八年级2班 (the demo teacher's other class), nor an unknown lesson.
    expectError(await reportOf('teacher', { classId: class82, lessonId: lesson.lessonId }), 404, /not given/);
    expectError(await reportOf('teacher', { classId: class81, lessonId: 99_999_999 }), 404);
    const locked = await reportLesson(f.t.db, {
      classId: class81,
      questions: QUESTIONS.slice(0, 1),
      released: false,
    });
    expectError(await reportOf('teacher', { classId: class81, lessonId: locked.lessonId }), 404);
    // Locked again after a hand-in: the work keeps its report, and the list keeps the lesson.
    const relocked = await reportLesson(f.t.db, { classId: class81, questions: QUESTIONS.slice(0, 1) });
    await handIn(f.t.db, {
      studentId: id.lina ?? 0,
      classId: class81,
      lesson: relocked,
      responses: [{ choices: ['B'] }],
    });
    await f.t.db
      .update(lessonReleases)
      .set({ unlockAt: null })
      .where(and(eq(lessonReleases.classId, class81), eq(lessonReleases.lessonId, relocked.lessonId)));
    const kept: ClassLessonReport = expectOk(
      await reportOf('teacher', { classId: class81, lessonId: relocked.lessonId }),
    );
    expect(kept.summary).toMatchObject({ submitted: 1 });
    const listed = expectOk(
      await f.get<ClassLessonReports>('teacher', R.getClassLessonReports.path, { classId: class81, pageSize: 100 }),
    );
    expect(listed.list.find((r) => r.lessonId === relocked.lessonId)).toMatchObject({ submitted: 1, releasedAt: null });
    for (const who of ['student', 'schooladmin', 'admin', 'corrector', 'dl']) expectError(await reportOf(who, q), 403);
    expectError(await f.get(null, R.getClassLessonReport.path, q), 401);
  });

  it('refuses bad input with 400 naming the field', async () => {
    expectError(await reportOf('teacher', { classId: 'x', lessonId: lesson.lessonId }), 400, /classId/);
    expectError(await reportOf('teacher', { classId: class81 }), 400, /lessonId/);
    expectError(await reportOf('teacher', { classId: class81, lessonId: '1e1' }), 400, /lessonId/);
  });
});

describe('the list of class reports', () => {
  it('lists each lesson given to the teacher’s classes with its figures, nobody started ones with zeros', async () => {
    const all = await listOf('teacher');
    const row = all.list.find((r) => r.lessonId === lesson.lessonId);
    expect(row).toMatchObject({
      classId: class81,
      className: '八年级1班',
      students: 4,
      submitted: 3,
      graded: 2,
      waiting: 1,
      late: 1,
      average: 75,
    });
    expect(row?.dueAt).not.toBeNull();
    expect(all.list.find((r) => r.lessonId === untouched.lessonId)).toMatchObject({
      submitted: 0,
      graded: 0,
      average: null,
    });
    // 八年级2班's six demo lessons and 八年级3班's eleven are there too; nothing of another teacher's class.
    const class83 = await f.classId('启明第一中学', '八年级3班');
    expect(all.list.filter((r) => r.classId === class82)).toHaveLength(6);
    expect(all.list.filter((r) => r.classId === class83)).toHaveLength(11);
    expect(all.list.every((r) => [class81, class82, class83].includes(r.classId))).toBe(true);
    expect(all.courses.map((c) => c.title)).toContain('八年级数学：二次根式与一元二次方程');
    // Newest release first.
    const released = all.list.map((r) => r.releasedAt ?? '');
    expect([...released].sort().reverse()).toEqual(released);
  });

  it('filters by class, course and keyword, sorts and pages', async () => {
    const of81 = await listOf('teacher', { classId: class81 });
    expect(of81.list.every((r) => r.classId === class81)).toBe(true);
    expect(of81.list.map((r) => r.lessonId)).toContain(lesson.lessonId);
    expect((await listOf('teacher', { keyword: '分式与实数' })).list.map((r) => r.lessonId)).toEqual([lesson.lessonId]);
    const math = await listOf('teacher', { courseId: lesson.courseId });
    expect(math.list.every((r) => r.courseTitle === '八年级数学：二次根式与一元二次方程')).toBe(true);
    const byAverage = (await listOf('teacher', { sort: 'average', order: 'desc' })).list
      .map((r) => r.average)
      .filter((a) => a !== null);
    expect([...byAverage].sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual(byAverage);
    const byTitle = (await listOf('teacher', { sort: 'title' })).list.map((r) => r.lessonTitle);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const paged = await listOf('teacher', { pageSize: 2, page: 2 });
    expect(paged.list).toHaveLength(2);
    expect(paged.total).toBe(of81.total + 6 + 11);
    const past = await listOf('teacher', { pageSize: 5, page: 99 });
    expect(past).toMatchObject({ list: [], total: paged.total });
  });

  it('keeps each teacher to its classes; other roles 403; bad input 400', async () => {
    expect((await listOf('chenjing')).list.every((r) => r.classId !== class81 && r.classId !== class82)).toBe(true);
    expectError(await f.get('chenjing', R.getClassLessonReports.path, { classId: class81 }), 404);
    expectError(await f.get('student', R.getClassLessonReports.path), 403);
    expectError(await f.get('teacher', R.getClassLessonReports.path, { sort: 'score' }), 400, /sort/);
    expectError(await f.get('teacher', R.getClassLessonReports.path, { pageSize: 1000 }), 400, /pageSize/);
  });
});
