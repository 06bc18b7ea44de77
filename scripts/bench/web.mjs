// (a) the login page's first-load JS and (f) its first and largest contentful paint, in Debian's Chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, root, webDir } from '../lib.mjs';
import {
  baselineRef,
  BUDGET_LOGIN_JS_KB,
  CHROMIUM_ARGS,
  chromiumPath,
  cleanups,
  gzipSize,
  kb,
  PAINT_GOAL_RATIO,
  PAINT_LOADS,
  rows,
  verdict,
} from './common.mjs';

/** (a) JS the browser fetches before the login form is on screen; later prefetches are listed apart. */
export async function measureLoginJs(port) {
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

export function git(args) {
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
export async function buildBaselineWeb(ref) {
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

/**
 * The networks the login page is loaded over. Loopback delivers the 120 KB of JavaScript as fast as the HTML,
 * so there a page that paints from its HTML and one that waits for its script both paint when the first frame
 * is rasterised (software raster, ~200 ms for this page on 2 cores). The second is Lighthouse's mobile
 * throttling ("slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), where what the first paint waits
 * for shows: the HTML alone, or the HTML, then the script and its chunks, then the render.
 */
export const PAINT_NETWORKS = [
  { name: 'loopback', conditions: null },
  {
    name: 'slow 4G',
    conditions: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  },
];

/** One cold load of /login in a new context: FCP and LCP (ms from navigation start) once the form is up. */
export async function paintOnce(browser, port, conditions = null) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', conditions);
    }
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

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** (f) FCP and LCP of /login: today's build, and the baseline's (alternately, in the same run) when given. */
export async function measurePaint(port, baselinePort) {
  for (const network of PAINT_NETWORKS) await measurePaintOver(network, port, baselinePort);
}

async function measurePaintOver(network, port, baselinePort) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const targets = [{ name: 'today', port, fcp: [], lcp: [] }];
  if (baselinePort) targets.push({ name: `baseline ${baselineRef}`, port: baselinePort, fcp: [], lcp: [] });
  try {
    // warm-up: server and disk, not counted
    for (const t of targets) await paintOnce(browser, t.port, network.conditions);
    for (let i = 0; i < PAINT_LOADS; i++) {
      const order = i % 2 === 0 ? targets : [...targets].reverse();
      for (const t of order) {
        const { fcp, lcp } = await paintOnce(browser, t.port, network.conditions);
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
      `${network.name}, ${t.name}: FCP median ${ms(median(t.fcp))} (${range(t.fcp)}), ` +
        `LCP median ${ms(median(t.lcp))} (${range(t.lcp)}), ${t.fcp.length} cold loads`,
    );
  }
  const [today, baseline] = targets;
  for (const metric of ['fcp', 'lcp']) {
    const label = `login ${metric.toUpperCase()}, ${network.name} (median of ${PAINT_LOADS} cold loads)`;
    const value = median(today[metric]);
    if (!baseline) {
      rows.push([label, ms(value), `≤ ${PAINT_GOAL_RATIO} × baseline (--baseline <ref>)`, '—']);
      continue;
    }
    const base = median(baseline[metric]);
    const ratio = value / base;
    console.log(
      `${network.name}, ${metric.toUpperCase()}: today ${ms(value)} vs baseline ${ms(base)}: ×${ratio.toFixed(2)}`,
    );
    rows.push([
      label,
      `${ms(value)} · baseline ${ms(base)} · ×${ratio.toFixed(2)}`,
      `≤ ${PAINT_GOAL_RATIO} × baseline`,
      ratio <= PAINT_GOAL_RATIO ? 'OK' : 'OVER',
    ]);
  }
}

/** autocannon in its own process, so the load generator does not share an event loop with the measurement. */
