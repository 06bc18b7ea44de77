import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Named prepared statements for the embedded database, one per statement text marked by keepPlan, kept for
 * the life of the connection (least recently used out past `maxStatements`).
 *
 * PGlite's query() parses, analyses and plans every statement anew (an unnamed statement, six calls into
 * the WebAssembly module) and the planner asks the file system for the size of every relation it touches.
 * The hot paths send the same statement texts again and again with other parameters: a kept statement
 * is bound and executed in one call, and after five executions PostgreSQL keeps its generic plan
 * (plan_cache_mode auto). The autosave's read went from 1.3 ms to 0.2 ms (npm run bench, class hour burst).
 *
 * PostgreSQL invalidates a prepared plan itself when a table it reads changes; a statement whose result
 * columns changed ("cached plan must not change result type") or that the backend no longer knows is
 * forgotten here and prepared again.
 */
export interface StatementCache {
  /** Whether a statement is kept: a data statement of bounded size (not DDL, SET or a bulk insert) marked by keepPlan. */
  keeps(text: string, params: readonly unknown[]): boolean;
  /**
   * Runs a statement as PGlite's query() does (same parameter serializers, result parsers and errors).
   * `inTransaction`: called from inside PGlite's transaction(), which already holds its transaction lock.
   */
  query<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>>;
  /** How many statements are prepared now (tests). */
  readonly size: number;
}

const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;
const MAX_TEXT = 16_384;
const MAX_PARAMS = 200;
/** SQLSTATEs after which a prepared statement must be prepared again. */
const STALE = new Set(['26000', '0A000']);

interface Prepared {
  name: string;
  paramTypes: number[];
}

type DatabaseError = Error & { code?: string; query?: string; params?: unknown[]; queryOptions?: QueryOptions };

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/**
 * The statement texts worth a kept plan: the hot paths' (db/prepared.ts registers what it builds). Only they
 * are kept. Other statements are planned at every call, as before: a generic plan (what PostgreSQL keeps for
 * a prepared statement after five runs) cannot see the parameters, and for keyword searches it was 3 to 10
 * times slower than a plan made for the keyword (the user lists at --scale 250: p95 ~140 ms instead of ~15).
 */
const keptTexts = new Set<string>();

/** Marks a statement text as one to prepare once and keep (a hot path's key lookups, not searches). */
export function keepPlan(text: string): void {
  keptTexts.add(text);
}

/** Caches on one connection must not name their statements alike. */
let caches = 0;

export function statementCache(client: PGlite, maxStatements = 256): StatementCache {
  const statements = new Map<string, Prepared>();
  const prefix = `edu_c${++caches}_s`;
  let next = 0;
  const ser = protocol.serialize;

  /** Runs protocol messages under PGlite's query lock (and its transaction lock when outside a transaction). */
  const exclusive = <R>(inTransaction: boolean, fn: () => Promise<R>): Promise<R> =>
    inTransaction ? client.runExclusive(fn) : client._runExclusiveTransaction(() => client.runExclusive(fn));

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `${prefix}${++next}`;
    const { messages } = await client.execProtocol(
      concat([ser.parse({ name, text, types: options?.paramTypes }), ser.describe({ type: 'S', name }), ser.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, prepared);
    if (statements.size > maxStatements) {
      const [oldText, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldText);
      await close(oldest);
    }
    return prepared;
  }

  async function close(prepared: Prepared): Promise<void> {
    await client.execProtocol(concat([ser.close({ type: 'S', name: prepared.name }), ser.sync()]), {
      syncToFs: false,
    });
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let prepared = statements.get(text);
    if (prepared) {
      // Most recently used last: the first entry is the one to let go.
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text, options);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = prepared.paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await client.execProtocol(
      concat([
        ser.bind({ statement: prepared.name, values }),
        ser.describe({ type: 'P' }),
        ser.execute({}),
        ser.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  return {
    get size() {
      return statements.size;
    },
    keeps: (text, params) =>
      keptTexts.has(text) && params.length <= MAX_PARAMS && text.length <= MAX_TEXT && CACHEABLE.test(text),
    async query<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
      const attempt = () => exclusive(inTransaction, () => run<T>(text, params, options));
      try {
        try {
          return await attempt();
        } catch (err) {
          const code = (err as DatabaseError).code;
          if (!code || !STALE.has(code)) throw err;
          const stale = statements.get(text);
          statements.delete(text);
          // Closing a statement the backend no longer knows is not an error (PostgreSQL's Close message).
          if (stale && !inTransaction) await exclusive(false, () => close(stale));
          // Inside a transaction the error has aborted it: the caller's retry starts a new one.
          if (inTransaction) throw err;
          return await attempt();
        } finally {
          if (!inTransaction) await client.syncToFs();
        }
      } catch (err) {
        // As PGlite's query() reports a database error: with the statement that caused it.
        const e = err as DatabaseError;
        if (e.code !== undefined) {
          e.query = text;
          e.params = params;
          e.queryOptions = options;
        }
        throw e;
      }
    },
  };
}
