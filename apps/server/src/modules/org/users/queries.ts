import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GetUserListQuery, UserRow } from '@edu/shared';
import { brands, classes, classStudents, schools, users } from '../../../db/schema';
import { LIST_TOTAL_CAP_DEFAULT } from '../../../config';
import {
  cappedTotal,
  countUpTo,
  type Exec,
  inOrder,
  iso,
  isoOrNull,
  keywordOf,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
  prefixPattern,
  sortedMatches,
} from '../../../db/queries';
import { type OrgScope, scopeWhere } from '../../../access/org';

export const userScope = { brandId: users.brandId, schoolId: users.schoolId };

const activeClass = alias(classStudents, 'active_class');

const rowFields = {
  id: users.id,
  username: users.username,
  name: users.name,
  roleType: users.roleType,
  brandId: users.brandId,
  brandName: brands.name,
  schoolId: users.schoolId,
  schoolName: schools.name,
  classId: classes.id,
  className: classes.name,
  grade: classes.grade,
  phone: users.phone,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** Users with their brand, school and (for students) active class: every join is on a key. */
export function selectUserRows(db: Exec) {
  return db
    .select(rowFields)
    .from(users)
    .leftJoin(brands, eq(brands.id, users.brandId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(activeClass, and(eq(activeClass.studentId, users.id), eq(activeClass.active, true)))
    .leftJoin(classes, eq(classes.id, activeClass.classId));
}

type Selected = Awaited<ReturnType<typeof selectUserRows>>[number];

export function toUserRow(r: Selected): UserRow {
  return {
    ...r,
    lastLoginAt: isoOrNull(r.lastLoginAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/**
 * Keyword search over username, name and phone as a prefix match: each arm is a range scan of its
 * text_pattern_ops index (BitmapOr), so it stays fast at 100 000+ users (see ../README.md).
 */
export function userKeyword(keyword: string | undefined): SQL | undefined {
  const kw = keywordOf(keyword);
  if (!kw) return undefined;
  const pattern = prefixPattern(kw);
  return or(
    sql`lower(${users.username}) like ${pattern}`,
    sql`lower(${users.name}) like ${pattern}`,
    sql`${users.phone} like ${pattern}`,
  );
}

/** Sort keys of the user list (also walked by the export, ../import-export/export.ts). */
export const USER_SORT_KEYS = {
  // Ids are handed out in creation order, and the primary key orders them without a sort.
  createdAt: users.id,
  username: sql`lower(${users.username})`,
  name: users.name,
  lastLoginAt: users.lastLoginAt,
} as const;
const SORTS = USER_SORT_KEYS;

export interface UserListFilter extends Omit<GetUserListQuery, 'roleType' | 'page' | 'pageSize'> {
  roleType?: number;
}

/** The scope as conditions on the grade filter's `class_students cs` and `classes c`. */
function gradeScope(scope: OrgScope): SQL {
  switch (scope.kind) {
    case 'platform':
      return sql``;
    case 'brand':
      return sql` and cs.brand_id = ${scope.brandId} and c.brand_id = ${scope.brandId}`;
    case 'school':
      return sql` and cs.school_id = ${scope.schoolId} and c.school_id = ${scope.schoolId}`;
  }
}

/** The WHERE of the user list: scope, keyword and filters (shared with the export). */
export function userListWhere(scope: OrgScope, q: UserListFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [isNull(users.deletedAt), scopeWhere(scope, userScope), userKeyword(q.keyword)];
  if (q.roleType !== undefined) conds.push(eq(users.roleType, q.roleType));
  if (q.brandId !== undefined) conds.push(eq(users.brandId, q.brandId));
  if (q.schoolId !== undefined) conds.push(eq(users.schoolId, q.schoolId));
  if (q.status !== undefined) conds.push(eq(users.status, q.status));
  if (q.grade !== undefined) {
    // Students whose active class is of the grade (class_students_one_active_uq: at most one such class),
    // among the scope's classes only: both tables carry brand and school, so a school admin's subquery
    // reads one school's rows (classes_school_grade_name_uq) instead of every class_students row.
    conds.push(
      inArray(
        users.id,
        sql`(select cs.student_id from class_students cs join classes c on c.id = cs.class_id where cs.active and c.grade = ${q.grade}${gradeScope(scope)})`,
      ),
    );
  }
  if (q.classId !== undefined) {
    conds.push(
      inArray(
        users.id,
        sql`(select student_id from class_students where class_id = ${q.classId} union all select teacher_id from class_teachers where class_id = ${q.classId})`,
      ),
    );
  }
  return and(...conds);
}

/** How a list counts and sorts (tests lower the bounds to reach every path with little data). */
export interface ListBounds {
  /** LIST_TOTAL_CAP: the total counts at most this many rows (config.listTotalCap). */
  cap?: number;
  /** Up to this many keyword matches are sorted directly rather than found along the sort's index. */
  sortMax?: number;
}

export async function listUsers(
  db: Exec,
  scope: OrgScope,
  q: UserListFilter & Pick<GetUserListQuery, 'page' | 'pageSize'>,
  { cap = LIST_TOTAL_CAP_DEFAULT, sortMax = SORT_MATCHES_MAX }: ListBounds = {},
): Promise<Page<UserRow>> {
  const where = userListWhere(scope, q);
  const sort = q.sort ?? 'createdAt';
  const order = q.order ?? (sort === 'createdAt' || sort === 'lastLoginAt' ? 'desc' : 'asc');
  const { limit, offset } = pageWindow(q);
  // Rows counted for the total: at most cap + 1 (README.md "List totals").
  let counted: Promise<number> | number = 0;

  if (keywordOf(q.keyword)) {
    // The matches of a keyword often sit together along the sort's index (a school's accounts were
    // created together; a surname is one stretch of the name order) where the planner expects them
    // spread out: walking the index to them reads most of it (60-70 ms at 100 000 users). So the
    // matches, when there are at most sortMax of them, are read once by the keyword's prefix indexes,
    // sorted and counted in one statement, and the page's rows joined by key. A keyword matching more
    // is dense along any order, and the walk finds a page at once.
    const sorted = await sortedMatches(db, q, {
      table: users,
      id: users.id,
      key: SORTS[sort],
      where,
      order,
      max: sortMax,
    });
    if (sorted) {
      const rows = sorted.ids.length === 0 ? [] : await selectUserRows(db).where(inArray(users.id, sorted.ids));
      return pageOf(q, inOrder(sorted.ids, rows.map(toUserRow)), cappedTotal(sorted.n, cap));
    }
    // More than sortMax match: when that is more than the cap too, the total is known.
    counted = sortMax >= cap ? cap + 1 : countUpTo(db, users, where, cap);
  } else {
    counted = countUpTo(db, users, where, cap);
  }
  const [rows, n] = await Promise.all([
    // lower(username) is unique (users_username_uq), so it needs no tie-breaker and can walk that index.
    selectUserRows(db)
      .where(where)
      .orderBy(...orderBy(SORTS[sort], order, sort === 'username' ? null : users.id))
      .limit(limit)
      .offset(offset),
    counted,
  ]);
  return pageOf(q, rows.map(toUserRow), cappedTotal(n, cap));
}

/** Up to this many keyword matches are sorted directly rather than found along the sort's index. */
export const SORT_MATCHES_MAX = 10_000;

export async function userRowById(db: Exec, id: number): Promise<UserRow | null> {
  const [row] = await selectUserRows(db).where(eq(users.id, id)).limit(1);
  return row ? toUserRow(row) : null;
}

export type UserRecord = typeof users.$inferSelect;

/** A live (not deleted) user the scope reaches, or null: unknown and out-of-scope ids look the same. */
export async function findUserInScope(db: Exec, scope: OrgScope, id: number): Promise<UserRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), scopeWhere(scope, userScope)))
    .limit(1);
  return row ?? null;
}

/** Is this username (case-insensitively) taken by any user, deleted ones included, other than `exceptId`? */
export async function usernameTaken(db: Exec, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** Users by id that are live, of one role, and (optionally) of one school; for member checks. */
export async function liveUsersOf(
  db: Exec,
  ids: number[],
  roleType: number,
  where: { schoolId?: number; brandId?: number },
): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.roleType, roleType),
        isNull(users.deletedAt),
        where.schoolId !== undefined ? eq(users.schoolId, where.schoolId) : undefined,
        where.brandId !== undefined ? eq(users.brandId, where.brandId) : undefined,
      ),
    );
}
