import { and, eq, inArray } from 'drizzle-orm';
import type { AnswerResponse, QuestionAnswer } from '@edu/shared';
import { api } from '@edu/shared/api';
import type { Db } from '../../db/client';
import {
  answers,
  assignments,
  courses,
  lessonExercises,
  lessonReleases,
  lessons,
  questions,
  submissions,
} from '../../db/schema';
import { expectOk, type SeededOrgFixture } from '../org/test-fixtures';

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

/** The answer key of each exercise, to answer right (or wrong) on purpose. */
export async function exerciseKeys(db: Db, lessonId: number) {
  return db
    .select({ id: questions.id, type: questions.type, answer: questions.answer })
    .from(lessonExercises)
    .innerJoin(questions, eq(questions.id, lessonExercises.questionId))
    .where(eq(lessonExercises.lessonId, lessonId))
    .orderBy(lessonExercises.sort);
}

export function rightResponse(type: string, key: QuestionAnswer): AnswerResponse {
  switch (type) {
    case 'single':
    case 'multiple':
      return { choices: [...key.choices].reverse() };
    case 'judge':
      return { judge: key.judge };
    case 'blank':
      return { blanks: key.blanks.map((b) => ` ${b.accepted[0]} `) };
    default:
      return { text: 'Because both sides are equal.' };
  }
}

export function wrongResponse(type: string, key: QuestionAnswer): AnswerResponse {
  switch (type) {
    case 'single':
    case 'multiple':
      return { choices: key.choices.includes('A') ? ['B'] : ['A'] };
    case 'judge':
      return { judge: !key.judge };
    case 'blank':
      return { blanks: key.blanks.map(() => 'no idea') };
    default:
      return { text: '' };
  }
}

/** The demo mathematics course's published lessons that have exercises, in course order. */
export async function mathLessonIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: lessons.id, chapterId: lessons.chapterId, sort: lessons.sort })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(lessonExercises, eq(lessonExercises.lessonId, lessons.id))
    .where(and(eq(courses.title, '八年级数学：二次根式与一元二次方程'), eq(lessons.published, true)))
    .orderBy(lessons.chapterId, lessons.sort);
  return rows.map((r) => r.id);
}

/** Releases lessons to a class as its teacher (the demo teacher unless told). */
export async function releaseToClass(
  f: SeededOrgFixture,
  classId: number,
  lessonIds: readonly number[],
  who = 'teacher',
): Promise<void> {
  expectOk(
    await f.post(
      who,
      api.learning.setLessonRelease.path,
      { classId, lessonIds: [...lessonIds], action: 'release' },
      { json: true },
    ),
  );
}
