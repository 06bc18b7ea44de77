// npm run bench, section (k) (issue 12, "Performance", second bullet): on the database of sections (e) and (i)
// (seed --scale N with its graded weekly practice, apps/server/scripts/seed/seed-scale-practice.ts: ~5 600 000
// answers at N=250; the aggregates counted into the cache once, apps/server/scripts/bench-analytics-setup.ts):
//   - the first view of every /jzxReport tab for the admin, a brand admin and a school admin (heat map, item
//     analysis in its default order, most missed, trends, and the heat map's drill-down: the first class's
//     students, then its first student's answers to the first knowledge point shown) and of /jzxError (admin):
//     the server's own time per request, p50/p95 of SAMPLES after a warm-up, one request at a time; budget
//     p95 ≤ 300 ms each;
//   - how far behind the aggregates are: LAG_STUDENTS students of the measured school hand in a practice
//     lesson each through the HTTP API (submitLesson, graded at once) while the server runs, then the school
//     admin's heat map is asked every POLL_MS until its attempts include them all; the time from the first
//     hand-in's answer to that moment (and from the last one's) against the minute.
import { randomBytes } from 'node:crypto';
import { md5 } from './common.mjs';
import { call, serverTimes } from './scale-server.mjs';

export const BUDGET_VIEW_MS = 300;
export const BUDGET_LAG_S = 60;
const POLL_MS = 200;
const LAG_TIMEOUT_MS = 180_000;

const q = (params) => new URLSearchParams(params).toString();

/** Section (k) on a started server (scale-server.mjs) with the setup's figures (bench-analytics-setup.ts). */
export async function measureAnalytics(kind, server, rows, setup) {
  const { port } = server;
  const admins = ['admin', 'brandadmin', setup.schoolAdmin];
  const logins = {};
  const login = async (user) => {
    const res = await call(port, '/openapi/user/login', { form: { loginvalue: user, pwd: md5('demo123') } });
    const token = res.json?.data?.user?.token;
    if (!token) throw new Error(`login ${user} failed: ${JSON.stringify(res.json)}`);
    logins[user] = token;
  };
  for (const user of admins) await login(user);
  const get = async (who, url) => {
    const res = await call(port, url, { token: logins[who] });
    if (res.json?.code !== 200) throw new Error(`${url}: ${JSON.stringify(res.json)?.slice(0, 200)}`);
    return res.json.data;
  };
  console.log(
    `${kind}: ${setup.answers} answers, ${setup.graded} graded submissions, ${setup.ledger} counted; aggregate rows: ` +
      `${setup.classKp} class × knowledge point, ${setup.classKpWeek} by week, ${setup.studentKp} student × ` +
      `knowledge point, ${setup.classQuestion} class × question; rollups: ${setup.classSubject} class × subject, ` +
      `${setup.brandKpWeek} brand × knowledge point × week, ${setup.brandQuestion} brand × question`,
  );

  const views = [];
  for (const who of admins) {
    const label = who === 'admin' ? 'admin' : who === 'brandadmin' ? 'brand admin' : 'school admin';
    // The drill-down as the page makes it: the heat map's first class, its first student, the first cell.
    const heat = await get(who, '/openapi/jzx/getJzxHeatmap');
    const classId = heat.list[0]?.classId;
    const students = classId ? await get(who, `/openapi/jzx/getJzxClassStudents?${q({ classId })}`) : null;
    const student = students?.list[0];
    const cell = student?.cells[0];
    views.push(
      ['getJzxHeatmap', label, who, '/openapi/jzx/getJzxHeatmap', {}],
      ['getJzxItemAnalysis', label, who, '/openapi/jzx/getJzxItemAnalysis', {}],
      ['getJzxMostMissed', label, who, '/openapi/jzx/getJzxMostMissed', {}],
      ['getJzxTrends', label, who, '/openapi/jzx/getJzxTrends', {}],
      ['getJzxClassStudents', label, who, '/openapi/jzx/getJzxClassStudents', classId ? { classId } : null],
      [
        'getJzxStudentAnswers',
        label,
        who,
        '/openapi/jzx/getJzxStudentAnswers',
        student && cell ? { studentId: student.studentId, knowledgePointId: cell.knowledgePointId } : null,
      ],
    );
  }
  views.push(['getJzxErrors', 'admin', 'admin', '/openapi/jzx/getJzxErrors', {}]);

  for (const [name, label, who, pathname, params] of views) {
    const title = `${name} first view (${label})`;
    if (!params) {
      console.log(`  ${title.padEnd(48)} not measured: nothing to drill into`);
      rows.push([`${kind} ${title}`, 'not measured (no data)', `p95 ≤ ${BUDGET_VIEW_MS} ms`, 'ERROR']);
      continue;
    }
    const url = Object.keys(params).length > 0 ? `${pathname}?${q(params)}` : pathname;
    const { p50, p95, clientP95 } = await serverTimes(server, (u) => get(who, u), url);
    console.log(
      `  ${title.padEnd(48)} server p50 ${p50.toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms` +
        ` (client p95 ${clientP95.toFixed(1)} ms)`,
    );
    rows.push([
      `${kind} ${title}`,
      `p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms`,
      `p95 ≤ ${BUDGET_VIEW_MS} ms`,
      p95 <= BUDGET_VIEW_MS ? 'OK' : 'OVER',
    ]);
  }

  await measureLag(kind, server, rows, setup, { get, login, logins });
}

