#!/usr/bin/env node
// npm test: every check, in order, stopping at the first failure:
//   typecheck → lint → boundaries (dependency-cruiser) → unit tests (vitest: shared + web) → API tests (vitest: server, on PGlite)
//   → web build → end-to-end tests (Playwright, Debian's Chromium).
// Typecheck and lint count as one check each; the test steps count their tests (from the runners' JSON reports).
// The closing line reads 'N passed, N failed' (', N skipped' when any test was skipped).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, buildWeb, run } from './lib.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = []; // { name, passed, failed, skipped, ok, seconds }

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A check without test counts: one pass or one failure. */
async function check(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name}: ${[path.basename(command), ...args].join(' ')}`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  const ok = code === 0;
  results.push({
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    ok,
    seconds: (Date.now() - started) / 1000,
  });
  return ok;
}

/**
 * Records a runner's result (its exit code and counts) and returns whether it passed. A runner that failed
 * outside any test (no test files, a broken import, a crash) still counts as a failure.
 */
function record(name, code, { passed, failed, skipped }, started) {
  const ok = code === 0 && failed === 0 && passed > 0;
  if (code === 0 && passed === 0) console.error(`✗ ${name}: no test ran`);
  results.push({
    name,
    passed,
    failed: ok ? failed : Math.max(failed, 1),
    skipped,
    ok,
    seconds: (Date.now() - started) / 1000,
  });
  return ok;
}

/** vitest run for the given projects; counts come from its JSON report. */
async function vitest(name, projects, env = {}) {
  const started = Date.now();
  const report = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const args = [bin('vitest/vitest.mjs'), 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  console.log(`\n━━ ${name}: vitest run ${projects.map((p) => `--project ${p}`).join(' ')}`);
  const code = await run(process.execPath, args, { env: { ...process.env, ...env } });
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  const failed = json?.numFailedTests ?? 0;
  const skipped = (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0);
  return record(name, code, { passed, failed, skipped }, started);
}

async function e2e() {
  const name = 'end-to-end tests';
  if (!fs.existsSync(chromium)) {
    console.error(
      `\n✗ Chromium not found: apt-get install -y chromium (looked for ${chromium}; set CHROMIUM_PATH to use another)`,
    );
    results.push({ name, passed: 0, failed: 1, skipped: 0, ok: false, seconds: 0 });
    return false;
  }
  const started = Date.now();
  console.log('\n━━ web build (served by the end-to-end server)');
  try {
    await buildWeb();
  } catch (err) {
    console.error(`✗ ${err.message}`);
    results.push({ name: 'web build', passed: 0, failed: 1, skipped: 0, ok: false, seconds: 0 });
    return false;
  }
  const report = path.join(tmp, 'e2e.json');
  console.log(`\n━━ ${name}: playwright test -c e2e/playwright.config.ts`);
  const code = await run(
    process.execPath,
    [bin('@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_FILE: report } },
  );
  const json = readJson(report);
  const stats = json?.stats;
  // CI retries a failed test once (e2e/playwright.config.ts): one that passed only then is named here.
  for (const title of flakyTitles(json?.suites ?? [])) console.warn(`⚠ flaky (passed on its retry): ${title}`);
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats?.unexpected ?? 0;
  const skipped = stats?.skipped ?? 0;
  return record(name, code, { passed, failed, skipped }, started);
}

/** The titles of the tests Playwright's JSON report marks flaky (failed, then passed on a retry). */
function flakyTitles(suites, parents = []) {
  const titles = [];
  for (const suite of suites) {
    const path = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'flaky')) titles.push([...path, spec.title].join(' › '));
    }
    titles.push(...flakyTitles(suite.suites ?? [], path));
  }
  return titles;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = [
  () => check('typecheck', npm, ['run', '--silent', 'typecheck']),
  () => check('lint', npm, ['run', '--silent', 'lint']),
  // Import boundaries and circles (.dependency-cruiser.cjs): features apart, modules behind their public files.
  () => check('boundaries', npm, ['run', '--silent', 'lint:deps']),
  () => vitest('unit tests', ['shared', 'web']),
  // API tests on the embedded database, whatever DATABASE_URL the caller has (.ci/run repeats them on PostgreSQL).
  () => vitest('API tests (PGlite)', ['server'], { DATABASE_URL: '' }),
  () => e2e(),
];

for (const step of steps) {
  if (!(await step())) break;
}
fs.rmSync(tmp, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n━━ summary');
for (const r of results) {
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(
    `${r.ok ? '✓' : '✗'} ${r.name.padEnd(20)} ${r.passed} passed, ${r.failed} failed${skipped} (${r.seconds.toFixed(1)} s)`,
  );
}
const notRun = steps.length - results.filter((r) => r.name !== 'web build').length;
if (notRun > 0) console.log(`  ${notRun} step(s) not run after the failure`);
const allOk = results.length > 0 && results.every((r) => r.ok) && notRun === 0;
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);
