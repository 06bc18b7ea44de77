import { and, asc, eq, inArray, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import type {
  ChapterRow,
  ChapterTree,
  CourseRow,
  GetCourseListQuery,
  LessonDetail,
  LessonRow,
  MoveInput,
  MoveLessonInput,
  SaveChapterInput,
  SaveChapterTreeInput,
  SaveCourseInput,
  SaveLessonInput,
  SetLessonExercisesInput,
} from '@edu/shared';
import type { Db } from '../../../db/client';
import { brands, chapters, courses, lessonExercises, lessons, questions } from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { AuthContext } from '../../auth';
import {
  audit,
  containsPattern,
  countAll,
  depthFirst,
  type Exec,
  iso,
  keywordOf,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
  placeAt,
  qualified,
  subtreeIds,
  type Tx,
} from '../common';
import { previewOf, renderRichText, sanitizeRich } from '../render';
import {
  type ContentCaller,
  callerOf,
  canManage,
  canReadCourse,
  courseVisibility,
  mayLink,
  ownerForNew,
  requireManager,
} from '../../../access/content';

type CourseRecord = typeof courses.$inferSelect;
type ChapterRecord = typeof chapters.$inferSelect;
type LessonRecord = typeof lessons.$inferSelect;

const COURSE_NOT_FOUND = 'Course not found';
const CHAPTER_NOT_FOUND = 'Chapter not found';
const LESSON_NOT_FOUND = 'Lesson not found';

// ---------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------

/** SQL truth of "the caller manages this course", for counts inside the statement. */
function managesSql(c: ContentCaller): SQL {
  if (c.role === 'admin') return sql`true`;
  if (c.role === 'brandingAdmin') return sql`${qualified(courses, courses.brandId)} = ${c.brandId ?? -1}`;
  return sql`false`;
}

function courseFields(c: ContentCaller) {
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

function toCourseRow(
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

const COURSE_SORTS = {
  title: courses.title,
  grade: [courses.grade, courses.title],
  createdAt: courses.id,
  updatedAt: courses.updatedAt,
} as const;

export async function listCourses(db: Db, auth: AuthContext, q: GetCourseListQuery): Promise<Page<CourseRow>> {
  const c = callerOf(auth);
  const conds: (SQL | undefined)[] = [courseVisibility(c, courses)];
  if (q.kind) conds.push(eq(courses.kind, q.kind));
  if (q.subject) conds.push(eq(courses.subject, q.subject));
  if (q.grade !== undefined) conds.push(eq(courses.grade, q.grade));
  if (q.brandId !== undefined) conds.push(eq(courses.brandId, q.brandId));
  if (q.owner === 'platform') conds.push(isNull(courses.brandId));
  if (q.owner === 'brand') {
    conds.push(c.role === 'admin' ? isNotNull(courses.brandId) : eq(courses.brandId, c.brandId ?? -1));
  }
  if (q.published !== undefined) conds.push(eq(courses.published, q.published));
  if (q.textbookEdition) conds.push(eq(courses.textbookEdition, q.textbookEdition));
  const kw = keywordOf(q.keyword);
  if (kw) conds.push(sql`lower(${courses.title}) like ${containsPattern(kw)}`);
  const where = and(...conds);
  const sort = q.sort ?? 'updatedAt';
  const order = q.order ?? (sort === 'title' || sort === 'grade' ? 'asc' : 'desc');
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(courseFields(c))
      .from(courses)
      .leftJoin(brands, eq(brands.id, courses.brandId))
      .where(where)
      .orderBy(...orderBy(COURSE_SORTS[sort], order, courses.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll }).from(courses).where(where),
  ]);
  return pageOf(
    q,
    rows.map((r) => toCourseRow(c, r)),
    total?.n ?? 0,
  );
}

async function courseRowById(db: Exec, c: ContentCaller, id: number): Promise<CourseRow> {
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
async function readableCourse(db: Exec, c: ContentCaller, id: number): Promise<CourseRecord> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row || !canReadCourse(c, row)) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/** A course the caller manages: 404 when it cannot even see it, 403 when it can see but not change it. */
async function managedCourse(db: Exec, c: ContentCaller, id: number, forUpdate = false): Promise<CourseRecord> {
  const query = db.select().from(courses).where(eq(courses.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !canReadCourse(c, row)) throw notFound(COURSE_NOT_FOUND);
  if (!canManage(c, row.brandId)) throw forbidden();
  return row;
}

export async function getCourseDetail(db: Db, auth: AuthContext, id: number): Promise<CourseRow> {
  const c = callerOf(auth);
  await readableCourse(db, c, id);
  return courseRowById(db, c, id);
}

function courseSnapshot(k: CourseRecord): Record<string, unknown> {
  return {
    id: k.id,
    brandId: k.brandId,
    title: k.title,
    subject: k.subject,
    grade: k.grade,
    kind: k.kind,
    textbookEdition: k.textbookEdition,
    cover: k.cover,
    published: k.published,
  };
}

async function requireBrand(tx: Exec, brandId: number | null) {
  if (brandId === null) return;
  const [b] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!b) throw badRequest('brandId: no such brand');
}

export async function saveCourse(db: Db, auth: AuthContext, input: SaveCourseInput, ip: string): Promise<CourseRow> {
  const c = callerOf(auth);
  requireManager(c);
  const id = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      const brandId = ownerForNew(c, input.brandId);
      await requireBrand(tx, brandId);
      if (!input.title || !input.subject || input.grade === undefined || !input.kind) {
        throw badRequest('title: is required');
      }
      const [created] = await tx
        .insert(courses)
        .values({
          brandId,
          title: input.title,
          subject: input.subject,
          grade: input.grade,
          kind: input.kind,
          textbookEdition: input.kind === 'book' ? (input.textbookEdition ?? '') : '',
          cover: input.cover ?? '',
          description: input.description ?? '',
        })
        .returning();
      if (!created) throw new Error('insert returned no course');
      await audit(tx, auth, ip, {
        action: 'course.create',
        targetType: 'course',
        targetId: created.id,
        brandId,
        after: courseSnapshot(created),
      });
      return created.id;
    }
    const found = await managedCourse(tx, c, input.id, true);
    if (input.brandId !== undefined && input.brandId !== found.brandId) {
      throw badRequest('brandId: a course cannot change its owner');
    }
    const kind = input.kind ?? found.kind;
    const edition = kind === 'book' ? (input.textbookEdition ?? found.textbookEdition) : '';
    if (kind === 'book' && edition === '') throw badRequest('textbookEdition: is required for a book course');
    const [updated] = await tx
      .update(courses)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.subject !== undefined ? { subject: input.subject } : {}),
        ...(input.grade !== undefined ? { grade: input.grade } : {}),
        ...(input.cover !== undefined ? { cover: input.cover } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        kind,
        textbookEdition: edition,
        updatedAt: new Date(),
      })
      .where(eq(courses.id, found.id))
      .returning();
    if (!updated) throw notFound(COURSE_NOT_FOUND);
    await audit(tx, auth, ip, {
      action: 'course.update',
      targetType: 'course',
      targetId: found.id,
      brandId: found.brandId,
      before: courseSnapshot(found),
      after: courseSnapshot(updated),
    });
    return found.id;
  });
  return courseRowById(db, c, id);
}

