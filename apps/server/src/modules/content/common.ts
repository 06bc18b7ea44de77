import { sql } from 'drizzle-orm';
import type { ContentAuditTargetType } from '@edu/shared';
import type { AuthContext } from '../auth';
import { writeAudit } from '../audit';
import type { Exec } from '../../db/queries';

export {
  containsPattern,
  type Exec,
  iso,
  keywordOf,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
  qualified,
  type Tx,
} from '../../db/queries';

/** count(*) as a JS number. */
export const countAll = sql<number>`count(*)`.mapWith(Number);

/** Writes an audit entry for a content change (inside the change's transaction). */
export async function audit(
  tx: Exec,
  auth: Pick<AuthContext, 'userId'>,
  ip: string,
  entry: {
    action: string;
    targetType: ContentAuditTargetType;
    targetId: number;
    brandId: number | null;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
) {
  await writeAudit(tx, { actorId: auth.userId, ip, ...entry });
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
