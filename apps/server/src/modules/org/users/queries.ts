import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GetUserListQuery, UserRow } from '@edu/shared';
import { brands, classes, classStudents, schools, users } from '../../../db/schema';
import {
  type Exec,
  iso,
  isoOrNull,
  keywordOf,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
  prefixPattern,
  NullableKey,
  type SortKey,
} from '../common';
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

/** The WHERE of the user list: scope, keyword and filters (shared with the export). */
export function userListWhere(scope: OrgScope, q: UserListFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [isNull(users.deletedAt), scopeWhere(scope, userScope), userKeyword(q.keyword)];
  if (q.roleType !== undefined) conds.push(eq(users.roleType, q.roleType));
  if (q.brandId !== undefined) conds.push(eq(users.brandId, q.brandId));
  if (q.schoolId !== undefined) conds.push(eq(users.schoolId, q.schoolId));
  if (q.status !== undefined) conds.push(eq(users.status, q.status));
  if (q.grade !== undefined) {
    // Students whose active class is of the grade (class_students_one_active_uq: at most one such class).
    conds.push(
      inArray(
        users.id,
        sql`(select cs.student_id from class_students cs join classes c on c.id = cs.class_id where cs.active and c.grade = ${q.grade})`,
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

export async function listUsers(
  db: Exec,
  scope: OrgScope,
  q: UserListFilter & Pick<GetUserListQuery, 'page' | 'pageSize'>,
): Promise<Page<UserRow>> {
  const where = userListWhere(scope, q);
  const sort = q.sort ?? 'createdAt';
  const order = q.order ?? (sort === 'createdAt' || sort === 'lastLoginAt' ? 'desc' : 'asc');
  const { limit, offset } = pageWindow(q);
  const count = () =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where)
      .then(([row]) => row?.n ?? 0);
  const keys = orderBy(SORTS[sort], order, sort === 'username' ? null : users.id);

  if (keywordOf(q.keyword)) {
    // The matches of a keyword often sit together along the sort's index (a school's accounts were
    // created together; a surname is one stretch of the name order) where the planner expects them
    // spread out: walking the index to them reads most of it (60-70 ms at 100 000 users). So when the
    // keyword matches few people in the scope (a probe that stops counting at the bound), sort just
    // them: the keyword's prefix indexes, a top-N sort of ids (their total counted in the same pass),
    // then the page's rows joined by key. A keyword matching many is dense along any order, and the
    // walk finds a page at once.
    // A school has a few hundred people: no need to ask.
    const [probe] =
      scope.kind === 'school'
        ? [{ n: 0 }]
        : await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(
              sql`(select 1 from ${users} where ${and(isNull(users.deletedAt), scopeWhere(scope, userScope), userKeyword(q.keyword))} limit ${SORT_MATCHES_MAX + 1}) as probe`,
            );
    if ((probe?.n ?? 0) <= SORT_MATCHES_MAX) {
      // One pass: the page's ids and, by a window over every match, the total.
      const page = await db
        .select({ id: users.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(users)
        .where(where)
        .orderBy(
          ...orderBy(UNINDEXED_SORTS[sort], order, sort === 'username' || sort === 'createdAt' ? null : users.id),
        )
        .limit(limit)
        .offset(offset);
      const ids = page.map((r) => r.id);
      // A page past the end has no row to carry the total.
      const total = page[0]?.total ?? (offset === 0 ? 0 : await count());
      const byId = new Map(
        ids.length === 0
          ? []
          : (await selectUserRows(db).where(inArray(users.id, ids))).map((r) => [r.id, toUserRow(r)] as const),
      );
      return pageOf(
        q,
        ids.flatMap((id) => byId.get(id) ?? []),
        total,
      );
    }
  }
  const [rows, total] = await Promise.all([
    // lower(username) is unique (users_username_uq), so it needs no tie-breaker and can walk that index.
    selectUserRows(db)
      .where(where)
      .orderBy(...keys)
      .limit(limit)
      .offset(offset),
    count(),
  ]);
  return pageOf(q, rows.map(toUserRow), total);
}

/** Up to this many keyword matches are sorted directly rather than found along the sort's index. */
const SORT_MATCHES_MAX = 20_000;

/** The sort keys as expressions that order alike but match no index (the planner then sorts the matches). */
const UNINDEXED_SORTS: Record<keyof typeof USER_SORT_KEYS, SortKey> = {
  createdAt: sql`${users.id} + 0`,
  username: sql`lower(${users.username}) || ''`,
  name: sql`${users.name} || ''`,
  lastLoginAt: new NullableKey(sql`${users.lastLoginAt} + interval '0 seconds'`),
};

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
