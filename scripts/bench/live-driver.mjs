// The load of npm run bench's "live class supervision" (section (j), scripts/bench/live.mjs), in the bench
// process so that the answers' send times and their events' arrivals are read on one clock.
// The supervisor's stream: GET /openapi/supervise/getSessionStream on `streamPort`, read with fetch and a
// streaming reader (Authorization header, as the console does). The students: each autosaves one answer per
// request (POST /openapi/learning/saveAnswers, the student lesson page's request) to `postPort`, `perStudent`
// times a second for `seconds`. Request k is due at start + k/(students × perStudent) and is sent then,
// whatever the earlier ones are doing (OPEN LOOP); students take their turn in the same order, so each
// student's requests are 1/perStudent s apart. Its i-th request answers exercise i mod Q with the number i:
// every (student, question, response) is sent once, so each 'answer' event names its request. Latency: from
// the request's due time to the arrival of its event at the supervisor (and, apart, to the POST's response).
// Lost: a request answered 200 whose event never came; duplicated: an event id or a request seen twice.
// Before the measured load (not counted), a warm-up: every student autosaves WARMUP_ROUNDS answers, eight
// students at a time. Server memory: VmRSS of each server process from /proc every second of the load, and its
// memory after a full collection before and after the load (`probeMemory`, scripts/bench/gc-probe.cjs).
import fs from 'node:fs';
import http from 'node:http';

const TIMEOUT_MS = 10_000;
/** After the last response, how long events may still come before the missing ones count as lost. */
const GRACE_MS = 5_000;
const WARMUP_ROUNDS = 3;

const round1 = (n) => Math.round(n * 10) / 10;
const msSince = (t) => Number(process.hrtime.bigint() - t) / 1e6;

export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const pct = (p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
  return {
    n: sorted.length,
    p50: round1(pct(50)),
    p95: round1(pct(95)),
    p99: round1(pct(99)),
    max: round1(sorted.at(-1) ?? 0),
  };
}

/** VmRSS of a process in MB, from /proc; null elsewhere. */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return round1(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024);
  } catch {
    return null;
  }
}

/** CPU time of a process so far (user + system, ms), from /proc; null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const headers = (port, token) => ({ host: `localhost:${port}`, devicetype: '3', authorization: token });

/** A JSON request; resolves with { status, json } (never rejects: an error is status 0). */
export function callJson(port, method, pathname, token, body, agent) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((settle) => {
    let timer;
    const resolve = (r) => {
      clearTimeout(timer);
      settle(r);
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers: {
          ...headers(port, token),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: reported with its text
          }
          resolve({ status: res.statusCode, json, text: text.slice(0, 160) });
        });
        res.on('error', (err) => resolve({ status: 0, json: null, text: err.message }));
      },
    );
    timer = setTimeout(() => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    req.on('error', (err) => resolve({ status: 0, json: null, text: err.message }));
    req.end(payload);
  });
}

/**
 * Opens a session's stream and calls onEvent(event, arrival) for each message (arrival: hrtime when its
 * chunk came). Resolves with { done } (a promise that settles when the stream ends) once the headers came.
 */
export async function openStream(port, token, sessionId, onEvent, { lastEventId } = {}) {
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/openapi/supervise/getSessionStream?sessionId=${sessionId}`, {
    headers: {
      ...headers(port, token),
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/event-stream'))
    throw new Error(`stream: HTTP ${res.status} ${(await res.text()).slice(0, 160)}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const done = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        const arrival = process.hrtime.bigint();
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue; // comments (": ping") and blank lines
            message[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
          }
          if (message.data !== undefined)
            onEvent({ id: Number(message.id), kind: message.event, ...JSON.parse(message.data) }, arrival);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch (err) {
      if (!controller.signal.aborted) throw err;
    }
  })();
  return { done, close: () => controller.abort() };
}

const keyOf = (studentId, questionId, value) => `${studentId}:${questionId}:${value}`;

/**
 * Runs the load; resolves with its figures. `pids`: the server processes whose memory and CPU are read.
 */
