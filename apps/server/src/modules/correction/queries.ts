import { type SQL, sql } from 'drizzle-orm';
import {
  type CorrectionHold,
  type CorrectionOverview,
  type CorrectionOverviewRow,
  type CorrectionQueue,
  type CorrectionRow,
  type CorrectionState,
  type Corrections,
  type GetCorrectionOverviewQuery,
  type GetCorrectionQueueQuery,
  type GetCorrectionsQuery,
  RoleType,
} from '@edu/shared';
import {
  type Corrector,
  correctionWork,
  correctorOf,
  correctorReaches,
  type Reach,
  readReach,
  submissionAlias,
} from '../../access/correction';
import type { OrgScope } from '../../access/org';
import type { SupportScope } from '../../access/scopes';
import type { Db } from '../../db/client';
import { type Exec, keywordOf, pageOf, pageWindow, prefixPattern, selectRows } from '../../db/queries';
import { badRequest, forbidden } from '../../http/errors';

// The correction lists and the page of one submission (README.md). Every statement reads submissions as `s`
// and their students as `st`; what a corrector reaches is access/correction.ts `correctorReaches`.

export const SUBMISSION_NOT_FOUND = 'Submission not found';
const DAY_MS = 86_400_000;

/** A time as the drivers give it (node-postgres a Date, PGlite a Date or text). */
type Stamp = Date | string;
const isoOf = (v: Stamp): string => new Date(v).toISOString();
const isoOrNullOf = (v: Stamp | null): string | null => (v === null ? null : isoOf(v));
const msOf = (v: Stamp): number => new Date(v).getTime();

/** Correction work of `s` (access/correction.ts). */
export const workOf = (alias = 's'): SQL =>
  correctionWork({ state: sql.raw(`${alias}.state`), version: sql.raw(`${alias}.version`) });

/** The submission `alias` is the corrector's: its brand, a student linked to it or a class it corrects for. */
export const reachOf = (me: Corrector, alias = 's'): SQL => correctorReaches(me, submissionAlias(alias));

/** The student of `alias` is still there (a deleted student's work leaves the lists and pages). */
export const liveStudentOf = (alias = 's'): SQL =>
  sql`exists (select 1 from users st where st.id = ${sql.raw(`${alias}.student_id`)} and st.deleted_at is null)`;

/** What the lists read: the work, its live student, its homework (due time). */
export const workFrom = sql`submissions s
  join users st on st.id = s.student_id and st.deleted_at is null
  left join assignments a on a.class_id = s.class_id and a.lesson_id = s.lesson_id`;

/** The queue's order: oldest due first (homework by its due time, other lessons by their hand-in time). */
export const QUEUE_KEY = sql`coalesce(a.due_at, s.submitted_at)`;
const queueOrder = sql`${QUEUE_KEY} asc, s.submitted_at asc, s.id asc`;

interface WorkFilter {
  /** the corrector's reach, read once per request (access/correction.ts readReach) */
  reach?: Reach;
  brandId?: number;
  state?: CorrectionState;
  classId?: number;
  lessonId?: number;
  /** YYYY-MM-DD, UTC */
  from?: string;
  to?: string;
  keyword?: string;
}

/** The condition of a list of correction work (over `workFrom`). */
export function workWhere(f: WorkFilter): SQL {
  const parts: SQL[] = [workOf()];
  if (f.reach) parts.push(correctorReaches(f.reach, submissionAlias('s')));
  if (f.brandId !== undefined) parts.push(sql`s.brand_id = ${f.brandId}`);
  if (f.state === 'waiting') parts.push(sql`s.state = 'submitted'`);
  if (f.state === 'corrected') parts.push(sql`s.state = 'graded'`);
  if (f.classId !== undefined) parts.push(sql`s.class_id = ${f.classId}`);
  if (f.lessonId !== undefined) parts.push(sql`s.lesson_id = ${f.lessonId}`);
  if (f.from) parts.push(sql`s.submitted_at >= ${`${f.from}T00:00:00Z`}::timestamptz`);
  if (f.to) {
    const end = new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS).toISOString();
    parts.push(sql`s.submitted_at < ${end}::timestamptz`);
  }
  const kw = keywordOf(f.keyword);
  if (kw) {
    parts.push(sql`(lower(st.name) like ${prefixPattern(kw)} or lower(st.username) like ${prefixPattern(kw)})`);
  }
  return sql.join(parts, sql` and `);
}

function checkDays(q: { from?: string; to?: string }): void {
  if (q.from && q.to && q.to < q.from) throw badRequest('to: must not be before from');
}

