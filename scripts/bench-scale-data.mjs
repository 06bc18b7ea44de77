// npm run bench, sections (e) and (i) (bench-scale.mjs): the databases they measure, seeded with
// `seed --scale N` and the bench setups below. The PGlite folder is seeded once into a cache under the system
// temp folder (keyed by N and a hash of the migrations, seed code and setups) and copied for each run; a
// PostgreSQL database is kept on its server.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

/**
 * Bench data added to the seeded database once, with it (idempotent scripts of apps/server/scripts): the
 * reports of section (i), then the analytics aggregates of everything graded (section (k): the sweep a server
 * would make, counted once into the cache). Section (e)'s grid class is added to each copy instead
 * (bench-grid-setup.ts).
 */
const BENCH_SETUPS = ['bench-reports-setup.ts', 'bench-analytics-setup.ts'];
/** The reports' school is Scale School 0043: below 43 schools only the other setups run (section (k) alone). */
const setupsFor = (n) => BENCH_SETUPS.filter((f) => n >= 43 || f !== 'bench-reports-setup.ts');
/** The counting of the aggregates is in the cache too: a change to it makes a new cache. */
const COUNTING = [
  'apps/server/src/modules/analytics/aggregator.ts',
  'apps/server/src/modules/analytics/contribution.ts',
  'packages/shared/src/item-analysis.ts',
  'packages/shared/src/iso-week.ts',
];

/** Migrations, seed code and bench setups: a change to any of them makes a new cache. */
export function seedHash() {
  const files = [
    ...fs
      .readdirSync(path.join(root, 'apps/server/drizzle'), { recursive: true, encoding: 'utf8' })
      .map((f) => path.join('apps/server/drizzle', f)),
    'apps/server/scripts/seed/seed.ts',
    'apps/server/scripts/seed/data/org.ts',
    'apps/server/scripts/seed/data/people.ts',
    'apps/server/scripts/seed/seed-scale.ts',
    'apps/server/scripts/seed/seed-scale-work.ts',
    'apps/server/scripts/seed/seed-scale-practice.ts',
    ...BENCH_SETUPS.map((f) => path.join('apps/server/scripts', f)),
    ...COUNTING,
  ]
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(root, f)));
  return hash.digest('hex').slice(0, 10);
}

/** Runs a script of the server; a setup's JSON line is shown only as far as it tells what was counted. */
function run(args, env) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      for (const line of out.split('\n').filter(Boolean)) {
        let json = null;
        try {
          json = JSON.parse(line);
        } catch {
          console.log(line);
          continue;
        }
        if (typeof json?.countMs === 'number') {
          console.log(
            `  analytics: ${json.counted} submissions counted in ${(json.countMs / 1000).toFixed(1)} s ` +
              `(${json.answers} answers, ${json.graded} graded submissions)`,
          );
        }
      }
      console.log(`  ${path.basename(args[0])} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (code === 0) resolve();
      else reject(new Error(`${args[0]} exited with code ${code}`));
    });
  });
}

const seedCli = path.join(root, 'apps/server/scripts/seed-cli.ts');

/** A PGlite folder seeded at scale N, from the cache (seeded once, atomically). */
export async function pgliteData(n, hash, cleanups) {
  const cacheRoot = path.join(os.tmpdir(), 'edu-bench-cache');
  const cached = path.join(cacheRoot, `scale-${n}-${hash}`);
  if (!fs.existsSync(path.join(cached, 'pglite', 'PG_VERSION'))) {
    fs.mkdirSync(cacheRoot, { recursive: true });
    // Older caches of this N (another schema) go.
    for (const old of fs.readdirSync(cacheRoot)) {
      if (old.startsWith(`scale-${n}-`)) fs.rmSync(path.join(cacheRoot, old), { recursive: true, force: true });
    }
    const building = `${cached}.tmp-${process.pid}`;
    const started = Date.now();
    console.log(`seeding PGlite at --scale ${n} into the cache (once) …`);
    await run([seedCli, '--scale', String(n)], { DATA_DIR: building, DATABASE_URL: '' });
    for (const setup of setupsFor(n))
      await run([path.join(root, 'apps/server/scripts', setup)], { DATA_DIR: building, DATABASE_URL: '' });
    fs.renameSync(building, cached);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-scale-'));
  cleanups.push(() => fs.rmSync(copy, { recursive: true, force: true }));
  fs.cpSync(cached, copy, { recursive: true });
  return copy;
}

/** A PostgreSQL database seeded at scale N on the server of `url`, kept between runs. */
export async function postgresData(url, n, hash) {
  const { default: pg } = await import('pg');
  const name = `edu_bench_scale_${n}_${hash}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const started = Date.now();
  // Idempotent: migrates, seeds the demo data and the scale schools only where missing.
  await run([seedCli, '--scale', String(n)], { DATABASE_URL: target.toString() });
  for (const setup of setupsFor(n))
    await run([path.join(root, 'apps/server/scripts', setup)], { DATABASE_URL: target.toString() });
  console.log(`PostgreSQL database ${name} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return target.toString();
}
