#!/usr/bin/env node
// The open-loop driver of npm run bench's "class hour burst" (section (h), scripts/bench/burst.mjs), run in
// its own process:   node scripts/bench-burst.mjs <port> <plan.json> [requests/s] [server pid]
// The plan (apps/server/scripts/bench-burst-setup.ts) gives each student its session token, its 20 responses
// and its submit key. The burst is students × 21 requests in 21 rounds: in round r < 20 every student
// autosaves its answer to exercise r (POST /openapi/learning/saveAnswers with that one answer: the console
// sends a change after a 1 s pause, and a student answering one question at a time pauses longer than that
// between questions), in round 20 every student submits (POST /openapi/learning/submitLesson with all 20
// answers, as the console does, and its submit key). Students take their turn in the same order each round,
// so each student's requests are students/rate apart (3.3 s at 1000 students and 300/s) and never overlap,
// and the last round is the bell: every student submits within 3.3 s.
// OPEN LOOP: request k is due at start + k/rate and is sent then, whatever the earlier ones are doing; its
// latency runs from that due time to the end of its response, so a server (or a client) that falls behind
// shows in the figures instead of slowing the load (coordinated omission). One keep-alive agent, up to 256
// connections. Before the burst, the warm-up class does the same work, four students at a time (not timed).
// Prints one JSON line: offered and achieved rate, latency percentiles overall and per kind, errors, and (given
// the server's pid, on Linux) the server's CPU time during the burst.
import fs from 'node:fs';
import http from 'node:http';

const [portArg, planFile, rateArg, pidArg] = process.argv.slice(2);
const port = Number(portArg);
const rate = Number(rateArg ?? 300);
if (!(port > 0) || !planFile || !(rate > 0 && rate <= 5000)) {
  console.error('usage: bench-burst.mjs <port> <plan.json> [rate 1..5000] [server pid]');
  process.exit(2);
}
const plan = JSON.parse(fs.readFileSync(planFile, 'utf8'));
const ROUNDS = plan.questionIds.length + 1;
const TIMEOUT_MS = 10_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** The server's CPU time so far (user + system, ms), from /proc; null elsewhere. */
function serverCpuMs() {
  try {
    const fields = fs
      .readFileSync(`/proc/${Number(pidArg)}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s
  } catch {
    return null;
  }
}

/** The request of a student's round: an autosave of one answer, or the submit with all of them. */
function body(student, round) {
  const timeSpentMs = (round + 1) * 60_000;
  if (round < plan.questionIds.length) {
    return [
      '/openapi/learning/saveAnswers',
      JSON.stringify({
        lessonId: plan.lessonId,
        answers: [{ questionId: plan.questionIds[round], response: student.responses[round] }],
        timeSpentMs,
      }),
    ];
  }
  return [
    '/openapi/learning/submitLesson',
    JSON.stringify({
      lessonId: plan.lessonId,
      submitKey: student.submitKey,
      answers: plan.questionIds.map((questionId, i) => ({ questionId, response: student.responses[i] })),
      timeSpentMs,
    }),
  ];
}

/**
 * Sends one request; resolves with { ok, error } when its response has ended (never rejects). A request not
 * answered within TIMEOUT_MS of `due` (its scheduled time, waiting for a connection included) is an error.
 */
function send(student, round, due = process.hrtime.bigint()) {
  const [path, payload] = body(student, round);
  return new Promise((settle) => {
    let timer;
    const resolve = (result) => {
      clearTimeout(timer);
      settle(result);
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          host: `localhost:${port}`,
          devicetype: '3',
          authorization: student.token,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let code;
          try {
            code = JSON.parse(text).code;
          } catch {
            code = undefined;
          }
          if (res.statusCode === 200 && code === 200) resolve({ ok: true });
          else resolve({ ok: false, error: `${path} HTTP ${res.statusCode}: ${text.slice(0, 160)}` });
        });
        res.on('error', (err) => resolve({ ok: false, error: `${path}: ${err.message}` }));
      },
    );
    const left = TIMEOUT_MS - Number(process.hrtime.bigint() - due) / 1e6;
    timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms of its scheduled time`)),
      Math.max(0, left),
    );
    req.on('error', (err) => resolve({ ok: false, error: `${path}: ${err.message}` }));
    req.end(payload);
  });
}

