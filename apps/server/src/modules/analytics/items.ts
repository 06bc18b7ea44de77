import { type SQL, sql } from 'drizzle-orm';
import {
  facility,
  type JzxError,
  type JzxErrors,
  type JzxErrorsQuery,
  type JzxItem,
  type JzxItemAnalysis,
  type JzxItemAnalysisQuery,
  type JzxMostMissed,
  type JzxMostMissedQuery,
  type JzxTrends,
  type JzxTrendsQuery,
  JZX_TREND_WEEKS_MAX,
  mergeCounts,
  pointBiserial,
  weekOfDay,
} from '@edu/shared';
import type { OrgScope } from '../../access/org';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/queries';
import { byBrand, checkSchool, type Filters, filterWhere, num } from './filters';

// Item analysis, most missed, trends and the error list: sums of the aggregate rows in scope, the figures
// from them by the pure functions of @edu/shared/item-analysis (the SQL repeats the formulas only to sort).

const STEM_CHARS = 200;
const WRONG_ANSWERS_SHOWN = 5;

interface SumRow {
  questionId: number;
  attempts: number;
  correct: number;
  sumY: number;
  sumY2: number;
  sumXY: number;
  total?: number;
}

/** The point-biserial of summed columns, in SQL, for ORDER BY (nulls where the TypeScript gives null). */
const DISCRIMINATION = sql.raw(`case when sum(t.attempts) < 2 then null
  when (sum(t.attempts) * sum(t.correct) - sum(t.correct) ^ 2) <= 0
    or (sum(t.attempts) * sum(t.sum_y2) - sum(t.sum_y) ^ 2) <= 1e-9 * greatest(1, sum(t.attempts) * sum(t.sum_y2)) then null
  else (sum(t.attempts) * sum(t.sum_xy) - sum(t.correct) * sum(t.sum_y))
       / sqrt((sum(t.attempts) * sum(t.correct) - sum(t.correct) ^ 2) * (sum(t.attempts) * sum(t.sum_y2) - sum(t.sum_y) ^ 2)) end`);
const FACILITY = sql.raw('sum(t.correct)::float8 / nullif(sum(t.attempts), 0)');
const SUMS = sql.raw(`t.question_id as "questionId", sum(t.attempts) as attempts, sum(t.correct) as correct,
  sum(t.sum_y) as "sumY", sum(t.sum_y2) as "sumY2", sum(t.sum_xy) as "sumXY"`);

/** The question rows of a view: a brand's (or the platform's) rollup, or one school's classes. */
const questionTable = (brandWide: boolean) =>
  sql.raw(brandWide ? 'analytics_brand_question' : 'analytics_class_question');

/** The rest of each item: stem, key, knowledge points, choice counts in scope (`table` the view's rows). */
async function itemsOf(db: Db, table: SQL, where: SQL, rows: SumRow[]): Promise<JzxItem[]> {
  if (rows.length === 0) return [];
  const ids = `{${rows.map((r) => Number(r.questionId)).join(',')}}`;
  const details = await selectRows<{
    id: number;
    type: string;
    subject: string;
    grade: number;
    stemText: string;
    key: string[];
    judge: boolean | null;
    kps: { id: number; name: string }[];
  }>(
    db,
    sql`select q.id, q.type, q.subject, q.grade, left(q.search_text, ${STEM_CHARS}) as "stemText",
          coalesce(q.answer->'choices', '[]'::jsonb) as key, (q.answer->>'judge')::boolean as judge,
          (select coalesce(json_agg(json_build_object('id', k.id, 'name', k.name) order by k.sort, k.id), '[]'::json)
             from question_knowledge_points qk join knowledge_points k on k.id = qk.knowledge_point_id
             where qk.question_id = q.id) as kps
        from questions q where q.id = any(${ids}::int[])`,
  );
  const maps = await selectRows<{ questionId: number; choices: Record<string, number> }>(
    db,
    sql`select t.question_id as "questionId", t.choices from ${table} t
        where ${where} and t.question_id = any(${ids}::int[]) and t.choices <> '{}'::jsonb`,
  );
  const byId = new Map(details.map((d) => [Number(d.id), d]));
  return rows.map((r) => {
    const id = Number(r.questionId);
    const d = byId.get(id);
    const sums = {
      n: num(r.attempts),
      sumX: num(r.correct),
      sumY: num(r.sumY),
      sumY2: num(r.sumY2),
      sumXY: num(r.sumXY),
    };
    const keys = new Set(d?.type === 'judge' ? [String(d.judge)] : (d?.key ?? []));
    return {
      questionId: id,
      type: d?.type ?? '',
      subject: d?.subject ?? '',
      grade: Number(d?.grade ?? 0),
      stemText: d?.stemText ?? '',
      attempts: sums.n,
      correct: sums.sumX,
      facility: facility(sums.n, sums.sumX),
      discrimination: pointBiserial(sums),
      choices: mergeCounts(maps.filter((m) => Number(m.questionId) === id).map((m) => m.choices))
        .map((c) => ({ key: c.key, count: c.count, isKey: keys.has(c.key) }))
        .sort((a, b) => a.key.localeCompare(b.key)),
      knowledgePoints: d?.kps ?? [],
    };
  });
}

