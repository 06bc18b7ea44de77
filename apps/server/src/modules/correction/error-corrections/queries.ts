import { type SQL, sql } from 'drizzle-orm';
import {
  type ErrorCorrectionOverview,
  type ErrorCorrectionOverviewRow,
  type ErrorCorrectionRow,
  type ErrorCorrections,
  type ErrorCorrectionState,
  type GetErrorCorrectionOverviewQuery,
  type GetErrorCorrectionsQuery,
  type GradeOutcome,
  RoleType,
} from '@edu/shared';
import { correctorOf, correctorReaches, type Reach, readReach } from '../../../access/correction';
import type { OrgScope } from '../../../access/org';
import type { SupportScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, keywordOf, pageOf, pageWindow, prefixPattern, selectRows } from '../../../db/queries';
import { badRequest, forbidden } from '../../../http/errors';
import { idList, isoOf, isoOrNullOf, msOf, reachesCorrection, type Stamp } from './common';

// The lists of error corrections (README.md "Error correction"): the corrector's /errorCorrection/index and
// the platform admin's overview. A page reads its ids first (through the indexes on student, class, brand and
// time), then the rows of those ids.

const DAY_MS = 86_400_000;

/** What the lists read: corrections of live students. */
const listFrom = sql`error_corrections ec join users st on st.id = ec.student_id and st.deleted_at is null`;

interface ListFilter {
  reach?: Reach;
  brandId?: number;
  state?: ErrorCorrectionState;
  classId?: number;
  /** YYYY-MM-DD, UTC, on the time it was sent */
  from?: string;
  to?: string;
  keyword?: string;
}

export function listWhere(f: ListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.reach) parts.push(reachesCorrection(f.reach));
  if (f.brandId !== undefined) parts.push(sql`ec.brand_id = ${f.brandId}`);
  if (f.state) parts.push(sql`ec.state = ${f.state}`);
  if (f.classId !== undefined) parts.push(sql`ec.class_id = ${f.classId}`);
  if (f.from) parts.push(sql`ec.created_at >= ${`${f.from}T00:00:00Z`}::timestamptz`);
  if (f.to) {
    const end = new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS).toISOString();
    parts.push(sql`ec.created_at < ${end}::timestamptz`);
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

/** Pending first, oldest first: the order the corrector works in; then the latest reviewed. */
export const PENDING_FIRST = sql`(ec.state = 'pending') desc,
  (case when ec.state = 'pending' then ec.created_at end) asc nulls last, ec.reviewed_at desc nulls last, ec.id asc`;

const SORTS: Record<string, { key: SQL; nullable: boolean; order: 'asc' | 'desc' }> = {
  createdAt: { key: sql`ec.created_at`, nullable: false, order: 'asc' },
  reviewedAt: { key: sql`ec.reviewed_at`, nullable: true, order: 'desc' },
  name: { key: sql`st.name`, nullable: false, order: 'asc' },
  waited: { key: sql`(coalesce(ec.reviewed_at, now()) - ec.created_at)`, nullable: false, order: 'desc' },
};

function listOrder(q: Pick<GetErrorCorrectionsQuery, 'sort' | 'order'>): SQL {
  if (!q.sort) return PENDING_FIRST;
  const sort = SORTS[q.sort];
  if (!sort) throw badRequest('sort: must be createdAt, reviewedAt, name or waited');
  const dir = sql.raw(q.order ?? sort.order);
  const key = sort.nullable ? sql`${sort.key} ${dir} nulls last` : sql`${sort.key} ${dir}`;
  return sql`${key}, ec.created_at ${dir}, ec.id ${dir}`;
}

interface RowData {
  id: number;
  submissionId: number;
  questionId: number;
  questionType: string;
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
  attempt: number;
  state: string;
  originalOutcome: string | null;
  outcome: string | null;
  hasPhoto: boolean;
  createdAt: Stamp;
  reviewedAt: Stamp | null;
  reviewedById: number | null;
  reviewedByName: string | null;
}

