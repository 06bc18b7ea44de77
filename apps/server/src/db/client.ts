import fs from 'node:fs';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
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
  listenInProcess: ((channel: string, listener: () => void) => Promise<void>) | null;
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
  const db = drizzlePglite(withClientParsers(client), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    listenInProcess: async (channel, listener) => {
      await client.listen(channel, listener);
    },
  };
}

type Queryable = Pick<PGlite, 'query'>;

/**
 * drizzle passes the same type parsers with every statement (dates, times and intervals stay text, drizzle
 * maps them itself), and PGlite merges them into a copy of its own parser table (~320 entries, arrays
 * included) for each result: ~0.2 ms per statement, as much as a simple statement itself (`npm run bench`'s
 * class hour burst runs nine statements per autosave). The client given to drizzle installs those parsers
 * on the PGlite instance, which every statement reads, and leaves them out of the statement's options: the
 * same parser for every type, without the copy. Only drizzle queries through this client (the raw client
 * sets a planner option, migrates and listens).
 */
function withClientParsers(client: PGlite): PGlite {
  const query =
    (target: Queryable) =>
    (text: string, params?: unknown[], options?: QueryOptions): ReturnType<Queryable['query']> => {
      if (!options?.parsers) return target.query(text, params, options);
      const { parsers, ...rest } = options;
      Object.assign(client.parsers, parsers);
      return target.query(text, params, rest);
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
    query: query(client),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => fn(replacing(tx, { query: query(tx) }))),
  });
}
