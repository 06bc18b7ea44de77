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
  correctorsReaching,
  type Reach,
  readReach,
  submissionAlias,
} from '../../access/correction';
import type { OrgScope } from '../../access/org';
import type { SupportScope } from '../../access/scopes';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  type CappedTotal,
  cappedTotal,
  type Exec,
  keywordOf,
  pageOf,
  pageWindow,
  prefixPattern,
  selectRows,
} from '../../db/queries';
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

/**
 * A corrector's work read first, on its own (a materialized CTE named `s`, read by `workFrom`'s joins): its
 * reach is a few hundred submissions, found through the partial indexes on its students and classes
 * (BitmapOr). Without the fence the planner may answer the newest-first page by walking the brand's whole
 * correction work backwards through `submissions_correction_brand_idx` and filtering it (it cannot know
 * where in time the corrector's work lies): 10 824 rows read for 20 at --scale 250 (60 ms on PostgreSQL),
 * and more the larger the brand.
 */
const reachedWork = (reach: Reach): SQL =>
  sql`with s as materialized (select * from submissions s where ${workOf()} and ${correctorReaches(reach, submissionAlias('s'))})`;

/** What a corrector's lists read (over `reachedWork`). */
const reachedFrom = sql`s
  join users st on st.id = s.student_id and st.deleted_at is null
  left join assignments a on a.class_id = s.class_id and a.lesson_id = s.lesson_id`;

/** A page of the corrector's work ids in `order`, and how many match. */
async function workPage(
  db: Exec,
  reach: Reach,
  where: SQL,
  order: SQL,
  q: { page: number; pageSize: number },
): Promise<{ ids: number[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const head = reachedWork(reach);
  // The page and its total in one statement (one plan to make; the reach is small, so counting every match
  // beside the page is cheap). A page past the end has no row to carry the total: it is counted on its own.
  const rows = await selectRows<{ id: number; n: number }>(
    db,
    sql`${head} select s.id, count(*) over ()::int as n from ${reachedFrom} where ${where}
        order by ${order} limit ${limit} offset ${offset}`,
  );
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.n ?? 0) };
  if (offset === 0) return { ids: [], total: 0 };
  const [counted] = await selectRows<{ n: number }>(
    db,
    sql`${head} select count(*)::int as n from ${reachedFrom} where ${where}`,
  );
  return { ids: [], total: Number(counted?.n ?? 0) };
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

/**
 * The rows of a page by their ids: a key lookup of one shape, so one prepared statement whose plan the embedded
 * database keeps (db/prepared.ts). Planning this join of ten tables anew took ~10-30 ms of each list request
 * on PGlite at --scale 250, more than running it.
 */
const rowsByIds = preparedStatement<{ ids: string }, RowData>(() =>
  rowSelect(sql`s.id = any(${sql.placeholder('ids')}::int[])`),
);

async function rowData(db: Exec, ids: readonly number[]): Promise<RowData[]> {
  if (ids.length === 0) return [];
  const rows = await rowsByIds(db, { ids: `{${ids.map((id) => Math.trunc(id)).join(',')}}` });
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
  // The reach is the CTE's condition (workPage): the filters only.
  const where = workWhere({ state: 'waiting', keyword: q.keyword });
  const { ids, total } = await workPage(db, await readReach(db, me), where, queueOrder, q);
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
  const { ids, total } = await workPage(db, await readReach(db, me), workWhere(q), listOrder(q), q);
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
  totalCap: number,
): Promise<CorrectionOverview> {
  if (scope.kind !== 'platform') throw forbidden();
  checkDays(q);
  const { page, counted, waitingN, oldest } =
    (await namedStudentsWork(db, q, totalCap)) ?? (await everyBrandsWork(db, q, totalCap));
  const ids = page.map((r) => Number(r.id));
  const [rows, correctors] = await Promise.all([rowData(db, ids), correctorsOf(db, ids)]);
  const now = oldest ? msOf(oldest.now) : Date.now();
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
    ...pageOf(q, list, cappedTotal(Number(counted?.n ?? 0), totalCap)),
    ...waitingOf(cappedTotal(Number(waitingN ?? 0), totalCap)),
    longestWaitMs: oldest?.oldest ? Math.max(0, now - msOf(oldest.oldest)) : null,
  };
}

