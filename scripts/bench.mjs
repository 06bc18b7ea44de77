#!/usr/bin/env node
// npm run bench: measures the budgets of DESIGN.md section 7 and prints them as a table. It reports, it does not
// gate: budgets are marked OK or OVER and the exit code is 0 unless a measurement itself could not be made.
//   (a) the login page's first-load JS (gzip), loaded in Debian's Chromium from the real server;
//   (b) getInfo latency and throughput under load from a second process (autocannon), closed and fixed-rate;
//   (c) login latency over sequential logins;
//   (d) content: the renderer's throughput (lessons/s, server pipeline) and question search latency on
//       50 000 questions (apps/server/scripts/bench-content.ts, its own PGlite; BENCH_QUESTIONS to change).
//   (e) the organization lists at scale: first page with a keyword of every org list on ~100 000 users
//       (seed --scale 250, cached), server time p50/p95, and the export of a large filtered list
//       (scripts/bench-scale.mjs; --scale N to change N, --scale 0 to skip, BENCH_DATABASE_URL for PostgreSQL too).
//   (f) the login page's first contentful paint and largest contentful paint in Chromium: median of
//       BENCH_PAINT_LOADS (15) cold loads, a new browser context each. With --baseline <git-ref> (or
//       BENCH_BASELINE_REF) that ref's web console is built in a temporary git worktree and served by a second
//       server of today's build (WEB_DIST), and both are loaded alternately: today's vs the baseline's.
// Everything runs on loopback against a server started here on a free port with a fresh temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { bin, buildServer, buildWeb, root, serverMain, webDir } from './lib.mjs';
import { measureScale } from './bench-scale.mjs';

