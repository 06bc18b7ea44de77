import { and, eq, inArray, sql } from 'drizzle-orm';
import { practiceAnswers, practiceSets, questions, wrongQuestions } from '../../../db/schema';
import { recordOutcomes } from '../../../modules/learning';
import { only, type ProbeMap } from '../probe';
import type { World } from '../world';
import type { CallerState } from '../world-calls';

// ---- The wrong-question book and its training camp (issue 11 item 3): a student reads and practises only its
// own book. Targets are the home student's sets (another student: 404); lists are the caller's own rows.

type BookProbes = Pick<
  ProbeMap<'review'>,
  | 'review.getWrongBook'
  | 'review.getWrongBookGroups'
  | 'review.getWrongSheet'
  | 'review.startPractice'
  | 'review.getPractice'
  | 'review.answerPractice'
  | 'review.finishPractice'
  | 'review.getPracticeHistory'
>;

/** A single-choice question of the platform or the home brand (its key is A in the demo bank or not: any). */
async function objectiveQuestion(w: World): Promise<number> {
  const [q] = await w.t.db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.type, 'single'),
        sql`(${questions.brandId} is null or ${questions.brandId} = ${w.brand.qiming})`,
      ),
    )
    .orderBy(questions.id)
    .limit(1);
  if (!q) throw new Error('matrix: no single-choice question');
  return q.id;
}

/** The question in the student's book (a wrong answer recorded as the server records one). */
async function inBook(w: World, studentId: number, questionId: number) {
  const at = new Date();
  await recordOutcomes(w.t.db, [
    {
      studentId,
      questionId,
      outcome: 'wrong',
      response: { choices: ['H'] },
      at,
      day: at.toISOString().slice(0, 10),
      // No lesson or set behind it (neither is needed to read the book).
      source: { errorCorrectionId: 0 },
    },
  ]);
}

/** A fresh set in progress of a student (its earlier open one finished), of one question of its book. */
async function openSet(w: World, studentId: number): Promise<{ id: number; questionId: number }> {
  const questionId = await objectiveQuestion(w);
  await w.t.db
    .update(practiceSets)
    .set({ state: 'finished', finishedAt: new Date() })
    .where(and(eq(practiceSets.studentId, studentId), eq(practiceSets.state, 'in_progress')));
  const brandId = (await w.brandOfUser(studentId)) ?? w.brand.qiming;
  const [set] = await w.t.db
    .insert(practiceSets)
    .values({ studentId, brandId, items: [{ questionId, source: 'review' }] })
    .returning({ id: practiceSets.id });
  if (!set) throw new Error('matrix: no practice set');
  return { id: set.id, questionId };
}

/** Every question of a list is in the caller's own book. */
async function ownEntries(w: World, caller: CallerState, questionIds: readonly number[]): Promise<string | null> {
  if (questionIds.length === 0) return null;
  const rows = await w.t.db
    .select({ q: wrongQuestions.questionId })
    .from(wrongQuestions)
    .where(and(eq(wrongQuestions.studentId, caller.userId ?? 0), inArray(wrongQuestions.questionId, [...questionIds])));
  const mine = new Set(rows.map((r) => r.q));
  const stray = questionIds.find((id) => !mine.has(id));
  return stray === undefined ? null : `leaks question ${stray}, not in the caller's book`;
}

/** A set's answers and state (compared before and after a refusal). */
async function setState(w: World, id: number) {
  const [set] = await w.t.db
    .select({ state: practiceSets.state, score: practiceSets.score })
    .from(practiceSets)
    .where(eq(practiceSets.id, id));
  const answered = await w.t.db
    .select({ q: practiceAnswers.questionId })
    .from(practiceAnswers)
    .where(eq(practiceAnswers.practiceId, id));
  return { set, answered };
}

export const wrongBookProbes: BookProbes = {
  // Every probe of the book puts a question in the home student's book first, so that its answer has a row to
  // check: another student's answer must never show it.
  'review.getWrongBook': {
    kind: 'list',
    input: async ({ w }) => {
      await inBook(w, w.userId('student'), await objectiveQuestion(w));
      return { state: 'all', page: 1, pageSize: 100 };
    },
    check: ({ data }, { w, caller }) =>
      ownEntries(
        w,
        caller,
        data.list.map((e) => e.questionId),
      ),
  },
  'review.getWrongBookGroups': {
    kind: 'list',
    input: async ({ w }) => {
      await inBook(w, w.userId('student'), await objectiveQuestion(w));
      return {};
    },
    check: async ({ data }, { w, caller }) => {
      const [row] = await w.t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(wrongQuestions)
        .where(eq(wrongQuestions.studentId, caller.userId ?? 0));
      const counted = data.total.learning + data.total.mastered;
      return counted === (row?.n ?? 0) ? null : `counts ${counted} questions, the caller's book has ${row?.n ?? 0}`;
    },
  },
  'review.getWrongSheet': {
    kind: 'list',
    input: async ({ w }) => {
      await inBook(w, w.userId('student'), await objectiveQuestion(w));
      return { state: 'all' };
    },
    check: ({ data }, { w, caller }) =>
      ownEntries(
        w,
        caller,
        data.questions.map((q) => q.questionId),
      ),
  },
  // Each student starts its own set: its book gets a question and any open set of its is finished first.
  'review.startPractice': {
    kind: 'own',
    input: async ({ w, caller }) => {
      if (caller.spec.role === 'student' && caller.userId !== null) {
        await openSet(w, caller.userId);
        await w.t.db
          .update(practiceSets)
          .set({ state: 'finished', finishedAt: new Date() })
          .where(and(eq(practiceSets.studentId, caller.userId), eq(practiceSets.state, 'in_progress')));
        await inBook(w, caller.userId, await objectiveQuestion(w));
      }
      return { size: 5 };
    },
    writes: practiceSets,
  },
  'review.getPractice': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => ({ id: (await openSet(w, w.userId('student'))).id }),
  },
  'review.answerPractice': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => {
      const set = await openSet(w, w.userId('student'));
      return { practiceId: set.id, questionId: set.questionId, response: { choices: ['A'] } };
    },
    writes: practiceAnswers,
    state: (w, input) => setState(w, Number(input.practiceId)),
  },
  'review.finishPractice': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => ({ practiceId: (await openSet(w, w.userId('student'))).id }),
    state: (w, input) => setState(w, Number(input.practiceId)),
  },
  'review.getPracticeHistory': {
    kind: 'list',
    input: async ({ w }) => {
      await openSet(w, w.userId('student'));
      return { page: 1, pageSize: 100 };
    },
    check: async ({ data }, { w, caller }) => {
      const ids = data.list.map((r) => r.id);
      if (ids.length === 0) return null;
      const rows = await w.t.db
        .select({ id: practiceSets.id, studentId: practiceSets.studentId })
        .from(practiceSets)
        .where(inArray(practiceSets.id, ids));
      const stray = rows.find((r) => r.studentId !== caller.userId);
      return stray ? `leaks training camp set ${stray.id}, another student's` : null;
    },
  },
};