interface OverviewFound {
  page: { id: number }[];
  counted: { n: number } | undefined;
  waitingN: number | undefined;
  oldest: { oldest: Stamp | null; now: Stamp } | undefined;
}

/**
 * The overview over every brand's work (~120 000 submissions at --scale 250, ~43 000 of them waiting): both
 * counts, the list's total and the summary's waiting figure, count at most LIST_TOTAL_CAP rows as the org
 * lists do (modules/org/README.md "List totals"; the exact waiting count alone took 129 ms on PostgreSQL).
 * The longest wait is the oldest waiting hand-in, read first through submissions_correction_time_idx (or
 * the brand's index) instead of a min() over all of them.
 */
async function everyBrandsWork(db: Exec, q: GetCorrectionOverviewQuery, totalCap: number): Promise<OverviewFound> {
  const where = workWhere(q);
  const { limit, offset } = pageWindow(q);
  // Filtered to the waiting work, the list's count is the waiting count; to the corrected, nothing waits.
  const waitingWhere = q.state === 'corrected' ? null : sql`${where} and s.state = 'submitted'`;
  const [page, counts, [oldest]] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select s.id from ${workFrom} where ${where} order by ${listOrder(q)} limit ${limit} offset ${offset}`,
    ),
    keywordOf(q.keyword) ? keywordCounts(db, where, waitingWhere, totalCap) : liveCounts(db, q, totalCap),
    selectRows<{ oldest: Stamp | null; now: Stamp }>(
      db,
      waitingWhere
        ? sql`select (select s.submitted_at from ${workFrom} where ${waitingWhere}
                      order by s.submitted_at asc limit 1) as oldest, now() as now`
        : sql`select null as oldest, now() as now`,
    ),
  ]);
  const waitingN = q.state === 'waiting' ? counts.n : q.state === 'corrected' ? 0 : counts.waiting;
  return { page, counted: { n: counts.n }, waitingN, oldest };
}

/** The two counts (each up to `cap + 1`) where a keyword names the students: over `workFrom`. */
async function keywordCounts(db: Exec, where: SQL, waitingWhere: SQL | null, cap: number) {
  const [[all], [waiting]] = await Promise.all([
    selectRows<{ n: number }>(db, cappedCount(where, cap)),
    waitingWhere ? selectRows<{ n: number }>(db, cappedCount(waitingWhere, cap)) : [{ n: 0 }],
  ]);
  return { n: Number(all?.n ?? 0), waiting: Number(waiting?.n ?? 0) };
}

/**
 * The two counts (each up to `cap + 1`) without a keyword: the live students' work is all the work less
 * the deleted students' (few, found through users_deleted_idx), so that counting reads the submissions
 * alone. Joined to every student instead, the planner hashed all 108 789 users for the waiting count
 * (33 ms of the overview's 45 at --scale 250 on PGlite).
 */
async function liveCounts(db: Exec, q: GetCorrectionOverviewQuery, cap: number) {
  const onWork = workWhere({ ...q, keyword: undefined });
  const [gone] = await selectRows<{ n: number; waiting: number }>(
    db,
    sql`select count(*)::int as n, count(*) filter (where s.state = 'submitted')::int as waiting
        from users st join submissions s on s.student_id = st.id
        where st.deleted_at is not null and ${onWork}`,
  );
  const goneN = Number(gone?.n ?? 0);
  const goneWaiting = Number(gone?.waiting ?? 0);
  const rawCount = (where: SQL, less: number) =>
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from submissions s where ${where} limit ${cap + 1 + less}) counted`,
    ).then(([r]) => Math.max(0, Number(r?.n ?? 0) - less));
  const [n, waiting] = await Promise.all([
    rawCount(onWork, goneN),
    q.state === 'corrected' ? 0 : rawCount(sql`${onWork} and s.state = 'submitted'`, goneWaiting),
  ]);
  return { n, waiting };
}