export async function deleteCourse(db: Db, auth: AuthContext, id: number, ip: string): Promise<{ id: number }> {
  const c = callerOf(auth);
  requireManager(c);
  await db.transaction(async (tx) => {
    const found = await managedCourse(tx, c, id, true);
    await tx.delete(courses).where(eq(courses.id, found.id));
    await audit(tx, auth, ip, {
      action: 'course.delete',
      targetType: 'course',
      targetId: found.id,
      brandId: found.brandId,
      before: courseSnapshot(found),
    });
  });
  return { id };
}

export async function publishCourse(
  db: Db,
  auth: AuthContext,
  input: { id: number; published: boolean },
  ip: string,
): Promise<CourseRow> {
  const c = callerOf(auth);
  requireManager(c);
  await db.transaction(async (tx) => {
    const found = await managedCourse(tx, c, input.id, true);
    await tx.update(courses).set({ published: input.published, updatedAt: new Date() }).where(eq(courses.id, found.id));
    await audit(tx, auth, ip, {
      action: input.published ? 'course.publish' : 'course.unpublish',
      targetType: 'course',
      targetId: found.id,
      brandId: found.brandId,
      before: { published: found.published },
      after: { published: input.published },
    });
  });
  return courseRowById(db, c, input.id);
}

export async function textbookEditions(
  db: Db,
  auth: AuthContext,
  q: { subject?: string; grade?: number },
): Promise<{ edition: string; courseCount: number }[]> {
  const c = callerOf(auth);
  const rows = await db
    .select({ edition: courses.textbookEdition, courseCount: countAll })
    .from(courses)
    .where(
      and(
        courseVisibility(c, courses),
        eq(courses.kind, 'book'),
        q.subject ? eq(courses.subject, q.subject) : undefined,
        q.grade !== undefined ? eq(courses.grade, q.grade) : undefined,
      ),
    )
    .groupBy(courses.textbookEdition)
    .orderBy(asc(courses.textbookEdition));
  return rows.filter((r) => r.edition !== '');
}

