import { and, count, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClassDetail, ClassRow, GetClassListQuery } from '@edu/shared';
import { classes, classStudents, classTeachers, schools, users } from '../../../db/schema';
import { LIST_TOTAL_CAP_DEFAULT } from '../../../config';
import {
  cappedPage,
  containsKeyword,
  type Exec,
  iso,
  isoOrNull,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
  qualified,
} from '../../../db/queries';
import { type OrgScope, scopeWhere } from '../../../access/org';
import { userKeyword } from '../users/queries';

export const classScope = { brandId: classes.brandId, schoolId: classes.schoolId };

const head = alias(users, 'head');

/** Sort key when a list is sorted by size (a correlated subquery, evaluated only then). */
const studentCountKey = sql<number>`(select count(*) from class_students cs where cs.class_id = ${qualified(classes, classes.id)})`;

const rowFields = {
  id: classes.id,
  brandId: classes.brandId,
  schoolId: classes.schoolId,
  schoolName: schools.name,
  grade: classes.grade,
  name: classes.name,
  headTeacherId: classes.headTeacherId,
  status: classes.status,
  createdAt: classes.createdAt,
  updatedAt: classes.updatedAt,
};

function selectRows(db: Exec) {
  return db.select(rowFields).from(classes).innerJoin(schools, eq(schools.id, classes.schoolId));
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];

/**
 * Member counts and head teacher names of the classes of one page: three queries (primary-key lookups
 * and range scans) whatever the page size, no N+1. Done after the page is cut, so that a join to users
 * never runs over every class in scope.
 */
async function withCounts(db: Exec, rows: Selected[]): Promise<ClassRow[]> {
  const ids = rows.map((r) => r.id);
  const headIds = [...new Set(rows.flatMap((r) => (r.headTeacherId === null ? [] : [r.headTeacherId])))];
  const [teachers, students, heads] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({ classId: classTeachers.classId, n: count() })
            .from(classTeachers)
            .where(inArray(classTeachers.classId, ids))
            .groupBy(classTeachers.classId),
          db
            .select({ classId: classStudents.classId, n: count() })
            .from(classStudents)
            .where(inArray(classStudents.classId, ids))
            .groupBy(classStudents.classId),
          headIds.length === 0
            ? Promise.resolve([])
            : db.select({ id: head.id, name: head.name }).from(head).where(inArray(head.id, headIds)),
        ]);
  const headName = new Map(heads.map((h) => [h.id, h.name]));
  const teacherCount = new Map(teachers.map((t) => [t.classId, t.n]));
  const studentCount = new Map(students.map((t) => [t.classId, t.n]));
  return rows.map((r) => ({
    ...r,
    headTeacherName: r.headTeacherId === null ? null : (headName.get(r.headTeacherId) ?? null),
    teacherCount: teacherCount.get(r.id) ?? 0,
    studentCount: studentCount.get(r.id) ?? 0,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

const SORTS = {
  name: classes.name,
  grade: [classes.grade, classes.name],
  createdAt: classes.id,
  studentCount: studentCountKey,
} as const;

export async function listClasses(
  db: Exec,
  scope: OrgScope,
  q: GetClassListQuery,
  cap = LIST_TOTAL_CAP_DEFAULT,
): Promise<Page<ClassRow>> {
  const conds: (SQL | undefined)[] = [scopeWhere(scope, classScope)];
  if (q.brandId !== undefined) conds.push(eq(classes.brandId, q.brandId));
  if (q.schoolId !== undefined) conds.push(eq(classes.schoolId, q.schoolId));
  if (q.grade !== undefined) conds.push(eq(classes.grade, q.grade));
  if (q.status !== undefined) conds.push(eq(classes.status, q.status));
  if (q.teacherId !== undefined) {
    const teacherId = q.teacherId;
    conds.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(classTeachers)
          .where(and(eq(classTeachers.classId, classes.id), eq(classTeachers.teacherId, teacherId))),
      ),
    );
  }
  conds.push(containsKeyword(classes.name, q.keyword));
  const where = and(...conds);
  const sort = q.sort ?? 'grade';
  const order = q.order ?? (sort === 'createdAt' || sort === 'studentCount' ? 'desc' : 'asc');
  const { rows, total } = await cappedPage(db, q, {
    select: selectRows(db).$dynamic(),
    table: classes,
    where,
    order: orderBy(SORTS[sort], order, classes.id),
    cap,
  });
  return pageOf(q, await withCounts(db, rows), total);
}

export async function classRowById(db: Exec, id: number): Promise<ClassRow | null> {
  const [row] = await withCounts(db, await selectRows(db).where(eq(classes.id, id)).limit(1));
  return row ?? null;
}

export type ClassRecord = typeof classes.$inferSelect;

/** A class the scope reaches, or null: unknown and out-of-scope ids look the same. */
export async function findClassInScope(db: Exec, scope: OrgScope, id: number): Promise<ClassRecord | null> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, id), scopeWhere(scope, classScope)))
    .limit(1);
  return row ?? null;
}

export async function classTeacherList(db: Exec, cls: { id: number; headTeacherId: number | null }) {
  const rows = await db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(and(eq(classTeachers.classId, cls.id), isNull(users.deletedAt)))
    .orderBy(users.name, users.id);
  return rows.map((t) => ({ ...t, head: t.id === cls.headTeacherId })).sort((a, b) => Number(b.head) - Number(a.head));
}

export async function classStudentPage(
  db: Exec,
  classId: number,
  q: { page: number; pageSize: number; keyword?: string },
): Promise<ClassDetail['students']> {
  const where = and(eq(classStudents.classId, classId), isNull(users.deletedAt), userKeyword(q.keyword));
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        phone: users.phone,
        status: users.status,
        lastLoginAt: users.lastLoginAt,
      })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(where)
      .orderBy(users.name, users.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(where),
  ]);
  return pageOf(
    q,
    rows.map((r) => ({ ...r, lastLoginAt: isoOrNull(r.lastLoginAt) })),
    total?.n ?? 0,
  );
}
