import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { answers, submissions, wrongQuestions } from '../src/db/schema';
import type { BurstPlan } from './bench-burst-plan';

// The check of bench-burst-setup.ts with BURST_VERIFY=1 (see there): what the burst left in the database, in SQL.

/** Rows of a raw query: both drivers (node-postgres, PGlite) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}

/** The counts the burst left for the plan's lesson, and how many of them differ from the plan. */
export async function verify(db: Db, plan: BurstPlan) {
  const subs = await db
    .select({
      id: submissions.id,
      studentId: submissions.studentId,
      state: submissions.state,
      score: submissions.score,
      submitKey: submissions.submitKey,
      classId: submissions.classId,
    })
    .from(submissions)
    .where(and(eq(submissions.lessonId, plan.lessonId), inArray(submissions.classId, plan.classIds)));
  const byStudent = new Map(plan.students.map((p) => [p.studentId, p]));
  let scoreMismatches = 0;
  let keyMismatches = 0;
  for (const s of subs) {
    const planned = byStudent.get(s.studentId);
    if (!planned || s.score !== planned.score) scoreMismatches++;
    if (!planned || s.submitKey !== planned.submitKey) keyMismatches++;
  }
  const stored = await db
    .select({
      studentId: submissions.studentId,
      questionId: answers.questionId,
      response: answers.response,
      outcome: answers.outcome,
    })
    .from(answers)
    .innerJoin(submissions, eq(submissions.id, answers.submissionId))
    .where(and(eq(submissions.lessonId, plan.lessonId), inArray(submissions.classId, plan.classIds)));
  const position = new Map(plan.questionIds.map((id, i) => [id, i]));
  let responseMismatches = 0;
  for (const a of stored) {
    const s = position.get(a.questionId);
    const planned = s === undefined ? undefined : byStudent.get(a.studentId)?.responses[s];
    if (JSON.stringify(a.response) !== JSON.stringify(planned)) responseMismatches++;
  }
  const [total] = rowsOf<{ submissions: number; answers: number }>(
    await db.execute(sql`
      select (select count(*)::int from submissions where lesson_id = ${plan.lessonId}) as submissions,
             (select count(*)::int from answers a join submissions s on s.id = a.submission_id
               where s.lesson_id = ${plan.lessonId}) as answers`),
  );
  // The wrong-question book (written in the background once the bell is over, and on the server's close):
  // one entry per wrong answer (each student answers each question once), no hand-in left flagged.
  const studentIds = plan.students.map((p) => p.studentId);
  const [book] = await db
    .select({ entries: sql<number>`count(*)::int` })
    .from(wrongQuestions)
    .where(and(inArray(wrongQuestions.studentId, studentIds), inArray(wrongQuestions.questionId, plan.questionIds)));
  const [flagged] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(and(eq(submissions.lessonId, plan.lessonId), eq(submissions.bookPending, true)));
  return {
    bookEntries: Number(book?.entries ?? 0),
    bookExpected: stored.filter((a) => a.outcome === 'wrong' || a.outcome === 'partial').length,
    bookPending: Number(flagged?.n ?? 0),
    students: plan.students.length,
    submissions: subs.length,
    graded: subs.filter((s) => s.state === 'graded').length,
    scoreMismatches,
    keyMismatches,
    answers: stored.length,
    gradedAnswers: stored.filter((a) => a.outcome === 'correct' || a.outcome === 'wrong').length,
    responseMismatches,
    // the warm-up class's work included
    lessonSubmissions: Number(total?.submissions ?? 0),
    lessonAnswers: Number(total?.answers ?? 0),
  };
}