const BUDGET_LOGIN_JS_KB = 120;
const BUDGET_API_P99_MS = 50;
const BUDGET_LOGIN_MS = 100;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 50);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// --api: only the server measurements (b) and (c), without building or loading the web console.
const apiOnly = process.argv.includes('--api');
const PAINT_LOADS = Number(process.env.BENCH_PAINT_LOADS ?? 15);
/** The paint goal (DESIGN.md section 7, issue 9): half of the baseline's or less. */
const PAINT_GOAL_RATIO = 0.5;
function optionValue(name) {
  const i = process.argv.indexOf(name);
  const inline = process.argv.find((a) => a.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : i >= 0 ? process.argv[i + 1] : undefined;
}
const baselineRef = optionValue('--baseline') ?? process.env.BENCH_BASELINE_REF ?? '';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const rows = []; // [measure, value, budget, verdict]
const cleanups = [];
let failed = false;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const md5 = (s) => createHash('md5').update(s).digest('hex');
function verdict(value, budget) {
  return value <= budget ? 'OK' : 'OVER';
}

function freePort() {
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

function request(port, pathname, { method = 'GET', form, token } = {}) {
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

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function startServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
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

/** (a) JS the browser fetches before the login form is on screen; later prefetches are listed apart. */
async function measureLoginJs(port) {
  // Static view of index.html: the entry script and its modulepreload links.
  const html = fs.readFileSync(path.join(webDir, 'dist/index.html'), 'utf8');
  const staticFiles = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  const staticBytes = staticFiles.reduce((sum, f) => {
    const file = path.join(webDir, 'dist', f.replace(/^\//, ''));
    return sum + (fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0);
  }, 0);

  if (!fs.existsSync(chromiumPath)) {
    console.log(
      `Chromium not found at ${chromiumPath} (apt-get install -y chromium): only the static entry is measured`,
    );
    rows.push([
      'login entry + modulepreload JS (static)',
      `${kb(staticBytes)} KB gzip`,
      `${BUDGET_LOGIN_JS_KB} KB`,
      '—',
    ]);
    return;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    let rendered = false;
    const requestedBeforeRender = new Set();
    page.on('request', (req) => {
      if (!rendered) requestedBeforeRender.add(req.url());
    });
    const scripts = [];
    const pending = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      const url = res.url();
      if (!/javascript|ecmascript/.test(type) && !/\.m?js(\?|$)/.test(url)) return;
      pending.push(
        res
          .body()
          .then((body) =>
            scripts.push({ url, raw: body.length, gz: gzipSize(body), first: requestedBeforeRender.has(url) }),
          )
          .catch(() => {}),
      );
    });
    const problems = [];
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
    page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
    const started = Date.now();
    await page.goto(`http://localhost:${port}/login`, { waitUntil: 'commit' });
    try {
      await page.locator('[data-testid=login-submit]').waitFor({ state: 'visible', timeout: 30_000 });
    } catch (err) {
      throw new Error(`${err.message.split('\n')[0]}\n  ${problems.slice(0, 10).join('\n  ') || '(no page errors)'}`);
    }
    const renderMs = Date.now() - started;
    // A prerendered page shows its form before any script ran: its first load is what it takes until
    // React has the page (LoginPage marks 'login:interactive'), told apart by resource timing.
    const prerendered = await page.locator('#root[data-prerendered]').count();
    if (prerendered) {
      await page.waitForFunction(() => performance.getEntriesByName('login:interactive').length > 0, null, {
        timeout: 30_000,
      });
    }
    rendered = true;
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    if (prerendered) {
      const before = await page.evaluate(() => {
        const [mark] = performance.getEntriesByName('login:interactive');
        return performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime <= mark.startTime)
          .map((r) => r.name);
      });
      for (const s of scripts) s.first = before.includes(s.url);
    }

    const first = scripts.filter((s) => s.first).sort((a, b) => b.gz - a.gz);
    const later = scripts.filter((s) => !s.first).sort((a, b) => b.gz - a.gz);
    const total = first.reduce((sum, s) => sum + s.gz, 0);
    const name = (u) => new URL(u).pathname;
    console.log(`\nlogin first-load JS: ${kb(total)} KB gzip (budget ${BUDGET_LOGIN_JS_KB} KB)`);
    for (const s of first)
      console.log(`  ${kb(s.gz).padStart(7)} KB gzip  ${kb(s.raw).padStart(8)} KB raw  ${name(s.url)}`);
    if (later.length > 0) {
      const laterTotal = later.reduce((sum, s) => sum + s.gz, 0);
      console.log(
        `  prefetched after the form was on screen (not counted): ${later.length} files, ${kb(laterTotal)} KB gzip`,
      );
    }
    console.log(
      `  index.html entry + modulepreload (static): ${kb(staticBytes)} KB gzip; form on screen after ${renderMs} ms` +
        (prerendered ? ' (prerendered)' : ''),
    );
    rows.push([
      'login first-load JS',
      `${kb(total)} KB gzip`,
      `≤ ${BUDGET_LOGIN_JS_KB} KB`,
      verdict(total / 1024, BUDGET_LOGIN_JS_KB),
    ]);
  } finally {
    await browser.close();
  }
}

function git(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`git ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * (f) The baseline: `ref`'s web console built in a temporary git worktree (removed at the end) with this
 * root's packages (node_modules symlinked entry by entry; the workspaces @edu/* are the worktree's own).
 * Returns its dist folder.
 */
async function buildBaselineWeb(ref) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-baseline-'));
  fs.rmdirSync(dir);
  await git(['worktree', 'prune']); // an interrupted run's worktree, if its folder is gone
  await git(['worktree', 'add', '--detach', dir, ref]);
  const modules = path.join(dir, 'node_modules');
  cleanups.push(async () => {
    // The symlinks first (never what they point at), then the worktree.
    fs.rmSync(modules, { recursive: true, force: true });
    await git(['worktree', 'remove', '--force', dir]).catch(() => fs.rmSync(dir, { recursive: true, force: true }));
    await git(['worktree', 'prune']).catch(() => {});
  });
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name === '@edu' || name.startsWith('.vite')) continue;
    fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  fs.mkdirSync(path.join(modules, '@edu'));
  for (const [name, folder] of [
    ['shared', 'packages/shared'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
    ['e2e', 'e2e'],
  ]) {
    if (fs.existsSync(path.join(dir, folder))) fs.symlinkSync(`../../${folder}`, path.join(modules, '@edu', name));
  }
  await buildWeb(path.join(dir, 'apps/web'), { quiet: true });
  return path.join(dir, 'apps/web/dist');
}

/** One cold load of /login in a new context: FCP and LCP (ms from navigation start) once the form is up. */
async function paintOnce(browser, port) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/login`, { waitUntil: 'commit' });
    await page.locator('[data-testid=login-submit]').waitFor({ state: 'visible', timeout: 30_000 });
    // Time for the last candidate's image to decode; the entries keep their own timestamps.
    await page.waitForTimeout(500);
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const result = { fcp: Number.NaN, lcp: Number.NaN };
          let pending = 2;
          const done = () => {
            pending -= 1;
            if (pending === 0) resolve(result);
          };
          const observe = (type, take) => {
            const observer = new PerformanceObserver((list) => {
              const entries = list.getEntries();
              if (entries.length > 0) take(entries);
              observer.disconnect();
              done();
            });
            observer.observe({ type, buffered: true });
          };
          observe('paint', (entries) => {
            result.fcp = entries.find((e) => e.name === 'first-contentful-paint')?.startTime ?? Number.NaN;
          });
          observe('largest-contentful-paint', (entries) => {
            result.lcp = entries.at(-1).startTime;
          });
          setTimeout(() => resolve(result), 3000);
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** (f) FCP and LCP of /login: today's build, and the baseline's (alternately, in the same run) when given. */
async function measurePaint(port, baselinePort) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const targets = [{ name: 'today', port, fcp: [], lcp: [] }];
  if (baselinePort) targets.push({ name: `baseline ${baselineRef}`, port: baselinePort, fcp: [], lcp: [] });
  try {
    for (const t of targets) await paintOnce(browser, t.port); // warm-up: server and disk, not counted
    for (let i = 0; i < PAINT_LOADS; i++) {
      const order = i % 2 === 0 ? targets : [...targets].reverse();
      for (const t of order) {
        const { fcp, lcp } = await paintOnce(browser, t.port);
        t.fcp.push(fcp);
        t.lcp.push(lcp);
      }
    }
  } finally {
    await browser.close();
  }
  const ms = (v) => `${v.toFixed(0)} ms`;
  for (const t of targets) {
    const range = (values) => {
      const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
      return `${ms(sorted[0] ?? Number.NaN)}–${ms(sorted.at(-1) ?? Number.NaN)}`;
    };
    console.log(
      `${t.name}: FCP median ${ms(median(t.fcp))} (${range(t.fcp)}), LCP median ${ms(median(t.lcp))} (${range(t.lcp)}), ` +
        `${t.fcp.length} cold loads`,
    );
  }
  const [today, baseline] = targets;
  for (const metric of ['fcp', 'lcp']) {
    const label = `login ${metric.toUpperCase()} (median of ${PAINT_LOADS} cold loads)`;
    const value = median(today[metric]);
    if (!baseline) {
      rows.push([label, ms(value), `≤ ${PAINT_GOAL_RATIO} × baseline (--baseline <ref>)`, '—']);
      continue;
    }
    const base = median(baseline[metric]);
    const ratio = value / base;
    console.log(`${metric.toUpperCase()}: today ${ms(value)} vs baseline ${ms(base)}: ×${ratio.toFixed(2)}`);
    rows.push([
      label,
      `${ms(value)} · baseline ${ms(base)} · ×${ratio.toFixed(2)}`,
      `≤ ${PAINT_GOAL_RATIO} × baseline`,
      ratio <= PAINT_GOAL_RATIO ? 'OK' : 'OVER',
    ]);
  }
}

/** autocannon in its own process, so the load generator does not share an event loop with the measurement. */
function autocannon(port, urlPath, token, extra) {
  const args = [
    bin('autocannon/autocannon.js'),
    '-j',
    '-n',
    '-d',
    String(LOAD_SECONDS),
    '-H',
    `authorization=${token}`,
    '-H',
    'devicetype=3',
    ...extra,
    `http://127.0.0.1:${port}${urlPath}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with code ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 200)}`));
      }
    });
  });
}

