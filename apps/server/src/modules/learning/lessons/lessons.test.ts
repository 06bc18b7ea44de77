import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonReport, QuestionAnswer, StudentLesson, SubmissionInfo } from '@edu/shared';
import { api } from '@edu/shared/api';
import { answers, courses, lessons, questions, submissions } from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { exerciseKeys, mathLessonIds, rightResponse, wrongResponse } from '../test-fixtures';

const L = api.learning;

let f: SeededOrgFixture;
let class81 = 0;
/** Published math lessons with exercises, in course order. */
let mathLessons: number[] = [];

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  mathLessons = await mathLessonIds(f.t.db);
});
afterAll(() => f.t.close());

const release = async (lessonId: number, action: 'release' | 'lock' = 'release') =>
  expectOk(
    await f.post(
      'teacher',
      L.setLessonRelease.path,
      { classId: class81, lessonIds: [lessonId], action },
      { json: true },
    ),
  );
const lessonAs = (who: string, lessonId: number) => f.get<StudentLesson>(who, L.getStudentLesson.path, { lessonId });
const save = (who: string, body: Record<string, unknown>) =>
  f.post<{ saved: number; state: string }>(who, L.saveAnswers.path, body as never, { json: true });
const submit = (who: string, body: Record<string, unknown>) =>
  f.post<SubmissionInfo>(who, L.submitLesson.path, body as never, { json: true });
const rowCounts = async () => ({
  submissions: (await f.t.db.select({ n: count() }).from(submissions))[0]?.n ?? 0,
  answers: (await f.t.db.select({ n: count() }).from(answers))[0]?.n ?? 0,
});

