// (j) live class supervision (issue 12): one supervisor and 200 students of one class; the teacher starts a
// class session (POST /openapi/supervise/startClassSession) and opens its stream (getSessionStream, Server-
// Sent Events, read with fetch in the bench process), and every student autosaves one answer per request
// (POST /openapi/learning/saveAnswers, as the student lesson page does) twice a second for 60 s, OPEN LOOP
// (400 requests/s, each sent at its scheduled time: scripts/bench/live-driver.mjs). Budget (issue 12
// "Performance"): p99 from each answer's scheduled send time to the arrival of its 'answer' event at the
// supervisor ≤ 200 ms; no event lost or duplicated (matched to its request by student, question and
// response, and checked again in the table by reading the ended session's stream from the start); server
// memory flat: the JavaScript heap after a full collection at the end of the load within HEAP_MARGIN of the
// heap after a full collection at its start (after the warm-up; scripts/bench/gc-probe.cjs), the RSS shown beside.
// Run twice: one server on a fresh PGlite DATA_DIR, and, with BENCH_DATABASE_URL, two server processes on one
// fresh PostgreSQL database (created on that server, dropped afterwards): the students post to process A, the
// supervisor streams from process B (LISTEN/NOTIFY carries the signal). Setup, not timed:
// apps/server/scripts/bench-live-setup.ts. About 2 minutes per database. `--no-live` skips it in npm run
// bench; `node scripts/bench-live.mjs` runs it alone on the built server (apps/server/dist/main.js).
// `--live-only pglite` or `postgres` runs one of the two. BENCH_LIVE_STUDENTS, BENCH_LIVE_SECONDS and BENCH_LIVE_RATE (answers per student per second) change the
// load for a look (the verdict then says it is not the budget's).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gcProbeArgs, memoryAfterGc, optionValue, runMeasurement, startServer, stopServer } from './common.mjs';
import { callJson, checkTable, runLive } from './live-driver.mjs';

export const BUDGET_LIVE_P99_MS = 200;
/** "Flat": the heap after a full GC at the end of the load at most this much above its start (a fraction)… */
export const HEAP_MARGIN = 0.1;
/** …plus this much (MB), for the few objects a run leaves by design (caches of statements, pools). */
const HEAP_SLACK_MB = 2;
const BUDGET_STUDENTS = 200;
const BUDGET_SECONDS = 60;
const BUDGET_RATE = 2;
const STUDENTS = Number(process.env.BENCH_LIVE_STUDENTS ?? BUDGET_STUDENTS);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? BUDGET_SECONDS);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? BUDGET_RATE);

