import { and, asc, eq, sql } from 'drizzle-orm';
import type { MyClassRow } from '@edu/shared';
import type { ClassroomScope } from '../../access/scopes';
import type { Exec } from '../../db/queries';
import {
  assignments,
  classes,
  classStudents,
  classTeachers,
  lessonReleases,
  schools,
  submissions,
} from '../../db/schema';
import { notFound } from '../../http/errors';

/** A class as the loop needs it: which school and brand it belongs to. */
export interface TaughtClass {
  id: number;
  brandId: number;
  schoolId: number;
}

/**
 * One of the teacher's classes (DESIGN.md section 3: a teacher reads and changes only its classes).
 * Another teacher's class answers 404 like an unknown one, so ids outside the scope reveal nothing.
 */
export async function taughtClass(db: Exec, scope: ClassroomScope, classId: number): Promise<TaughtClass> {
  const [row] = await db
    .select({ id: classes.id, brandId: classes.brandId, schoolId: classes.schoolId })
    .from(classTeachers)
    .innerJoin(classes, eq(classes.id, classTeachers.classId))
    .where(
      and(
        eq(classTeachers.classId, classId),
        eq(classTeachers.teacherId, scope.userId),
        eq(classes.brandId, scope.brandId),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Class not found');
  return row;
}

const count = (expr: ReturnType<typeof sql>) => sql<number>`${expr}`.mapWith(Number);

/**
 * The teacher's active classes, by grade and name, with their size, how many lessons are open or scheduled,
 * how much homework is still to come (and the next due time), and the mean score of their present students' graded lessons.
 */
export async function getMyClasses(db: Exec, scope: ClassroomScope): Promise<MyClassRow[]> {
  const students = db
    .select({ n: sql`count(*)` })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classes.id), eq(classStudents.active, true)));
  const released = db
    .select({ n: sql`count(*)` })
    .from(lessonReleases)
    .where(and(eq(lessonReleases.classId, classes.id), sql`${lessonReleases.unlockAt} <= now()`));
  const average = sql`(select round(avg(${submissions.score})::numeric, 1) from ${submissions} where ${submissions.classId} = ${classes.id} and ${submissions.state} = 'graded' and exists (select 1 from ${classStudents} cs where cs.class_id = ${submissions.classId} and cs.student_id = ${submissions.studentId} and cs.active))`;
  const scheduled = db
    .select({ n: sql`count(*)` })
    .from(lessonReleases)
    .where(and(eq(lessonReleases.classId, classes.id), sql`${lessonReleases.unlockAt} > now()`));
  const homeworkOpen = db
    .select({ n: sql`count(*)` })
    .from(assignments)
    .where(and(eq(assignments.classId, classes.id), sql`${assignments.dueAt} > now()`));
  const nextDueAt = sql`(select min(${assignments.dueAt}) from ${assignments} where ${assignments.classId} = ${classes.id} and ${assignments.dueAt} > now())`;
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      schoolName: schools.name,
      students: count(sql`(${students})`),
      released: count(sql`(${released})`),
      scheduled: count(sql`(${scheduled})`),
      homeworkOpen: count(sql`(${homeworkOpen})`),
      nextDueAt: sql<Date | string | null>`${nextDueAt}`,
      average: sql<number | null>`${average}`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(classTeachers)
    .innerJoin(classes, eq(classes.id, classTeachers.classId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(eq(classTeachers.teacherId, scope.userId), eq(classes.brandId, scope.brandId), eq(classes.status, 1)))
    .orderBy(asc(classes.grade), asc(classes.name), asc(classes.id));
  // A raw timestamp comes back as text: read it as a time.
  return rows.map((r) => ({ ...r, nextDueAt: r.nextDueAt === null ? null : new Date(r.nextDueAt).toISOString() }));
}