// ---------------------------------------------------------------------------------------------
// Chapters
// ---------------------------------------------------------------------------------------------

async function courseChapters(db: Exec, courseId: number): Promise<ChapterRecord[]> {
  return db.select().from(chapters).where(eq(chapters.courseId, courseId));
}

function toChapterRows(rows: ChapterRecord[]): ChapterRow[] {
  return depthFirst(rows).map((r) => ({
    id: r.id,
    courseId: r.courseId,
    parentId: r.parentId,
    title: r.title,
    sort: r.sort,
    depth: r.depth,
  }));
}

async function lessonRows(db: Exec, where: SQL | undefined): Promise<LessonRow[]> {
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
  return rows.map(({ lesson: l, exerciseCount }) => ({
    id: l.id,
    courseId: l.courseId,
    chapterId: l.chapterId,
    title: l.title,
    sort: l.sort,
    published: l.published,
    exerciseCount,
    updatedAt: iso(l.updatedAt),
  }));
}

export async function getChapterTree(db: Db, auth: AuthContext, courseId: number): Promise<ChapterTree> {
  const c = callerOf(auth);
  const course = await readableCourse(db, c, courseId);
  const manages = canManage(c, course.brandId);
  const [row, chapterList, lessonList] = await Promise.all([
    courseRowById(db, c, courseId),
    courseChapters(db, courseId),
    lessonRows(db, and(eq(lessons.courseId, courseId), manages ? undefined : eq(lessons.published, true))),
  ]);
  return { course: row, chapters: toChapterRows(chapterList), lessons: lessonList };
}

async function managedChapter(
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

/** Renumbers siblings 0..n in the given order (only rows whose sort changes are written). */
async function renumber(
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

function siblingsOf(all: ChapterRecord[], parentId: number | null): ChapterRecord[] {
  return all.filter((r) => r.parentId === parentId).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

function chapterSnapshot(ch: ChapterRecord): Record<string, unknown> {
  return { id: ch.id, courseId: ch.courseId, parentId: ch.parentId, title: ch.title, sort: ch.sort };
}

async function touchCourse(tx: Exec, courseId: number) {
  await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));
}

export async function saveChapter(db: Db, auth: AuthContext, input: SaveChapterInput, ip: string): Promise<ChapterRow> {
  const c = callerOf(auth);
  requireManager(c);
  const saved = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      if (input.courseId === undefined) throw badRequest('courseId: is required');
      const course = await managedCourse(tx, c, input.courseId, true);
      const parentId = input.parentId ?? null;
      const all = await courseChapters(tx, course.id);
      if (parentId !== null && !all.some((r) => r.id === parentId)) {
        throw badRequest('parentId: not a chapter of this course');
      }
      const siblings = siblingsOf(all, parentId);
      const [created] = await tx
        .insert(chapters)
        .values({ courseId: course.id, brandId: course.brandId, parentId, title: input.title, sort: siblings.length })
        .returning();
      if (!created) throw new Error('insert returned no chapter');
      await touchCourse(tx, course.id);
      await audit(tx, auth, ip, {
        action: 'chapter.create',
        targetType: 'chapter',
        targetId: created.id,
        brandId: course.brandId,
        after: chapterSnapshot(created),
      });
      return created;
    }
    const { chapter, course } = await managedChapter(tx, c, input.id);
    if (input.courseId !== undefined && input.courseId !== chapter.courseId) {
      throw badRequest('courseId: a chapter cannot move to another course');
    }
    const [updated] = await tx
      .update(chapters)
      .set({ title: input.title })
      .where(eq(chapters.id, chapter.id))
      .returning();
    if (!updated) throw notFound(CHAPTER_NOT_FOUND);
    await touchCourse(tx, course.id);
    await audit(tx, auth, ip, {
      action: 'chapter.update',
      targetType: 'chapter',
      targetId: chapter.id,
      brandId: course.brandId,
      before: chapterSnapshot(chapter),
      after: chapterSnapshot(updated),
    });
    return updated;
  });
  const all = await courseChapters(db, saved.courseId);
  const row = toChapterRows(all).find((r) => r.id === saved.id);
  if (!row) throw notFound(CHAPTER_NOT_FOUND);
  return row;
}

