import { type AnyColumn, asc, Column, desc, getTableName, is, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@edu/shared';
import type { Db } from './client';

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

/**
 * The rows of a statement written in SQL (what the query builder cannot say in one statement). Both drivers
 * (pg and PGlite) answer `{ rows }`; the row type is the caller's word for its select list.
 */
export async function selectRows<Row>(db: Exec, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Set by the lists that count at most LIST_TOTAL_CAP rows: true when more rows match than `total`. */
  totalCapped?: boolean;
}

export function pageWindow(q: Pick<ListQuery, 'page' | 'pageSize'>): { limit: number; offset: number } {
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

/** A capped list's total (see countUpTo): at most `cap`, and whether more rows match. */
export interface CappedTotal {
  total: number;
  totalCapped: boolean;
}

/** The total of `n` rows counted up to cap + 1 (or exactly). */
export function cappedTotal(n: number, cap: number): CappedTotal {
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

export function pageOf<T>(q: Pick<ListQuery, 'page' | 'pageSize'>, list: T[], total: number | CappedTotal): Page<T> {
  return typeof total === 'number'
    ? { list, total, page: q.page, pageSize: q.pageSize }
    : { list, total: total.total, page: q.page, pageSize: q.pageSize, totalCapped: total.totalCapped };
}

/**
 * How many rows of `table` match `where`, counting no further than `upTo` + 1: the total of a list whose
 * matches can be very many (README.md "List totals"). An exact count of 100 000 matches reads all of
 * them (~100 ms); this stops after the first upTo + 1 it finds.
 */
export async function countUpTo(db: Exec, table: Table, where: SQL | undefined, upTo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`(select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${upTo + 1}) as counted`);
  return row?.n ?? 0;
}

/**
 * One page of a list whose total is counted up to `cap` (see countUpTo): the rows of `select` (a dynamic
 * select of `table`'s rows, `.$dynamic()`) that match `where`, in the order `order` gives and cut to the
 * page `q` asks for, with the total, counted alongside.
 */
export async function cappedPage<S extends PgSelect>(
  db: Exec,
  q: Pick<ListQuery, 'page' | 'pageSize'>,
  list: { select: S; table: Table; where: SQL | undefined; order: SQL[]; cap: number },
): Promise<{ rows: Awaited<S>; total: CappedTotal }> {
  const { limit, offset } = pageWindow(q);
  const [rows, n] = await Promise.all([
    list.select
      .where(list.where)
      .orderBy(...list.order)
      .limit(limit)
      .offset(offset),
    countUpTo(db, list.table, list.where, list.cap),
  ]);
  return { rows, total: cappedTotal(n, list.cap) };
}

/**
 * The page `q` asks for of the rows of `table` that match `where`, sorted by `key` (then `id`), together
 * with how many match, in one statement that reads each match once: the matches (at most `max` + 1 of
 * them) with their key, a sort of just those, and `count(*) over ()`. For a search whose matches are few but scattered,
 * where walking the sort's index to them would read most of the table. `null` when more than `max`
 * rows match: they are then dense enough along any order for the index walk to find a page at once.
 * The key may be null (sorted last either way, as orderBy does).
 */
export async function sortedMatches(
  db: Exec,
  q: Pick<ListQuery, 'page' | 'pageSize'>,
  m: {
    table: Table;
    id: AnyColumn;
    key: AnyColumn | SQL;
    where: SQL | undefined;
    order: 'asc' | 'desc';
    max: number;
  },
): Promise<{ ids: number[]; n: number } | null> {
  const { limit, offset } = pageWindow(q);
  const dir = m.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await db
    .select({ id: sql<number>`m.id`.mapWith(Number), n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(
      sql`(select ${m.id} as id, ${m.key} as k from ${m.table}${m.where ? sql` where ${m.where}` : sql``} limit ${m.max + 1}) as m`,
    )
    .orderBy(sql`m.k ${dir} nulls last`, sql`m.id ${dir}`)
    .limit(limit)
    .offset(offset);
  // A page past the end has no row to carry the count.
  const n = rows[0]?.n ?? (offset === 0 ? 0 : await countUpTo(db, m.table, m.where, m.max));
  return n > m.max ? null : { ids: rows.map((r) => r.id), n };
}

/** The rows of `ids` in that order (rows fetched by key, in any order). */
export function inOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r] as const));
  return ids.flatMap((id) => byId.get(id) ?? []);
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

/** A list's keyword search on one text column (`lower(column) like %kw%`); undefined without a keyword. */
export function containsKeyword(column: AnyColumn, keyword: string | undefined): SQL | undefined {
  const kw = keywordOf(keyword);
  return kw ? sql`lower(${column}) like ${containsPattern(kw)}` : undefined;
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
