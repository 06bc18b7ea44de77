import { sql } from 'drizzle-orm';
import type {
  AnswerPracticeInput,
  AnswerPracticeResult,
  GradeOutcome,
  PracticeHistoryRow,
  PracticeSet,
  QuestionAnswer,
  QuestionType,
  Subject,
} from '@edu/shared';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, type Page, pageOf, pageWindow, selectRows } from '../../../db/queries';
import type { PracticeItemSource } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { gradeAnswer } from '../grading/grade';
import { responseOf } from '../lessons/service';
import { scoreOf } from '../lessons/work';
import { analysisOf, answerKeyOf, previewOfRow, type QuestionRow, questionColumns } from './entries';
import { entriesOf, recordAnswer } from './record';
import { settleBook } from './recorder';

// A set of the training camp once started (camp.ts): read, answered item by item (graded at once, into the
// book), finished, and the history of sets.

export const PRACTICE_NOT_FOUND = 'Training camp set not found';
const FINISHED = 'This training camp set is finished: its answers can no longer change';
const ANSWERED = 'This question of the set is answered already';

interface SetRow {
  id: number;
  state: PracticeSet['state'];
  subject: Subject | null;
  knowledgePointIds: number[];
  items: { questionId: number; source: PracticeItemSource }[];
  createdAt: Date | string;
  finishedAt: Date | string | null;
  score: number | null;
  answered: number;
  correct: number;
}

const setColumns = sql`ps.id, ps.state, ps.subject, ps.knowledge_point_ids as "knowledgePointIds", ps.items,
  ps.created_at as "createdAt", ps.finished_at as "finishedAt", ps.score,
  (select count(*)::int from practice_answers pa where pa.practice_id = ps.id) as answered,
  (select count(*)::int from practice_answers pa where pa.practice_id = ps.id and pa.outcome = 'correct') as correct`;

const iso = (v: Date | string) => new Date(v).toISOString();

