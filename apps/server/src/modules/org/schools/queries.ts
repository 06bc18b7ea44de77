import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type GetSchoolListQuery, RoleType, type SchoolRow } from '@edu/shared';
import { brands, classes, schools, users } from '../../../db/schema';
import { LIST_TOTAL_CAP_DEFAULT } from '../../../config';
import {
  cappedPage,
  containsKeyword,
  type Exec,
  iso,
  orderBy,
  type Page,
  pageOf,
  qualified,
} from '../../../db/queries';
import { type OrgScope, scopeWhere } from '../../../access/org';

const schoolScope = { brandId: schools.brandId, schoolId: schools.id };

// Sort keys for the counts: correlated subqueries, evaluated only when a list is sorted by one of them.
const liveUsersOfRole = (role: number) =>
  sql<number>`(select count(*) from users u where u.school_id = ${qualified(schools, schools.id)} and u.role_type = ${role} and u.deleted_at is null)`;
const classCountKey = sql<number>`(select count(*) from classes c where c.school_id = ${qualified(schools, schools.id)})`;

const rowFields = {
  id: schools.id,
  brandId: schools.brandId,
  brandName: brands.name,
  name: schools.name,
  address: schools.address,
  enabled: schools.enabled,
  createdAt: schools.createdAt,
  updatedAt: schools.updatedAt,
};

function selectRows(db: Exec) {
  return db.select(rowFields).from(schools).leftJoin(brands, eq(brands.id, schools.brandId));
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];

interface Counts {
  teacherCount: number;
  studentCount: number;
  classCount: number;
}

/**
 * Teacher, student and class counts of the schools of one page: two grouped queries whatever the
 * page size (never a query per school), each an index range scan on school_id.
 */
async function countsOf(db: Exec, ids: number[]): Promise<Map<number, Counts>> {
  const out = new Map<number, Counts>(ids.map((id) => [id, { teacherCount: 0, studentCount: 0, classCount: 0 }]));
  if (ids.length === 0) return out;
  const [people, classRows] = await Promise.all([
    db
      .select({ schoolId: users.schoolId, roleType: users.roleType, n: count() })
      .from(users)
      .where(
        and(
          inArray(users.schoolId, ids),
          inArray(users.roleType, [RoleType.teacher, RoleType.student]),
          isNull(users.deletedAt),
        ),
      )
      .groupBy(users.schoolId, users.roleType),
    db
      .select({ schoolId: classes.schoolId, n: count() })
      .from(classes)
      .where(inArray(classes.schoolId, ids))
      .groupBy(classes.schoolId),
  ]);
  for (const p of people) {
    const c = p.schoolId === null ? undefined : out.get(p.schoolId);
    if (!c) continue;
    if (p.roleType === RoleType.teacher) c.teacherCount = p.n;
    else c.studentCount = p.n;
  }
  for (const k of classRows) {
    const c = out.get(k.schoolId);
    if (c) c.classCount = k.n;
  }
  return out;
}

async function withCounts(db: Exec, rows: Selected[]): Promise<SchoolRow[]> {
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    ...(counts.get(r.id) ?? { teacherCount: 0, studentCount: 0, classCount: 0 }),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

const SORTS = {
  name: schools.name,
  createdAt: schools.id,
  studentCount: liveUsersOfRole(RoleType.student),
  teacherCount: liveUsersOfRole(RoleType.teacher),
  classCount: classCountKey,
} as const;

export async function listSchools(
  db: Exec,
  scope: OrgScope,
  q: GetSchoolListQuery,
  cap = LIST_TOTAL_CAP_DEFAULT,
): Promise<Page<SchoolRow>> {
  const conds: (SQL | undefined)[] = [scopeWhere(scope, schoolScope)];
  if (q.brandId !== undefined) conds.push(eq(schools.brandId, q.brandId));
  if (q.enabled !== undefined) conds.push(eq(schools.enabled, q.enabled));
  conds.push(containsKeyword(schools.name, q.keyword));
  const where = and(...conds);
  const sort = q.sort ?? 'createdAt';
  const order = q.order ?? (sort === 'name' ? 'asc' : 'desc');
  const { rows, total } = await cappedPage(db, q, {
    select: selectRows(db).$dynamic(),
    table: schools,
    where,
    order: orderBy(SORTS[sort], order, schools.id),
    cap,
  });
  return pageOf(q, await withCounts(db, rows), total);
}

/** One school as a list row, or null. */
export async function schoolRowById(db: Exec, id: number): Promise<SchoolRow | null> {
  const rows = await selectRows(db).where(eq(schools.id, id)).limit(1);
  const [row] = await withCounts(db, rows);
  return row ?? null;
}

export type SchoolRecord = typeof schools.$inferSelect;

/** A school the scope reaches, or null (unknown and out-of-scope ids look the same). */
export async function findSchoolInScope(db: Exec, scope: OrgScope, id: number): Promise<SchoolRecord | null> {
  const [row] = await db
    .select()
    .from(schools)
    .where(and(eq(schools.id, id), scopeWhere(scope, schoolScope)))
    .limit(1);
  return row ?? null;
}

export async function schoolAdmins(db: Exec, schoolId: number) {
  return db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.roleType, RoleType.schooladmin), isNull(users.deletedAt)))
    .orderBy(users.id);
}
