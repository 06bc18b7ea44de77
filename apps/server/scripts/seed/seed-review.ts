/**
 * The demo wrong-question books and training camp (issue 11 item 3), on top of the work of seed-learning.ts and
 * the corrections of seed-corrections.ts, through the functions the server itself uses (never rows typed in):
 * - every student's handed-in work goes into its book as the hand-ins and a person's grades record it
 *   (recordOutcomes, in hand-in order, days in UTC);
 * - the demo student practised in the training camp four and three days ago (two finished sets: the questions
 *   it got right on both days are mastered; unseen questions it got wrong joined its book), and has a set in
 *   progress started an hour ago with two items answered (one right, one wrong).
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { AnswerResponse, QuestionAnswer, QuestionType } from '@edu/shared';
import {
  answerPracticeIn,
  type BookOutcome,
  finishPracticeIn,
  recordOutcomes,
  startPracticeIn,
} from '../../src/modules/learning';
import type { Tx } from '../../src/db/queries';
import { answers, questions, submissions } from '../../src/db/schema';
import type { ContentSeedIds } from './seed-content';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function rightResponse(type: QuestionType, key: QuestionAnswer): AnswerResponse {
  if (type === 'single' || type === 'multiple') return { choices: key.choices };
  if (type === 'judge') return { judge: key.judge };
  return { blanks: key.blanks.map((b) => b.accepted[0] ?? '') };
}

function wrongResponse(type: QuestionType, key: QuestionAnswer): AnswerResponse {
  if (type === 'single' || type === 'multiple') return { choices: key.choices.includes('A') ? ['B'] : ['A'] };
  if (type === 'judge') return { judge: !key.judge };
  return { blanks: key.blanks.map(() => '0') };
}

/** Every graded answer of the handed-in work, in hand-in order, as the submit and the correction record it. */
async function recordHandedInWork(tx: Tx): Promise<void> {
  const rows = await tx
    .select({
      studentId: submissions.studentId,
      submissionId: submissions.id,
      submittedAt: submissions.submittedAt,
      questionId: answers.questionId,
      outcome: answers.outcome,
      response: answers.response,
    })
    .from(answers)
    .innerJoin(submissions, sql`${submissions.id} = ${answers.submissionId}`)
    .where(inArray(submissions.state, ['submitted', 'graded']))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id), asc(answers.questionId));
  const outcomes: BookOutcome[] = rows.flatMap((r) => {
    if (r.submittedAt === null || !(r.outcome === 'correct' || r.outcome === 'partial' || r.outcome === 'wrong')) {
      return [];
    }
    return [
      {
        studentId: r.studentId,
        questionId: r.questionId,
        outcome: r.outcome,
        response: r.response as Record<string, unknown>,
        at: r.submittedAt,
        day: r.submittedAt.toISOString().slice(0, 10),
        source: { submissionId: r.submissionId },
      },
    ];
  });
  await recordOutcomes(tx, outcomes);
}

type Answering = (item: { source: 'review' | 'new'; index: number; count: number }) => 'right' | 'wrong' | 'skip';

/** A set of the demo student's started at `at`, answered item by item a minute apart as `answering` says. */
async function practise(tx: Tx, studentId: number, brandId: number, at: Date, answering: Answering, finish: boolean) {
  const scope = { role: 'student' as const, userId: studentId, brandId };
  const set = await startPracticeIn(tx, scope, { subject: undefined, knowledgePointIds: [], size: 8 }, at);
  const keys = await tx
    .select({ id: questions.id, type: questions.type, answer: questions.answer })
    .from(questions)
    .where(
      inArray(
        questions.id,
        set.items.map((i) => i.questionId),
      ),
    );
  const keyOf = new Map(keys.map((k) => [k.id, k]));
  let minute = 1;
  for (const [index, item] of set.items.entries()) {
    const how = answering({ source: item.source, index, count: set.items.length });
    const key = keyOf.get(item.questionId);
    if (how === 'skip' || !key) continue;
    const response = (how === 'right' ? rightResponse : wrongResponse)(
      key.type as QuestionType,
      key.answer as QuestionAnswer,
    );
    const answeredAt = new Date(at.getTime() + minute * 60_000);
    minute += 1;
    await answerPracticeIn(
      tx,
      scope,
      { practiceId: set.id, questionId: item.questionId, response, tz: 'UTC' },
      answeredAt,
    );
  }
  if (finish) await finishPracticeIn(tx, scope, { practiceId: set.id }, new Date(at.getTime() + minute * 60_000));
}

export async function seedReview(tx: Tx, ids: ContentSeedIds): Promise<void> {
  await recordHandedInWork(tx);
  const student = ids.user('student');
  const brandId = ids.brand('qiming');
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  // Four days ago: the book's questions right, the first two unseen ones wrong (they join the book).
  let wrongNew = 0;
  await practise(
    tx,
    student,
    brandId,
    new Date(today - 4 * DAY_MS + 10 * HOUR_MS),
    ({ source }) => {
      if (source === 'review') return 'right';
      wrongNew += 1;
      return wrongNew <= 2 ? 'wrong' : 'right';
    },
    true,
  );
  // Three days ago: everything right but the last item: the questions right on both days are mastered.
  await practise(
    tx,
    student,
    brandId,
    new Date(today - 3 * DAY_MS + 10 * HOUR_MS),
    ({ index, count }) => (index === count - 1 ? 'wrong' : 'right'),
    true,
  );
  // An hour ago: a set in progress, two items answered.
  await practise(
    tx,
    student,
    brandId,
    new Date(Date.now() - HOUR_MS),
    ({ index }) => (index === 0 ? 'right' : index === 1 ? 'wrong' : 'skip'),
    false,
  );
}