describe('a student\u2019s lesson', () => {
  it('is locked until released to the student\u2019s class: 403 and nothing written', async () => {
    const lessonId = mathLessons[0] ?? 0;
    const before = await rowCounts();
    expectError(await lessonAs('student', lessonId), 403, /locked/);
    expectError(await save('student', { lessonId, answers: [] }), 403, /locked/);
    expectError(await submit('student', { lessonId, submitKey: 'k-locked-000' }), 403);
    expect(await rowCounts()).toEqual(before);
  });

  it('shows content and exercises without answers, saves answers as the student goes, and restores them', async () => {
    const lessonId = mathLessons[0] ?? 0;
    await release(lessonId);
    const first = expectOk(await lessonAs('student', lessonId));
    expect(first.classId).toBe(class81);
    expect(first.submission).toBeNull();
    expect(first.exercises.length).toBeGreaterThan(0);
    expect(first.html).toContain('katex');
    const text = JSON.stringify(first.exercises);
    for (const secret of ['"answer"', '"analysis"', '"accepted"', '"choices"']) expect(text).not.toContain(secret);

    const keys = await exerciseKeys(f.t.db, lessonId);
    const firstKey = keys[0];
    if (!firstKey) throw new Error('no exercise');
    const response = rightResponse(firstKey.type, firstKey.answer as QuestionAnswer);
    const saved = expectOk(
      await save('student', { lessonId, answers: [{ questionId: firstKey.id, response }], timeSpentMs: 30_000 }),
    );
    expect(saved).toMatchObject({ saved: 1, state: 'in_progress' });
    // A second save of the same question replaces it; the timer never goes back.
    expectOk(
      await save('student', { lessonId, answers: [{ questionId: firstKey.id, response }], timeSpentMs: 10_000 }),
    );
    const again = expectOk(await lessonAs('student', lessonId));
    expect(again.submission).toMatchObject({ state: 'in_progress', timeSpentMs: 30_000, score: null });
    expect(again.answers).toEqual([{ questionId: firstKey.id, response }]);
  });

  it('refuses bad answers with 400 and writes nothing', async () => {
    const lessonId = mathLessons[0] ?? 0;
    const [other] = await f.t.db.select({ id: questions.id }).from(questions).limit(1);
    const keys = await exerciseKeys(f.t.db, lessonId);
    const questionId = keys[0]?.id ?? 0;
    const before = await rowCounts();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ lessonId, answers: [{ questionId: 999_999, response: {} }] }, /not an exercise/],
      [{ lessonId, answers: [{ questionId, response: { choices: ['Z'] } }] }, /choices/],
      [{ lessonId, answers: [{ questionId, response: { blanks: ['x'.repeat(201)] } }] }, /blanks/],
      [{ lessonId, answers: [{ questionId, response: { text: 'a\u0000b' } }] }, /NUL/],
      [{ lessonId, answers: 'all of them' }, /answers/],
      [{ lessonId, answers: Array.from({ length: 101 }, () => ({ questionId, response: {} })) }, /at most 100 answers/],
      [{ lessonId, answers: [], timeSpentMs: -1 }, /timeSpentMs/],
      [{ lessonId: 'x', answers: [] }, /lessonId/],
    ];
    if (other && !keys.some((k) => k.id === other.id))
      cases.push([{ lessonId, answers: [{ questionId: other.id, response: {} }] }, /not an exercise/]);
    for (const [body, msg] of cases) expectError(await save('student', body), 400, msg);
    expectError(await submit('student', { lessonId, submitKey: 'short' }), 400, /submitKey/);
    expect(await rowCounts()).toEqual(before);
  });

  it('submits once, grades automatically and shows the report with the key', async () => {
    const lessonId = mathLessons[0] ?? 0;
    const keys = await exerciseKeys(f.t.db, lessonId);
    const all = keys.map((k) => ({ questionId: k.id, response: rightResponse(k.type, k.answer as QuestionAnswer) }));
    const hasShort = keys.some((k) => k.type === 'short');
    // A doubled click: two submits at once with the same key give one submission.
    const [a, b] = await Promise.all([
      submit('student', { lessonId, answers: all, submitKey: 'key-one-0001', timeSpentMs: 60_000 }),
      submit('student', { lessonId, answers: all, submitKey: 'key-one-0001', timeSpentMs: 60_000 }),
    ]);
    const done = expectOk(a);
    expect(expectOk(b)).toEqual(done);
    expect(done).toMatchObject({
      state: hasShort ? 'submitted' : 'graded',
      score: hasShort ? null : 100,
      timeSpentMs: 60_000,
    });
    const [mine] = await f.t.db
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.lessonId, lessonId), eq(submissions.studentId, await f.userId('student'))));
    expect(mine?.n).toBe(1);
    // A retry with another key answers the same submission; nothing can change any more.
    expect(expectOk(await submit('student', { lessonId, submitKey: 'key-two-0002' }))).toEqual(done);
    expectError(await save('student', { lessonId, answers: all.slice(0, 1) }), 409, /already submitted/);

    const report = expectOk(await f.get<LessonReport>('student', L.getLessonReport.path, { lessonId }));
    expect(report.submission).toEqual(done);
    expect(report.items.map((i) => i.questionId)).toEqual(keys.map((k) => k.id));
    for (const item of report.items) {
      const key = keys.find((k) => k.id === item.questionId);
      expect(item.outcome).toBe(key?.type === 'short' ? 'pending' : 'correct');
    }
    const blank = report.items.find((i) => i.key.blanks.length > 0);
    if (blank) expect(blank.key.blanks[0]?.length).toBeGreaterThan(0);
  });

  it('grades wrong and unanswered work as wrong, with partial scores between', async () => {
    const lessonId = mathLessons[1] ?? 0;
    await release(lessonId);
    const keys = await exerciseKeys(f.t.db, lessonId);
    const gradable = keys.filter((k) => k.type !== 'short');
    const half = gradable.slice(0, Math.floor(gradable.length / 2));
    const body = {
      lessonId,
      submitKey: 'lina-key-0001',
      answers: half.map((k) => ({ questionId: k.id, response: wrongResponse(k.type, k.answer as QuestionAnswer) })),
    };
    const done = expectOk(await submit('lina', body));
    const report = expectOk(await f.get<LessonReport>('lina', L.getLessonReport.path, { lessonId }));
    for (const item of report.items) {
      const key = keys.find((k) => k.id === item.questionId);
      if (key?.type !== 'short') expect(item.outcome).toBe('wrong');
    }
    if (!keys.some((k) => k.type === 'short')) expect(done.score).toBe(0);
    // Every exercise has its answer row, answered or not.
    const rows = await f.t.db
      .select({ n: count() })
      .from(answers)
      .innerJoin(submissions, eq(submissions.id, answers.submissionId))
      .where(
        and(
          eq(submissions.lessonId, lessonId),
          eq(submissions.studentId, await f.userId('lina')),
          inArray(
            answers.questionId,
            keys.map((k) => k.id),
          ),
        ),
      );
    expect(rows[0]?.n).toBe(keys.length);
  });

  it('keeps one student\u2019s work from every other caller', async () => {
    const lessonId = mathLessons[0] ?? 0;
    // lina has not submitted this lesson: no report for her; the teacher role cannot call student endpoints.
    expectError(await f.get('lina', L.getLessonReport.path, { lessonId }), 404, /not submitted/);
    expectError(await f.get('teacher', L.getLessonReport.path, { lessonId }), 403);
    expectError(await lessonAs('teacher', lessonId), 403);
    // The course is platform-wide: other schools' and brands' students find it locked for their classes.
    expectError(await lessonAs('sunyue', lessonId), 403, /locked/);
    expectError(await lessonAs('olivia.brown', lessonId), 403, /locked/);
    // A lesson of another brand's course is not found at all.
    const [acmeLesson] = await f.t.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(courses.title, 'Acme Algebra Bootcamp'))
      .limit(1);
    expectError(await lessonAs('student', acmeLesson?.id ?? 0), 404, /not found/);
    const lina = expectOk(await lessonAs('lina', lessonId));
    expect(lina.answers).toEqual([]);
    expect(lina.submission).toBeNull();
  });

  it('locks again for the class: no more reading or saving, but the report stays', async () => {
    const lessonId = mathLessons[0] ?? 0;
    await release(lessonId, 'lock');
    expectError(await lessonAs('student', lessonId), 403);
    expectError(await save('lina', { lessonId, answers: [] }), 403);
    expectOk(await f.get('student', L.getLessonReport.path, { lessonId }));
  });

  it('keeps an answered question: removed from its lesson, it still cannot be deleted (409)', async () => {
    const lessonId = mathLessons[0] ?? 0;
    const keys = await exerciseKeys(f.t.db, lessonId);
    const [answered, ...rest] = keys.map((k) => k.id);
    expectOk(
      await f.post('admin', api.content.setLessonExercises.path, { lessonId, questionIds: rest }, { json: true }),
    );
    expectError(
      await f.post('admin', api.content.deleteQuestion.path, { id: answered ?? 0 }, { json: true }),
      409,
      /answered/,
    );
    const [still] = await f.t.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.id, answered ?? 0));
    expect(still).toBeDefined();
  });

  it('lists the lessons open to the student, newest first, with its progress, filters and pages', async () => {
    type Page = { list: { lessonId: number; state: string; score: number | null; className: string }[]; total: number };
    const list = (who: string, params: Record<string, string | number> = {}) =>
      f.get<Page>(who, L.getMyLessons.path, { page: 1, pageSize: 20, ...params });
    // mathLessons[0] was locked again above; mathLessons[1] is released and was not done by the student.
    const mine = expectOk(await list('student'));
    expect(mine.list.map((r) => r.lessonId)).toContain(mathLessons[1]);
    expect(mine.list.map((r) => r.lessonId)).not.toContain(mathLessons[0]);
    expect(mine.list.find((r) => r.lessonId === mathLessons[1])).toMatchObject({
      state: 'new',
      score: null,
      className: '八年级1班',
    });
    const lina = expectOk(await list('lina'));
    expect(lina.list.find((r) => r.lessonId === mathLessons[1])?.state).toMatch(/graded|submitted/);
    expect(expectOk(await list('lina', { state: 'new' })).list.map((r) => r.lessonId)).not.toContain(mathLessons[1]);
    // Scheduled lessons are not open yet.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expectOk(
      await f.post(
        'teacher',
        L.setLessonRelease.path,
        { classId: class81, lessonIds: [mathLessons[2] ?? 0], action: 'schedule', unlockAt: tomorrow },
        { json: true },
      ),
    );
    expect(expectOk(await list('student')).list.map((r) => r.lessonId)).not.toContain(mathLessons[2]);
    // Paging: a page past the end is empty but still says the total.
    const total = mine.total;
    expect(expectOk(await list('student', { page: 50, pageSize: 1 }))).toMatchObject({ list: [], total });
    // Other students see only their classes' releases.
    expect(expectOk(await list('sunyue')).list.map((r) => r.lessonId)).not.toContain(mathLessons[1]);
    expectError(await list('teacher'), 403);
    expectError(await list('student', { state: 'done' }), 400, /state/);
  });
});
