import { type SQL, sql } from 'drizzle-orm';
import { PRACTICE_TYPES, type PracticeSet, type StartPracticeInput } from '@edu/shared';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, selectRows, uniqueViolation } from '../../../db/queries';
import { AppError, badRequest } from '../../../http/errors';
import { composeSet } from './compose';
import { practiceSetOf } from './practice';
import { settleBook } from './recorder';

// Starting a set of the training camp (README.md "The training camp"): what it is built from, in the order
// compose.ts fills it. practice.ts answers, finishes and lists the sets.

export const PRACTICE_OPEN = 'A training camp set is in progress: finish it before starting another';
export const NOTHING_TO_PRACTISE = 'Nothing to practise: your wrong-question book has no question for this choice';

const objective = sql.raw(`(${PRACTICE_TYPES.map((t) => `'${t}'`).join(', ')})`);
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** 409 naming the set in progress. */
function openSet(practiceId: number): AppError {
  return new AppError(409, PRACTICE_OPEN, { practiceId });
}

async function openSetId(db: Exec, studentId: number): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from practice_sets where student_id = ${studentId} and state = 'in_progress' limit 1`,
  );
  return row ? Number(row.id) : null;
}

/** The knowledge points asked for, each readable by the student (its brand's or the platform's); else 400. */
async function readablePoints(db: Exec, scope: ClassroomScope, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from knowledge_points where id = any(${intArray(ids)}::int[])
          and (brand_id is null or brand_id = ${scope.brandId})`,
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const stray = ids.find((id) => !found.has(id));
  if (stray !== undefined) throw badRequest(`knowledgePointIds: knowledge point ${stray} not found`);
  return [...ids];
}

/** The book's questions the set draws on (`w`, `q`): the student's, objective, of the subject and points. */
function drawable(studentId: number, input: Pick<StartPracticeInput, 'subject'>, points: readonly number[]): SQL {
  const parts: SQL[] = [sql`w.student_id = ${studentId}`, sql`q.type in ${objective}`];
  if (input.subject) parts.push(sql`q.subject = ${input.subject}`);
  if (points.length > 0) {
    parts.push(sql`exists (select 1 from question_knowledge_points qk
      where qk.question_id = w.question_id and qk.knowledge_point_id = any(${intArray(points)}::int[]))`);
  }
  return sql.join(parts, sql` and `);
}

const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id));

/**
 * The candidates: the book's due questions (wrong_questions_student_due_idx), unseen questions of the points
 * practised (the points asked for, else those of the book's questions still learnt under the subject), and
 * the rest of the book; each at most `size`.
 */
async function candidates(db: Exec, scope: ClassroomScope, input: StartPracticeInput, points: readonly number[]) {
  const me = scope.userId;
  const from = sql`wrong_questions w join questions q on q.id = w.question_id`;
  const where = drawable(me, input, points);
  const [due, rest] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select w.question_id as id from ${from}
          where ${where} and w.mastered_at is null and w.due_at <= now()
          order by w.due_at, w.question_id limit ${input.size}`,
    ),
    selectRows<{ id: number }>(
      db,
      sql`select w.question_id as id from ${from}
          where ${where} and not (w.mastered_at is null and w.due_at <= now())
          order by w.mastered_at is not null, w.due_at, w.question_id limit ${input.size}`,
    ),
  ]);
  const practised =
    points.length > 0
      ? [...points]
      : ids(
          await selectRows<{ id: number }>(
            db,
            sql`select distinct qk.knowledge_point_id as id
                from wrong_questions w join questions q on q.id = w.question_id
                join question_knowledge_points qk on qk.question_id = w.question_id
                where w.student_id = ${me} and w.mastered_at is null
                  ${input.subject ? sql`and q.subject = ${input.subject}` : sql``}`,
          ),
        );
  const unseen =
    practised.length === 0
      ? []
      : await selectRows<{ id: number }>(
          db,
          sql`select q.id from questions q
              where q.type in ${objective} and (q.brand_id is null or q.brand_id = ${scope.brandId})
                ${input.subject ? sql`and q.subject = ${input.subject}` : sql``}
                and q.id in (select qk.question_id from question_knowledge_points qk
                             where qk.knowledge_point_id = any(${intArray(practised)}::int[]))
                and q.id not in (select w.question_id from wrong_questions w where w.student_id = ${me})
                and q.id not in (select a.question_id from submissions s join answers a on a.submission_id = s.id
                                 where s.student_id = ${me})
                and q.id not in (select pa.question_id from practice_sets ps
                                 join practice_answers pa on pa.practice_id = ps.id where ps.student_id = ${me})
              order by q.difficulty, q.id limit ${input.size}`,
        );
  return { due: ids(due), unseen: ids(unseen), rest: ids(rest) };
}

/**
 * Starts a set: 409 with the open set's id while one is in progress (also when two starts race: the partial
 * unique index practice_sets_one_open_uq lets one in), 400 when nothing can be practised. A set is the
 * student's own practice, like its lesson work: not audited.
 */
export async function startPractice(db: Db, scope: ClassroomScope, input: StartPracticeInput): Promise<PracticeSet> {
  // Built from the book with the student's latest hand-ins in it (recorder.ts).
  await settleBook(db, scope.userId);
  return startPracticeIn(db, scope, input, new Date());
}

/** startPractice on a database or in a transaction, started at `at` (the demo data start sets in the past). */
export async function startPracticeIn(
  db: Exec,
  scope: ClassroomScope,
  input: StartPracticeInput,
  at: Date,
): Promise<PracticeSet> {
  const open = await openSetId(db, scope.userId);
  if (open !== null) throw openSet(open);
  const points = await readablePoints(db, scope, input.knowledgePointIds);
  const items = composeSet(await candidates(db, scope, input, points), input.size);
  if (items.length === 0) throw badRequest(NOTHING_TO_PRACTISE);
  let id: number;
  try {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into practice_sets (student_id, brand_id, subject, knowledge_point_ids, items, created_at)
          values (${scope.userId}, ${scope.brandId}, ${input.subject ?? null}, ${JSON.stringify(points)}::jsonb,
                  ${JSON.stringify(items)}::jsonb, ${at.toISOString()}::timestamptz)
          returning id`,
    );
    id = Number(row?.id);
  } catch (err) {
    if (uniqueViolation(err) === 'practice_sets_one_open_uq') {
      throw openSet((await openSetId(db, scope.userId)) ?? 0);
    }
    throw err;
  }
  return practiceSetOf(db, scope, id);
}