const SORTS: Record<JzxItemAnalysisQuery['sort'], SQL> = {
  attempts: sql.raw('sum(t.attempts)'),
  facility: FACILITY,
  discrimination: DISCRIMINATION,
};

/** A page of the items in scope (limit/offset given so that the export reads its own window). */
export async function itemRows(
  db: Db,
  scope: OrgScope,
  q: Filters & Pick<JzxItemAnalysisQuery, 'sort' | 'order'>,
  limit: number,
  offset: number,
): Promise<{ list: JzxItem[]; total: number }> {
  await checkSchool(db, scope, q.schoolId);
  const where = filterWhere(scope, q, 't');
  const table = questionTable(byBrand(scope, q));
  const dir = sql.raw(q.order === 'asc' ? 'asc nulls last' : 'desc nulls last');
  const rows = await selectRows<SumRow>(
    db,
    sql`select ${SUMS}, count(*) over () as total from ${table} t where ${where}
        group by t.question_id having sum(t.attempts) > 0
        order by ${SORTS[q.sort]} ${dir}, t.question_id limit ${limit} offset ${offset}`,
  );
  return { list: await itemsOf(db, table, where, rows), total: num(rows[0]?.total) };
}

export async function getJzxItemAnalysis(db: Db, scope: OrgScope, q: JzxItemAnalysisQuery): Promise<JzxItemAnalysis> {
  const { list, total } = await itemRows(db, scope, q, q.pageSize, (q.page - 1) * q.pageSize);
  return { list, total, page: q.page, pageSize: q.pageSize };
}

export async function getJzxMostMissed(db: Db, scope: OrgScope, q: JzxMostMissedQuery): Promise<JzxMostMissed> {
  await checkSchool(db, scope, q.schoolId);
  const where = filterWhere(scope, q, 't');
  const brandWide = byBrand(scope, q);
  const table = questionTable(brandWide);
  const rows = await selectRows<SumRow>(
    db,
    sql`select ${SUMS} from ${table} t where ${where}
        group by t.question_id having sum(t.attempts) >= ${q.minAttempts}
        order by ${FACILITY} asc, sum(t.attempts) desc, t.question_id limit ${q.limit}`,
  );
  // Knowledge points: the brand rollup by week, summed, or the school's class rows.
  const kpTable = sql.raw(brandWide ? 'analytics_brand_kp_week' : 'analytics_class_kp');
  const kps = await selectRows<{ id: number; name: string; subject: string; attempts: number; correct: number }>(
    db,
    sql`select k.id, k.name, k.subject, x.attempts, x.correct
        from (select t.knowledge_point_id, sum(t.attempts) as attempts, sum(t.correct) as correct
              from ${kpTable} t where ${where}
              group by t.knowledge_point_id having sum(t.attempts) >= ${q.minAttempts}) x
        join knowledge_points k on k.id = x.knowledge_point_id
        order by x.correct::float8 / x.attempts asc, x.attempts desc, k.id limit ${q.limit}`,
  );
  return {
    questions: await itemsOf(db, table, where, rows),
    knowledgePoints: kps.map((k) => ({
      id: Number(k.id),
      name: k.name,
      subject: k.subject,
      attempts: num(k.attempts),
      correct: num(k.correct),
      facility: facility(num(k.attempts), num(k.correct)),
    })),
  };
}

