import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { KnowledgePointRow, KnowledgeTree, MoveInput, SaveKnowledgePointInput, Subject } from '@edu/shared';
import type { Db } from '../../../db/client';
import { knowledgePoints, questionKnowledgePoints } from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { Caller } from '../../../http/define-route';
import type { Exec, Tx } from '../../../db/queries';
import { auditEntry, change, countAll, depthFirst, placeAt, requireOwnerBrand, subtreeIds } from '../common';
import {
  canManage,
  canReadBank,
  type ContentCaller,
  mayLink,
  ownerForNew,
  requireManager,
} from '../../../access/content';

type PointRecord = typeof knowledgePoints.$inferSelect;
const NOT_FOUND = 'Knowledge point not found';

/** Points an owner's tree shows: platform-wide ones and the owner brand's. */
function ownerTree(owner: number | null): SQL | undefined {
  return owner === null
    ? isNull(knowledgePoints.brandId)
    : or(isNull(knowledgePoints.brandId), eq(knowledgePoints.brandId, owner));
}

async function subjectPoints(db: Exec, subject: string, owner: number | null): Promise<PointRecord[]> {
  return db
    .select()
    .from(knowledgePoints)
    .where(and(eq(knowledgePoints.subject, subject), ownerTree(owner)));
}

export async function getKnowledgeTree(
  db: Db,
  c: ContentCaller,
  q: { subject: Subject; brandId?: number },
): Promise<KnowledgeTree> {
  // Another brand's tree is out of scope: like an unknown brand (DESIGN.md section 3).
  if (q.brandId !== undefined && c.role !== 'admin' && q.brandId !== c.brandId) throw notFound('Brand not found');
  const owner = c.role === 'admin' ? (q.brandId ?? null) : c.brandId;
  const rows = await subjectPoints(db, q.subject, owner);
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ id: questionKnowledgePoints.knowledgePointId, n: countAll })
          .from(questionKnowledgePoints)
          .where(inArray(questionKnowledgePoints.knowledgePointId, ids))
          .groupBy(questionKnowledgePoints.knowledgePointId);
  const count = new Map(counts.map((r) => [r.id, r.n]));
  return { subject: q.subject, points: depthFirst(rows).map((r) => toRow(c, r, count.get(r.id) ?? 0)) };
}

function toRow(c: ContentCaller, r: PointRecord & { depth: number }, questionCount: number): KnowledgePointRow {
  return {
    id: r.id,
    brandId: r.brandId,
    subject: r.subject as Subject,
    parentId: r.parentId,
    name: r.name,
    sort: r.sort,
    depth: r.depth,
    questionCount,
    editable: canManage(c, r.brandId),
  };
}

async function managedPoint(tx: Exec, c: ContentCaller, id: number): Promise<PointRecord> {
  const [point] = await tx.select().from(knowledgePoints).where(eq(knowledgePoints.id, id)).limit(1).for('update');
  if (!point || !canReadBank(c, point.brandId)) throw notFound(NOT_FOUND);
  if (!canManage(c, point.brandId)) throw forbidden();
  return point;
}

function snapshot(p: PointRecord): Record<string, unknown> {
  return { id: p.id, brandId: p.brandId, subject: p.subject, parentId: p.parentId, name: p.name, sort: p.sort };
}

