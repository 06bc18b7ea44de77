import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../../db/prepared';
import { type Exec, selectRows } from '../../../db/queries';
import { applyOutcomes, type BookEntry, type BookSource, countedOf, type RuleOutcome } from './book-rule';
import { dayIn } from '../today/queries';
import { nextDay, startOfDayIn } from './days';

// Recording graded answers into the wrong-question book (README.md "Recording"): every hand-in, every grade a
// person gives, every answer of the training camp and every accepted error correction comes through here.

/** One graded answer of a student. */
export interface BookOutcome {
  studentId: number;
  questionId: number;
  outcome: 'correct' | 'partial' | 'wrong';
  /** the response as given (kept for a wrong one) */
  response: Record<string, unknown>;
  at: Date;
  /** the calendar day of `at` in the student's time zone, YYYY-MM-DD (the mastery rule counts days) */
  day: string;
  source: BookSource;
  /** the time zone `day` was read in (IANA; UTC when left out): where the next calendar day starts */
  tz?: string;
}

const p = sql.placeholder;

/**
 * One answer graded as it is given (the training camp's, an AI course's) into the book, its day read in the
 * student's time zone; an answer waiting for a person is not recorded.
 */
export async function recordAnswer(
  tx: Exec,
  answer: Omit<BookOutcome, 'outcome' | 'day' | 'tz'> & { outcome: BookOutcome['outcome'] | 'pending'; tz: string },
): Promise<void> {
  const { outcome } = answer;
  if (outcome === 'pending') return;
  await recordOutcomes(tx, [{ ...answer, outcome, day: dayIn(answer.tz, answer.at) }]);
}

/** A book entry with its keys, as the reads below give it (timestamps as ISO text: json_build_object). */
export interface StoredEntry
  extends Omit<BookEntry, 'firstWrongAt' | 'lastWrongAt' | 'lastAnsweredAt' | 'masteredAt' | 'dueAt'> {
  studentId: number;
  questionId: number;
  firstWrongAt: string;
  lastWrongAt: string;
  lastAnsweredAt: string;
  masteredAt: string | null;
  dueAt: string;
}

/** One entry as JSON (`w` a wrong_questions row): what readForSubmit and the reads here select. */
export const storedEntryJson = (w: string) =>
  sql.raw(`json_build_object('studentId', ${w}.student_id, 'questionId', ${w}.question_id,
    'submissionId', ${w}.submission_id, 'practiceId', ${w}.practice_id,
    'aiCourseItemId', ${w}.ai_course_item_id, 'wrongResponse', ${w}.wrong_response,
    'wrongCount', ${w}.wrong_count, 'correctCount', ${w}.correct_count, 'correctDays', ${w}.correct_days,
    'lastCorrectOn', ${w}.last_correct_on, 'firstWrongAt', ${w}.first_wrong_at, 'lastWrongAt', ${w}.last_wrong_at,
    'lastAnsweredAt', ${w}.last_answered_at, 'masteredAt', ${w}.mastered_at, 'card', ${w}.card, 'dueAt', ${w}.due_at)`);

function entryOf(s: StoredEntry): BookEntry {
  return {
    submissionId: s.submissionId === null ? null : Number(s.submissionId),
    practiceId: s.practiceId === null ? null : Number(s.practiceId),
    aiCourseItemId: s.aiCourseItemId === null ? null : Number(s.aiCourseItemId),
    wrongResponse: s.wrongResponse,
    wrongCount: Number(s.wrongCount),
    correctCount: Number(s.correctCount),
    correctDays: Number(s.correctDays),
    lastCorrectOn: s.lastCorrectOn,
    firstWrongAt: new Date(s.firstWrongAt),
    lastWrongAt: new Date(s.lastWrongAt),
    lastAnsweredAt: new Date(s.lastAnsweredAt),
    masteredAt: s.masteredAt === null ? null : new Date(s.masteredAt),
    card: s.card,
    dueAt: new Date(s.dueAt),
  };
}

const keyOf = (studentId: number, questionId: number) => `${studentId}:${questionId}`;

/** A write of one entry: its new state and how many answers the stored one had counted (0: a new entry). */
export interface EntryWrite {
  studentId: number;
  questionId: number;
  counted: number;
  entry: BookEntry;
}

