import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Bindable } from '../db/prepared';
import type { Exec } from '../db/queries';
import { classStudents, courses, lessonReleases } from '../db/schema';
import { courseVisibility } from './content';
import type { ClassroomScope } from './scopes';

// The classroom policy as the server applies it to rows (DESIGN.md section 4, lesson releases). Here rather
// than in the learning module because the content module asks it too (a student's lesson read).

/** A student asks for a lesson its teacher has not released to its class (403). */
export const LESSON_LOCKED = 'This lesson is locked: your teacher has not released it to your class yet';

/**
 * The class through which a student may open a lesson: one of the classes the student is active in, to
 * which the lesson is released (not locked, not still scheduled). As a query, to read alone (openClassOf)
 * or inside a larger statement (its one column is `class_id`; student and lesson may be placeholders of a
 * prepared statement).
 */
export function openClassQuery(db: Exec, studentId: Bindable<number>, lessonId: Bindable<number>) {
  return db
    .select({ classId: lessonReleases.classId })
    .from(lessonReleases)
    .innerJoin(
      classStudents,
      and(eq(classStudents.classId, lessonReleases.classId), eq(classStudents.studentId, studentId)),
    )
    .where(
      and(
        eq(lessonReleases.lessonId, lessonId),
        eq(classStudents.active, true),
        sql`${lessonReleases.unlockAt} <= now()`,
      ),
    )
    .orderBy(asc(lessonReleases.classId))
    .limit(1);
}

/** openClassQuery's class; null when there is none. */
export async function openClassOf(db: Exec, studentId: number, lessonId: number): Promise<number | null> {
  const [row] = await openClassQuery(db, studentId, lessonId);
  return row?.classId ?? null;
}

/** Whether a student may open a lesson (see openClassOf). */
export async function isLessonOpenTo(db: Exec, studentId: number, lessonId: number): Promise<boolean> {
  return (await openClassOf(db, studentId, lessonId)) !== null;
}

/** The courses a classroom caller may read (the content policy's rule: published, its brand's or the platform's). */
export function classroomCourses(scope: ClassroomScope): SQL | undefined {
  return courseVisibility(
    { userId: scope.userId, role: scope.role, brandId: scope.brandId },
    { brandId: courses.brandId, published: courses.published, kind: courses.kind },
  );
}
