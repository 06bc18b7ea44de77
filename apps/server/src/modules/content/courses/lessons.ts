import { eq, inArray, max } from 'drizzle-orm';
import type { LessonDetail, LessonRow, MoveLessonInput, SaveLessonInput, SetLessonExercisesInput } from '@edu/shared';
import { isLessonOpenTo, LESSON_LOCKED } from '../../../access/classroom';
import { type ContentCaller, canManage, canReadCourse, mayLink, requireManager } from '../../../access/content';
import type { Db } from '../../../db/client';
import { chapters, courses, lessonExercises, lessons, questions } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { Exec } from '../../../db/queries';
import { auditEntry, change, placeAt } from '../common';
import { previewOf, renderRichText, sanitizeRich } from '../render';
import {
  type ChapterRecord,
  type CourseRecord,
  LESSON_NOT_FOUND,
  type LessonRecord,
  lessonRows,
  managedChapter,
  renumber,
  toLessonRow,
  touchCourse,
} from './rows';

async function lessonWithCourse(
  tx: Exec,
  id: number,
): Promise<{ lesson: LessonRecord; course: CourseRecord; chapter: ChapterRecord } | null> {
  const [row] = await tx
    .select({ lesson: lessons, course: courses, chapter: chapters })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(eq(lessons.id, id))
    .limit(1);
  return row ?? null;
}

/** A lesson of a course the caller manages (the course locked for the change). */
async function managedLesson(tx: Exec, c: ContentCaller, id: number) {
  const row = await lessonWithCourse(tx, id);
  if (!row || !canReadCourse(c, row.course) || (!row.lesson.published && !canManage(c, row.course.brandId))) {
    throw notFound(LESSON_NOT_FOUND);
  }
  if (!canManage(c, row.course.brandId)) throw forbidden();
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, row.course.id)).for('update');
  return row;
}

/** Rendered HTML of a lesson: the stored one, else rendered now and stored for the next reader. */
async function lessonHtml(db: Exec, lesson: LessonRecord): Promise<string> {
  if (lesson.html !== null) return lesson.html;
  const html = renderRichText(lesson.content);
  await db.update(lessons).set({ html }).where(eq(lessons.id, lesson.id));
  return html;
}

export async function getLessonDetail(db: Db, scope: ContentCaller, id: number): Promise<LessonDetail> {
  const row = await lessonWithCourse(db, id);
  if (!row || !canReadCourse(scope, row.course)) throw notFound(LESSON_NOT_FOUND);
  const manages = canManage(scope, row.course.brandId);
  if (!row.lesson.published && !manages) throw notFound(LESSON_NOT_FOUND);
  // Lock/unlock (issue 10): a student reads a lesson only once it is released to one of its classes.
  if (scope.role === 'student' && !(await isLessonOpenTo(db, scope.userId, id))) throw forbidden(LESSON_LOCKED);
  const [html, exerciseRows] = await Promise.all([
    lessonHtml(db, row.lesson),
    db
      .select({ sort: lessonExercises.sort, q: questions })
      .from(lessonExercises)
      .innerJoin(questions, eq(questions.id, lessonExercises.questionId))
      .where(eq(lessonExercises.lessonId, id))
      .orderBy(lessonExercises.sort, lessonExercises.questionId),
  ]);
  return {
    ...toLessonRow(row.lesson, exerciseRows.length),
    courseTitle: row.course.title,
    chapterTitle: row.chapter.title,
    content: manages ? row.lesson.content : null,
    html,
    exercises: exerciseRows.map((e) => ({ questionId: e.q.id, sort: e.sort, preview: previewOf(e.q) })),
    editable: manages,
  };
}

function lessonSnapshot(l: LessonRecord): Record<string, unknown> {
  return {
    id: l.id,
    chapterId: l.chapterId,
    title: l.title,
    published: l.published,
    sort: l.sort,
    length: l.content.length,
  };
}

async function lessonSiblings(tx: Exec, chapterId: number) {
  return tx
    .select({ id: lessons.id, sort: lessons.sort })
    .from(lessons)
    .where(eq(lessons.chapterId, chapterId))
    .orderBy(lessons.sort, lessons.id);
}

export async function saveLesson(db: Db, caller: Caller<ContentCaller>, input: SaveLessonInput): Promise<LessonDetail> {
  const { scope } = caller;
  requireManager(scope);
  const content = input.content !== undefined ? sanitizeRich(input.content) : undefined;
  const html = content !== undefined ? renderRichText(content) : undefined;
  const id = await change(db, caller, async (tx) => {
    if (input.id === undefined) {
      if (input.chapterId === undefined) throw badRequest('chapterId: is required');
      if (input.title === undefined) throw badRequest('title: is required');
      const { chapter, course } = await managedChapter(tx, scope, input.chapterId);
      const [last] = await tx
        .select({ n: max(lessons.sort) })
        .from(lessons)
        .where(eq(lessons.chapterId, chapter.id));
      const [created] = await tx
        .insert(lessons)
        .values({
          courseId: course.id,
          chapterId: chapter.id,
          brandId: course.brandId,
          title: input.title,
          content: content ?? '',
          html: html ?? '',
          published: input.published ?? false,
          sort: last?.n === null || last?.n === undefined ? 0 : last.n + 1,
        })
        .returning();
      if (!created) throw new Error('insert returned no lesson');
      await touchCourse(tx, course.id);
      return {
        result: created.id,
        audit: auditEntry('lesson.create', created.id, course.brandId, { after: lessonSnapshot(created) }),
      };
    }
    const { lesson, course } = await managedLesson(tx, scope, input.id);
    if (input.chapterId !== undefined && input.chapterId !== lesson.chapterId) {
      throw badRequest('chapterId: use moveLesson to move a lesson');
    }
    const [updated] = await tx
      .update(lessons)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(content !== undefined ? { content, html } : {}),
        ...(input.published !== undefined ? { published: input.published } : {}),
        updatedAt: new Date(),
      })
      .where(eq(lessons.id, lesson.id))
      .returning();
    if (!updated) throw notFound(LESSON_NOT_FOUND);
    await touchCourse(tx, course.id);
    return {
      result: lesson.id,
      audit: auditEntry('lesson.update', lesson.id, course.brandId, {
        before: lessonSnapshot(lesson),
        after: lessonSnapshot(updated),
      }),
    };
  });
  return getLessonDetail(db, scope, id);
}

