/**
 * Durability: a write the server acknowledged survives the server being killed (SIGKILL, no chance to
 * flush or close) in the middle of a burst of writes, on the embedded database and, with DATABASE_URL, on
 * PostgreSQL (issue 8, item 8). The server runs as its own process, as in production; eight times it is
 * killed while writes are in flight, restarted, and every school it answered 200 for must be there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../modules/auth';
import { repoRoot } from '../paths';
import { freePort } from './free-port';

const KILLS = 8;
/** Writes in flight at once during a burst. */
const CONCURRENCY = 6;
const serverMain = path.join(repoRoot, 'apps/server/src/main.ts');

interface Server {
  child: ChildProcess;
  base: string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not come up: ${stderr.slice(-2000)}`);
}

function kill(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/openapi/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginvalue: 'admin', pwd: md5Hex('demo123') }),
  });
  const body = (await res.json()) as { data: { user: { token: string } } };
  return body.data.user.token;
}

/** Creates schools until the server goes away; returns the names it acknowledged (answered 200 for). */
async function burst(
  base: string,
  token: string,
  brandId: number,
  prefix: string,
  killAfterMs: number,
  onKill: () => Promise<void>,
) {
  const acknowledged: string[] = [];
  let alive = true;
  let n = 0;
  const killer = setTimeout(() => {
    alive = false;
    void onKill();
  }, killAfterMs);
  const worker = async () => {
    while (alive) {
      const name = `${prefix}-${n++}`;
      try {
        const res = await fetch(`${base}/openapi/manage/updateSchool`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ name, brandId: String(brandId) }),
        });
        if (res.status === 200 && ((await res.json()) as { code: number }).code === 200) acknowledged.push(name);
      } catch {
        // the server is gone: whatever was in flight was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  clearTimeout(killer);
  return acknowledged;
}

async function schoolNames(base: string, token: string, prefix: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ keyword: prefix, page: String(page), pageSize: '100' });
    const res = await fetch(`${base}/openapi/manage/getSchoolList?${query}`, { headers: { authorization: token } });
    const body = (await res.json()) as { data: { list: { name: string }[] } };
    for (const school of body.data.list) names.add(school.name);
    if (body.data.list.length < 100) return names;
  }
}

async function brandIdOf(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/openapi/brand/getAllBrand`, { headers: { authorization: token } });
  const body = (await res.json()) as { data: { brandId: number; webAddress: string }[] };
  const brand = body.data.find((b) => b.webAddress === 'localhost');
  if (!brand) throw new Error('no localhost brand');
  return brand.brandId;
}

async function killRepeatedly(env: Record<string, string>) {
  const prefix = `durable-${randomBytes(3).toString('hex')}`;
  const acknowledged: string[] = [];
  for (let round = 0; round < KILLS; round++) {
    const server = await startServer(env);
    const token = await login(server.base);
    const brandId = await brandIdOf(server.base, token);
    // The kill lands at a different moment of each burst.
    const killAfterMs = 700 + ((round * 373) % 900);
    acknowledged.push(
      ...(await burst(server.base, token, brandId, `${prefix}-${round}`, killAfterMs, () => kill(server))),
    );
    await kill(server);
  }
  const server = await startServer(env);
  try {
    const token = await login(server.base);
    const stored = await schoolNames(server.base, token, prefix);
    const lost = acknowledged.filter((name) => !stored.has(name));
    return { acknowledged: acknowledged.length, lost };
  } finally {
    await kill(server);
  }
}

describe('acknowledged writes survive SIGKILL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-durability-'));
  let pgDatabase: string | undefined;

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) return;
    pgDatabase = `edu_durable_${process.pid}_${randomBytes(3).toString('hex')}`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`create database "${pgDatabase}"`);
    await client.end();
  });

  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!pgDatabase || !process.env.DATABASE_URL) return;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists "${pgDatabase}" with (force)`);
    await client.end();
  });

  it(`keeps every acknowledged write through ${KILLS} kills`, { timeout: 600_000 }, async () => {
    let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1' };
    if (pgDatabase && process.env.DATABASE_URL) {
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${pgDatabase}`;
      env = { ...env, DATABASE_URL: url.toString() };
    }
    const result = await killRepeatedly({ ...env, WEB_DIST: path.join(dataDir, 'no-web') });
    console.info(`durability: ${result.acknowledged} acknowledged writes, ${result.lost.length} lost, ${KILLS} kills`);
    expect(result.lost).toEqual([]);
    expect(result.acknowledged).toBeGreaterThan(KILLS * 20);
  });
});
