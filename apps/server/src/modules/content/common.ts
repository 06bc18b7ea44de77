import { eq, sql } from 'drizzle-orm';
import type { ContentAuditTargetType } from '@edu/shared';
import type { Db } from '../../db/client';
import type { Exec, Tx } from '../../db/queries';
import { brands } from '../../db/schema';
import type { Caller } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { writeAudit } from '../audit';

/** count(*) as a JS number. */
export const countAll = sql<number>`count(*)`.mapWith(Number);

/** 400 unless the owner of a new row exists: a brand's id, or null (platform-wide). */
export async function requireOwnerBrand(db: Exec, brandId: number | null): Promise<void> {
  if (brandId === null) return;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) throw badRequest('brandId: no such brand');
}

/** The audit entry of a content change: what changed, whose it is, how it looked before and after. */
export interface ChangeEntry {
  action: string;
  targetType: ContentAuditTargetType;
  targetId: number;
  brandId: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The audit entry of a change to one row: `action` says the row's type and what was done to it
 * ('lesson.update'), `targetId` and `brandId` which row and whose, `change` how it looked before and after.
 */
export function auditEntry(
  action: `${ContentAuditTargetType}.${string}`,
  targetId: number,
  brandId: number | null,
  change: Pick<ChangeEntry, 'before' | 'after'> = {},
): ChangeEntry {
  const targetType = action.slice(0, action.indexOf('.')) as ContentAuditTargetType;
  return { action, targetType, targetId, brandId, ...change };
}

/** Who makes a change: the route's caller (its account and address; the scope does not matter here). */
type Author = Pick<Caller<unknown>, 'auth' | 'ip'>;

/**
 * One content change (README.md "Writes"): `work` checks and writes in a transaction and answers the
 * change's audit entry, written in the same transaction, with what change() resolves to (`result`).
 * Anything thrown by `work` (a refusal) rolls the whole change back.
 */
export async function change<T>(
  db: Db,
  caller: Author,
  work: (tx: Tx) => Promise<{ result: T; audit: ChangeEntry }>,
): Promise<T>;
export async function change(db: Db, caller: Author, work: (tx: Tx) => Promise<{ audit: ChangeEntry }>): Promise<void>;
export async function change(
  db: Db,
  caller: Author,
  work: (tx: Tx) => Promise<{ result?: unknown; audit: ChangeEntry }>,
): Promise<unknown> {
  return db.transaction(async (tx) => {
    const { result, audit } = await work(tx);
    await writeAudit(tx, { actorId: caller.auth.userId, ip: caller.ip, ...audit });
    return result;
  });
}

/**
 * Places `id` at `index` among `siblings` (ids in their current order, `id` possibly among them) and
 * returns the new order.
 */
export function placeAt(siblings: number[], id: number, index: number): number[] {
  const rest = siblings.filter((s) => s !== id);
  const at = Math.min(Math.max(index, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Orders a flat tree depth-first (parents before children, siblings by sort then id) with depths. */
export function depthFirst<T extends { id: number; parentId: number | null; sort: number }>(
  rows: T[],
): (T & { depth: number })[] {
  const children = new Map<number | null, T[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const parent = r.parentId !== null && ids.has(r.parentId) ? r.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(r);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const out: (T & { depth: number })[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const r of children.get(parent) ?? []) {
      out.push({ ...r, depth });
      visit(r.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

/** The ids of `rootId` and all its descendants in a parent-linked list. */
export function subtreeIds(rows: { id: number; parentId: number | null }[], rootId: number): number[] {
  const out = [rootId];
  for (let i = 0; i < out.length; i++) {
    for (const r of rows) if (r.parentId === out[i]) out.push(r.id);
  }
  return out;
}