/** The sorts of /correction/index (`sort`, `order`); the default is the newest hand-in first. */
const SORTS: Record<string, { key: SQL; nullable: boolean; order: 'asc' | 'desc' }> = {
  submittedAt: { key: sql`s.submitted_at`, nullable: false, order: 'desc' },
  dueAt: { key: sql`a.due_at`, nullable: true, order: 'asc' },
  score: { key: sql`s.score`, nullable: true, order: 'desc' },
  name: { key: sql`st.name`, nullable: false, order: 'asc' },
  waited: { key: sql`(coalesce(s.graded_at, now()) - s.submitted_at)`, nullable: false, order: 'desc' },
};
const SORT_PROBLEM = 'sort: must be submittedAt, dueAt, score, name or waited';

function listOrder(q: Pick<GetCorrectionsQuery, 'sort' | 'order'>): SQL {
  const sort = q.sort ? SORTS[q.sort] : SORTS.submittedAt;
  if (!sort) throw badRequest(SORT_PROBLEM);
  const order = q.order ?? sort.order;
  const dir = sql.raw(order);
  const key = sort.nullable ? sql`${sort.key} ${dir} nulls last` : sql`${sort.key} ${dir}`;
  return sql`${key}, s.submitted_at ${dir}, s.id ${dir}`;
}

