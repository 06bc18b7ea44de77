import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, assignments, lessonReleases, submissions } from '../../db/schema';

/**
 * Takes a class back to the state before any lesson was released to it: no release, no homework, no work.
 * The demo data give 八年级1班 (the demo student's class) the textbook's fractions lessons; the tests that
 * tell a class's story from its first release start from an empty class.
 */
export async function clearClassWork(db: Db, classId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const work = tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.classId, classId));
    await tx.delete(answers).where(inArray(answers.submissionId, work));
    await tx.delete(submissions).where(eq(submissions.classId, classId));
    await tx.delete(assignments).where(eq(assignments.classId, classId));
    await tx.delete(lessonReleases).where(eq(lessonReleases.classId, classId));
  });
}
