import { sql } from 'drizzle-orm';
import { type Exec, selectRows } from '../../../db/queries';
import { update } from './bkt';

// Hand-ins in the student model (README.md "Hand-ins"): the graded answers of a handed-in lesson or homework
// update the student's existing Bayesian Knowledge Tracing states of their questions' knowledge points, in the
// transaction that records the hand-in into the wrong-question book (wrong-book/recorder.ts), so each hand-in
// is counted once: by this update when its point had a state, else by the seed of the point (service.ts
// seedStates), which counts only hand-ins recorded already; the two of one student never run at once.

/** The advisory lock space of the students' models (the first key of pg_advisory_xact_lock). */
const MODEL_LOCK = 0x61696b70;

/**
 * Locks the students' models for the transaction, in id order (two recordings never deadlock): a hand-in's
 * recording (which clears the submission's book flag and updates the states) and a seed (which reads the
 * unflagged hand-ins and inserts states) of one student never overlap, so no answer is counted by both or by
 * neither.
 */
export async function lockStudentModels(tx: Exec, studentIds: readonly number[]): Promise<void> {
  const ids = [...new Set(studentIds.map((id) => Math.trunc(id)))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${MODEL_LOCK}, t.id)
        from (select unnest(${`{${ids.join(',')}}`}::int[]) as id order by 1) t`,
  );
}

/** A graded answer of a hand-in as the recorder has it. */
export interface TracedHandIn {
  studentId: number;
  submissionId: number;
  at: Date;
  answers: readonly { questionId: number; outcome: string }[];
}

interface StateRow {
  studentId: number;
  kp: number;
  questionId: number;
  pKnown: number;
  pTransit: number;
  pSlip: number;
  pGuess: number;
}

const GRADED = new Set(['correct', 'partial', 'wrong']);

/**
 * The answers in the seed's order: hand-ins by time and id, a hand-in's answers by question; only graded
 * ones (a short answer waiting for a person is not), full credit (outcome correct) counting as right.
 */
export function tracedAnswers(
  handIns: readonly TracedHandIn[],
): { studentId: number; questionId: number; correct: boolean }[] {
  return [...handIns]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.submissionId - b.submissionId)
    .flatMap((h) =>
      [...h.answers]
        .filter((a) => GRADED.has(a.outcome))
        .sort((a, b) => a.questionId - b.questionId)
        .map((a) => ({ studentId: h.studentId, questionId: a.questionId, correct: a.outcome === 'correct' })),
    );
}

/**
 * Updates the students' existing states of the knowledge points of the hand-ins' graded answers (BKT, one
 * update per answer, in tracedAnswers' order), the states locked for the transaction. A point without a state
 * is left alone. Inside the caller's transaction.
 */
export async function traceHandIns(tx: Exec, handIns: readonly TracedHandIn[]): Promise<void> {
  const answers = tracedAnswers(handIns);
  if (answers.length === 0) return;
  const keys = [...new Map(answers.map((a) => [`${a.studentId}:${a.questionId}`, a])).values()].map((a) => ({
    studentId: a.studentId,
    questionId: a.questionId,
  }));
  const rows = await selectRows<StateRow>(
    tx,
    sql`select st.student_id as "studentId", st.knowledge_point_id as kp, k."questionId", st.p_known as "pKnown",
          st.p_transit as "pTransit", st.p_slip as "pSlip", st.p_guess as "pGuess"
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k("studentId" int, "questionId" int)
        join question_knowledge_points qkp on qkp.question_id = k."questionId"
        join student_kp_states st on st.student_id = k."studentId" and st.knowledge_point_id = qkp.knowledge_point_id
        order by st.student_id, st.knowledge_point_id
        for update of st`,
  );
  if (rows.length === 0) return;
  const states = new Map<string, StateRow & { counted: number }>();
  const pointsOf = new Map<string, string[]>();
  for (const r of rows) {
    const state = `${r.studentId}:${r.kp}`;
    if (!states.has(state)) states.set(state, { ...r, pKnown: Number(r.pKnown), counted: 0 });
    const question = `${r.studentId}:${r.questionId}`;
    pointsOf.set(question, [...(pointsOf.get(question) ?? []), state]);
  }
  for (const a of answers) {
    for (const key of pointsOf.get(`${a.studentId}:${a.questionId}`) ?? []) {
      const s = states.get(key);
      if (!s) continue;
      s.pKnown = update(s.pKnown, a.correct, { pInit: 0, pTransit: s.pTransit, pSlip: s.pSlip, pGuess: s.pGuess });
      s.counted += 1;
    }
  }
  const writes = [...states.values()].map((s) => ({
    studentId: s.studentId,
    kp: s.kp,
    pKnown: s.pKnown,
    counted: s.counted,
  }));
  await tx.execute(
    sql`update student_kp_states st set p_known = g."pKnown", answers = st.answers + g.counted, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb) as g("studentId" int, kp int, "pKnown" float8, counted int)
        where st.student_id = g."studentId" and st.knowledge_point_id = g.kp`,
  );
}
