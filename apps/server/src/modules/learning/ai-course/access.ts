import { and, eq, isNull, sql } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
import { inScope, orgScopeOf } from '../../../access/org';
import type { Exec } from '../../../db/queries';
import { classes, classStudents, classTeachers, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { AuthContext } from '../../auth';

/** A student as its AI courses need it. */
export interface CourseStudent {
  id: number;
  name: string;
  brandId: number;
  schoolId: number | null;
}

const ORG_ADMINS = new Set(['admin', 'brandingAdmin', 'schooladmin']);

/**
 * A student whose AI courses the caller may make and read: a teacher of one of its present classes (in the
 * teacher's brand), a school admin of its school, a brand admin of its brand, the platform admin. Anyone
 * else, and an unknown or deleted student, answers 404 alike: ids outside the scope reveal nothing.
 */
export async function reachableStudent(db: Exec, auth: AuthContext, studentId: number): Promise<CourseStudent> {
  const [student] = await db
    .select({ id: users.id, name: users.name, brandId: users.brandId, schoolId: users.schoolId })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.roleType, RoleType.student), isNull(users.deletedAt)))
    .limit(1);
  const missing = notFound('Student not found');
  if (!student || student.brandId === null) throw missing;
  const found = { ...student, brandId: student.brandId };
  if (ORG_ADMINS.has(auth.roleName)) {
    if (!inScope(orgScopeOf(auth), student)) throw missing;
    return found;
  }
  if (auth.roleName !== 'teacher' || auth.brandId !== student.brandId) throw missing;
  const [taught] = await db
    .select({ one: sql<number>`1` })
    .from(classTeachers)
    .innerJoin(classStudents, eq(classStudents.classId, classTeachers.classId))
    .innerJoin(classes, eq(classes.id, classTeachers.classId))
    .where(
      and(
        eq(classTeachers.teacherId, auth.userId),
        eq(classStudents.studentId, studentId),
        eq(classStudents.active, true),
        eq(classes.brandId, auth.brandId),
      ),
    )
    .limit(1);
  if (!taught) throw missing;
  return found;
}
