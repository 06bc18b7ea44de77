/**
 * Test harness: a fresh, migrated, seeded database and an app built on it, driven with app.inject.
 * PGlite in memory by default; with DATABASE_URL set, a uniquely named database is created on that
 * server and dropped on close, so test files can run in parallel against one PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { SessionUser } from '@edu/shared';
import { type App, buildApp, loggerOptions } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import { brands, users } from '../db/schema';
import { DEMO_PASSWORD, seedIfEmpty } from '../../scripts/seed/seed';
import { md5Hex } from '../modules/auth/password';

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Collect the app's log lines (level info) for assertions; see TestApp.logs(). */
  captureLogs?: boolean;
  /** Skip the demo data (an empty, migrated database). */
  seed?: boolean;
  /** Adds routes of the test's own before the app is ready (to reach what no real route can). */
  beforeReady?: (app: App) => void;
}

export interface LoggedIn {
  token: string;
  user: SessionUser;
  /** Ready to spread into inject's headers. */
  headers: { authorization: string };
}

export interface LoginOptions {
  /** Host header; default: the host of the user's brand (`localhost`, `acme.localhost`, …). */
  host?: string;
  /** Plain password; default demo123. */
  password?: string;
}

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  config: AppConfig;
  /** Log lines written so far (only with captureLogs). */
  logs(): string;
  /** Logs in through the real endpoint and returns the session; throws when login fails. */
  login(username: string, options?: LoginOptions): Promise<LoggedIn>;
  /** Starts counting the NOTIFY signals of a channel (on either database). */
  signals(channel: string): Promise<SignalCounter>;
  close(): Promise<void>;
}

/** The Host header under which a brand's users log in. */
export function hostFor(webAddress: string | null): string {
  return webAddress === null || webAddress === 'localhost' ? 'localhost' : `${webAddress}.localhost`;
}

interface TestDatabase {
  database: Database;
  /** the test database's own address on PostgreSQL */
  url?: string;
  drop(): Promise<void>;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory' });
    return { database, drop: async () => {} };
  }
  const name = `edu_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  // pool.end() resolves before its clients' sockets are closed; a forced drop would then kill a client whose
  // error listener is gone (an uncaught 57P01). Wait, bounded, until the database has no connection left.
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };
  return { database, url: url.toString(), drop };
}

/** Counts the NOTIFY signals of a channel on the test's database. */
export interface SignalCounter {
  /** Signals received so far, once every signal sent before this call has arrived. */
  count(): Promise<number>;
  close(): Promise<void>;
}

const SETTLE_PAYLOAD = '__settle__';

async function countSignals(test: TestDatabase, channel: string): Promise<SignalCounter> {
  let received = 0;
  const listen = test.database.listenInProcess;
  // The embedded database delivers a signal before the writing call returns.
  if (listen) {
    await listen(channel, () => {
      received++;
    });
    return { count: async () => received, close: async () => {} };
  }
  if (!test.url) throw new Error('no database to listen to');
  const client = new pg.Client({ connectionString: test.url });
  // A counter a failed test did not close is ended by the database's drop: not an error of the run.
  client.on('error', () => {});
  await client.connect();
  let settled: (() => void) | null = null;
  client.on('notification', (n) => {
    if (n.payload === SETTLE_PAYLOAD) settled?.();
    else received++;
  });
  await client.query(`listen "${channel}"`);
  return {
    // PostgreSQL delivers signals in commit order: once one sent now has arrived, so have the earlier ones.
    count: async () => {
      const arrived = new Promise<void>((resolve) => {
        settled = resolve;
      });
      await test.database.db.execute(sql`select pg_notify(${channel}, ${SETTLE_PAYLOAD})`);
      await arrived;
      return received;
    },
    close: () => client.end(),
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await openTestDatabase();
  const { database, drop } = testDatabase;
  try {
    await database.migrate();
    if (options.seed !== false) await seedIfEmpty(database.db);
  } catch (err) {
    await database.close();
    await drop();
    throw err;
  }

  // Uploaded files of this app (content module) live in a temporary folder, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-test-data-'));
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir,
    // No built console unless a test points webDist somewhere.
    webDist: path.join(os.tmpdir(), `edu-no-web-${randomBytes(4).toString('hex')}`),
    seedDemo: false,
    ...options.config,
  };

  const lines: string[] = [];
  const logger = options.captureLogs ? loggerOptions('info', { write: (line: string) => lines.push(line) }) : false;
  const app = await buildApp({ config, database }, logger);
  options.beforeReady?.(app);
  await app.ready();

  const login = async (username: string, opts: LoginOptions = {}): Promise<LoggedIn> => {
    let host = opts.host;
    if (host === undefined) {
      const [row] = await database.db
        .select({ webAddress: brands.webAddress })
        .from(users)
        .leftJoin(brands, eq(brands.id, users.brandId))
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      host = hostFor(row?.webAddress ?? null);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/openapi/user/login',
      headers: { host },
      payload: { loginvalue: username, pwd: md5Hex(opts.password ?? DEMO_PASSWORD) },
    });
    const body = res.json<{ code: number; msg: string; data: { user: SessionUser } }>();
    if (body.code !== 200) throw new Error(`login ${username} failed: ${body.code} ${body.msg}`);
    const { user } = body.data;
    return { token: user.token, user, headers: { authorization: user.token } };
  };

  return {
    app,
    db: database.db,
    database,
    config,
    logs: () => lines.join(''),
    login,
    signals: (channel) => countSignals(testDatabase, channel),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The envelope of an inject response. */
export function envelopeOf<T = unknown>(res: { json<R>(): R }): { code: number; msg: string; data: T } {
  return res.json<{ code: number; msg: string; data: T }>();
}
