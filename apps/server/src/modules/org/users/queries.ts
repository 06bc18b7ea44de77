import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GetUserListQuery, UserRow } from '@edu/shared';
import { brands, classes, classStudents, schools, users } from '../../../db/schema';
import { type Exec, iso, isoOrNull, keywordOf, orderBy, type Page, pageOf, pageWindow, prefixPattern } from '../common';
import { type OrgScope, scopeWhere } from '../scope';

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

const SORTS = {
  // Ids are handed out in creation order, and the primary key orders them without a sort.
  createdAt: users.id,
  username: sql`lower(${users.username})`,
  name: users.name,
  lastLoginAt: users.lastLoginAt,
} as const;

export interface UserListFilter extends Omit<GetUserListQuery, 'roleType'> {
  roleType?: number;
}

export async function listUsers(db: Exec, scope: OrgScope, q: UserListFilter): Promise<Page<UserRow>> {
  const conds: (SQL | undefined)[] = [isNull(users.deletedAt), scopeWhere(scope, userScope), userKeyword(q.keyword)];
  if (q.roleType !== undefined) conds.push(eq(users.roleType, q.roleType));
  if (q.brandId !== undefined) conds.push(eq(users.brandId, q.brandId));
  if (q.schoolId !== undefined) conds.push(eq(users.schoolId, q.schoolId));
  if (q.status !== undefined) conds.push(eq(users.status, q.status));
  if (q.classId !== undefined) {
    conds.push(
      inArray(
        users.id,
        sql`(select student_id from class_students where class_id = ${q.classId} union all select teacher_id from class_teachers where class_id = ${q.classId})`,
      ),
    );
  }
  const where = and(...conds);
  const sort = q.sort ?? 'createdAt';
  const order = q.order ?? (sort === 'createdAt' || sort === 'lastLoginAt' ? 'desc' : 'asc');
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    selectUserRows(db)
      .where(where)
      // lower(username) is unique (users_username_uq), so it needs no tie-breaker and can walk that index.
      .orderBy(...orderBy(SORTS[sort], order, sort === 'username' ? null : users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where),
  ]);
  return pageOf(q, rows.map(toUserRow), total?.n ?? 0);
}

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