async function adminQuery(url, statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * One process's memory: the RSS samples' start, max and end (MB), and the JavaScript heap after a full
 * collection before and after the load. Flat: the heap after the load within HEAP_MARGIN of the heap before
 * it (a leak keeps what it holds through a full collection; the RSS also rises and falls with V8's own
 * schedule of major collections, so it is shown, not judged).
 */
function memoryFigures(samples, afterGc) {
  const known = samples.filter((v) => v !== null);
  if (known.length === 0 || !afterGc?.before || !afterGc?.after) return null;
  const heapBefore = afterGc.before.heapUsed;
  const heapAfter = afterGc.after.heapUsed;
  return {
    start: known[0],
    max: Math.max(...known),
    end: known.at(-1),
    heapBefore,
    heapAfter,
    flat: heapAfter <= heapBefore * (1 + HEAP_MARGIN) + HEAP_SLACK_MB,
  };
}
const memoryText = (m) =>
  m
    ? `heap after GC ${m.heapBefore}→${m.heapAfter} MB${m.flat ? '' : ' NOT FLAT'} (RSS ${m.start}→max ${m.max}→${m.end} MB)`
    : 'memory unknown';

/** One measurement: the servers are started on the prepared database; pushes its row. */
async function measureOn(kind, rows, { env, twoProcesses, planFile }) {
  const label = `live supervision (${kind}${twoProcesses ? ', 2 processes: students → A, stream ← B' : ''}): 1 supervisor + ${STUDENTS} students × ${RATE} answers/s, ${SECONDS} s open loop`;
  const budget = `p99 ≤ ${BUDGET_LIVE_P99_MS} ms, 0 lost/dup, heap after GC end ≤ start + ${HEAP_MARGIN * 100} %`;
  const servers = [];
  const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-gc-'));
  try {
    const setup = await runMeasurement('bench-live-setup.ts', { ...env, LIVE_PLAN: planFile, LOG_LEVEL: 'warn' });
    console.log(
      `setup (not timed): ${setup.students} students in class ${setup.classId}, lesson ${setup.lessonId}, in ${(setup.ms / 1000).toFixed(1)} s`,
    );
    const plan = JSON.parse(fs.readFileSync(planFile, 'utf8'));
    const serverEnv = { ...env, SEED_DEMO: '0', BENCH_GC_PROBE_DIR: probeDir };
    servers.push(await startServer(serverEnv, { nodeArgs: gcProbeArgs }));
    if (twoProcesses) servers.push(await startServer(serverEnv, { nodeArgs: gcProbeArgs }));
    const [a, b = a] = servers;
    const started = await callJson(a.port, 'POST', '/openapi/supervise/startClassSession', plan.teacher.token, {
      classId: plan.classId,
      lessonId: plan.lessonId,
    });
    const sessionId = started.json?.data?.id;
    if (started.json?.code !== 200 || !sessionId) throw new Error(`startClassSession: ${started.text}`);
    const pids = twoProcesses ? { A: a.child.pid, B: b.child.pid } : { server: a.child.pid };
    console.log(`session ${sessionId} started; warm-up, then the load (${STUDENTS * RATE} answers/s)`);
    const r = await runLive({
      postPort: a.port,
      streamPort: b.port,
      plan,
      sessionId,
      perStudent: RATE,
      seconds: SECONDS,
      pids,
      probeMemory: async () =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(pids).map(async ([name, pid]) => [name, await memoryAfterGc(probeDir, pid)]),
          ),
        ),
    });
    const ended = await callJson(a.port, 'POST', '/openapi/supervise/endClassSession', plan.teacher.token, {
      sessionId,
    });
    if (ended.json?.code !== 200) throw new Error(`endClassSession: ${ended.text}`);
    const table = await checkTable(b.port, plan.teacher.token, sessionId, r.measuredKeys);

    console.log(
      `${r.sent} autosaves in ${r.answeredSeconds} s (after ${r.warmup} warm-up ones in ${r.warmupSeconds} s, ` +
        `${r.warmupMissing} of their events missing): offered ${r.offeredRps}/s, answered ${r.rps}/s, ${r.errors} errors`,
    );
    const fmt = (s) => `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms (${s.n})`;
    console.log(`  POST → 'answer' event at the supervisor  ${fmt(r.event)}`);
    console.log(`  POST → its response                     ${fmt(r.post)}`);
    console.log(`  event p99 by second of the load: ${r.eventP99BySecond.join(' ')} ms`);
    console.log(`  driver lag (sent after due): p99 ${r.driverLag.p99} ms, max ${r.driverLag.max} ms`);
    console.log(
      `  stream: ${r.answerEvents} answer events, ${r.lost} lost, ${r.duplicateIds} ids and ${r.duplicateKeys} answers twice, ` +
        `${r.unknownEvents} not of a request, ${r.eventsOfErrors} of failed requests${r.streamError ? `, stream error: ${r.streamError}` : ''}`,
    );
    console.log(
      `  table (the ended session's stream from the start): ${table.events} events, ${table.stored}/${r.ok} answers stored, ${table.twice} twice`,
    );
    const memory = Object.fromEntries(
      Object.entries(r.memory).map(([name, s]) => [name, memoryFigures(s, r.afterGc[name])]),
    );
    for (const [name, m] of Object.entries(memory)) {
      const cpu = r.serverCpuSeconds[name];
      console.log(
        `  ${name}: ${memoryText(m)} (samples: ${r.memory[name].join(' ')})` +
          (cpu === null ? '' : `; CPU ${cpu} s (${((100 * cpu) / r.answeredSeconds).toFixed(0)} % of a core)`),
      );
    }
    for (const e of r.errorSamples) console.log(`  error: ${e}`);

    const flat = Object.values(memory).every((m) => m?.flat);
    const exact =
      r.lost === 0 && r.duplicateIds === 0 && r.duplicateKeys === 0 && table.missing === 0 && table.twice === 0;
    const ok = r.event.p99 <= BUDGET_LIVE_P99_MS && r.errors === 0 && exact && flat && !r.streamError;
    const budgetLoad = STUDENTS === BUDGET_STUDENTS && SECONDS === BUDGET_SECONDS && RATE === BUDGET_RATE;
    rows.push([
      label,
      `event p50 ${r.event.p50} ms · p99 ${r.event.p99} ms · max ${r.event.max} ms (POST p99 ${r.post.p99} ms) · ` +
        `${r.rps}/s · ${r.errors} err · ${r.lost} lost · ${r.duplicateIds + r.duplicateKeys} dup · ` +
        `${table.stored}/${r.ok} in table · ${Object.entries(memory)
          .map(([name, m]) => `${twoProcesses ? `${name} ` : ''}${memoryText(m)}`)
          .join(', ')}`,
      budget,
      budgetLoad ? (ok ? 'OK' : 'OVER') : `${ok ? 'ok' : 'over'}, not the budget's load`,
    ]);
    return true;
  } catch (err) {
    console.error(`live supervision (${kind}) failed: ${err.stack ?? err.message}`);
    rows.push([label, 'not measured', budget, 'ERROR']);
    return false;
  } finally {
    for (const s of servers) await stopServer(s.child);
    fs.rmSync(probeDir, { recursive: true, force: true });
  }
}

/** Pushes section (j)'s rows into `rows`; false when a measurement could not be made. */
export async function measureLive(rows) {
  if (process.argv.includes('--no-live')) {
    rows.push([
      'live supervision',
      'skipped (--no-live)',
      `p99 ≤ ${BUDGET_LIVE_P99_MS} ms, 0 lost/dup, heap flat`,
      '—',
    ]);
    return true;
  }
  // --live-only pglite|postgres: one of the two runs.
  const only = optionValue('--live-only');
  let ok = true;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-live-'));
  const planFile = path.join(scratch, 'plan.json');
  try {
    if (only !== 'postgres') {
      console.log(
        `\n━━ (j) live class supervision: ${STUDENTS} students × ${RATE} answers/s, ${SECONDS} s (PGlite, fresh DATA_DIR)`,
      );
      const dataDir = path.join(scratch, 'data');
      fs.mkdirSync(dataDir);
      ok = (await measureOn('PGlite', rows, { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, planFile })) && ok;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }

    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl && only !== 'pglite') {
      const name = `edu_bench_live_${process.pid}_${randomBytes(3).toString('hex')}`;
      console.log(
        `\n━━ (j) live class supervision on PostgreSQL, two server processes (database ${name}, dropped after)`,
      );
      const target = new URL(serverUrl);
      target.pathname = `/${name}`;
      await adminQuery(serverUrl, `create database "${name}"`);
      try {
        ok =
          (await measureOn('PostgreSQL', rows, {
            env: { DATABASE_URL: target.toString() },
            twoProcesses: true,
            planFile,
          })) && ok;
      } finally {
        await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
      }
    }
    return ok;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