/** Evenly spaced requests at a fixed rate, from a second process (scripts/bench-load.mjs). */
function openLoop(port, urlPath, token, rate) {
  const args = [
    path.join(root, 'scripts/bench-load.mjs'),
    `http://127.0.0.1:${port}${urlPath}`,
    String(rate),
    String(LOAD_SECONDS),
    `authorization=${token}`,
    'devicetype=3',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench-load exited with code ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`bench-load printed no JSON: ${out.slice(0, 200)}`));
      }
    });
  });
}

function loadRow(label, r) {
  const errors = r.errors + r.timeouts + r.non2xx;
  const p99 = r.latency.p99;
  console.log(
    `${label}: p50 ${r.latency.p50} ms, p99 ${p99} ms, ${r.requests.average.toFixed(0)} req/s, ` +
      `${r.requests.total} requests, ${errors} errors/non-2xx`,
  );
  const ok = p99 <= BUDGET_API_P99_MS && errors === 0;
  rows.push([
    label,
    `p50 ${r.latency.p50} ms · p99 ${p99} ms · ${r.requests.average.toFixed(0)} req/s · ${errors} err`,
    `p99 ≤ ${BUDGET_API_P99_MS} ms, 0 err`,
    ok ? 'OK' : 'OVER',
  ]);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  if (!apiOnly) {
    console.log('━━ web build');
    await buildWeb();
  }

  console.log('\n━━ server build (esbuild bundle, run with plain node as npm start does)');
  await buildServer();

  console.log('\n━━ server (PGlite, fresh DATA_DIR)');
  const { port } = await startServer();
  console.log(`listening on 127.0.0.1:${port}`);

  if (apiOnly) {
    rows.push(['login first-load JS', 'not measured (--api)', `≤ ${BUDGET_LOGIN_JS_KB} KB`, '—']);
  } else {
    console.log('\n━━ (a) login page first-load JS');
    try {
      await measureLoginJs(port);
    } catch (err) {
      failed = true;
      console.error(`login JS measurement failed: ${err.message}`);
      rows.push(['login first-load JS', 'not measured', `≤ ${BUDGET_LOGIN_JS_KB} KB`, 'ERROR']);
    }

    console.log(`\n━━ (f) login page paint: FCP and LCP${baselineRef ? `, today's build vs ${baselineRef}'s` : ''}`);
    try {
      if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}`);
      let baseline;
      if (baselineRef) {
        console.log(`building ${baselineRef}'s web console in a temporary git worktree`);
        const baselineDist = await buildBaselineWeb(baselineRef);
        baseline = await startServer({ WEB_DIST: baselineDist });
        console.log(`baseline served on 127.0.0.1:${baseline.port} (today's server, WEB_DIST=${baselineDist})`);
      }
      try {
        await measurePaint(port, baseline?.port);
      } finally {
        // Not beside the measurements that follow.
        if (baseline) await stopServer(baseline.child);
      }
    } catch (err) {
      failed = true;
      console.error(`login paint measurement failed: ${err.message}`);
      rows.push(['login FCP / LCP', 'not measured', '—', 'ERROR']);
    }
  }

  const login = await request(port, '/openapi/user/login', {
    method: 'POST',
    form: { loginvalue: 'teacher', pwd: md5('demo123') },
  });
  const token = login.json?.data?.user?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login.json ?? login.text)}`);
  const info = await request(port, '/openapi/user/getInfo', { token });
  if (info.json?.code !== 200) throw new Error(`getInfo failed: ${JSON.stringify(info.json ?? info.text)}`);

  console.log(`\n━━ (b) GET /openapi/user/getInfo under load (${LOAD_SECONDS} s each, autocannon in a second process)`);
  // Warm-up (JIT, connection pools), not reported.
  await autocannon(port, '/openapi/user/getInfo', token, ['-c', '4', '-a', '500']).catch(() => {});
  loadRow(
    'getInfo, 10 connections (closed loop)',
    await autocannon(port, '/openapi/user/getInfo', token, ['-c', '10']),
  );
  loadRow(
    'getInfo, autocannon -R 500 (bursts)',
    await autocannon(port, '/openapi/user/getInfo', token, ['-c', '10', '-R', '500']),
  );
  const open = await openLoop(port, '/openapi/user/getInfo', token, 500);
  console.log(
    `getInfo, open loop 500 req/s: p50 ${open.p50} ms, p90 ${open.p90} ms, p99 ${open.p99} ms, max ${open.max} ms, ` +
      `${open.rps} req/s, ${open.sent} sent, ${open.errors} errors/non-200`,
  );
  rows.push([
    'getInfo, open loop 500 req/s (even)',
    `p50 ${open.p50} ms · p99 ${open.p99} ms · ${open.rps.toFixed(0)} req/s · ${open.errors} err`,
    `p99 ≤ ${BUDGET_API_P99_MS} ms, 0 err`,
    open.p99 <= BUDGET_API_P99_MS && open.errors === 0 ? 'OK' : 'OVER',
  ]);

  console.log(`\n━━ (c) ${LOGINS} sequential logins`);
  const times = [];
  for (let i = 0; i < LOGINS; i++) {
    const t0 = process.hrtime.bigint();
    const res = await request(port, '/openapi/user/login', {
      method: 'POST',
      form: { loginvalue: 'teacher', pwd: md5('demo123') },
    });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (res.json?.code !== 200) throw new Error(`login ${i + 1} failed: ${JSON.stringify(res.json ?? res.text)}`);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log(`login: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`);
  rows.push([
    `login (${LOGINS} sequential)`,
    `p50 ${p50.toFixed(1)} ms · p99 ${p99.toFixed(1)} ms`,
    `≤ ${BUDGET_LOGIN_MS} ms`,
    verdict(p99, BUDGET_LOGIN_MS),
  ]);
}

/** (d) Content measurements, in a process of their own (they seed their own database). */
function contentBench() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/server/scripts/bench-content.ts')],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench-content exited with code ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)));
      } catch {
        reject(new Error(`bench-content printed no JSON: ${out.slice(0, 200)}`));
      }
    });
  });
}

async function measureContent() {
  console.log('\n━━ (d) content: lesson rendering and question search');
  try {
    const { render, search } = await contentBench();
    console.log(
      `lesson render (server pipeline, ${render.bytes} B, 37 formulas): ${render.cold.toFixed(0)} lessons/s cold, ` +
        `${render.warm.toFixed(0)} lessons/s with the formula cache`,
    );
    for (const [label, r] of Object.entries(search.perQuery)) {
      console.log(`  ${label.padEnd(34)} p50 ${r.p50.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`);
    }
    console.log(
      `question search on ${search.questions} questions (seeded in ${search.seedSeconds.toFixed(1)} s): ` +
        `p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms, max ${search.max.toFixed(1)} ms over ${search.requests} requests`,
    );
    rows.push([
      'lesson render (server)',
      `${render.cold.toFixed(0)} lessons/s cold · ${render.warm.toFixed(0)} warm`,
      '—',
      '—',
    ]);
    rows.push([
      `question search (${search.questions})`,
      `p50 ${search.p50.toFixed(1)} ms · p95 ${search.p95.toFixed(1)} ms (server time)`,
      `p95 ≤ ${BUDGET_API_P99_MS} ms`,
      verdict(search.p95, BUDGET_API_P99_MS),
    ]);
  } catch (err) {
    failed = true;
    console.error(`content measurement failed: ${err.message}`);
    rows.push(['content (render, question search)', 'not measured', '—', 'ERROR']);
  }
}

function printTable() {
  const head = ['measure', 'result', 'budget', ''];
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
  console.log(`(${os.cpus().length} cores, Node ${process.version}, PGlite)`);
}

try {
  await main();
  if (!process.argv.includes('--no-content')) await measureContent();
  if (!(await measureScale(rows))) failed = true;
} catch (err) {
  failed = true;
  console.error(`\nbench failed: ${err.message}`);
} finally {
  for (const cleanup of cleanups) await cleanup();
  printTable();
}
process.exit(failed ? 1 : 0);