/** A page of work ids in `order`, and how many match. */
async function workPage(
  db: Exec,
  where: SQL,
  order: SQL,
  q: { page: number; pageSize: number },
): Promise<{ ids: number[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const [rows, counted] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select s.id from ${workFrom} where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${workFrom} where ${where}`),
  ]);
  return { ids: rows.map((r) => Number(r.id)), total: Number(counted[0]?.n ?? 0) };
}

export interface RowData {
  submissionId: number;
  studentId: number;
  studentName: string;
  studentUsername: string;
  classId: number;
  className: string;
  schoolName: string;
  brandId: number;
  brandName: string;
  lessonId: number;
  lessonTitle: string;
  courseTitle: string;
  state: string;
  submittedAt: Stamp;
  gradedAt: Stamp | null;
  dueAt: Stamp | null;
  score: number | null;
  version: number;
  heldBy: number | null;
  holderName: string | null;
  heldUntil: Stamp | null;
  waiting: number;
  corrected: number;
  correctedById: number | null;
  correctedByName: string | null;
  correctedAt: Stamp | null;
}

/** What the rows of the lists show, for some submissions (their order is the caller's). */
export const rowSelect = (where: SQL) => sql`
  select s.id as "submissionId", s.student_id as "studentId", st.name as "studentName",
    st.username as "studentUsername", s.class_id as "classId", c.name as "className", sc.name as "schoolName",
    s.brand_id as "brandId", b.name as "brandName", s.lesson_id as "lessonId", l.title as "lessonTitle",
    co.title as "courseTitle", s.state, s.submitted_at as "submittedAt", s.graded_at as "gradedAt",
    a.due_at as "dueAt", s.score, s.version,
    h.id as "heldBy", h.name as "holderName", case when h.id is null then null else s.held_until end as "heldUntil",
    n.waiting, n.corrected, lc.corrected_by as "correctedById", cu.name as "correctedByName",
    lc.corrected_at as "correctedAt"
  from ${workFrom}
  join classes c on c.id = s.class_id
  join schools sc on sc.id = s.school_id
  join brands b on b.id = s.brand_id
  join lessons l on l.id = s.lesson_id
  join courses co on co.id = l.course_id
  left join users h on h.id = s.held_by and s.held_until > now()
  cross join lateral (
    select count(*) filter (where an.outcome = 'pending' and an.points is null)::int as waiting,
           count(*) filter (where an.points is not null)::int as corrected
    from answers an where an.submission_id = s.id) n
  left join lateral (
    select an.corrected_by, an.corrected_at from answers an
    where an.submission_id = s.id and an.corrected_at is not null
    order by an.corrected_at desc limit 1) lc on true
  left join users cu on cu.id = lc.corrected_by
  where ${where}`;

async function rowData(db: Exec, ids: readonly number[]): Promise<RowData[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await selectRows<RowData>(db, rowSelect(sql`s.id in (${list})`));
  const byId = new Map(rows.map((r) => [Number(r.submissionId), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function holdOf(
  r: { heldBy: number | null; holderName: string | null; heldUntil: Stamp | null },
  me: number | null,
): CorrectionHold | null {
  if (r.heldBy === null || r.heldUntil === null) return null;
  return {
    holderId: Number(r.heldBy),
    holderName: r.holderName ?? '',
    until: isoOf(r.heldUntil),
    mine: me !== null && Number(r.heldBy) === me,
  };
}

export const stateOf = (state: string): CorrectionState => (state === 'submitted' ? 'waiting' : 'corrected');

export function rowOf(r: RowData, me: number | null): CorrectionRow {
  const dueAt = isoOrNullOf(r.dueAt);
  return {
    submissionId: Number(r.submissionId),
    student: { id: Number(r.studentId), name: r.studentName, username: r.studentUsername },
    classId: Number(r.classId),
    className: r.className,
    schoolName: r.schoolName,
    lessonId: Number(r.lessonId),
    lessonTitle: r.lessonTitle,
    courseTitle: r.courseTitle,
    state: stateOf(r.state),
    submittedAt: isoOf(r.submittedAt),
    dueAt,
    late: r.dueAt !== null && msOf(r.submittedAt) > msOf(r.dueAt),
    waiting: Number(r.waiting),
    corrected: Number(r.corrected),
    score: r.score === null ? null : Number(r.score),
    correctedBy: r.correctedById === null ? null : { id: Number(r.correctedById), name: r.correctedByName ?? '' },
    correctedAt: isoOrNullOf(r.correctedAt),
    hold: holdOf(r, me),
  };
}

/** The corrector's queue (/dashboard/dashboard): the work waiting for a person, oldest due first. */
export async function getCorrectionQueue(
  db: Db,
  scope: SupportScope,
  q: GetCorrectionQueueQuery,
): Promise<CorrectionQueue> {
  const me = correctorOf(scope);
  const where = workWhere({ reach: await readReach(db, me), state: 'waiting', keyword: q.keyword });
  const { ids, total } = await workPage(db, where, queueOrder, q);
  return pageOf(
    q,
    (await rowData(db, ids)).map((r) => rowOf(r, me.userId)),
    total,
  );
}

/** Every correction the corrector reaches (/correction/index), waiting or done, newest hand-in first. */
export async function getCorrections(db: Db, scope: SupportScope, q: GetCorrectionsQuery): Promise<Corrections> {
  const me = correctorOf(scope);
  checkDays(q);
  const where = workWhere({ ...q, reach: await readReach(db, me) });
  const { ids, total } = await workPage(db, where, listOrder(q), q);
  return pageOf(
    q,
    (await rowData(db, ids)).map((r) => rowOf(r, me.userId)),
    total,
  );
}

/**
 * The platform admin's overview (/correction/index): every brand's correction work with the correction
 * teachers who reach it and how long it waited; over the whole filter, how many wait and the longest wait.
 */
export async function getCorrectionOverview(
  db: Db,
  scope: OrgScope,
  q: GetCorrectionOverviewQuery,
  adminId: number,
): Promise<CorrectionOverview> {
  if (scope.kind !== 'platform') throw forbidden();
  checkDays(q);
  const where = workWhere(q);
  const { limit, offset } = pageWindow(q);
  const [page, [figures]] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select s.id from ${workFrom} where ${where} order by ${listOrder(q)} limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number; waiting: number; oldest: Stamp | null; now: Stamp }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where s.state = 'submitted')::int as waiting,
            min(s.submitted_at) filter (where s.state = 'submitted') as oldest, now() as now
          from ${workFrom} where ${where}`,
    ),
  ]);
  const ids = page.map((r) => Number(r.id));
  const [rows, correctors] = await Promise.all([rowData(db, ids), correctorsOf(db, ids)]);
  const now = figures ? msOf(figures.now) : Date.now();
  const list = rows.map(
    (r): CorrectionOverviewRow => ({
      ...rowOf(r, adminId),
      brandId: Number(r.brandId),
      brandName: r.brandName,
      correctors: correctors.get(Number(r.submissionId)) ?? [],
      waitedMs: Math.max(
        0,
        (r.state === 'submitted' || r.gradedAt === null ? now : msOf(r.gradedAt)) - msOf(r.submittedAt),
      ),
    }),
  );
  return {
    ...pageOf(q, list, Number(figures?.n ?? 0)),
    waitingTotal: Number(figures?.waiting ?? 0),
    longestWaitMs: figures?.oldest ? Math.max(0, now - msOf(figures.oldest)) : null,
  };
}

/** The live correction teachers who reach each submission (correctorReaches from the teacher's side). */
async function correctorsOf(db: Exec, ids: readonly number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return out;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await selectRows<{ submissionId: number; id: number; name: string }>(
    db,
    sql`select s.id as "submissionId", u.id, u.name
        from submissions s
        join users u on u.brand_id = s.brand_id and u.role_type = ${RoleType.correctionTeacher} and u.deleted_at is null
        where s.id in (${list}) and ${correctorReaches({ userId: sql`u.id`, brandId: sql`u.brand_id` }, submissionAlias('s'))}
        order by u.name, u.id`,
  );
  for (const r of rows) {
    const key = Number(r.submissionId);
    out.set(key, [...(out.get(key) ?? []), { id: Number(r.id), name: r.name }]);
  }
  return out;
}