function siblings(all: PointRecord[], parentId: number | null, exceptId?: number) {
  return all
    .filter((r) => r.parentId === parentId && r.id !== exceptId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((r) => r.id);
}

async function renumber(tx: Tx, ordered: number[], all: PointRecord[]) {
  const current = new Map(all.map((r) => [r.id, r.sort]));
  for (const [i, id] of ordered.entries()) {
    if (current.get(id) !== i) await tx.update(knowledgePoints).set({ sort: i }).where(eq(knowledgePoints.id, id));
  }
}

async function rowOf(db: Db, c: ContentCaller, id: number): Promise<KnowledgePointRow> {
  const [point] = await db.select().from(knowledgePoints).where(eq(knowledgePoints.id, id)).limit(1);
  if (!point) throw notFound(NOT_FOUND);
  const all = await subjectPoints(db, point.subject, point.brandId);
  const ordered = depthFirst(all).find((r) => r.id === id);
  const [n] = await db
    .select({ n: countAll })
    .from(questionKnowledgePoints)
    .where(eq(questionKnowledgePoints.knowledgePointId, id));
  return toRow(c, ordered ?? { ...point, depth: 0 }, n?.n ?? 0);
}

export async function saveKnowledgePoint(db: Db, caller: Caller<ContentCaller>, input: SaveKnowledgePointInput) {
  const c = caller.scope;
  requireManager(c);
  const id = await change(db, caller, async (tx) => {
    if (input.id === undefined) {
      if (input.subject === undefined) throw badRequest('subject: is required');
      const owner = ownerForNew(c, input.brandId);
      await requireOwnerBrand(tx, owner);
      const parentId = input.parentId ?? null;
      const all = await subjectPoints(tx, input.subject, owner);
      if (parentId !== null && !all.some((r) => r.id === parentId)) {
        throw badRequest('parentId: not a knowledge point of this subject');
      }
      const [created] = await tx
        .insert(knowledgePoints)
        .values({
          brandId: owner,
          subject: input.subject,
          parentId,
          name: input.name,
          sort: siblings(all, parentId).length,
        })
        .returning();
      if (!created) throw new Error('insert returned no knowledge point');
      return {
        result: created.id,
        audit: auditEntry('knowledgePoint.create', created.id, owner, { after: snapshot(created) }),
      };
    }
    const point = await managedPoint(tx, c, input.id);
    if (input.subject !== undefined && input.subject !== point.subject) {
      throw badRequest('subject: a knowledge point cannot change its subject');
    }
    const [updated] = await tx
      .update(knowledgePoints)
      .set({ name: input.name })
      .where(eq(knowledgePoints.id, point.id))
      .returning();
    if (!updated) throw notFound(NOT_FOUND);
    return {
      result: point.id,
      audit: auditEntry('knowledgePoint.update', point.id, point.brandId, {
        before: snapshot(point),
        after: snapshot(updated),
      }),
    };
  });
  return rowOf(db, c, id);
}

export async function moveKnowledgePoint(db: Db, caller: Caller<ContentCaller>, input: MoveInput) {
  const c = caller.scope;
  requireManager(c);
  await change(db, caller, async (tx) => {
    const point = await managedPoint(tx, c, input.id);
    const all = await subjectPoints(tx, point.subject, point.brandId);
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      const parent = all.find((r) => r.id === parentId);
      if (!parent || !mayLink(point.brandId, parent.brandId)) {
        throw badRequest('parentId: not a knowledge point of this subject');
      }
      if (subtreeIds(all, point.id).includes(parentId)) {
        throw badRequest('parentId: a knowledge point cannot move into itself or its descendants');
      }
    }
    if (parentId !== point.parentId) {
      await tx.update(knowledgePoints).set({ parentId }).where(eq(knowledgePoints.id, point.id));
      await renumber(tx, siblings(all, point.parentId, point.id), all);
    }
    const target = siblings(all, parentId, point.id);
    const current = all.map((r) => (r.id === point.id && parentId !== point.parentId ? { ...r, sort: -1 } : r));
    await renumber(tx, placeAt(target, point.id, input.index), current);
    return {
      audit: auditEntry('knowledgePoint.move', point.id, point.brandId, {
        before: { parentId: point.parentId, sort: point.sort },
        after: { parentId, index: input.index },
      }),
    };
  });
  return rowOf(db, c, input.id);
}

/** Deletes a point with its descendants; their links to questions go with them (the questions stay). */
export async function deleteKnowledgePoint(db: Db, caller: Caller<ContentCaller>, id: number) {
  const c = caller.scope;
  requireManager(c);
  return change(db, caller, async (tx) => {
    const point = await managedPoint(tx, c, id);
    const all = await tx
      .select({ id: knowledgePoints.id, parentId: knowledgePoints.parentId, brandId: knowledgePoints.brandId })
      .from(knowledgePoints)
      .where(eq(knowledgePoints.subject, point.subject));
    const ids = subtreeIds(all, point.id);
    const foreign = all.filter((r) => ids.includes(r.id) && !canManage(c, r.brandId));
    if (foreign.length > 0) throw forbidden('Other brands have knowledge points under this one');
    const [links] = await tx
      .select({ n: countAll })
      .from(questionKnowledgePoints)
      .where(inArray(questionKnowledgePoints.knowledgePointId, ids));
    await tx.delete(knowledgePoints).where(eq(knowledgePoints.id, point.id));
    const rest = await subjectPoints(tx, point.subject, point.brandId);
    await renumber(tx, siblings(rest, point.parentId), rest);
    return {
      result: { id, points: ids.length, links: links?.n ?? 0 },
      audit: auditEntry('knowledgePoint.delete', point.id, point.brandId, {
        before: { ...snapshot(point), descendants: ids.length - 1, links: links?.n ?? 0 },
      }),
    };
  });
}
