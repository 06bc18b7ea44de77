import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type MyStudents, RoleType, type StuInfo } from '@edu/shared';
import type { Db } from '../../../db/client';
import { classes, classStudents, classTeachers, schools, supportLinks, users } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';
import type { AuthContext } from '../../auth';
import { iso, isoOrNull, NullableKey, orderBy, pageOf, pageWindow, qualified } from '../../../db/queries';
import { inScope, orgScopeOf } from '../../../access/org';
import { classTeacherList } from '../classes/queries';
import { selectLinkedStudents, supportKindOf, supportStaffOf } from '../support/service';
import { userKeyword } from '../users/queries';

const ORG_ADMINS = new Set(['admin', 'brandingAdmin', 'schooladmin']);

/**
 * May the caller see this student's profile? Admins within their scope, the student itself, any
 * teacher of one of its classes, and any helper linked to it. Everyone else gets 404, exactly like
 * an unknown id.
 */
async function maySee(
  db: Db,
  auth: AuthContext,
  student: { id: number; brandId: number | null; schoolId: number | null },
) {
  if (auth.userId === student.id) return true;
  if (ORG_ADMINS.has(auth.roleName)) return inScope(orgScopeOf(auth), student);
  if (auth.roleType === RoleType.teacher) {
    const cs = alias(classStudents, 'cs');
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(classTeachers)
      .innerJoin(cs, eq(cs.classId, classTeachers.classId))
      .where(and(eq(classTeachers.teacherId, auth.userId), eq(cs.studentId, student.id)))
      .limit(1);
    return row !== undefined;
  }
  if (supportKindOf(auth.roleType) !== undefined) {
    const [row] = await db
      .select({ id: supportLinks.id })
      .from(supportLinks)
      .where(and(eq(supportLinks.staffId, auth.userId), eq(supportLinks.studentId, student.id)))
      .limit(1);
    return row !== undefined;
  }
  return false;
}

export async function getStuInfo(db: Db, auth: AuthContext, userId: number): Promise<StuInfo> {
  const [student] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.roleType, RoleType.student), isNull(users.deletedAt)))
    .limit(1);
  if (!student || !(await maySee(db, auth, student))) throw notFound('Student not found');

  const [[school], [cls], staff] = await Promise.all([
    student.schoolId === null
      ? Promise.resolve([])
      : db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, student.schoolId)),
    db
      .select({ id: classes.id, name: classes.name, grade: classes.grade, headTeacherId: classes.headTeacherId })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .where(and(eq(classStudents.studentId, student.id), eq(classStudents.active, true)))
      .limit(1),
    supportStaffOf(db, student.id),
  ]);
  const teachers = cls ? await classTeacherList(db, cls) : [];
  return {
    user: {
      id: student.id,
      username: student.username,
      name: student.name,
      avatarUrl: student.avatarUrl,
      phone: student.phone,
      introduction: student.introduction,
      status: student.status,
      lastLoginAt: isoOrNull(student.lastLoginAt),
    },
    brandId: student.brandId,
    school: school ?? null,
    class: cls ? { id: cls.id, name: cls.name, grade: cls.grade } : null,
    grade: cls?.grade ?? null,
    teachers,
    supportStaff: staff.flatMap((s) => {
      const kind = supportKindOf(s.roleType);
      return kind !== undefined && kind === s.kind ? [{ ...s, kind }] : [];
    }),
  };
}

// The later of the last login and the last request of any session (sessions_user_idx).
const lastActivity =
  sql<Date | null>`greatest(${users.lastLoginAt}, (select max(s.last_seen_at) from sessions s where s.user_id = ${qualified(users, users.id)}))`.mapWith(
    users.lastLoginAt,
  );

const SORTS = {
  name: users.name,
  username: sql`lower(${users.username})`,
  linkedAt: supportLinks.createdAt,
  lastActivity: new NullableKey(lastActivity),
} as const;

/** getMyStudents: the students linked to the calling course consultant, DL or correction teacher. */
export async function getMyStudents(
  db: Db,
  auth: AuthContext,
  q: { page: number; pageSize: number; keyword?: string; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
): Promise<MyStudents> {
  const kind = supportKindOf(auth.roleType);
  if (kind === undefined) throw forbidden();
  const where: SQL | undefined = and(
    eq(supportLinks.staffId, auth.userId),
    eq(supportLinks.kind, kind),
    isNull(users.deletedAt),
    userKeyword(q.keyword),
  );
  const sort = q.sort ?? 'name';
  const order = q.order ?? (sort === 'name' || sort === 'username' ? 'asc' : 'desc');
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    selectLinkedStudents(db, { lastLoginAt: users.lastLoginAt, lastActivityAt: lastActivity })
      .where(where)
      .orderBy(...orderBy(SORTS[sort], order, users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(supportLinks)
      .innerJoin(users, eq(users.id, supportLinks.studentId))
      .where(where),
  ]);
  return pageOf(
    q,
    rows.map((r) => ({
      ...r,
      kind,
      linkedAt: iso(r.linkedAt),
      lastLoginAt: isoOrNull(r.lastLoginAt),
      lastActivityAt: isoOrNull(r.lastActivityAt),
    })),
    total?.n ?? 0,
  );
}
