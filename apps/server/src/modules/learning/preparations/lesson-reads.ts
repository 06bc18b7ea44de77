import { and, eq, inArray } from 'drizzle-orm';
import type { PrepQuestion, QuestionType } from '@edu/shared';
import { classroomCourses } from '../../../access/classroom';
import { brandOrPlatform, type ContentCaller } from '../../../access/content';
import type { ClassroomScope } from '../../../access/scopes';
import type { Exec } from '../../../db/queries';
import { chapters, courses, lessonExercises, lessons, questions } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { excerpt, plainText } from '../../content';

// What a preparation is made of, as its reader may read it: the lesson, its own exercises, the bank's questions.

const LESSON_NOT_FOUND = 'Lesson not found';

/** A published lesson of a course the teacher may read (the class's courses: classroomCourses), else 404. */
export async function readableLesson(db: Exec, scope: ClassroomScope, lessonId: number) {
  const [row] = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      content: lessons.content,
      html: lessons.html,
      courseId: courses.id,
      courseTitle: courses.title,
      chapterTitle: chapters.title,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(and(eq(lessons.id, lessonId), eq(lessons.published, true), classroomCourses(scope)))
    .limit(1);
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return row;
}

/** The lesson's own exercises, in the author's order. */
export async function lessonExerciseIds(db: Exec, lessonId: number): Promise<number[]> {
  const rows = await db
    .select({ id: lessonExercises.questionId })
    .from(lessonExercises)
    .where(eq(lessonExercises.lessonId, lessonId))
    .orderBy(lessonExercises.sort, lessonExercises.questionId);
  return rows.map((r) => r.id);
}

/**
 * What the questions of `ids` are, in the order of `ids`, for those the reader may read (a teacher: its
 * brand's and the platform's bank; the admin: every question); the others are left out.
 */
export async function questionsOf(
  db: Exec,
  reader: ContentCaller,
  ids: readonly number[],
  lessonIds: ReadonlySet<number>,
): Promise<PrepQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: questions.id, type: questions.type, difficulty: questions.difficulty, stem: questions.stem })
    .from(questions)
    .where(and(inArray(questions.id, [...ids]), brandOrPlatform(reader, questions.brandId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    return [
      {
        id,
        type: q.type as QuestionType,
        difficulty: q.difficulty,
        stemText: excerpt(plainText(q.stem), 300),
        inLesson: lessonIds.has(id),
      },
    ];
  });
}

export const teacherReader = (scope: ClassroomScope): ContentCaller => ({
  userId: scope.userId,
  role: scope.role,
  brandId: scope.brandId,
});
