import { and, eq, inArray } from 'drizzle-orm';
import type { ChapterRow, ChapterTree, MoveInput, SaveChapterInput, SaveChapterTreeInput } from '@edu/shared';
import { type ContentCaller, canManage, requireManager } from '../../../access/content';
import type { Db } from '../../../db/client';
import { chapters, lessons } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, notFound } from '../../../http/errors';
import { auditEntry, change, countAll, placeAt, subtreeIds } from '../common';
import {
  CHAPTER_NOT_FOUND,
  type ChapterRecord,
  courseChapters,
  courseRowById,
  lessonRows,
  managedChapter,
  managedCourse,
  readableCourse,
  renumber,
  toChapterRows,
  touchCourse,
} from './rows';

export async function getChapterTree(db: Db, scope: ContentCaller, courseId: number): Promise<ChapterTree> {
  const course = await readableCourse(db, scope, courseId);
  const manages = canManage(scope, course.brandId);
  const [row, chapterList, lessonList] = await Promise.all([
    courseRowById(db, scope, courseId),
    courseChapters(db, courseId),
    lessonRows(db, and(eq(lessons.courseId, courseId), manages ? undefined : eq(lessons.published, true))),
  ]);
  return { course: row, chapters: toChapterRows(chapterList), lessons: lessonList };
}

function siblingsOf(all: ChapterRecord[], parentId: number | null): ChapterRecord[] {
  return all.filter((r) => r.parentId === parentId).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

function chapterSnapshot(ch: ChapterRecord): Record<string, unknown> {
  return { id: ch.id, courseId: ch.courseId, parentId: ch.parentId, title: ch.title, sort: ch.sort };
}

export async function saveChapter(db: Db, caller: Caller<ContentCaller>, input: SaveChapterInput): Promise<ChapterRow> {
  const { scope } = caller;
  requireManager(scope);
  const saved = await change(db, caller, async (tx) => {
    if (input.id === undefined) {
      if (input.courseId === undefined) throw badRequest('courseId: is required');
      const course = await managedCourse(tx, scope, input.courseId, true);
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
      return {
        result: created,
        audit: auditEntry('chapter.create', created.id, course.brandId, { after: chapterSnapshot(created) }),
      };
    }
    const { chapter, course } = await managedChapter(tx, scope, input.id);
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
    return {
      result: updated,
      audit: auditEntry('chapter.update', chapter.id, course.brandId, {
        before: chapterSnapshot(chapter),
        after: chapterSnapshot(updated),
      }),
    };
  });
  const all = await courseChapters(db, saved.courseId);
  const row = toChapterRows(all).find((r) => r.id === saved.id);
  if (!row) throw notFound(CHAPTER_NOT_FOUND);
  return row;
}

export async function moveChapter(db: Db, caller: Caller<ContentCaller>, input: MoveInput): Promise<ChapterRow[]> {
  const { scope } = caller;
  requireManager(scope);
  const courseId = await change(db, caller, async (tx) => {
    const { chapter, course } = await managedChapter(tx, scope, input.id);
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
    return {
      result: course.id,
      audit: auditEntry('chapter.move', chapter.id, course.brandId, {
        before: { parentId: chapter.parentId, sort: chapter.sort },
        after: { parentId, index: input.index },
      }),
    };
  });
  return toChapterRows(await courseChapters(db, courseId));
}

export async function deleteChapter(
  db: Db,
  caller: Caller<ContentCaller>,
  id: number,
): Promise<{ id: number; chapters: number; lessons: number }> {
  const { scope } = caller;
  requireManager(scope);
  return change(db, caller, async (tx) => {
    const { chapter, course } = await managedChapter(tx, scope, id);
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
    return {
      result: { id, chapters: ids.length, lessons: lessonCount?.n ?? 0 },
      audit: auditEntry('chapter.delete', chapter.id, course.brandId, {
        before: { ...chapterSnapshot(chapter), subChapters: ids.length - 1, lessons: lessonCount?.n ?? 0 },
      }),
    };
  });
}

export async function saveChapterTree(
  db: Db,
  caller: Caller<ContentCaller>,
  input: SaveChapterTreeInput,
): Promise<ChapterTree> {
  const { scope } = caller;
  requireManager(scope);
  await change(db, caller, async (tx) => {
    const course = await managedCourse(tx, scope, input.courseId, true);
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
    return {
      audit: auditEntry('course.chapters.replace', course.id, course.brandId, {
        before: { chapters: before },
        after: { nodes: input.nodes.length, deleted: gone },
      }),
    };
  });
  return getChapterTree(db, scope, input.courseId);
}