function ruleOutcomeOf(o: BookOutcome, nextDayStarts: Map<string, Date>): RuleOutcome {
  // A hand-in's answers share their day: its next day's start is worked out once.
  const key = `${o.day} ${o.tz ?? 'UTC'}`;
  let nextDayStart = nextDayStarts.get(key);
  if (!nextDayStart) {
    nextDayStart = startOfDayIn(nextDay(o.day), o.tz ?? 'UTC');
    nextDayStarts.set(key, nextDayStart);
  }
  return {
    outcome: o.outcome,
    response: o.response,
    at: o.at,
    day: o.day,
    nextDayStart,
    source: o.source,
  };
}

/**
 * The writes the outcomes make over the stored entries they touch (`stored`, any order; a key absent is not
 * in the book), each entry's outcomes folded in the order given. An entry nothing changes is left out.
 */
export function planWrites(stored: readonly StoredEntry[], outcomes: readonly BookOutcome[]): EntryWrite[] {
  const current = new Map(stored.map((s) => [keyOf(Number(s.studentId), Number(s.questionId)), entryOf(s)]));
  const byKey = new Map<string, BookOutcome[]>();
  for (const o of outcomes) {
    const key = keyOf(o.studentId, o.questionId);
    byKey.set(key, [...(byKey.get(key) ?? []), o]);
  }
  const writes: EntryWrite[] = [];
  const nextDayStarts = new Map<string, Date>();
  for (const [key, list] of byKey) {
    const before = current.get(key) ?? null;
    // A correct answer to a question not in the book changes nothing: no need to fold it.
    if (before === null && list.every((o) => o.outcome === 'correct')) continue;
    const after = applyOutcomes(
      before,
      list.map((o) => ruleOutcomeOf(o, nextDayStarts)),
    );
    const first = list[0];
    if (after && first) {
      writes.push({
        studentId: first.studentId,
        questionId: first.questionId,
        counted: countedOf(before),
        entry: after,
      });
    }
  }
  return writes;
}

const readEntries = preparedStatement<{ keys: string }, { entry: StoredEntry }>(
  () => sql`
    select ${storedEntryJson('w')} as entry
    from jsonb_to_recordset(${p('keys')}::jsonb) as k("studentId" int, "questionId" int)
    join wrong_questions w on w.student_id = k."studentId" and w.question_id = k."questionId"`,
);

/**
 * The writes in one statement: an entry already in the book is updated only while it has counted what the
 * write read (`counted`), a new one inserted only while it is still absent (with its student's brand). Returns
 * the keys written; a write another change got to first is not written (recordOutcomes reads it again).
 */
const writeEntries = preparedStatement<{ rows: string }, { studentId: number; questionId: number }>(
  () => sql`
    with g as (
      select * from jsonb_to_recordset(${p('rows')}::jsonb) as g(
        "studentId" int, "questionId" int, counted int, "submissionId" int, "practiceId" int, "aiCourseItemId" int,
        "wrongResponse" jsonb,
        "wrongCount" int, "correctCount" int, "correctDays" int, "lastCorrectOn" date, "firstWrongAt" timestamptz,
        "lastWrongAt" timestamptz, "lastAnsweredAt" timestamptz, "masteredAt" timestamptz, card jsonb, "dueAt" timestamptz)
    ), changed as (
      update wrong_questions w
      set submission_id = g."submissionId", practice_id = g."practiceId", ai_course_item_id = g."aiCourseItemId",
          wrong_response = g."wrongResponse",
          wrong_count = g."wrongCount", correct_count = g."correctCount", correct_days = g."correctDays",
          last_correct_on = g."lastCorrectOn", first_wrong_at = g."firstWrongAt", last_wrong_at = g."lastWrongAt",
          last_answered_at = g."lastAnsweredAt", mastered_at = g."masteredAt", card = g.card, due_at = g."dueAt",
          updated_at = now()
      from g
      where g.counted > 0 and w.student_id = g."studentId" and w.question_id = g."questionId"
        and w.wrong_count + w.correct_count = g.counted
      returning w.student_id, w.question_id
    ), added as (
      insert into wrong_questions (student_id, question_id, brand_id, submission_id, practice_id, ai_course_item_id,
        wrong_response,
        wrong_count, correct_count, correct_days, last_correct_on, first_wrong_at, last_wrong_at, last_answered_at,
        mastered_at, card, due_at)
      select g."studentId", g."questionId", u.brand_id, g."submissionId", g."practiceId", g."aiCourseItemId",
        g."wrongResponse",
        g."wrongCount", g."correctCount", g."correctDays", g."lastCorrectOn", g."firstWrongAt", g."lastWrongAt",
        g."lastAnsweredAt", g."masteredAt", g.card, g."dueAt"
      from g join users u on u.id = g."studentId"
      where g.counted = 0
      on conflict (student_id, question_id) do nothing
      returning student_id, question_id
    )
    select student_id as "studentId", question_id as "questionId" from changed
    union all select student_id, question_id from added`,
);