async function pointNames(db: Exec, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: number; name: string }>(
    db,
    sql`select id, name from knowledge_points where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

function summaryOf(r: SetRow, names: ReadonlyMap<number, string>): PracticeHistoryRow {
  return {
    id: Number(r.id),
    state: r.state,
    subject: r.subject,
    knowledgePoints: r.knowledgePointIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    createdAt: iso(r.createdAt),
    finishedAt: r.finishedAt === null ? null : iso(r.finishedAt),
    score: r.score,
    total: r.items.length,
    answered: Number(r.answered),
    correct: Number(r.correct),
  };
}

interface AnswerRow {
  questionId: number;
  response: unknown;
  outcome: GradeOutcome;
  credit: number;
  answeredAt: Date | string;
}

/** One set of the caller's (404 for any other id), with its items: previews, and results of the answered ones. */
export async function practiceSetOf(db: Exec, scope: ClassroomScope, id: number): Promise<PracticeSet> {
  const [row] = await selectRows<SetRow>(
    db,
    sql`select ${setColumns} from practice_sets ps where ps.id = ${id} and ps.student_id = ${scope.userId}`,
  );
  if (!row) throw notFound(PRACTICE_NOT_FOUND);
  const questionIds = row.items.map((i) => i.questionId);
  const [questions, answered, names] = await Promise.all([
    selectRows<QuestionRow>(
      db,
      sql`select ${questionColumns} from questions q where q.id = any(${`{${questionIds.join(',')}}`}::int[])`,
    ),
    selectRows<AnswerRow>(
      db,
      sql`select question_id as "questionId", response, outcome, credit, answered_at as "answeredAt"
          from practice_answers where practice_id = ${row.id}`,
    ),
    pointNames(db, row.knowledgePointIds),
  ]);
  const byId = new Map(questions.map((q) => [Number(q.questionId), q]));
  const results = new Map(answered.map((a) => [Number(a.questionId), a]));
  return {
    ...summaryOf(row, names),
    // A question deleted from the bank since the set was made leaves it (its answer cascades with it).
    items: row.items.flatMap((item, i) => {
      const q = byId.get(item.questionId);
      if (!q) return [];
      const a = results.get(item.questionId);
      return [
        {
          questionId: item.questionId,
          number: i + 1,
          source: item.source,
          subject: q.subject,
          preview: previewOfRow(q),
          result: a
            ? {
                response: responseOf(a.response),
                outcome: a.outcome,
                credit: Number(a.credit),
                key: answerKeyOf(q.answer),
                analysisHtml: analysisOf(q),
                answeredAt: iso(a.answeredAt),
              }
            : null,
        },
      ];
    }),
  };
}

/** Without an id the set in progress (null when none); with one, that set of the caller's. */
export async function getPractice(db: Db, scope: ClassroomScope, q: { id?: number }): Promise<PracticeSet | null> {
  if (q.id !== undefined) return practiceSetOf(db, scope, q.id);
  const [open] = await selectRows<{ id: number }>(
    db,
    sql`select id from practice_sets where student_id = ${scope.userId} and state = 'in_progress' limit 1`,
  );
  return open ? practiceSetOf(db, scope, Number(open.id)) : null;
}

/**
 * Answers one item of the caller's set in progress, once: graded at once (as a lesson's answer is), stored,
 * and recorded into the book in the same transaction (a wrong answer enters it or counts again, a right one
 * counts toward mastery). Answers the grade, the key, the analysis and the book entry's new state.
 */
export async function answerPractice(db: Db, scope: ClassroomScope, input: AnswerPracticeInput) {
  // The student's hand-ins first, so the answer counts after them (recorder.ts).
  await settleBook(db, scope.userId);
  return db.transaction((tx) => answerPracticeIn(tx, scope, input, new Date()));
}

/** answerPractice in the caller's transaction, answered at `at` (the demo data answer in the past). */
export async function answerPracticeIn(
  tx: Exec,
  scope: ClassroomScope,
  input: AnswerPracticeInput,
  at: Date,
): Promise<AnswerPracticeResult> {
  // The set stays in progress until this answer is in (a finish waits for it: it locks the set to update).
  const [set] = await selectRows<{ state: string; items: SetRow['items'] }>(
    tx,
    sql`select state, items from practice_sets
        where id = ${input.practiceId} and student_id = ${scope.userId} for share`,
  );
  if (!set) throw notFound(PRACTICE_NOT_FOUND);
  if (set.state !== 'in_progress') throw conflict(FINISHED);
  if (!set.items.some((i) => i.questionId === input.questionId)) {
    throw badRequest(`questionId: question ${input.questionId} is not in this set`);
  }
  const [question] = await selectRows<QuestionRow>(
    tx,
    sql`select ${questionColumns} from questions q where q.id = ${input.questionId}`,
  );
  if (!question) throw badRequest(`questionId: question ${input.questionId} is not in this set`);
  const grade = await gradeAnswer(
    { type: question.type as QuestionType, answer: question.answer as QuestionAnswer },
    input.response,
  );
  const [stored] = await selectRows<{ answeredAt: Date | string }>(
    tx,
    sql`insert into practice_answers (practice_id, question_id, response, outcome, credit, answered_at)
        values (${input.practiceId}, ${input.questionId}, ${JSON.stringify(input.response)}::jsonb,
                ${grade.outcome}, ${grade.credit}, ${at.toISOString()}::timestamptz)
        on conflict (practice_id, question_id) do nothing
        returning answered_at as "answeredAt"`,
  );
  if (!stored) throw conflict(ANSWERED);
  await recordAnswer(tx, {
    studentId: scope.userId,
    questionId: input.questionId,
    outcome: grade.outcome,
    response: input.response,
    at,
    tz: input.tz,
    source: { practiceId: input.practiceId },
  });
  const [entry] = await entriesOf(tx, scope.userId, [input.questionId]);
  const [counts] = await selectRows<{ answered: number }>(
    tx,
    sql`select count(*)::int as answered from practice_answers where practice_id = ${input.practiceId}`,
  );
  return {
    questionId: input.questionId,
    response: input.response,
    outcome: grade.outcome,
    credit: grade.credit,
    key: answerKeyOf(question.answer),
    analysisHtml: analysisOf(question),
    answeredAt: at.toISOString(),
    entry: entry
      ? {
          correctDays: Number(entry.correctDays),
          mastered: entry.masteredAt !== null,
          masteredAt: entry.masteredAt === null ? null : iso(entry.masteredAt),
          dueAt: iso(entry.dueAt),
        }
      : null,
    answered: Number(counts?.answered ?? 0),
    total: set.items.length,
  };
}

/**
 * Finishes the caller's set in progress: its score is scoreOf over the answered items (null when none was
 * answered); unanswered items stay unanswered. 409 when it is finished already.
 */
export function finishPractice(db: Db, scope: ClassroomScope, input: { practiceId: number }) {
  return db.transaction((tx) => finishPracticeIn(tx, scope, input, new Date()));
}

/** finishPractice in the caller's transaction, finished at `at`. */
export async function finishPracticeIn(tx: Exec, scope: ClassroomScope, input: { practiceId: number }, at: Date) {
  const [set] = await selectRows<{ state: string }>(
    tx,
    sql`select state from practice_sets where id = ${input.practiceId} and student_id = ${scope.userId} for update`,
  );
  if (!set) throw notFound(PRACTICE_NOT_FOUND);
  if (set.state !== 'in_progress') throw conflict(FINISHED);
  const credits = await selectRows<{ credit: number }>(
    tx,
    sql`select credit from practice_answers where practice_id = ${input.practiceId} and outcome <> 'pending'`,
  );
  const score = credits.length === 0 ? null : scoreOf(credits.map((c) => Number(c.credit)));
  await tx.execute(
    sql`update practice_sets set state = 'finished', finished_at = ${at.toISOString()}::timestamptz, score = ${score}
        where id = ${input.practiceId}`,
  );
  return practiceSetOf(tx, scope, input.practiceId);
}

/** The caller's sets, newest first (practice_sets_student_created_idx). */
export async function getPracticeHistory(
  db: Db,
  scope: ClassroomScope,
  q: { page: number; pageSize: number },
): Promise<Page<PracticeHistoryRow>> {
  const { limit, offset } = pageWindow(q);
  const [rows, counted] = await Promise.all([
    selectRows<SetRow>(
      db,
      sql`select ${setColumns} from practice_sets ps where ps.student_id = ${scope.userId}
          order by ps.created_at desc, ps.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from practice_sets where student_id = ${scope.userId}`),
  ]);
  const names = await pointNames(
    db,
    rows.flatMap((r) => r.knowledgePointIds),
  );
  return pageOf(
    q,
    rows.map((r) => summaryOf(r, names)),
    Number(counted[0]?.n ?? 0),
  );
}
