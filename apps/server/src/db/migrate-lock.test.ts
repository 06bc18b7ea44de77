/**
 * Several server processes may start at once on one PostgreSQL (DESIGN.md section 1). Three servers
 * started together on a new database all come up, and every migration runs exactly once: the migration
 * runs under a PostgreSQL advisory lock (db/client.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrationsFolder } from '../paths';
import { type Database, openDatabase } from './client';
import { PG_SERVER_URL, scratchDatabase } from '../test/scratch-pg';

const scratch = scratchDatabase('edu_lock');

let reachable = true;
beforeAll(async () => {
  try {
    await scratch.create();
  } catch (err) {
    if (process.env.DATABASE_URL) throw err;
    reachable = false;
    console.warn(`migrate-lock.test: no PostgreSQL at ${PG_SERVER_URL} (${String(err)}); set DATABASE_URL to run it`);
  }
});

afterAll(async () => {
  if (reachable) await scratch.drop();
});

describe('migrations under an advisory lock', () => {
  it('three servers started at once on one new database all come up; each migration runs once', async (ctx) => {
    if (!reachable) ctx.skip();
    const url = new URL(scratch.url);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-lock-'));
    const databases: Database[] = [];
    const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
    try {
      const started = await Promise.all(
        [0, 1, 2].map(async () => {
          const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
          databases.push(database);
          await database.migrate();
          const config = { ...loadConfig({}), dataDir, webDist: path.join(dataDir, 'no-web'), seedDemo: false };
          const app = await buildApp({ config, database });
          apps.push(app);
          await app.listen({ port: 0, host: '127.0.0.1' });
          const address = app.server.address();
          if (address === null || typeof address === 'string') throw new Error('no port');
          return address.port;
        }),
      );
      for (const port of started) {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        expect(res.status).toBe(200);
      }

      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        const { rows } = await check.query<{ n: number; distinct_hashes: number }>(
          'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
        );
        expect(rows[0]).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(databases.map((d) => d.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
