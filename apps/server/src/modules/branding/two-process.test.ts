/**
 * Brand resolution across server processes (issue 13, Performance: "cached, invalidated on save, correct across
 * server processes"): two servers (buildApp twice, each with its own pool and LISTEN connection) on one
 * PostgreSQL database. B resolves a brand and keeps it in its cache (modules/brand/directory.ts); A saves the
 * brand; B's next getBrandByWebAddress and its brand host's index.html answer the new value within a short wait,
 * through the NOTIFY that left with A's commit (db/event-bus.ts BRAND_CHANNEL). PostgreSQL only, as
 * supervision/two-process.test: DATABASE_URL or the local server; without one it fails (this is the only proof of
 * the transport for brands).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandInfo } from '@edu/shared';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { brands } from '../../db/schema';
import { scratchDatabase } from '../../test/scratch-pg';
import { DEMO_PASSWORD, seedIfEmpty } from '../../../scripts/seed/seed';
import { md5Hex } from '../auth/password';

const scratch = scratchDatabase('edu_brand_two');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-brand-two-'));
const webDist = path.join(dataDir, 'web');
const databases: Database[] = [];
const apps: App[] = [];
let a: App;
let b: App;

async function server(): Promise<{ app: App; database: Database }> {
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 3 });
  databases.push(database);
  await database.migrate();
  const config = { ...loadConfig({}), dataDir, webDist, seedDemo: false };
  const app = await buildApp({ config, database });
  apps.push(app);
  await app.ready();
  return { app, database };
}

beforeAll(async () => {
  await scratch.create();
  // A console build of one file: the brand host's index.html is served filled in from the same cache.
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Console</title></head></html>');
  const first = await server();
  await seedIfEmpty(first.database.db);
  a = first.app;
  b = (await server()).app;
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await scratch.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function resolve(app: App, webAddress: string): Promise<BrandInfo> {
  const res = await app.inject({ url: `/openapi/brand/getBrandByWebAddress?webAddress=${webAddress}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: BrandInfo }>().data;
}

async function pageTitle(app: App, webAddress: string): Promise<string> {
  const res = await app.inject({ url: '/', headers: { host: `${webAddress}.localhost` } });
  expect(res.statusCode).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '';
}

/** Polls until `read` gives `want` or the wait is over; the last value read. */
async function within<T>(ms: number, read: () => Promise<T>, want: T): Promise<T> {
  const deadline = Date.now() + ms;
  let got = await read();
  while (got !== want && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    got = await read();
  }
  return got;
}

describe('brand resolution across two server processes', () => {
  it('B answers from its cache, and a save through A reaches B within a short wait', async () => {
    const before = await resolve(b, 'acme');
    expect(await pageTitle(b, 'acme')).toBe(before.brandName);
    expect(b.brandDirectory.size).toBeGreaterThanOrEqual(1);

    // B really answers from its cache: a change written past the API (no NOTIFY) does not show there.
    const db = databases[1]?.db;
    if (!db) throw new Error('no database');
    const [acme] = await db.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, 'acme'));
    if (!acme) throw new Error('no acme brand');
    await db.update(brands).set({ name: 'Written past the API' }).where(eq(brands.id, acme.id));
    expect((await resolve(b, 'acme')).brandName).toBe(before.brandName);

    const login = await a.inject({
      method: 'POST',
      url: '/openapi/user/login',
      headers: { host: 'localhost' },
      payload: { loginvalue: 'admin', pwd: md5Hex(DEMO_PASSWORD) },
    });
    const token = login.json<{ data: { user: { token: string } } }>().data.user.token;
    const saved = await a.inject({
      method: 'POST',
      url: '/openapi/brand/saveBrand',
      headers: { authorization: token },
      payload: { brandId: before.brandId, brandName: 'Acme Renamed', webAddress: 'acme' },
    });
    expect(saved.json<{ code: number }>().code).toBe(200);
    // A, the saving process, drops its own cache at once.
    expect((await resolve(a, 'acme')).brandName).toBe('Acme Renamed');

    expect(await within(2_000, async () => (await resolve(b, 'acme')).brandName, 'Acme Renamed')).toBe('Acme Renamed');
    expect(await within(2_000, () => pageTitle(b, 'acme'), 'Acme Renamed')).toBe('Acme Renamed');
    // The rest of the answer is the brand's as saved (its theme and logos kept).
    expect(await resolve(b, 'acme')).toEqual({ ...before, brandName: 'Acme Renamed' });
  }, 60_000);
});