export async function moveChapter(db: Db, auth: AuthContext, input: MoveInput, ip: string): Promise<ChapterRow[]> {
  const c = callerOf(auth);
  requireManager(c);
  const courseId = await db.transaction(async (tx) => {
    const { chapter, course } = await managedChapter(tx, c, input.id);
    const all = await courseChapters(tx, course.id);
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      if (!all.some((r) => r.id === parentId)) throw badRequest('parentId: not a chapter of this course');
      if (subtreeIds(all, chapter.id).includes(parentId)) {
        throw badRequest('parentId: a chapter cannot move into itself or its sub-chapters');
      }
    }
    const current = new Map(all.map((r) => [r.id, r.sort]));
    if (chapter.parentId !== parentId) {
      await tx.update(chapters).set({ parentId }).where(eq(chapters.id, chapter.id));
      const oldSiblings = siblingsOf(all, chapter.parentId).filter((r) => r.id !== chapter.id);
      await renumber(
        tx,
        chapters,
        oldSiblings.map((r) => r.id),
        current,
      );
      current.delete(chapter.id);
    }
    const siblings = siblingsOf(all, parentId).map((r) => r.id);
    await renumber(tx, chapters, placeAt(siblings, chapter.id, input.index), current);
    await touchCourse(tx, course.id);
    await audit(tx, auth, ip, {
      action: 'chapter.move',
      targetType: 'chapter',
      targetId: chapter.id,
      brandId: course.brandId,
      before: { parentId: chapter.parentId, sort: chapter.sort },
      after: { parentId, index: input.index },
    });
    return course.id;
  });
  return toChapterRows(await courseChapters(db, courseId));
}

export async function deleteChapter(
  db: Db,
  auth: AuthContext,
  id: number,
  ip: string,
): Promise<{ id: number; chapters: number; lessons: number }> {
  const c = callerOf(auth);
  requireManager(c);
  return db.transaction(async (tx) => {
    const { chapter, course } = await managedChapter(tx, c, id);
    const all = await courseChapters(tx, course.id);
    const ids = subtreeIds(all, chapter.id);
    const [lessonCount] = await tx.select({ n: countAll }).from(lessons).where(inArray(lessons.chapterId, ids));
    await tx.delete(chapters).where(eq(chapters.id, chapter.id));
    const siblings = siblingsOf(all, chapter.parentId).filter((r) => r.id !== chapter.id);
    await renumber(
      tx,
      chapters,
      siblings.map((r) => r.id),
      new Map(all.map((r) => [r.id, r.sort])),
    );
    await touchCourse(tx, course.id);
    await audit(tx, auth, ip, {
      action: 'chapter.delete',
      targetType: 'chapter',
      targetId: chapter.id,
      brandId: course.brandId,
      before: { ...chapterSnapshot(chapter), subChapters: ids.length - 1, lessons: lessonCount?.n ?? 0 },
    });
    return { id, chapters: ids.length, lessons: lessonCount?.n ?? 0 };
  });
}

