/**
 * Hand-ins reach the wrong-question book in the background (recorder.ts): the submit answers with the
 * submission flagged `book_pending`; the recorder writes the book once the server is quiet and clears the flag;
 * a reader of the book settles the student's own hand-ins first; whatever a stopped process left flagged is
 * recorded from the stored answers; nothing is recorded twice, whoever gets there first.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionInfo } from '@edu/shared';
import { api } from '@edu/shared/api';
import { submissions, wrongQuestions } from '../../../db/schema';
import { expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { clearClassWork, releaseToClass } from '../test-fixtures';
import { bookRecorder, settleBook } from './recorder';
import { clearBook, lessonWith, newQuestion } from './test-fixtures';

const L = api.learning;

let f: SeededOrgFixture;
let class81 = 0;
let student = 0;
let keys = 0;

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  student = await f.userId('student');
  await clearClassWork(f.t.db, class81);
  await clearBook(f.t.db, student);
});
afterAll(() => f.t.close());

/** A released lesson of two single choices (key A) handed in by the demo student, the first one wrong. */
async function handInOneWrong(): Promise<{ lessonId: number; wrong: number; right: number }> {
  const wrong = await newQuestion(f.t.db);
  const right = await newQuestion(f.t.db);
  const lessonId = await lessonWith(f.t.db, [wrong, right]);
  await releaseToClass(f, class81, [lessonId]);
  keys += 1;
  expectOk(
    await f.post<SubmissionInfo>(
      'student',
      L.submitLesson.path,
      {
        lessonId,
        submitKey: `recorder-${keys}-00000`,
        answers: [
          { questionId: wrong, response: { choices: ['B'] } },
          { questionId: right, response: { choices: ['A'] } },
        ],
      } as never,
      { json: true },
    ),
  );
  return { lessonId, wrong, right };
}

const flagOf = async (lessonId: number) =>
  (
    await f.t.db
      .select({ pending: submissions.bookPending })
      .from(submissions)
      .where(and(eq(submissions.studentId, student), eq(submissions.lessonId, lessonId)))
  )[0]?.pending;
const entryOf = async (questionId: number) =>
  (
    await f.t.db
      .select()
      .from(wrongQuestions)
      .where(and(eq(wrongQuestions.studentId, student), eq(wrongQuestions.questionId, questionId)))
  )[0];

describe('the book recorder', () => {
  it('writes a hand-in into the book moments after the submit and clears its flag', async () => {
    const { lessonId, wrong, right } = await handInOneWrong();
    // Written in the background once no request is being served.
    await expect.poll(() => flagOf(lessonId), { timeout: 5_000 }).toBe(false);
    expect(await entryOf(wrong)).toMatchObject({ wrongCount: 1, correctCount: 0 });
    expect(await entryOf(right)).toBeUndefined();
  });

  it('settles a student’s own hand-ins when its book is read, and records each once', async () => {
    const { lessonId, wrong } = await handInOneWrong();
    // Two readers at once (and the background loop besides): one of them records it.
    await Promise.all([settleBook(f.t.db, student), settleBook(f.t.db, student), settleBook(f.t.db)]);
    expect(await flagOf(lessonId)).toBe(false);
    expect(await entryOf(wrong)).toMatchObject({ wrongCount: 1 });
    await settleBook(f.t.db);
    expect(await entryOf(wrong)).toMatchObject({ wrongCount: 1 });
  });

  it('records from the stored answers what a stopped process left flagged', async () => {
    const { lessonId, wrong } = await handInOneWrong();
    await settleBook(f.t.db, student);
    // As if the process had stopped before writing: flagged, not in the book.
    await f.t.db.delete(wrongQuestions).where(eq(wrongQuestions.questionId, wrong));
    await f.t.db
      .update(submissions)
      .set({ bookPending: true, submittedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(submissions.studentId, student), eq(submissions.lessonId, lessonId)));
    // The sweep (at start, then every minute) finds it; so would the student's next read of its book.
    await bookRecorder(f.t.db).sweep();
    expect(await flagOf(lessonId)).toBe(false);
    expect(await entryOf(wrong)).toMatchObject({ wrongCount: 1, wrongResponse: { choices: ['B'] } });
  });
});