export async function runLive({ postPort, streamPort, plan, sessionId, perStudent, seconds, pids, probeMemory }) {
  const students = plan.students;
  const Q = plan.questionIds.length;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  /** key → the request: due time, answered ok or not, event arrival */
  const requests = new Map();
  const seenIds = new Set();
  let duplicateIds = 0;
  let duplicateKeys = 0;
  let unknownEvents = 0;
  let answerEvents = 0;

  const stream = await openStream(streamPort, plan.teacher.token, sessionId, (e, arrival) => {
    if (seenIds.has(e.id)) duplicateIds++;
    seenIds.add(e.id);
    if (e.kind !== 'answer') return;
    answerEvents++;
    const r = requests.get(keyOf(e.data.studentId, e.data.questionId, e.data.response?.blanks?.[0]));
    if (!r) unknownEvents++;
    else if (r.arrival !== undefined) duplicateKeys++;
    else r.arrival = arrival;
  });
  let streamError = null;
  const streamDone = stream.done.catch((err) => {
    streamError = err.message;
  });

  const save = (student, i, due, measured) => {
    const questionId = plan.questionIds[i % Q];
    const value = measured ? String(i) : String(-1 - i);
    const r = { due, measured, ok: false };
    requests.set(keyOf(student.studentId, questionId, value), r);
    const body = {
      lessonId: plan.lessonId,
      answers: [{ questionId, response: { blanks: [value] } }],
      timeSpentMs: (i + 1) * 500,
    };
    return callJson(postPort, 'POST', '/openapi/learning/saveAnswers', student.token, body, agent).then((res) => {
      r.ok = res.status === 200 && res.json?.code === 200;
      r.responded = process.hrtime.bigint();
      if (!r.ok) r.error = `HTTP ${res.status}: ${res.json ? JSON.stringify(res.json).slice(0, 160) : res.text}`;
      return r;
    });
  };

  // Warm-up (JIT, caches, the stream's first reads), not counted.
  const warmStarted = performance.now();
  for (let s = 0; s < students.length; s += 8) {
    await Promise.all(
      students.slice(s, s + 8).map(async (student) => {
        for (let i = 0; i < WARMUP_ROUNDS; i++) {
          const r = await save(student, i, process.hrtime.bigint(), false);
          if (!r.ok) throw new Error(`warm-up autosave failed: ${r.error}`);
        }
      }),
    );
  }
  const warmKeys = [...requests.values()];
  const warmDeadline = Date.now() + GRACE_MS;
  while (warmKeys.some((r) => r.arrival === undefined) && Date.now() < warmDeadline)
    await new Promise((r) => setTimeout(r, 20));
  const warmMissing = warmKeys.filter((r) => r.arrival === undefined).length;
  const warmupSeconds = (performance.now() - warmStarted) / 1000;
  await new Promise((r) => setTimeout(r, 500));
  // The servers' memory after a full collection, before the load and after it (scripts/bench/gc-probe.cjs).
  const heapBefore = probeMemory ? await probeMemory() : null;

  const memory = Object.fromEntries(Object.entries(pids).map(([name]) => [name, []]));
  const sampleMemory = () => {
    for (const [name, pid] of Object.entries(pids)) memory[name].push(rssMb(pid));
  };
  const cpuBefore = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
  sampleMemory();
  const sampler = setInterval(sampleMemory, 1000);

  const total = Math.round(students.length * perStudent * seconds);
  const measured = [];
  const lag = [];
  let sent = 0;
  let responded = 0;
  const start = process.hrtime.bigint();
  const intervalNs = 1e9 / (students.length * perStudent);
  const dueOf = (k) => start + BigInt(Math.round(k * intervalNs));
  await new Promise((resolve) => {
    const tick = () => {
      const now = process.hrtime.bigint();
      while (sent < total && dueOf(sent) <= now) {
        const due = dueOf(sent);
        lag.push(Number(now - due) / 1e6);
        const k = sent++;
        const r = save(students[k % students.length], Math.floor(k / students.length), due, true);
        r.then(() => responded++);
        measured.push(r);
      }
      if (sent >= total) return resolve();
      // A 1 ms timer, not a busy loop: the driver must not take a core from the servers.
      setTimeout(tick, 1);
    };
    tick();
  });
  const results = await Promise.all(measured);
  const answeredSeconds = msSince(start) / 1000;
  const okOnes = results.filter((r) => r.ok);
  const deadline = Date.now() + GRACE_MS;
  while (okOnes.some((r) => r.arrival === undefined) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  clearInterval(sampler);
  sampleMemory();
  const heapAfter = probeMemory ? await probeMemory() : null;
  const cpu = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => {
      const after = cpuMs(pid);
      return [name, after === null || cpuBefore[name] === null ? null : round1((after - cpuBefore[name]) / 1000)];
    }),
  );
  stream.close();
  await streamDone;
  agent.destroy();

  const toEvent = okOnes.filter((r) => r.arrival !== undefined).map((r) => Number(r.arrival - r.due) / 1e6);
  const toResponse = results.filter((r) => r.ok).map((r) => Number(r.responded - r.due) / 1e6);
  const errors = results.filter((r) => !r.ok);
  // The event latency by second of the load (p99 of the events whose request was due in that second).
  const bySecond = Array.from({ length: Math.ceil(seconds) }, () => []);
  for (const r of okOnes)
    if (r.arrival !== undefined)
      bySecond[Math.min(bySecond.length - 1, Math.floor(Number(r.due - start) / 1e9))].push(
        Number(r.arrival - r.due) / 1e6,
      );
  return {
    students: students.length,
    perStudent,
    seconds,
    sent,
    responded,
    ok: okOnes.length,
    errors: errors.length,
    errorSamples: [...new Set(errors.map((r) => r.error))].slice(0, 5),
    answeredSeconds: round1(answeredSeconds),
    offeredRps: round1(students.length * perStudent),
    rps: round1(okOnes.length / answeredSeconds),
    event: stats(toEvent),
    post: stats(toResponse),
    driverLag: stats(lag),
    eventP99BySecond: bySecond.map((v) => stats(v).p99),
    lost: okOnes.filter((r) => r.arrival === undefined).length,
    /** events of requests that did not answer 200 (written all the same, e.g. answered after the timeout) */
    eventsOfErrors: errors.filter((r) => r.arrival !== undefined).length,
    duplicateIds,
    duplicateKeys,
    unknownEvents,
    answerEvents,
    streamError,
    memory,
    /** per server: its memory after a full GC before the load and after it ({ heapUsed, rss, external } MB) */
    afterGc: Object.fromEntries(
      Object.keys(pids).map((name) => [name, { before: heapBefore?.[name] ?? null, after: heapAfter?.[name] ?? null }]),
    ),
    serverCpuSeconds: cpu,
    warmup: warmKeys.length,
    warmupMissing: warmMissing,
    warmupSeconds: round1(warmupSeconds),
    /** measured keys, for the check in the table afterwards */
    measuredKeys: new Set([...requests.entries()].filter(([, r]) => r.measured && r.ok).map(([key]) => key)),
  };
}

/**
 * After the session has ended: the whole stream from the start (Last-Event-ID 0), as a replaying board reads
 * it, against the measured requests: how many of them have their event in the table, and how often.
 */
export async function checkTable(port, token, sessionId, measuredKeys) {
  const counts = new Map();
  let events = 0;
  const s = await openStream(
    port,
    token,
    sessionId,
    (e) => {
      events++;
      if (e.kind !== 'answer') return;
      const key = keyOf(e.data.studentId, e.data.questionId, e.data.response?.blanks?.[0]);
      if (measuredKeys.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    { lastEventId: 0 },
  );
  const timeout = setTimeout(() => s.close(), 60_000);
  await s.done;
  clearTimeout(timeout);
  let twice = 0;
  for (const n of counts.values()) if (n > 1) twice++;
  return { events, stored: counts.size, missing: measuredKeys.size - counts.size, twice };
}
