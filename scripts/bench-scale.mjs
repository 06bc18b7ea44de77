// npm run bench, section (e): the organization lists at scale (DESIGN.md section 7: "a list over 100 000
// users: first page ≤ 50 ms server time"). A database seeded with `seed --scale N` (N=250: ~108 000 users,
// 100 000 of them students) is served by a real server; every org list endpoint is asked for its first
// page with a keyword search, one request at a time, and the server's own time for each request
// (Fastify's responseTime, read from its log) gives p50/p95. The export of a large filtered list is
// timed too, with the server's memory while it streams.
//   --scale N      schools to seed (default 250; 0 skips the section)
//   BENCH_DATABASE_URL=postgres://user@host:5432/db   also measure on PostgreSQL (a database
//                  edu_bench_scale_<N>_<hash> is created on that server and kept for the next run)
// The seeded PGlite folder is cached under the system temp folder (keyed by N and a hash of the migrations
// and seed code) and copied for each run, so only the first run pays for seeding (~15 s at N=250); the
// seeded databases are made in bench-scale-data.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pgliteData, postgresData, seedHash } from './bench-scale-data.mjs';
import { freePort, md5, runMeasurement } from './bench/common.mjs';
import { percentile } from './bench/load.mjs';
import { root, serverMain } from './lib.mjs';

const BUDGET_MS = 50;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 40);
const WARMUP = 5;

export function scaleOption(argv = process.argv) {
  const i = argv.indexOf('--scale');
  const inline = argv.find((a) => a.startsWith('--scale='));
  const raw = inline ? inline.slice('--scale='.length) : i >= 0 ? argv[i + 1] : undefined;
  if (raw === undefined) return 250;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 2000) throw new Error('--scale needs a whole number from 0 to 2000');
  return n;
}