// Warm-up (JIT, PGlite's caches, the formula grader): the warm-up class, four students at a time, closed loop.
const warmStarted = performance.now();
const warmErrors = [];
for (let i = 0; i < plan.warmup.length; i += 4) {
  await Promise.all(
    plan.warmup.slice(i, i + 4).map(async (student) => {
      for (let round = 0; round < ROUNDS; round++) {
        const r = await send(student, round);
        if (!r.ok) warmErrors.push(r.error);
      }
    }),
  );
}
if (warmErrors.length > 0) {
  console.error(`warm-up failed: ${warmErrors.length} errors, first: ${warmErrors[0]}`);
  process.exit(1);
}
const warmupSeconds = (performance.now() - warmStarted) / 1000;
await new Promise((r) => setTimeout(r, 500));

const students = plan.students;
const total = students.length * ROUNDS;
const kinds = { save: [], submit: [] };
/** answered latencies by round (0-19 autosaves, 20 submits) */
const byRound = Array.from({ length: ROUNDS }, () => []);
const errorSamples = [];
/** requests of each kind that failed or got no answer in time */
const errorsByKind = { save: 0, submit: 0 };
let errors = 0;
let done = 0;
let sent = 0;
/** how late each request left against its due time (the driver's own lag) */
const lag = [];

function fire(k, due) {
  const round = Math.floor(k / students.length);
  const student = students[k % students.length];
  const kind = round < plan.questionIds.length ? 'save' : 'submit';
  lag.push(Number(process.hrtime.bigint() - due) / 1e6);
  sent++;
  send(student, round, due).then((r) => {
    const ms = Number(process.hrtime.bigint() - due) / 1e6;
    done++;
    if (r.ok) {
      kinds[kind].push(ms);
      byRound[round].push(ms);
    } else {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(r.error);
    }
  });
}

const cpuBefore = serverCpuMs();
const start = process.hrtime.bigint();
const intervalNs = 1e9 / rate;
const dueOf = (k) => start + BigInt(Math.round(k * intervalNs));
await new Promise((resolve) => {
  const tick = () => {
    const now = process.hrtime.bigint();
    while (sent < total && dueOf(sent) <= now) fire(sent, dueOf(sent));
    if (sent >= total) return resolve();
    // A 1 ms timer, not a busy loop: the driver must not take a core from the server.
    setTimeout(tick, 1);
  };
  tick();
});
const lastDue = Number(dueOf(total - 1) - start) / 1e9;
const deadline = Date.now() + TIMEOUT_MS + 5_000;
while (done < sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
const cpuAfter = serverCpuMs();
// Requests still out at the end count as errors too.
errorsByKind.save = students.length * plan.questionIds.length - kinds.save.length;
errorsByKind.submit = students.length - kinds.submit.length;
agent.destroy();

const round = (n) => Math.round(n * 10) / 10;
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const pct = (p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
  return {
    n: sorted.length,
    p50: round(pct(50)),
    p95: round(pct(95)),
    p99: round(pct(99)),
    max: round(sorted.at(-1) ?? 0),
  };
}
const ok = kinds.save.length + kinds.submit.length;
console.log(
  JSON.stringify({
    students: students.length,
    rate,
    sent,
    ok,
    errors: errors + (sent - done),
    errorsByKind,
    errorSamples,
    /** from the first due time to the last response */
    seconds: round(elapsed),
    /** the schedule's length: the last request was due this long after the first */
    scheduleSeconds: round(lastDue),
    offeredRps: round((sent - 1) / lastDue),
    rps: round(ok / elapsed),
    all: stats([...kinds.save, ...kinds.submit]),
    save: stats(kinds.save),
    submit: stats(kinds.submit),
    driverLag: stats(lag),
    /** p99 of each round's answered requests (ms) */
    roundP99: byRound.map((values) => stats(values).p99),
    /** the server's CPU time from the first due time to the last response (null when unknown) */
    serverCpuSeconds: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / 1000),
    warmup: plan.warmup.length * ROUNDS,
    warmupSeconds: round(warmupSeconds),
  }),
);
