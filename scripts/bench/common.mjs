// Shared by the benchmark's parts (scripts/bench.mjs): budgets, options, the results table, helpers and the
// server under test.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { root, serverMain } from '../lib.mjs';

export const BUDGET_LOGIN_JS_KB = 120;
export const BUDGET_API_P99_MS = 50;
export const BUDGET_LOGIN_MS = 100;
export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const LOGINS = Number(process.env.BENCH_LOGINS ?? 50);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// --api: only the server measurements (b) and (c), without building or loading the web console.
export const apiOnly = process.argv.includes('--api');
export const PAINT_LOADS = Number(process.env.BENCH_PAINT_LOADS ?? 15);
/** The paint goal (DESIGN.md section 7, issue 9): half of the baseline's or less. */
export const PAINT_GOAL_RATIO = 0.5;
export function optionValue(name) {
  const i = process.argv.indexOf(name);
  const inline = process.argv.find((a) => a.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : i >= 0 ? process.argv[i + 1] : undefined;
}
export const baselineRef = optionValue('--baseline') ?? process.env.BENCH_BASELINE_REF ?? '';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The results table: [measure, value, budget, verdict]. */
export const rows = [];
/** Run at the end, in order (servers stop, temporary folders go). */
export const cleanups = [];

export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
export const md5 = (s) => createHash('md5').update(s).digest('hex');
export function verdict(value, budget) {
  return value <= budget ? 'OK' : 'OVER';
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function request(port, pathname, { method = 'GET', form, token } = {}) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers = { host: `localhost:${port}`, devicetype: '3' };
  if (token) headers.authorization = token;
  if (body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode, json: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode, json: null, text });
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

export async function startServer(extraEnv = {}, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, serverMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_PER_ACCOUNT: '1000000',
      LOGIN_MAX_PER_IP: '1000000',
      ...extraEnv,
    },
  });
  cleanups.unshift(() => stopServer(child));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await request(port, '/healthz');
      if (res.status === 200) return { port, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer /healthz within 120 s');
}

/**
 * Runs a TypeScript measurement script of the server (apps/server/scripts) in its own process and resolves
 * with the JSON object of its last output line.
 */
export function runMeasurement(script, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/scripts', script)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with code ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)));
      } catch {
        reject(new Error(`${script} printed no JSON: ${out.slice(0, 200)}`));
      }
    });
  });
}

/** The server's memory after a full collection (scripts/bench/gc-probe.cjs, started with gcProbeArgs). */
export const gcProbeArgs = [
  '--expose-gc',
  '--require',
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'gc-probe.cjs'),
];

/** Asks a server started with gcProbeArgs (and BENCH_GC_PROBE_DIR=dir) for its memory after a full GC. */
export async function memoryAfterGc(dir, pid, timeoutMs = 10_000) {
  const file = path.join(dir, `${pid}.jsonl`);
  const linesBefore = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).length : 0;
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    if (!fs.existsSync(file)) continue;
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
    if (lines.length > linesBefore) return JSON.parse(lines.at(-1));
  }
  return null;
}
