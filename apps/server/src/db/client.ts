import fs from 'node:fs';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { statementCache } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give the same query builder; code depends only on this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Listens to a NOTIFY channel in this process, delivered before the writing call returns: only the
   * embedded database can promise that (one process owns it); on PostgreSQL, other processes write too
   * and their signals arrive later, so this is null there.
   */
  listenInProcess: ((channel: string, listener: (payload: string) => void) => Promise<void>) | null;
  /** PostgreSQL's address (a LISTEN needs a connection of its own: db/event-bus.ts); null on PGlite */
  connectionString: string | null;
}

/** Any number: it only has to be the same for every process migrating this database. */
const MIGRATION_LOCK_KEY = 4_216_001;

export interface DatabaseOptions {
  /** postgres://… for a real PostgreSQL; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory' keeps everything in memory (tests). */
  pgliteDir?: string | 'memory';
  poolSize?: number;
  /** Errors of idle pooled connections (server restart, admin termination); without a listener they crash the process. */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // The pool drops the broken client and opens a new one on the next query; the process goes on.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Several processes may start at once on one database (DESIGN.md section 1): the first to take the
      // advisory lock migrates, the others wait for it and then find nothing left to do.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(drizzlePg(client), { migrationsFolder });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
      listenInProcess: null,
      connectionString: options.databaseUrl,
    };
  }
  let dataDir: string | undefined;
  if (options.pgliteDir && options.pgliteDir !== 'memory') {
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    dataDir = options.pgliteDir;
  }
  const client = await PGlite.create(dataDir);
  // PGlite keeps every page in memory: a random read costs about what a sequential one does. With the
  // default (4, for spinning disks) the planner prefers scanning every question's text to the search
  // index for keywords matching a few thousand rows (40-80 ms instead of ~10 ms at 50 000 questions;
  // modules/content/README.md "Question search"). One connection, so the session setting holds.
  await client.exec('SET random_page_cost = 1.1');
  // A new 16 MB WAL segment is written full of zeros by default, on the one thread that serves every request:
  // 50-300 ms without an answer each time the log fills one (every few thousand writes). The embedded
  // database runs with fsync off, so pre-allocating the file buys nothing; create it at its size instead.
  await client.exec('SET wal_init_zero = off');
  const db = drizzlePglite(drizzleClient(client), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    listenInProcess: async (channel, listener) => {
      await client.listen(channel, listener);
    },
    connectionString: null,
  };
}

type Queryable = Pick<PGlite, 'query'>;

/**
 * The client drizzle queries through (the raw client sets a planner option, migrates and listens):
 * - the hot paths' statements (db/prepared.ts) run as named prepared statements, kept per text
 *   (db/pglite-statements.ts): parsed and planned once instead of at every call;
 * - drizzle passes the same type parsers with every statement (dates, times and intervals stay text, drizzle
 *   maps them itself), and PGlite would merge them into a copy of its own parser table (~320 entries, arrays
 *   included) for each result: ~0.2 ms per statement. They are installed once on the PGlite instance, which
 *   every statement reads, and left out of the statement's options.
 */
function drizzleClient(client: PGlite): PGlite {
  const statements = statementCache(client);
  const query =
    (target: Queryable, inTransaction: boolean) =>
    <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      let rest = options;
      if (options?.parsers) {
        const { parsers, ...others } = options;
        Object.assign(client.parsers, parsers);
        rest = others;
      }
      return statements.keeps(text, params)
        ? statements.query<T>(text, params, rest, inTransaction)
        : target.query<T>(text, params, rest);
    };
  // Methods run on the real object (PGlite keeps private fields); only the named ones are replaced.
  const replacing = <T extends object>(target: T, replaced: Record<string, unknown>): T =>
    new Proxy(target, {
      get: (t, key) => {
        if (typeof key === 'string' && Object.hasOwn(replaced, key)) return replaced[key];
        const value = Reflect.get(t, key, t);
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  return replacing(client, {
    query: query(client, false),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => fn(replacing(tx, { query: query(tx, true) }))),
  });
}