export async function saveChapterTree(
  db: Db,
  auth: AuthContext,
  input: SaveChapterTreeInput,
  ip: string,
): Promise<ChapterTree> {
  const c = callerOf(auth);
  requireManager(c);
  await db.transaction(async (tx) => {
    const course = await managedCourse(tx, c, input.courseId, true);
    const all = await courseChapters(tx, course.id);
    const existing = new Set(all.map((r) => r.id));
    const keys = new Map<string, number | null>();
    const usedIds = new Set<number>();
    // Check everything before writing anything.
    for (const [i, node] of input.nodes.entries()) {
      if (keys.has(node.key)) throw badRequest(`nodes.${i}.key: is used twice`);
      if (node.parentKey !== null && !keys.has(node.parentKey)) {
        throw badRequest(`nodes.${i}.parentKey: must name a node listed before it`);
      }
      if (node.id !== undefined) {
        if (!existing.has(node.id)) throw badRequest(`nodes.${i}.id: not a chapter of this course`);
        if (usedIds.has(node.id)) throw badRequest(`nodes.${i}.id: is used twice`);
        usedIds.add(node.id);
      }
      keys.set(node.key, null);
    }
    const before = toChapterRows(all).map((r) => ({ id: r.id, parentId: r.parentId, title: r.title }));
    const nextSort = new Map<string, number>();
    for (const node of input.nodes) {
      const parentId = node.parentKey === null ? null : (keys.get(node.parentKey) ?? null);
      const slot = node.parentKey ?? '';
      const sort = nextSort.get(slot) ?? 0;
      nextSort.set(slot, sort + 1);
      if (node.id !== undefined) {
        await tx.update(chapters).set({ parentId, title: node.title, sort }).where(eq(chapters.id, node.id));
        keys.set(node.key, node.id);
      } else {
        const [created] = await tx
          .insert(chapters)
          .values({ courseId: course.id, brandId: course.brandId, parentId, title: node.title, sort })
          .returning({ id: chapters.id });
        if (!created) throw new Error('insert returned no chapter');
        keys.set(node.key, created.id);
      }
    }
    const gone = all.filter((r) => !usedIds.has(r.id)).map((r) => r.id);
    if (gone.length > 0) await tx.delete(chapters).where(inArray(chapters.id, gone));
    await touchCourse(tx, course.id);
    await audit(tx, auth, ip, {
      action: 'course.chapters.replace',
      targetType: 'course',
      targetId: course.id,
      brandId: course.brandId,
      before: { chapters: before },
      after: { nodes: input.nodes.length, deleted: gone },
    });
  });
  return getChapterTree(db, auth, input.courseId);
}

// ---------------------------------------------------------------------------------------------
// Lessons
// ---------------------------------------------------------------------------------------------

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

export async function getLessonDetail(db: Db, auth: AuthContext, id: number): Promise<LessonDetail> {
  const c = callerOf(auth);
  const row = await lessonWithCourse(db, id);
  if (!row || !canReadCourse(c, row.course)) throw notFound(LESSON_NOT_FOUND);
  const manages = canManage(c, row.course.brandId);
  if (!row.lesson.published && !manages) throw notFound(LESSON_NOT_FOUND);
  const [html, exerciseRows] = await Promise.all([
    lessonHtml(db, row.lesson),
    db
      .select({ sort: lessonExercises.sort, q: questions })
      .from(lessonExercises)
      .innerJoin(questions, eq(questions.id, lessonExercises.questionId))
      .where(eq(lessonExercises.lessonId, id))
      .orderBy(lessonExercises.sort, lessonExercises.questionId),
  ]);
  const l = row.lesson;
  return {
    id: l.id,
    courseId: l.courseId,
    chapterId: l.chapterId,
    title: l.title,
    sort: l.sort,
    published: l.published,
    exerciseCount: exerciseRows.length,
    updatedAt: iso(l.updatedAt),
    courseTitle: row.course.title,
    chapterTitle: row.chapter.title,
    content: manages ? l.content : null,
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

export async function saveLesson(db: Db, auth: AuthContext, input: SaveLessonInput, ip: string): Promise<LessonDetail> {
  const c = callerOf(auth);
  requireManager(c);
  const content = input.content !== undefined ? sanitizeRich(input.content) : undefined;
  const html = content !== undefined ? renderRichText(content) : undefined;
  const id = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      if (input.chapterId === undefined) throw badRequest('chapterId: is required');
      if (input.title === undefined) throw badRequest('title: is required');
      const { chapter, course } = await managedChapter(tx, c, input.chapterId);
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
      await audit(tx, auth, ip, {
        action: 'lesson.create',
        targetType: 'lesson',
        targetId: created.id,
        brandId: course.brandId,
        after: lessonSnapshot(created),
      });
      return created.id;
    }
    const { lesson, course } = await managedLesson(tx, c, input.id);
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
    await audit(tx, auth, ip, {
      action: 'lesson.update',
      targetType: 'lesson',
      targetId: lesson.id,
      brandId: course.brandId,
      before: lessonSnapshot(lesson),
      after: lessonSnapshot(updated),
    });
    return lesson.id;
  });
  return getLessonDetail(db, auth, id);
}

