/**
 * What the course, chapter and lesson services share: loading a row in the caller's scope (404 when it
 * cannot see it, 403 when it can see but not change it), the rows answered, and keeping orders dense.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { ChapterRow, CourseRow, LessonRow } from '@edu/shared';
import { type ContentCaller, canManage, canReadCourse } from '../../../access/content';
import { brands, chapters, courses, lessons } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';
import { type Exec, iso, qualified, type Tx } from '../../../db/queries';
import { depthFirst } from '../common';

export type CourseRecord = typeof courses.$inferSelect;
export type ChapterRecord = typeof chapters.$inferSelect;
export type LessonRecord = typeof lessons.$inferSelect;

export const COURSE_NOT_FOUND = 'Course not found';
export const CHAPTER_NOT_FOUND = 'Chapter not found';
export const LESSON_NOT_FOUND = 'Lesson not found';

// ---------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------

/** SQL truth of "the caller manages this course", for counts inside the statement. */
function managesSql(c: ContentCaller): SQL {
  if (c.role === 'admin') return sql`true`;
  if (c.role === 'brandingAdmin') return sql`${qualified(courses, courses.brandId)} = ${c.brandId ?? -1}`;
  return sql`false`;
}

export function courseFields(c: ContentCaller) {
  const courseId = qualified(courses, courses.id);
  return {
    course: courses,
    brandName: brands.name,
    chapterCount: sql<number>`(select count(*) from chapters ch where ch.course_id = ${courseId})`.mapWith(Number),
    lessonCount:
      sql<number>`(select count(*) from lessons l where l.course_id = ${courseId} and (l.published or ${managesSql(c)}))`.mapWith(
        Number,
      ),
  };
}

export function toCourseRow(
  c: ContentCaller,
  r: { course: CourseRecord; brandName: string | null; chapterCount: number; lessonCount: number },
): CourseRow {
  const k = r.course;
  return {
    id: k.id,
    brandId: k.brandId,
    brandName: r.brandName,
    title: k.title,
    subject: k.subject as CourseRow['subject'],
    grade: k.grade,
    kind: k.kind as CourseRow['kind'],
    textbookEdition: k.textbookEdition,
    cover: k.cover,
    description: k.description,
    published: k.published,
    chapterCount: r.chapterCount,
    lessonCount: r.lessonCount,
    editable: canManage(c, k.brandId),
    createdAt: iso(k.createdAt),
    updatedAt: iso(k.updatedAt),
  };
}

export async function courseRowById(db: Exec, c: ContentCaller, id: number): Promise<CourseRow> {
  const [row] = await db
    .select(courseFields(c))
    .from(courses)
    .leftJoin(brands, eq(brands.id, courses.brandId))
    .where(eq(courses.id, id))
    .limit(1);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return toCourseRow(c, row);
}

/** A course the caller can read, else 404 (unknown and invisible look the same). */
export async function readableCourse(db: Exec, c: ContentCaller, id: number): Promise<CourseRecord> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row || !canReadCourse(c, row)) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/** A course the caller manages: 404 when it cannot even see it, 403 when it can see but not change it. */
export async function managedCourse(db: Exec, c: ContentCaller, id: number, forUpdate = false): Promise<CourseRecord> {
  const query = db.select().from(courses).where(eq(courses.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !canReadCourse(c, row)) throw notFound(COURSE_NOT_FOUND);
  if (!canManage(c, row.brandId)) throw forbidden();
  return row;
}

/** A change inside a course (its chapters, its lessons) makes it the most recently updated. */
export async function touchCourse(tx: Exec, courseId: number) {
  await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));
}

// ---------------------------------------------------------------------------------------------
// Chapters and lessons
// ---------------------------------------------------------------------------------------------

export async function courseChapters(db: Exec, courseId: number): Promise<ChapterRecord[]> {
  return db.select().from(chapters).where(eq(chapters.courseId, courseId));
}

export function toChapterRows(rows: ChapterRecord[]): ChapterRow[] {
  return depthFirst(rows).map((r) => ({
    id: r.id,
    courseId: r.courseId,
    parentId: r.parentId,
    title: r.title,
    sort: r.sort,
    depth: r.depth,
  }));
}

/** A chapter of a course the caller manages (the course locked for the change). */
export async function managedChapter(
  tx: Exec,
  c: ContentCaller,
  id: number,
): Promise<{ chapter: ChapterRecord; course: CourseRecord }> {
  const [chapter] = await tx.select().from(chapters).where(eq(chapters.id, id)).limit(1);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
  const [course] = await tx.select().from(courses).where(eq(courses.id, chapter.courseId)).limit(1).for('update');
  if (!course || !canReadCourse(c, course)) throw notFound(CHAPTER_NOT_FOUND);
  if (!canManage(c, course.brandId)) throw forbidden();
  return { chapter, course };
}

export async function lessonRows(db: Exec, where: SQL | undefined): Promise<LessonRow[]> {
  const lessonId = qualified(lessons, lessons.id);
  const rows = await db
    .select({
      lesson: lessons,
      exerciseCount: sql<number>`(select count(*) from lesson_exercises le where le.lesson_id = ${lessonId})`.mapWith(
        Number,
      ),
    })
    .from(lessons)
    .where(where)
    .orderBy(lessons.chapterId, lessons.sort, lessons.id);
  return rows.map(({ lesson, exerciseCount }) => toLessonRow(lesson, exerciseCount));
}

export function toLessonRow(l: LessonRecord, exerciseCount: number): LessonRow {
  return {
    id: l.id,
    courseId: l.courseId,
    chapterId: l.chapterId,
    title: l.title,
    sort: l.sort,
    published: l.published,
    exerciseCount,
    updatedAt: iso(l.updatedAt),
  };
}

/** Renumbers siblings 0..n in the given order (only rows whose sort changes are written). */
export async function renumber(
  tx: Tx,
  table: typeof chapters | typeof lessons,
  ordered: number[],
  current: Map<number, number>,
) {
  for (const [i, id] of ordered.entries()) {
    if (current.get(id) === i) continue;
    await tx.update(table).set({ sort: i }).where(eq(table.id, id));
  }
}