async function rowData(db: Exec, ids: readonly number[]): Promise<RowData[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<RowData>(
    db,
    sql`select ec.id, ec.submission_id as "submissionId", ec.question_id as "questionId", q.type as "questionType",
          ec.student_id as "studentId", st.name as "studentName", st.username as "studentUsername",
          ec.class_id as "classId", c.name as "className", sc.name as "schoolName", ec.brand_id as "brandId",
          b.name as "brandName", s.lesson_id as "lessonId", l.title as "lessonTitle", co.title as "courseTitle",
          ec.attempt, ec.state, an.outcome as "originalOutcome", ec.outcome,
          (ec.photo is not null or ec.response ->> 'photo' is not null) as "hasPhoto",
          ec.created_at as "createdAt", ec.reviewed_at as "reviewedAt", ec.reviewed_by as "reviewedById",
          rv.name as "reviewedByName"
        from error_corrections ec
        join users st on st.id = ec.student_id
        join submissions s on s.id = ec.submission_id
        join classes c on c.id = ec.class_id
        join schools sc on sc.id = s.school_id
        join brands b on b.id = ec.brand_id
        join lessons l on l.id = s.lesson_id
        join courses co on co.id = l.course_id
        join questions q on q.id = ec.question_id
        left join answers an on an.submission_id = ec.submission_id and an.question_id = ec.question_id
        left join users rv on rv.id = ec.reviewed_by
        where ec.id in (${idList(ids)})`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function rowOf(r: RowData): ErrorCorrectionRow {
  return {
    id: Number(r.id),
    submissionId: Number(r.submissionId),
    questionId: Number(r.questionId),
    questionType: r.questionType,
    student: { id: Number(r.studentId), name: r.studentName, username: r.studentUsername },
    classId: Number(r.classId),
    className: r.className,
    schoolName: r.schoolName,
    lessonId: Number(r.lessonId),
    lessonTitle: r.lessonTitle,
    courseTitle: r.courseTitle,
    attempt: Number(r.attempt),
    state: r.state as ErrorCorrectionState,
    originalOutcome: (r.originalOutcome ?? null) as GradeOutcome | null,
    outcome: (r.outcome ?? null) as GradeOutcome | null,
    hasPhoto: !!r.hasPhoto,
    createdAt: isoOf(r.createdAt),
    reviewedAt: isoOrNullOf(r.reviewedAt),
    reviewedBy: r.reviewedById === null ? null : { id: Number(r.reviewedById), name: r.reviewedByName ?? '' },
  };
}

/** A page of correction ids in `order`, and how many match. */
async function idPage(db: Exec, where: SQL, order: SQL, q: { page: number; pageSize: number }) {
  const { limit, offset } = pageWindow(q);
  const [rows, counted] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select ec.id from ${listFrom} where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${listFrom} where ${where}`),
  ]);
  return { ids: rows.map((r) => Number(r.id)), total: Number(counted[0]?.n ?? 0) };
}

/** /errorCorrection/index for a correction teacher: the corrections of the work it reaches. */
export async function getErrorCorrections(
  db: Db,
  scope: SupportScope,
  q: GetErrorCorrectionsQuery,
): Promise<ErrorCorrections> {
  const me = correctorOf(scope);
  checkDays(q);
  const where = listWhere({ ...q, reach: await readReach(db, me) });
  const { ids, total } = await idPage(db, where, listOrder(q), q);
  return pageOf(q, (await rowData(db, ids)).map(rowOf), total);
}

/**
 * The platform admin's overview: every brand's corrections with the correction teachers who reach each and
 * how long it waited; over the whole filter, how many wait and the longest wait now.
 */
export async function getErrorCorrectionOverview(
  db: Db,
  scope: OrgScope,
  q: GetErrorCorrectionOverviewQuery,
): Promise<ErrorCorrectionOverview> {
  if (scope.kind !== 'platform') throw forbidden();
  checkDays(q);
  const where = listWhere(q);
  const { limit, offset } = pageWindow(q);
  const [page, [figures]] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select ec.id from ${listFrom} where ${where} order by ${listOrder(q)} limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number; pending: number; oldest: Stamp | null; now: Stamp }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where ec.state = 'pending')::int as pending,
            min(ec.created_at) filter (where ec.state = 'pending') as oldest, now() as now
          from ${listFrom} where ${where}`,
    ),
  ]);
  const ids = page.map((r) => Number(r.id));
  const [rows, correctors] = await Promise.all([rowData(db, ids), correctorsOf(db, ids)]);
  const now = figures ? msOf(figures.now) : Date.now();
  const list = rows.map(
    (r): ErrorCorrectionOverviewRow => ({
      ...rowOf(r),
      brandId: Number(r.brandId),
      brandName: r.brandName,
      correctors: correctors.get(Number(r.id)) ?? [],
      waitedMs: Math.max(0, (r.reviewedAt === null ? now : msOf(r.reviewedAt)) - msOf(r.createdAt)),
    }),
  );
  return {
    ...pageOf(q, list, Number(figures?.n ?? 0)),
    pendingTotal: Number(figures?.pending ?? 0),
    longestWaitMs: figures?.oldest ? Math.max(0, now - msOf(figures.oldest)) : null,
  };
}

/** The live correction teachers who reach each correction (correctorReaches from the teacher's side). */
async function correctorsOf(db: Exec, ids: readonly number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return out;
  const rows = await selectRows<{ correctionId: number; id: number; name: string }>(
    db,
    sql`select ec.id as "correctionId", u.id, u.name
        from error_corrections ec
        join users u on u.brand_id = ec.brand_id and u.role_type = ${RoleType.correctionTeacher} and u.deleted_at is null
        where ec.id in (${idList(ids)})
          and ${correctorReaches({ userId: sql`u.id`, brandId: sql`u.brand_id` }, { studentId: sql`ec.student_id`, classId: sql`ec.class_id`, brandId: sql`ec.brand_id` })}
        order by u.name, u.id`,
  );
  for (const r of rows) {
    const key = Number(r.correctionId);
    out.set(key, [...(out.get(key) ?? []), { id: Number(r.id), name: r.name }]);
  }
  return out;
}
