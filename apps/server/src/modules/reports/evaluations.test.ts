/**
 * After-class evaluations (issue 11 item 4): per student of the teacher's class on a lesson, its mastery of the
 * lesson's knowledge points (derived from its answers here) and the teacher's comment, saved in one transaction
 * with its audit entry; a stale save is 409, a student outside the class 400, another teacher's class 404,
 * bad input 400, and nothing is written by a refusal.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonEvaluations, SavedEvaluation } from '@edu/shared';
import { api } from '@edu/shared/api';
import { auditLog, lessonEvaluations } from '../../db/schema';
import { expectError, expectOk, type Params, SeededOrgFixture } from '../org/test-fixtures';
import { studentLessonEvaluation } from './evaluations';
import { handIn, kpId, type ReportLesson, reportLesson } from './test-fixtures';

const R = api.report;

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
const id: Record<string, number> = {};
let lesson: ReportLesson;
const kp: Record<string, number> = {};

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  class82 = await f.classId('启明第一中学', '八年级2班');
  for (const u of ['student', 'lina', 'fengzixuan', 'hesiyuan', 'wanghao']) id[u] = await f.userId(u);
  for (const name of ['实数', '分式的运算']) kp[name] = await kpId(f.t.db, name);
  lesson = await reportLesson(f.t.db, {
    classId: class81,
    questions: [
      { type: 'single', answer: { choices: ['B'] }, kps: ['实数'] },
      { type: 'judge', answer: { judge: true }, kps: ['实数', '分式的运算'] },
      { type: 'single', answer: { choices: ['C'] }, kps: ['分式的运算'] },
      { type: 'short', answer: { text: '<p>参考</p>' } },
    ],
  });
  // lina: all right (the short answer waits); 张伟: the first two wrong, the third right, 6 points.
  await handIn(f.t.db, {
    studentId: id.lina ?? 0,
    classId: class81,
    lesson,
    responses: [{ choices: ['B'] }, { judge: true }, { choices: ['C'] }, { text: '证明' }],
  });
  await handIn(f.t.db, {
    studentId: id.student ?? 0,
    classId: class81,
    lesson,
    responses: [{ choices: ['A'] }, { judge: false }, { choices: ['C'] }, { text: '略' }],
    points: { 3: 6 },
  });
});
afterAll(() => f.t.close());

const evaluationsOf = async (who: string, params: Params = {}) =>
  expectOk(
    await f.get<LessonEvaluations>(who, R.getLessonEvaluations.path, {
      classId: class81,
      lessonId: lesson.lessonId,
      ...params,
    }),
  );
const save = (who: string, params: Params) =>
  f.post<SavedEvaluation>(
    who,
    R.saveLessonEvaluation.path,
    { classId: class81, lessonId: lesson.lessonId, studentId: id.student ?? 0, ...params },
    { json: true },
  );
const rows = async () => (await f.t.db.select({ n: count() }).from(lessonEvaluations))[0]?.n ?? 0;
const audits = async () => (await f.t.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe('the evaluations of a class on a lesson', () => {
  it("derives each student's mastery of the lesson's knowledge points from its graded answers", async () => {
    const page = await evaluationsOf('teacher');
    expect(page.total).toBe(4);
    expect(page.class).toMatchObject({ id: class81, name: '八年级1班' });
    expect(page.knowledgePoints.map((p) => p.name).sort()).toEqual(['分式的运算', '实数']);
    const row = (u: string) => page.list.find((r) => r.username === u);
    // lina: everything graded right; the short answer waiting counts for nothing yet.
    expect(row('lina')).toMatchObject({ state: 'submitted', level: 'mastered', comment: '', updatedAt: null });
    expect(
      row('lina')
        ?.mastery.map((m) => [m.name, m.answers, m.meanCredit, m.level])
        .sort(),
    ).toEqual([
      ['分式的运算', 2, 1, 'mastered'],
      ['实数', 2, 1, 'mastered'],
    ]);
    // 张伟: 实数 wrong twice (0), 分式的运算 one wrong one right (0.5); overall (0 + 0 + 1 + 0.6) / 4 = 0.4.
    expect(row('student')).toMatchObject({ state: 'graded', score: 40, level: 'needsWork' });
    expect(
      row('student')
        ?.mastery.map((m) => [m.knowledgePointId, m.meanCredit, m.level])
        .sort(),
    ).toEqual(
      [
        [kp.分式的运算, 0.5, 'needsWork'],
        [kp.实数, 0, 'needsWork'],
      ].sort(),
    );
    expect(row('hesiyuan')).toMatchObject({ state: 'new', mastery: [], level: null, author: null });
    // keyword: a name or username prefix; paged.
    expect((await evaluationsOf('teacher', { keyword: 'LI' })).list.map((r) => r.username)).toEqual(['lina']);
    expect((await evaluationsOf('teacher', { pageSize: 3, page: 2 })).list).toHaveLength(1);
  });

  it("answers only the class's teachers: another's class 404, a lesson not given 404, other roles 403", async () => {
    const q = { classId: class81, lessonId: lesson.lessonId };
    expectError(await f.get('chenjing', R.getLessonEvaluations.path, q), 404);
    expectError(await f.get('acme-teacher', R.getLessonEvaluations.path, q), 404);
    expectError(await f.get('teacher', R.getLessonEvaluations.path, { classId: class82, lessonId: q.lessonId }), 404);
    for (const who of ['student', 'schooladmin', 'dl'])
      expectError(await f.get(who, R.getLessonEvaluations.path, q), 403);
    expectError(await f.get('teacher', R.getLessonEvaluations.path, { classId: class81 }), 400, /lessonId/);
  });
});

describe('saving an evaluation', () => {
  it('creates, then updates from the version read, each with its audit entry; the comment is normalised', async () => {
    const before = await audits();
    const created = expectOk(
      await save('teacher', { comment: '  分式运算掌握得不错，\r\n实数还要多练。  ', updatedAt: null }),
    );
    expect(created).toMatchObject({
      studentId: id.student,
      comment: '分式运算掌握得不错，\n实数还要多练。',
      author: { name: '王芳' },
    });
    expect(await audits()).toBe(before + 1);
    const [audit] = await f.audits('lessonEvaluation.create');
    expect(audit).toMatchObject({ targetType: 'user', targetId: id.student });
    expect(audit?.after).toMatchObject({ classId: class81, lessonId: lesson.lessonId, length: 18 });
    // The audit keeps the length, never the text.
    expect(JSON.stringify(audit)).not.toContain('实数还要多练');

    const row = (await evaluationsOf('teacher')).list.find((r) => r.username === 'student');
    expect(row).toMatchObject({ comment: created.comment, updatedAt: created.updatedAt, author: { name: '王芳' } });
    const shared = await studentLessonEvaluation(f.t.db, {
      studentId: id.student ?? 0,
      classId: class81,
      lessonId: lesson.lessonId,
    });
    expect(shared).toMatchObject({ comment: created.comment, level: 'needsWork', updatedAt: created.updatedAt });
    expect(shared?.mastery).toHaveLength(2);

    const updated = expectOk(await save('teacher', { comment: '继续加油', updatedAt: created.updatedAt }));
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect((await f.audits('lessonEvaluation.update'))[0]?.before).toMatchObject({ length: 18 });
    // A save from the version before (another tab) is refused and changes nothing.
    const n = await audits();
    expectError(await save('teacher', { comment: '旧的', updatedAt: created.updatedAt }), 409, /meanwhile/);
    expectError(await save('teacher', { comment: '旧的', updatedAt: null }), 409, /meanwhile/);
    expect(await audits()).toBe(n);
    const [stored] = await f.t.db
      .select()
      .from(lessonEvaluations)
      .where(eq(lessonEvaluations.lessonId, lesson.lessonId));
    expect(stored?.comment).toBe('继续加油');
  });

  it('has nothing to share for a student without work or comment', async () => {
    expect(
      await studentLessonEvaluation(f.t.db, {
        studentId: id.hesiyuan ?? 0,
        classId: class81,
        lessonId: lesson.lessonId,
      }),
    ).toBeNull();
  });

  it('refuses a student outside the class (400), another teacher (404), other roles (403), writing nothing', async () => {
    const n = { rows: await rows(), audits: await audits() };
    expectError(await save('teacher', { studentId: id.wanghao ?? 0, comment: 'x' }), 400, /studentId/);
    expectError(await save('teacher', { studentId: 99_999_999, comment: 'x' }), 400, /studentId/);
    expectError(await save('chenjing', { comment: 'x' }), 404);
    expectError(await save('acme-teacher', { comment: 'x' }), 404);
    expectError(await save('teacher', { classId: class82, studentId: id.wanghao ?? 0, comment: 'x' }), 404);
    for (const who of ['student', 'schooladmin', 'admin']) expectError(await save(who, { comment: 'x' }), 403);
    expect({ rows: await rows(), audits: await audits() }).toEqual(n);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const n = { rows: await rows(), audits: await audits() };
    expectError(await save('teacher', { studentId: id.lina ?? 0, comment: 'x'.repeat(2001) }), 400, /comment/);
    expectError(await save('teacher', { studentId: id.lina ?? 0, comment: 'a\u0000b' }), 400, /comment/);
    expectError(
      await save('teacher', { studentId: id.lina ?? 0, comment: 'x', updatedAt: 'yesterday' }),
      400,
      /updatedAt/,
    );
    expectError(await save('teacher', { studentId: 'lina', comment: 'x' }), 400, /studentId/);
    expectError(await save('teacher', { studentId: id.lina ?? 0 }), 400, /comment/);
    expect({ rows: await rows(), audits: await audits() }).toEqual(n);
  });
});
