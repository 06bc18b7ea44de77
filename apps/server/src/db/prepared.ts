import type { Placeholder, Query, SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { keepPlan } from './pglite-statements';
import type { Exec } from './queries';

/** A value of a prepared statement: the value itself, or the placeholder that names it. */
export type Bindable<T> = T | Placeholder;

/**
 * A statement built once: `build` writes it with drizzle (sql`…`, the query builders, the access policy's
 * conditions), naming the values that change from call to call with `sql.placeholder('name')`; its text is
 * made on the first call, and every call only binds `values`. This is drizzle's `.prepare()` for any
 * statement, on the database or in a transaction. Building a statement of a few nested queries costs about
 * what the embedded database takes to run it once it is planned (~0.3 ms on the class hour's autosave:
 * modules/learning/README.md), so the hot paths build theirs once.
 *
 * On the embedded database the statement is also prepared once and its plan kept (db/pglite-statements.ts
 * keepPlan): write here only key lookups and writes whose best plan does not depend on the values, never a
 * keyword search.
 *
 * `build` may depend on nothing but constants and `shape`, the key of a variant of the statement (a role, a
 * brand); it gets the database of the first call only to reach drizzle's builders.
 */
export function preparedStatement<Values extends object, Row>(
  build: (db: Exec, shape: string) => SQL,
): (db: Exec, values: Values, shape?: string) => Promise<Row[]> {
  const built = new Map<string, Query>();
  return async (db, values, shape = '') => {
    // drizzle keeps a database's dialect and session protected; databases and transactions of both drivers
    // have them.
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    let query = built.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(build(db, shape));
      keepPlan(query.sql);
      built.set(shape, query);
    }
    const prepared = session.prepareQuery(query, undefined, undefined, false);
    const result = await prepared.execute(values as Record<string, unknown>);
    return (result as { rows: Row[] }).rows;
  };
}
