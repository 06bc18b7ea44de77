/**
 * A student's work on a lesson (lessons/work.ts): each answer is graded as it is saved, and the submit
 * keeps those grades unless the answer or the question changed since. What a student sees of grades, and
 * what the submit decides, must be the same as grading everything at the end.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonReport, QuestionAnswer, StudentLesson, SubmissionInfo } from '@edu/shared';
import { api } from '@edu/shared/api';
import { answers, questions, submissions } from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { clearClassWork, exerciseKeys, mathLessonIds, rightResponse, wrongResponse } from '../test-fixtures';

const L = api.learning;

let f: SeededOrgFixture;
let class81 = 0;
let mathLessons: number[] = [];

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  await clearClassWork(f.t.db, class81);
  mathLessons = await mathLessonIds(f.t.db);
  for (const lessonId of mathLessons.slice(0, 2))
    expectOk(
      await f.post(
        'teacher',
        L.setLessonRelease.path,
        { classId: class81, lessonIds: [lessonId], action: 'release' },
        { json: true },
      ),
    );
});
afterAll(() => f.t.close());

const save = (who: string, body: Record<string, unknown>) =>
  f.post<{ saved: number }>(who, L.saveAnswers.path, body as never, { json: true });
const submit = (who: string, body: Record<string, unknown>) =>
  f.post<SubmissionInfo>(who, L.submitLesson.path, body as never, { json: true });
const report = async (who: string, lessonId: number) =>
  expectOk(await f.get<LessonReport>(who, L.getLessonReport.path, { lessonId }));

/** The lesson's exercises graded by the machine (not short answers), with their keys. */
async function gradable(lessonId: number) {
  const keys = (await exerciseKeys(f.t.db, lessonId)).filter((k) => k.type !== 'short');
  if (keys.length < 2) throw new Error(`lesson ${lessonId} has fewer than two gradable exercises`);
  return keys.map((k) => ({ ...k, answer: k.answer as QuestionAnswer }));
}

describe('grading as the student saves', () => {
  it('keeps the grade of a saved answer out of sight until the lesson is handed in', async () => {
    const lessonId = mathLessons[0] ?? 0;
    const [first] = await gradable(lessonId);
    if (!first) throw new Error('no exercise');
    const response = wrongResponse(first.type, first.answer);
    expectOk(await save('student', { lessonId, answers: [{ questionId: first.id, response }] }));
    // Stored graded (so that the submit has little to do) ...
    const [stored] = await f.t.db
      .select({ outcome: answers.outcome, credit: answers.credit })
      .from(answers)
      .innerJoin(submissions, eq(submissions.id, answers.submissionId))
      .where(
        and(
          eq(submissions.lessonId, lessonId),
          eq(submissions.studentId, await f.userId('student')),
          eq(answers.questionId, first.id),
        ),
      );
    expect(stored).toEqual({ outcome: 'wrong', credit: 0 });
    // ... but the student's lesson says nothing of it, and there is no report yet.
    const lesson = expectOk(await f.get<StudentLesson>('student', L.getStudentLesson.path, { lessonId }));
    expect(lesson.answers).toEqual([{ questionId: first.id, response }]);
    expect(JSON.stringify(lesson)).not.toMatch(/"outcome"|"credit"/);
    expectError(await f.get('student', L.getLessonReport.path, { lessonId }), 404, /not submitted/);
  });

  it('grades the last answers sent with the submit, over the ones saved before', async () => {
    const lessonId = mathLessons[0] ?? 0;
    const keys = await gradable(lessonId);
    const [first, second] = keys;
    if (!first || !second) throw new Error('no exercises');
    // Saved: the first wrong (above) and the second right; the submit sends the first right, the second wrong.
    expectOk(
      await save('student', {
        lessonId,
        answers: [{ questionId: second.id, response: rightResponse(second.type, second.answer) }],
      }),
    );
    expectOk(
      await submit('student', {
        lessonId,
        submitKey: 'work-last-0001',
        answers: [
          { questionId: first.id, response: rightResponse(first.type, first.answer) },
          { questionId: second.id, response: wrongResponse(second.type, second.answer) },
        ],
      }),
    );
    const items = new Map((await report('student', lessonId)).items.map((i) => [i.questionId, i]));
    expect(items.get(first.id)?.outcome).toBe('correct');
    expect(items.get(second.id)?.outcome).toBe('wrong');
    // Exercises never answered are wrong.
    for (const k of keys.slice(2)) expect(items.get(k.id)?.outcome).toBe('wrong');
  });

  it('grades again an answer whose question changed after it was saved', async () => {
    const lessonId = mathLessons[1] ?? 0;
    const keys = await gradable(lessonId);
    const all = keys.map((k) => ({ questionId: k.id, response: rightResponse(k.type, k.answer) }));
    expectOk(await save('lina', { lessonId, answers: all }));
    // The author corrects a key after lina's save: her saved answer to it is no longer right.
    const changed = keys.find((k) => k.type === 'judge' || k.type === 'single') ?? keys[0];
    if (!changed) throw new Error('no exercise');
    const wrongNow = wrongResponse(changed.type, changed.answer);
    const newKey: QuestionAnswer =
      changed.type === 'judge'
        ? { ...changed.answer, judge: !changed.answer.judge }
        : { ...changed.answer, choices: 'choices' in wrongNow ? (wrongNow.choices ?? []) : [] };
    await f.t.db
      .update(questions)
      .set({ answer: newKey, updatedAt: new Date(Date.now() + 1) })
      .where(eq(questions.id, changed.id));
    try {
      const done = expectOk(await submit('lina', { lessonId, submitKey: 'work-changed-01' }));
      const items = new Map((await report('lina', lessonId)).items.map((i) => [i.questionId, i]));
      expect(items.get(changed.id)?.outcome).toBe('wrong');
      for (const k of keys) if (k.id !== changed.id) expect(items.get(k.id)?.outcome).toBe('correct');
      const shorts = (await exerciseKeys(f.t.db, lessonId)).some((k) => k.type === 'short');
      if (!shorts) expect(done.score).toBeCloseTo((100 * (keys.length - 1)) / keys.length, 0);
    } finally {
      await f.t.db.update(questions).set({ answer: changed.answer }).where(eq(questions.id, changed.id));
    }
  });
});
