import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { CourseRow, GetCourseListQuery, SaveCourseInput } from '@edu/shared';
import { type ContentCaller, courseVisibility, ownerForNew, requireManager } from '../../../access/content';
import type { Db } from '../../../db/client';
import { brands, courses } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, notFound } from '../../../http/errors';
import { containsKeyword, orderBy, type Page, pageOf, pageWindow } from '../../../db/queries';
import { auditEntry, change, countAll, requireOwnerBrand } from '../common';
import {
  COURSE_NOT_FOUND,
  type CourseRecord,
  courseFields,
  courseRowById,
  managedCourse,
  readableCourse,
  toCourseRow,
} from './rows';

const COURSE_SORTS = {
  title: courses.title,
  grade: [courses.grade, courses.title],
  createdAt: courses.id,
  updatedAt: courses.updatedAt,
} as const;

export async function listCourses(db: Db, scope: ContentCaller, q: GetCourseListQuery): Promise<Page<CourseRow>> {
  const conds: (SQL | undefined)[] = [courseVisibility(scope, courses)];
  if (q.kind) conds.push(eq(courses.kind, q.kind));
  if (q.subject) conds.push(eq(courses.subject, q.subject));
  if (q.grade !== undefined) conds.push(eq(courses.grade, q.grade));
  if (q.brandId !== undefined) conds.push(eq(courses.brandId, q.brandId));
  if (q.owner === 'platform') conds.push(isNull(courses.brandId));
  if (q.owner === 'brand') {
    conds.push(scope.role === 'admin' ? isNotNull(courses.brandId) : eq(courses.brandId, scope.brandId ?? -1));
  }
  if (q.published !== undefined) conds.push(eq(courses.published, q.published));
  if (q.textbookEdition) conds.push(eq(courses.textbookEdition, q.textbookEdition));
  conds.push(containsKeyword(courses.title, q.keyword));
  const where = and(...conds);
  const sort = q.sort ?? 'updatedAt';
  const order = q.order ?? (sort === 'title' || sort === 'grade' ? 'asc' : 'desc');
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(courseFields(scope))
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
    rows.map((r) => toCourseRow(scope, r)),
    total?.n ?? 0,
  );
}

export async function getCourseDetail(db: Db, scope: ContentCaller, id: number): Promise<CourseRow> {
  await readableCourse(db, scope, id);
  return courseRowById(db, scope, id);
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

export async function saveCourse(db: Db, caller: Caller<ContentCaller>, input: SaveCourseInput): Promise<CourseRow> {
  const { scope } = caller;
  requireManager(scope);
  const id = await change(db, caller, async (tx) => {
    if (input.id === undefined) {
      const brandId = ownerForNew(scope, input.brandId);
      await requireOwnerBrand(tx, brandId);
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
      return {
        result: created.id,
        audit: auditEntry('course.create', created.id, brandId, { after: courseSnapshot(created) }),
      };
    }
    const found = await managedCourse(tx, scope, input.id, true);
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
    return {
      result: found.id,
      audit: auditEntry('course.update', found.id, found.brandId, {
        before: courseSnapshot(found),
        after: courseSnapshot(updated),
      }),
    };
  });
  return courseRowById(db, scope, id);
}

export async function deleteCourse(db: Db, caller: Caller<ContentCaller>, id: number): Promise<{ id: number }> {
  const { scope } = caller;
  requireManager(scope);
  await change(db, caller, async (tx) => {
    const found = await managedCourse(tx, scope, id, true);
    await tx.delete(courses).where(eq(courses.id, found.id));
    return {
      audit: auditEntry('course.delete', found.id, found.brandId, { before: courseSnapshot(found) }),
    };
  });
  return { id };
}

export async function publishCourse(
  db: Db,
  caller: Caller<ContentCaller>,
  input: { id: number; published: boolean },
): Promise<CourseRow> {
  const { scope } = caller;
  requireManager(scope);
  await change(db, caller, async (tx) => {
    const found = await managedCourse(tx, scope, input.id, true);
    await tx.update(courses).set({ published: input.published, updatedAt: new Date() }).where(eq(courses.id, found.id));
    return {
      audit: auditEntry(input.published ? 'course.publish' : 'course.unpublish', found.id, found.brandId, {
        before: { published: found.published },
        after: { published: input.published },
      }),
    };
  });
  return courseRowById(db, scope, input.id);
}

export async function textbookEditions(
  db: Db,
  scope: ContentCaller,
  q: { subject?: string; grade?: number },
): Promise<{ edition: string; courseCount: number }[]> {
  const rows = await db
    .select({ edition: courses.textbookEdition, courseCount: countAll })
    .from(courses)
    .where(
      and(
        courseVisibility(scope, courses),
        eq(courses.kind, 'book'),
        q.subject ? eq(courses.subject, q.subject) : undefined,
        q.grade !== undefined ? eq(courses.grade, q.grade) : undefined,
      ),
    )
    .groupBy(courses.textbookEdition)
    .orderBy(asc(courses.textbookEdition));
  return rows.filter((r) => r.edition !== '');
}