export async function getJzxTrends(db: Db, scope: OrgScope, q: JzxTrendsQuery): Promise<JzxTrends> {
  await checkSchool(db, scope, q.schoolId);
  // One knowledge point: its weekly rows; all: the weekly answer counts (each answer once, whatever its points).
  const kp = q.knowledgePointId ? sql`and t.knowledge_point_id = ${q.knowledgePointId}` : sql``;
  const level = byBrand(scope, q) ? 'brand' : 'class';
  const table = sql.raw(q.knowledgePointId ? `analytics_${level}_kp_week` : `analytics_${level}_week`);
  const rows = await selectRows<{ week: string | Date; attempts: number; correct: number }>(
    db,
    sql`select to_char(t.week, 'YYYY-MM-DD') as week, sum(t.attempts) as attempts, sum(t.correct) as correct
        from ${table} t where ${filterWhere(scope, q, 't', true)} ${kp}
        group by t.week having sum(t.attempts) > 0 order by t.week desc limit ${JZX_TREND_WEEKS_MAX}`,
  );
  return {
    weeks: rows.reverse().map((r) => ({
      week: weekOfDay(String(r.week)),
      attempts: num(r.attempts),
      correct: num(r.correct),
      facility: facility(num(r.attempts), num(r.correct)),
    })),
  };
}

/** The platform's questions by error rate (ties: more answers first), a window of them (the brand rollup). */
export async function errorRows(
  db: Db,
  q: Pick<JzxErrorsQuery, 'subject' | 'minAttempts'>,
  limit: number,
  offset: number,
): Promise<{ list: JzxError[]; total: number }> {
  const subject = q.subject ? sql`where t.subject = ${q.subject}` : sql``;
  const rows = await selectRows<{ questionId: number; attempts: number; correct: number; total: number }>(
    db,
    sql`select t.question_id as "questionId", sum(t.attempts) as attempts, sum(t.correct) as correct,
          count(*) over () as total
        from analytics_brand_question t ${subject}
        group by t.question_id having sum(t.attempts) >= ${q.minAttempts} and sum(t.correct) < sum(t.attempts)
        order by ${FACILITY} asc, sum(t.attempts) desc, t.question_id limit ${limit} offset ${offset}`,
  );
  if (rows.length === 0) return { list: [], total: 0 };
  const ids = `{${rows.map((r) => Number(r.questionId)).join(',')}}`;
  const details = await selectRows<{
    id: number;
    brandId: number | null;
    type: string;
    subject: string;
    grade: number;
    stemText: string;
    kps: { id: number; name: string }[];
  }>(
    db,
    sql`select q.id, q.brand_id as "brandId", q.type, q.subject, q.grade, left(q.search_text, ${STEM_CHARS}) as "stemText",
          (select coalesce(json_agg(json_build_object('id', k.id, 'name', k.name) order by k.sort, k.id), '[]'::json)
             from question_knowledge_points qk join knowledge_points k on k.id = qk.knowledge_point_id
             where qk.question_id = q.id) as kps
        from questions q where q.id = any(${ids}::int[])`,
  );
  const wrong = await selectRows<{ questionId: number; wrongAnswers: Record<string, number> }>(
    db,
    sql`select t.question_id as "questionId", t.wrong_answers as "wrongAnswers" from analytics_brand_question t
        where t.question_id = any(${ids}::int[]) and t.wrong_answers <> '{}'::jsonb`,
  );
  const byId = new Map(details.map((d) => [Number(d.id), d]));
  return {
    total: num(rows[0]?.total),
    list: rows.map((r) => {
      const id = Number(r.questionId);
      const d = byId.get(id);
      const attempts = num(r.attempts);
      const wrongCount = attempts - num(r.correct);
      return {
        questionId: id,
        brandId: d?.brandId ?? null,
        type: d?.type ?? '',
        subject: d?.subject ?? '',
        grade: Number(d?.grade ?? 0),
        stemText: d?.stemText ?? '',
        attempts,
        wrong: wrongCount,
        errorRate: attempts > 0 ? wrongCount / attempts : 0,
        wrongAnswers: mergeCounts(wrong.filter((w) => Number(w.questionId) === id).map((w) => w.wrongAnswers))
          .slice(0, WRONG_ANSWERS_SHOWN)
          .map((w) => ({ answer: w.key, count: w.count })),
        knowledgePoints: d?.kps ?? [],
      };
    }),
  };
}

export async function getJzxErrors(db: Db, q: JzxErrorsQuery): Promise<JzxErrors> {
  const { list, total } = await errorRows(db, q, q.pageSize, (q.page - 1) * q.pageSize);
  return { list, total, page: q.page, pageSize: q.pageSize };
}