/** The school's figures in the school admin's heat map: its classes' attempts summed (one page holds them). */
async function schoolAttempts(get, who) {
  const heat = await get(who, '/openapi/jzx/getJzxHeatmap?pageSize=100');
  return heat.list.reduce((sum, c) => sum + c.attempts, 0);
}

async function measureLag(kind, server, rows, setup, { get, login, logins }) {
  const { port } = server;
  const { students, answers, attempts } = setup.lag;
  const title = `aggregates behind: ${students.length} hand-ins counted`;
  if (students.length === 0) {
    console.log(`  ${title}: not measured, no student with an open practice lesson`);
    rows.push([`${kind} ${title}`, 'not measured (no open lesson)', `≤ ${BUDGET_LAG_S} s`, 'ERROR']);
    return;
  }
  for (const s of students) await login(s.username);
  const before = await schoolAttempts(get, setup.schoolAdmin);
  const target = before + attempts;
  // The hand-ins, a few at a time (a class finishing its practice).
  const handedIn = [];
  let next = 0;
  const submitOne = async () => {
    while (next < students.length) {
      const s = students[next++];
      const res = await call(port, '/openapi/learning/submitLesson', {
        token: logins[s.username],
        json: {
          lessonId: s.lessonId,
          submitKey: randomBytes(12).toString('hex'),
          answers: answers[String(s.lessonId)] ?? [],
          timeSpentMs: 300_000,
        },
      });
      const state = res.json?.data?.state;
      if (res.json?.code !== 200 || state !== 'graded') {
        throw new Error(`submitLesson ${s.username}: ${JSON.stringify(res.json)?.slice(0, 200)}`);
      }
      handedIn.push(performance.now());
    }
  };
  await Promise.all(Array.from({ length: 4 }, submitOne));
  const first = Math.min(...handedIn);
  const last = Math.max(...handedIn);
  let seen = before;
  let countedAt = null;
  while (performance.now() - first < LAG_TIMEOUT_MS) {
    seen = await schoolAttempts(get, setup.schoolAdmin);
    if (seen >= target) {
      countedAt = performance.now();
      break;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  if (countedAt === null) {
    console.log(`  ${title}: not counted within ${LAG_TIMEOUT_MS / 1000} s (${seen - before} of ${attempts} attempts)`);
    rows.push([`${kind} ${title}`, `not within ${LAG_TIMEOUT_MS / 1000} s`, `≤ ${BUDGET_LAG_S} s`, 'OVER']);
    return;
  }
  const fromFirst = (countedAt - first) / 1000;
  const fromLast = (countedAt - last) / 1000;
  console.log(
    `  ${title} (${attempts} knowledge-point attempts, hand-ins over ${((last - first) / 1000).toFixed(1)} s): in ` +
      `the school admin's heat map ${fromFirst.toFixed(1)} s after the first hand-in, ${fromLast.toFixed(1)} s after the last`,
  );
  rows.push([
    `${kind} ${title}`,
    `${fromFirst.toFixed(1)} s after the first · ${fromLast.toFixed(1)} s after the last`,
    `≤ ${BUDGET_LAG_S} s`,
    fromFirst <= BUDGET_LAG_S ? 'OK' : 'OVER',
  ]);
}