export async function deleteLesson(db: Db, caller: Caller<ContentCaller>, id: number): Promise<{ id: number }> {
  const { scope } = caller;
  requireManager(scope);
  await change(db, caller, async (tx) => {
    const { lesson, course } = await managedLesson(tx, scope, id);
    await tx.delete(lessons).where(eq(lessons.id, lesson.id));
    const rest = await lessonSiblings(tx, lesson.chapterId);
    await renumber(
      tx,
      lessons,
      rest.map((r) => r.id),
      new Map(rest.map((r) => [r.id, r.sort])),
    );
    await touchCourse(tx, course.id);
    return {
      audit: auditEntry('lesson.delete', lesson.id, course.brandId, { before: lessonSnapshot(lesson) }),
    };
  });
  return { id };
}

export async function moveLesson(db: Db, caller: Caller<ContentCaller>, input: MoveLessonInput): Promise<LessonRow[]> {
  const { scope } = caller;
  requireManager(scope);
  const courseId = await change(db, caller, async (tx) => {
    const { lesson, course } = await managedLesson(tx, scope, input.id);
    const [target] = await tx.select().from(chapters).where(eq(chapters.id, input.chapterId)).limit(1);
    if (!target || target.courseId !== course.id) throw badRequest('chapterId: not a chapter of this course');
    if (target.id !== lesson.chapterId) {
      await tx.update(lessons).set({ chapterId: target.id }).where(eq(lessons.id, lesson.id));
      const old = await lessonSiblings(tx, lesson.chapterId);
      await renumber(
        tx,
        lessons,
        old.map((r) => r.id),
        new Map(old.map((r) => [r.id, r.sort])),
      );
    }
    const siblings = await lessonSiblings(tx, target.id);
    const current = new Map(siblings.map((r) => [r.id, r.sort]));
    if (target.id !== lesson.chapterId) current.delete(lesson.id);
    await renumber(
      tx,
      lessons,
      placeAt(
        siblings.map((r) => r.id),
        lesson.id,
        input.index,
      ),
      current,
    );
    await touchCourse(tx, course.id);
    return {
      result: course.id,
      audit: auditEntry('lesson.move', lesson.id, course.brandId, {
        before: { chapterId: lesson.chapterId, sort: lesson.sort },
        after: { chapterId: target.id, index: input.index },
      }),
    };
  });
  return lessonRows(db, eq(lessons.courseId, courseId));
}

export async function publishLesson(
  db: Db,
  caller: Caller<ContentCaller>,
  input: { id: number; published: boolean },
): Promise<LessonRow> {
  const { scope } = caller;
  requireManager(scope);
  await change(db, caller, async (tx) => {
    const { lesson, course } = await managedLesson(tx, scope, input.id);
    await tx
      .update(lessons)
      .set({ published: input.published, updatedAt: new Date() })
      .where(eq(lessons.id, lesson.id));
    return {
      audit: auditEntry(input.published ? 'lesson.publish' : 'lesson.unpublish', lesson.id, course.brandId, {
        before: { published: lesson.published },
        after: { published: input.published },
      }),
    };
  });
  const [row] = await lessonRows(db, eq(lessons.id, input.id));
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return row;
}

export async function setLessonExercises(
  db: Db,
  caller: Caller<ContentCaller>,
  input: SetLessonExercisesInput,
): Promise<LessonDetail> {
  const { scope } = caller;
  requireManager(scope);
  await change(db, caller, async (tx) => {
    const { lesson, course } = await managedLesson(tx, scope, input.lessonId);
    const found =
      input.questionIds.length === 0
        ? []
        : await tx
            .select({ id: questions.id, brandId: questions.brandId })
            .from(questions)
            .where(inArray(questions.id, input.questionIds));
    const usable = new Set(found.filter((q) => mayLink(course.brandId, q.brandId)).map((q) => q.id));
    const missing = input.questionIds.filter((qid) => !usable.has(qid));
    if (missing.length > 0) {
      throw badRequest(`questionIds: not in the question bank of this course: ${missing.join(', ')}`);
    }
    const before = await tx
      .select({ id: lessonExercises.questionId })
      .from(lessonExercises)
      .where(eq(lessonExercises.lessonId, lesson.id))
      .orderBy(lessonExercises.sort);
    await tx.delete(lessonExercises).where(eq(lessonExercises.lessonId, lesson.id));
    if (input.questionIds.length > 0) {
      await tx.insert(lessonExercises).values(
        input.questionIds.map((questionId, sort) => ({
          lessonId: lesson.id,
          questionId,
          brandId: course.brandId,
          sort,
        })),
      );
    }
    await tx.update(lessons).set({ updatedAt: new Date() }).where(eq(lessons.id, lesson.id));
    return {
      audit: auditEntry('lesson.exercises.set', lesson.id, course.brandId, {
        before: { questionIds: before.map((r) => r.id) },
        after: { questionIds: input.questionIds },
      }),
    };
  });
  return getLessonDetail(db, scope, input.lessonId);
}
