import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { SUPPORT_KIND_VALUES, type SupportKind, type UserDetail } from '@edu/shared';
import type { Db } from '../../../db/client';
import { classes, classStudents, classTeachers, supportLinks, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { type OrgScope, scopeWhere } from '../../../access/org';
import { supportStaffOf } from '../support/service';
import { findUserInScope, userRowById, userScope } from './queries';

function isSupportKind(kind: string): kind is SupportKind {
  return (SUPPORT_KIND_VALUES as readonly string[]).includes(kind);
}

const classFields = { id: classes.id, name: classes.name, grade: classes.grade, status: classes.status };

/** One user with its classes, its helpers and how many students it helps. */
export async function getUserDetail(db: Db, scope: OrgScope, id: number): Promise<UserDetail> {
  const user = await findUserInScope(db, scope, id);
  const row = user ? await userRowById(db, user.id) : null;
  if (!user || !row) throw notFound('User not found');

  const [studentOf, teacherOf, staff, [linked]] = await Promise.all([
    db
      .select(classFields)
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .where(eq(classStudents.studentId, id))
      .orderBy(classes.grade, classes.name),
    db
      .select({ ...classFields, head: sql<boolean>`${classes.headTeacherId} = ${id}`.mapWith(Boolean) })
      .from(classTeachers)
      .innerJoin(classes, eq(classes.id, classTeachers.classId))
      .where(eq(classTeachers.teacherId, id))
      .orderBy(classes.grade, classes.name),
    supportStaffOf(db, id),
    db
      .select({ n: count() })
      .from(supportLinks)
      .innerJoin(users, eq(users.id, supportLinks.studentId))
      .where(and(eq(supportLinks.staffId, id), isNull(users.deletedAt), scopeWhere(scope, userScope))),
  ]);
  return {
    ...row,
    introduction: user.introduction,
    avatarUrl: user.avatarUrl,
    classes: [
      ...studentOf.map((c) => ({ ...c, relation: 'student' as const })),
      ...teacherOf.map(({ head, ...c }) => ({ ...c, relation: head ? ('head' as const) : ('teacher' as const) })),
    ],
    supportStaff: staff.flatMap((s) => (isSupportKind(s.kind) ? [{ ...s, kind: s.kind }] : [])),
    supportStudentCount: linked?.n ?? 0,
  };
}