function rowsJson(writes: readonly EntryWrite[]): string {
  return JSON.stringify(
    writes.map((w) => ({
      studentId: w.studentId,
      questionId: w.questionId,
      counted: w.counted,
      ...w.entry,
      firstWrongAt: w.entry.firstWrongAt.toISOString(),
      lastWrongAt: w.entry.lastWrongAt.toISOString(),
      lastAnsweredAt: w.entry.lastAnsweredAt.toISOString(),
      masteredAt: w.entry.masteredAt?.toISOString() ?? null,
      dueAt: w.entry.dueAt.toISOString(),
    })),
  );
}

/**
 * Writes planned entries in one statement; returns the outcomes of the entries not written (another change
 * got there first), for recordOutcomes to apply again over what is stored now.
 */
export async function writePlanned(
  db: Exec,
  writes: readonly EntryWrite[],
  outcomes: readonly BookOutcome[],
): Promise<BookOutcome[]> {
  if (writes.length === 0) return [];
  const written = await writeEntries(db, { rows: rowsJson(writes) });
  const done = new Set(written.map((r) => keyOf(Number(r.studentId), Number(r.questionId))));
  const missed = new Set(writes.map((w) => keyOf(w.studentId, w.questionId)).filter((k) => !done.has(k)));
  return outcomes.filter((o) => missed.has(keyOf(o.studentId, o.questionId)));
}

/** A concurrent writer wins at most this many times in a row before recordOutcomes gives up (it never should). */
const ATTEMPTS = 5;

/**
 * Records graded answers into the book by the rule (book-rule.ts): reads the entries they touch, folds each
 * entry's outcomes in order, writes them in one statement, and applies again over what is stored now the few
 * that a concurrent change got to first. On a database or inside the caller's transaction.
 */
export async function recordOutcomes(db: Exec, outcomes: readonly BookOutcome[]): Promise<void> {
  let pending: readonly BookOutcome[] = outcomes;
  for (let attempt = 0; attempt < ATTEMPTS && pending.length > 0; attempt++) {
    const keys = [...new Map(pending.map((o) => [keyOf(o.studentId, o.questionId), o])).values()].map((o) => ({
      studentId: o.studentId,
      questionId: o.questionId,
    }));
    const stored = (await readEntries(db, { keys: JSON.stringify(keys) })).map((r) => r.entry);
    pending = await writePlanned(db, planWrites(stored, pending), pending);
  }
  if (pending.length > 0) throw new Error('wrong-question book: an entry kept changing while it was recorded');
}

/** The book entries of one student for some questions (the camp's answer reads its entry after recording). */
export async function entriesOf(db: Exec, studentId: number, questionIds: readonly number[]): Promise<StoredEntry[]> {
  if (questionIds.length === 0) return [];
  const rows = await selectRows<{ entry: StoredEntry }>(
    db,
    sql`select ${storedEntryJson('w')} as entry from wrong_questions w
        where w.student_id = ${studentId} and w.question_id = any(${`{${questionIds.join(',')}}`}::int[])`,
  );
  return rows.map((r) => r.entry);
}

/** An answer of a hand-in as the submit graded it. */
export interface HandedInAnswer {
  questionId: number;
  outcome: string;
  response: Record<string, unknown>;
}

/** A hand-in for the book: whose, which submission, when and in which time zone, its graded answers. */
export interface HandIn {
  studentId: number;
  submissionId: number;
  at: Date;
  tz: string;
  answers: readonly HandedInAnswer[];
}

/**
 * The book outcomes of hand-ins: every answer graded correct, partly right or wrong (pending ones wait for a
 * person: modules/correction records them when graded), on the hand-in's day in its time zone.
 */
export function handInOutcomes(handIns: readonly HandIn[]): BookOutcome[] {
  return handIns.flatMap((h) => {
    const day = dayIn(h.tz, h.at);
    return h.answers.flatMap((a): BookOutcome[] =>
      a.outcome === 'correct' || a.outcome === 'partial' || a.outcome === 'wrong'
        ? [
            {
              studentId: h.studentId,
              questionId: a.questionId,
              outcome: a.outcome,
              response: a.response,
              at: h.at,
              day,
              tz: h.tz,
              source: { submissionId: h.submissionId },
            },
          ]
        : [],
    );
  });
}