export async function deleteLesson(db: Db, auth: AuthContext, id: number, ip: string): Promise<{ id: number }> {
  const c = callerOf(auth);
  requireManager(c);
  await db.transaction(async (tx) => {
    const { lesson, course } = await managedLesson(tx, c, id);
    await tx.delete(lessons).where(eq(lessons.id, lesson.id));
    const rest = await lessonSiblings(tx, lesson.chapterId);
    await renumber(
      tx,
      lessons,
      rest.map((r) => r.id),
      new Map(rest.map((r) => [r.id, r.sort])),
    );
    await touchCourse(tx, course.id);
    await audit(tx, auth, ip, {
      action: 'lesson.delete',
      targetType: 'lesson',
      targetId: lesson.id,
      brandId: course.brandId,
      before: lessonSnapshot(lesson),
    });
  });
  return { id };
}

export async function moveLesson(db: Db, auth: AuthContext, input: MoveLessonInput, ip: string): Promise<LessonRow[]> {
  const c = callerOf(auth);
  requireManager(c);
  const courseId = await db.transaction(async (tx) => {
    const { lesson, course } = await managedLesson(tx, c, input.id);
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
    await audit(tx, auth, ip, {
      action: 'lesson.move',
      targetType: 'lesson',
      targetId: lesson.id,
      brandId: course.brandId,
      before: { chapterId: lesson.chapterId, sort: lesson.sort },
      after: { chapterId: target.id, index: input.index },
    });
    return course.id;
  });
  return lessonRows(db, eq(lessons.courseId, courseId));
}

export async function publishLesson(
  db: Db,
  auth: AuthContext,
  input: { id: number; published: boolean },
  ip: string,
): Promise<LessonRow> {
  const c = callerOf(auth);
  requireManager(c);
  await db.transaction(async (tx) => {
    const { lesson, course } = await managedLesson(tx, c, input.id);
    await tx
      .update(lessons)
      .set({ published: input.published, updatedAt: new Date() })
      .where(eq(lessons.id, lesson.id));
    await audit(tx, auth, ip, {
      action: input.published ? 'lesson.publish' : 'lesson.unpublish',
      targetType: 'lesson',
      targetId: lesson.id,
      brandId: course.brandId,
      before: { published: lesson.published },
      after: { published: input.published },
    });
  });
  const [row] = await lessonRows(db, eq(lessons.id, input.id));
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return row;
}

export async function setLessonExercises(
  db: Db,
  auth: AuthContext,
  input: SetLessonExercisesInput,
  ip: string,
): Promise<LessonDetail> {
  const c = callerOf(auth);
  requireManager(c);
  await db.transaction(async (tx) => {
    const { lesson, course } = await managedLesson(tx, c, input.lessonId);
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
    await audit(tx, auth, ip, {
      action: 'lesson.exercises.set',
      targetType: 'lesson',
      targetId: lesson.id,
      brandId: course.brandId,
      before: { questionIds: before.map((r) => r.id) },
      after: { questionIds: input.questionIds },
    });
  });
  return getLessonDetail(db, auth, input.lessonId);
}
