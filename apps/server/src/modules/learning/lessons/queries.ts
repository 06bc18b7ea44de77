import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { classroomCourses } from '../../../access/classroom';
import type { GetMyLessonsQuery, MyLessonRow, StudentLessonState } from '@edu/shared';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { containsKeyword, isoOrNull, type Page, pageOf, pageWindow } from '../../../db/queries';
import {
  assignments,
  chapters,
  classes,
  classStudents,
  courses,
  lessonExercises,
  lessonReleases,
  lessons,
  submissions,
} from '../../../db/schema';

/**
 * The lessons released to the student's active classes (open now: released, not scheduled), newest release
 * first, each with the student's submission state and score. One row per class and lesson.
 */
export async function getMyLessons(db: Db, scope: ClassroomScope, q: GetMyLessonsQuery): Promise<Page<MyLessonRow>> {
  const state = sql<string>`coalesce(${submissions.state}, 'new')`;
  const where: (SQL | undefined)[] = [
    eq(classStudents.studentId, scope.userId),
    eq(classStudents.active, true),
    sql`${lessonReleases.unlockAt} <= now()`,
    eq(lessons.published, true),
    classroomCourses(scope),
    q.courseId ? eq(courses.id, q.courseId) : undefined,
    q.state ? sql`${state} = ${q.state}` : undefined,
    containsKeyword(lessons.title, q.keyword),
  ];
  const page = (limit: number, offset: number) =>
    db
      .select({
        lessonId: lessons.id,
        title: lessons.title,
        courseId: courses.id,
        courseTitle: courses.title,
        chapterTitle: chapters.title,
        className: classes.name,
        releasedAt: lessonReleases.unlockAt,
        // The homework's questions when the lesson is the class's homework, else the lesson's exercises.
        exerciseCount: sql<number>`coalesce(jsonb_array_length(${assignments.questionIds}),
          (select count(*) from ${lessonExercises} where ${lessonExercises.lessonId} = ${lessons.id}))`.mapWith(Number),
        dueAt: assignments.dueAt,
        late: sql<boolean>`coalesce(${submissions.submittedAt} > ${assignments.dueAt}, false)`,
        state,
        score: submissions.score,
        submittedAt: submissions.submittedAt,
        // The total beside each row: one query for the page and its count.
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(lessonReleases)
      .innerJoin(classStudents, eq(classStudents.classId, lessonReleases.classId))
      .innerJoin(classes, eq(classes.id, lessonReleases.classId))
      .innerJoin(lessons, eq(lessons.id, lessonReleases.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .leftJoin(
        assignments,
        and(eq(assignments.classId, lessonReleases.classId), eq(assignments.lessonId, lessonReleases.lessonId)),
      )
      .leftJoin(
        submissions,
        and(
          eq(submissions.studentId, scope.userId),
          eq(submissions.classId, lessonReleases.classId),
          eq(submissions.lessonId, lessonReleases.lessonId),
        ),
      )
      .where(and(...where))
      .orderBy(desc(lessonReleases.unlockAt), desc(lessons.id))
      .limit(limit)
      .offset(offset);
  const { limit, offset } = pageWindow(q);
  const rows = await page(limit, offset);
  // A page past the end has no row to carry the total: ask the first row for it.
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  return pageOf(
    q,
    rows.map(({ total: _total, ...r }) => ({
      ...r,
      releasedAt: (r.releasedAt ?? new Date(0)).toISOString(),
      state: r.state as StudentLessonState,
      submittedAt: isoOrNull(r.submittedAt),
      dueAt: isoOrNull(r.dueAt),
    })),
    total,
  );
}
