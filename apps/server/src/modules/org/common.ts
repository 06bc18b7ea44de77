import { type AnyColumn, asc, Column, desc, getTableName, is, type SQL, sql, type Table } from 'drizzle-orm';
import type { ListQuery } from '@edu/shared';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';

/**
 * `"table"."column"`, always qualified. Drizzle leaves columns bare in single-table statements, where a
 * correlated subquery would bind them to its own table instead (e.g. `id`); use this inside subqueries.
 */
export function qualified(table: Table, column: Column): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

/** A transaction shares the query builder of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Exec = Db | Tx;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageWindow(q: Pick<ListQuery, 'page' | 'pageSize'>): { limit: number; offset: number } {
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

export function pageOf<T>(q: Pick<ListQuery, 'page' | 'pageSize'>, list: T[], total: number): Page<T> {
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/** The keyword in lower case, or undefined when empty. */
export function keywordOf(keyword: string | undefined): string | undefined {
  const kw = keyword?.trim().toLowerCase();
  return kw ? kw : undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `kw%`: served by the text_pattern_ops indexes on large tables (users). */
export function prefixPattern(kw: string): string {
  return `${escapeLike(kw)}%`;
}

/** `%kw%`: substring match, for modest tables (schools, classes). */
export function containsPattern(kw: string): string {
  return `%${escapeLike(kw)}%`;
}

/** A sort expression that may be null (sorted last either way). Plain columns say so themselves. */
export class NullableKey {
  constructor(readonly expr: SQL) {}
}

export type SortKey = AnyColumn | SQL | NullableKey;

/**
 * ORDER BY the key(s), then the id as a stable tie-breaker (null when the key is unique). `nulls last`
 * only where a key can be null: on a NOT NULL column it would stop PostgreSQL from reading an index
 * backwards (desc) and force a sort of every matching row.
 */
export function orderBy(key: SortKey | readonly SortKey[], order: 'asc' | 'desc', id: AnyColumn | null): SQL[] {
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  const keys: readonly SortKey[] = Array.isArray(key) ? key : [key as SortKey];
  const parts = keys.map((k) => {
    if (k instanceof NullableKey) return sql`${k.expr} ${dir} nulls last`;
    if (is(k, Column) && !k.notNull) return sql`${k} ${dir} nulls last`;
    return sql`${k} ${dir}`;
  });
  if (id !== null && !keys.includes(id)) parts.push(order === 'asc' ? asc(id) : desc(id));
  return parts;
}

export function iso(d: Date): string {
  return d.toISOString();
}

export function isoOrNull(d: Date | null): string | null {
  return d === null ? null : d.toISOString();
}

/** The constraint a unique violation (23505) names, walking the drizzle error's causes; else null. */
export function uniqueViolation(err: unknown): string | null {
  let cur: unknown = err;
  for (let depth = 0; depth < 5 && typeof cur === 'object' && cur !== null; depth++) {
    const e = cur as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    cur = e.cause;
  }
  return null;
}

type UserSnapshotSource = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'name' | 'roleType' | 'brandId' | 'schoolId' | 'phone' | 'status' | 'introduction'
> & { deletedAt?: Date | null };

/** A user as the audit log records it: never a password hash. */
export function userSnapshot(u: UserSnapshotSource): Record<string, unknown> {
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    roleType: u.roleType,
    brandId: u.brandId,
    schoolId: u.schoolId,
    phone: u.phone,
    status: u.status,
    introduction: u.introduction,
    ...(u.deletedAt ? { deletedAt: u.deletedAt.toISOString() } : {}),
  };
}