/** A keyword naming at most this many students reads their work through their index (namedStudentsWork). */
const NAMED_STUDENTS_MAX = 5000;

/**
 * The overview searched by a student's name: the students the keyword names are found first (the name's
 * prefix index), then their work alone (a materialized CTE over submissions_correction_student_idx), and
 * the page, the counts and the oldest wait are read from that. Left to itself the planner walked every
 * brand's work through the time index and looked up each student's name: "王" at --scale 250 (2 463
 * students, 909 waiting hand-ins) took 85-95 ms on PGlite that way. A keyword naming more students than
 * NAMED_STUDENTS_MAX (a common prefix) is not selective: null, and the caller reads every brand's work.
 */
async function namedStudentsWork(
  db: Exec,
  q: GetCorrectionOverviewQuery,
  totalCap: number,
): Promise<OverviewFound | null> {
  const kw = keywordOf(q.keyword);
  if (!kw) return null;
  const named = await selectRows<{ id: number }>(
    db,
    sql`select st.id from users st
        where st.role_type = ${RoleType.student} and st.deleted_at is null
          and (lower(st.name) like ${prefixPattern(kw)} or lower(st.username) like ${prefixPattern(kw)})
        limit ${NAMED_STUDENTS_MAX + 1}`,
  );
  if (named.length > NAMED_STUDENTS_MAX) return null;
  const { limit, offset } = pageWindow(q);
  const ids = `{${named.map((r) => Math.trunc(Number(r.id))).join(',')}}`;
  const head = sql`with s as materialized (
    select * from submissions s where ${workOf()} and s.student_id = any(${ids}::int[]))`;
  const where = workWhere(q);
  // The page and the figures in one statement: the named students' work is read once.
  const figuresOf = sql`count(*) over ()::int as n,
    count(*) filter (where s.state = 'submitted') over ()::int as waiting,
    min(s.submitted_at) filter (where s.state = 'submitted') over () as oldest, now() as now`;
  type Figures = { n: number; waiting: number; oldest: Stamp | null; now: Stamp };
  let rows = await selectRows<{ id: number } & Figures>(
    db,
    sql`${head} select s.id, ${figuresOf} from ${reachedFrom} where ${where}
        order by ${listOrder(q)} limit ${limit} offset ${offset}`,
  );
  const page = rows.map((r) => ({ id: Number(r.id) }));
  // A page past the end has no row to carry the figures: they are read on their own (nothing matches: none).
  if (rows.length === 0 && offset > 0) {
    rows = await selectRows(db, sql`${head} select 0 as id, ${figuresOf} from ${reachedFrom} where ${where} limit 1`);
  }
  const f = rows[0];
  // The students named are at most NAMED_STUDENTS_MAX: their work is counted exactly, then capped like the rest.
  return {
    page,
    counted: { n: Math.min(Number(f?.n ?? 0), totalCap + 1) },
    waitingN: Math.min(Number(f?.waiting ?? 0), totalCap + 1),
    oldest: f ? { oldest: f.oldest, now: f.now } : undefined,
  };
}

/** How many rows of correction work match, counting at most `cap + 1` of them. */
const cappedCount = (where: SQL, cap: number): SQL =>
  sql`select count(*)::int as n from (select 1 from ${workFrom} where ${where} limit ${cap + 1}) counted`;

const waitingOf = (c: CappedTotal) => ({ waitingTotal: c.total, waitingCapped: c.totalCapped });

/** The live correction teachers who reach each submission (access/correction.ts correctorsReaching). */
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
        join users u on u.id in ${correctorsReaching(submissionAlias('s'))} and u.brand_id = s.brand_id
          and u.role_type = ${RoleType.correctionTeacher} and u.deleted_at is null
        where s.id in (${list})
        order by u.name, u.id`,
  );
  for (const r of rows) {
    const key = Number(r.submissionId);
    out.set(key, [...(out.get(key) ?? []), { id: Number(r.id), name: r.name }]);
  }
  return out;
}