/** The server, logging at info level so that its own time per request can be read (responseTime). */
async function startServer({ dataDir, databaseUrl }) {
  const port = await freePort();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-scale-srv-'));
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? scratch,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      LOGIN_MAX_PER_ACCOUNT: '1000000',
      LOGIN_MAX_PER_IP: '1000000',
    },
  });
  const urls = new Map();
  const times = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (entry.msg === 'incoming request' && entry.req?.url) urls.set(entry.reqId, entry.req.url);
    else if (entry.msg === 'request completed' && typeof entry.responseTime === 'number') {
      times.push({ url: urls.get(entry.reqId), ms: entry.responseTime });
      urls.delete(entry.reqId);
    }
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }).then(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await call(port, '/healthz');
      if (res.status === 200) return { port, pid: child.pid, times, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('server did not answer /healthz within 120 s');
}

function call(port, pathname, { token, form } = {}) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers = { host: 'localhost', devicetype: '3' };
  if (token) headers.authorization = token;
  if (body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: body ? 'POST' : 'GET', headers, timeout: 300_000 },
      (res) => {
        const chunks = [];
        let bytes = 0;
        let newlines = 0;
        let firstByte;
        res.on('data', (c) => {
          firstByte ??= performance.now();
          bytes += c.length;
          for (let i = c.indexOf(10); i !== -1; i = c.indexOf(10, i + 1)) newlines += 1;
          // Large files are counted, not kept.
          if (bytes < 1_000_000) chunks.push(c);
        });
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // a file
          }
          resolve({ status: res.statusCode, json, bytes, newlines, firstByte, headers: res.headers, text });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

const q = (params) => new URLSearchParams(params).toString();

async function measure(kind, server, rows, grid) {
  const { port, times } = server;
  const logins = {};
  for (const user of ['admin', 'brandadmin', 'adm0042001', 'con0042001', grid.teacher]) {
    const res = await call(port, '/openapi/user/login', { form: { loginvalue: user, pwd: md5('demo123') } });
    const token = res.json?.data?.user?.token;
    if (!token) throw new Error(`login ${user} failed: ${JSON.stringify(res.json)}`);
    logins[user] = token;
  }
  const get = async (who, url) => {
    const res = await call(port, url, { token: logins[who] });
    if (res.json?.code !== 200) throw new Error(`${url}: ${JSON.stringify(res.json)?.slice(0, 200)}`);
    return res.json.data;
  };
  const school = (await get('admin', `/openapi/manage/getSchoolList?${q({ keyword: 'Scale School 0042' })}`)).list[0];
  const classId = (await get('admin', `/openapi/manage/getClassList?${q({ schoolId: school.id })}`)).list[0]?.id;
  const consultant = (await get('admin', `/openapi/manage/getUserList?${q({ keyword: 'con0042001' })}`)).list[0];
  // List totals stop at LIST_TOTAL_CAP ("10000+").
  const totalOf = (page) => (page.totalCapped ? `more than ${page.total}` : String(page.total));
  const users = totalOf(await get('admin', '/openapi/manage/getUserList?pageSize=1'));
  const students = totalOf(await get('admin', '/openapi/manage/getUserList?roleType=1&pageSize=1'));
  console.log(`${kind}: ${users} users (${students} students); keyword searches, first page of 20, one at a time`);

  const lists = [
    ['getUserList students, "王" (admin)', 'admin', '/openapi/manage/getUserList', { roleType: 1, keyword: '王' }],
    ['getUserList, username prefix (admin)', 'admin', '/openapi/manage/getUserList', { keyword: 'stu0042' }],
    ['getUserList, phone prefix (admin)', 'admin', '/openapi/manage/getUserList', { keyword: '1380042' }],
    [
      'getUserList, "王" by name (admin)',
      'admin',
      '/openapi/manage/getUserList',
      { keyword: '王', sort: 'name', order: 'asc' },
    ],
    ['getUserList students, no keyword (admin)', 'admin', '/openapi/manage/getUserList', { roleType: 1 }],
    // Worst case: a keyword that every user matches (every phone starts with 1): the exact total counts them all.
    ['getUserList, "1" = every user (admin)', 'admin', '/openapi/manage/getUserList', { keyword: '1' }],
    [
      'getUserList grade 8, "李" (brand admin)',
      'brandadmin',
      '/openapi/manage/getUserList',
      { roleType: 1, grade: 8, keyword: '李' },
    ],
    [
      'getUserList students, "王" (school admin)',
      'adm0042001',
      '/openapi/manage/getUserList',
      { roleType: 1, keyword: '王' },
    ],
    ['getSchoolList, "school 004" (admin)', 'admin', '/openapi/manage/getSchoolList', { keyword: 'school 004' }],
    [
      'getBrandSchools, "004" (admin)',
      'admin',
      '/openapi/brand/getBrandSchools',
      { brandId: school.brandId, keyword: '004' },
    ],
    ['getClassList, "八年级" (brand admin)', 'brandadmin', '/openapi/manage/getClassList', { keyword: '八年级' }],
    [
      'getClassDetail students, "王" (school admin)',
      'adm0042001',
      '/openapi/manage/getClassDetail',
      { id: classId, keyword: '王' },
    ],
    [
      'getBrandManagerList, "b" (admin)',
      'admin',
      '/openapi/brand/getBrandManagerList',
      { brandId: school.brandId, keyword: 'b' },
    ],
    [
      'getSupportLinks, "王" (admin)',
      'admin',
      '/openapi/manage/getSupportLinks',
      { staffId: consultant.id, keyword: '王' },
    ],
    ['getMyStudents, "王" (consultant)', 'con0042001', '/openapi/consultant/getMyStudents', { keyword: '王' }],
    ['getAuditLog, "user." (admin)', 'admin', '/openapi/manage/getAuditLog', { keyword: 'user.' }],
    // Issue 10: a class's progress grid, 60 students × 40 released lessons on one page (bench-grid-setup.ts).
    [
      `getClassProgress ${grid.students} × ${grid.lessons} (teacher)`,
      grid.teacher,
      '/openapi/learning/getClassProgress',
      { classId: grid.classId, pageSize: 100 },
    ],
    [
      'getTaughtStudents, falling first (teacher)',
      grid.teacher,
      '/openapi/learning/getTaughtStudents',
      { attention: 'falling' },
    ],
  ];
  for (const [label, who, pathname, params] of lists) {
    const url = `${pathname}?${q(params)}`;
    for (let i = 0; i < WARMUP; i++) await get(who, url);
    const from = times.length;
    const client = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t0 = performance.now();
      await get(who, url);
      client.push(performance.now() - t0);
    }
    // The server logs its line just before the answer leaves; give the log a moment to arrive.
    await new Promise((r) => setTimeout(r, 50));
    const server = times
      .slice(from)
      .filter((t) => t.url === url)
      .map((t) => t.ms)
      .sort((a, b) => a - b);
    client.sort((a, b) => a - b);
    const p50 = percentile(server, 50);
    const p95 = percentile(server, 95);
    console.log(
      `  ${label.padEnd(46)} server p50 ${p50.toFixed(1).padStart(5)} ms, p95 ${p95.toFixed(1).padStart(5)} ms` +
        ` (client p95 ${percentile(client, 95).toFixed(1)} ms)`,
    );
    rows.push([
      `${kind} ${label}`,
      `p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms`,
      `p95 ≤ ${BUDGET_MS} ms`,
      p95 <= BUDGET_MS ? 'OK' : 'OVER',
    ]);
  }

  // Export of a large filtered list: every student of the default brand.
  const filter = { roleType: 1, brandId: school.brandId };
  // The list's total stops at LIST_TOTAL_CAP: the rows are counted in the CSV (one line each, after the header).
  let expected = 0;
  for (const format of ['csv', 'xlsx']) {
    const before = memoryOf(server.pid);
    let maxRss = before?.rss ?? 0;
    const sampler = setInterval(() => {
      maxRss = Math.max(maxRss, memoryOf(server.pid)?.rss ?? 0);
    }, 50);
    const t0 = performance.now();
    const res = await call(port, `/openapi/manage/exportUsers?${q({ ...filter, format })}`, { token: logins.admin });
    const total = performance.now() - t0;
    clearInterval(sampler);
    if (res.status !== 200) throw new Error(`export ${format}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
    const first = (res.firstByte ?? t0) - t0;
    if (format === 'csv') expected = res.newlines - 1;
    const memory = before ? `, server RSS ${before.rss.toFixed(0)} → max ${maxRss.toFixed(0)} MB while streaming` : '';
    console.log(
      `  exportUsers ${format.toUpperCase()}, ${expected} students of a brand: ${(total / 1000).toFixed(2)} s, ` +
        `${(res.bytes / 1024 / 1024).toFixed(1)} MB, ${((expected / total) * 1000).toFixed(0)} rows/s, first byte after ${first.toFixed(0)} ms${memory}`,
    );
    rows.push([
      `${kind} exportUsers ${format.toUpperCase()} (${expected} rows)`,
      `${(total / 1000).toFixed(2)} s · first byte ${first.toFixed(0)} ms · RSS max ${maxRss.toFixed(0)} MB`,
      'streamed',
      '—',
    ]);
  }
}

/** Section (e); pushes its rows into the bench's table. Returns false when a measurement failed. */
export async function measureScale(rows) {
  const n = scaleOption();
  if (n === 0) {
    rows.push(['org lists at scale', 'skipped (--scale 0)', `p95 ≤ ${BUDGET_MS} ms`, '—']);
    return true;
  }
  console.log(`\n━━ (e) organization lists at --scale ${n} (server time from the server's own log)`);
  const hash = seedHash();
  const cleanups = [];
  let ok = true;
  const targets = [['PGlite', async () => ({ dataDir: await pgliteData(n, hash, cleanups) })]];
  if (process.env.BENCH_DATABASE_URL) {
    targets.push([
      'PostgreSQL',
      async () => ({ databaseUrl: await postgresData(process.env.BENCH_DATABASE_URL, n, hash) }),
    ]);
  }
  for (const [kind, prepare] of targets) {
    let server;
    try {
      const data = await prepare();
      // The grid's class (60 students, 40 lessons with their work) is added to the seeded copy before the server opens it.
      const grid = await runMeasurement('bench-grid-setup.ts', {
        DATA_DIR: data.dataDir ?? '',
        DATABASE_URL: data.databaseUrl ?? '',
      });
      server = await startServer(data);
      await measure(kind, server, rows, grid);
    } catch (err) {
      ok = false;
      console.error(`${kind} scale measurement failed: ${err.message}`);
      rows.push([`${kind} org lists at scale ${n}`, 'not measured', `p95 ≤ ${BUDGET_MS} ms`, 'ERROR']);
    } finally {
      await server?.stop();
    }
  }
  for (const cleanup of cleanups) cleanup();
  return ok;
}

// Run on its own: node scripts/bench-scale.mjs [--scale N]
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = [];
  const ok = await measureScale(rows);
  for (const r of rows) console.log(r.join('  |  '));
  process.exit(ok ? 0 : 1);
}
