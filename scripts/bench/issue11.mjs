// npm run bench, section (i) (issue 11, "Performance"): on the database of section (e) (seed --scale N: its
// handed-in work, ~1 440 000 answers at N=250, seed-scale-work.ts; the reports' class and student,
// apps/server/scripts/bench-reports-setup.ts), the server's own time per request, p50/p95 of SAMPLES after a
// warm-up, one request at a time:
//   - the correction teacher's queue (/dashboard/dashboard) and its corrections (/correction/index) first
//     page, plain and with filters, and the admin's overview of every brand (/correction/index): p95 ≤ 50 ms;
//   - the class report of a lesson of 30 questions handed in by 60 students (teacher) and the first view of a
//     student's report center with a year of work (its reports, score trend and mastery): p95 ≤ 100 ms.
// An endpoint the server does not have (not built yet) is reported as such, never timed.
import { md5 } from './common.mjs';
import { call, serverTimes } from './scale-server.mjs';

export const BUDGET_CORRECTION_MS = 50;
export const BUDGET_REPORT_MS = 100;

const q = (params) => new URLSearchParams(params).toString();
const tz = 'Asia/Shanghai';

/** Section (i) on a started server (scale-server.mjs) with the reports' fixtures (bench-reports-setup.ts). */
export async function measureIssue11(kind, server, rows, reports) {
  const { port } = server;
  const corrector = 'cor0042001';
  const logins = {};
  for (const user of ['admin', corrector, reports.teacher, reports.student]) {
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
  const docs = await call(port, '/openapi/docs/json');
  const served = new Set(Object.keys(docs.json?.paths ?? {}));
  const s = reports.scale;
  console.log(
    `${kind}: ${s.answers} answers of handed-in work (${s.handedIn} submissions handed in, ${s.submissions} in all) ` +
      `over ${s.students} students; ${corrector} reaches ${s.reach.students} students, ${s.reach.work} corrections` +
      ` (${s.reach.waiting} waiting)`,
  );

  const queue = await get(corrector, '/openapi/correction/getCorrectionQueue');
  const someClass = queue.list[0]?.classId;
  const measures = [
    ['getCorrectionQueue, first page (corrector)', corrector, '/openapi/correction/getCorrectionQueue', {}],
    ['getCorrectionQueue, "王" (corrector)', corrector, '/openapi/correction/getCorrectionQueue', { keyword: '王' }],
    ['getCorrections, first page (corrector)', corrector, '/openapi/correction/getCorrections', {}],
    [
      'getCorrections, a class, waiting (corrector)',
      corrector,
      '/openapi/correction/getCorrections',
      { classId: someClass, state: 'waiting' },
    ],
    [
      'getCorrections, corrected, by score (corrector)',
      corrector,
      '/openapi/correction/getCorrections',
      { state: 'corrected', sort: 'score', order: 'asc' },
    ],
    ['getCorrectionOverview, every brand (admin)', 'admin', '/openapi/correction/getCorrectionOverview', {}],
    [
      'getCorrectionOverview, waiting, "王" (admin)',
      'admin',
      '/openapi/correction/getCorrectionOverview',
      { state: 'waiting', keyword: '王' },
    ],
  ].map((m) => [...m, BUDGET_CORRECTION_MS]);
  const reportMeasures = [
    [
      `getClassLessonReport ${reports.students} × ${reports.questions} (teacher)`,
      reports.teacher,
      '/openapi/report/getClassLessonReport',
      { classId: reports.classId, lessonId: reports.lessonId },
    ],
    // The report center's first view, as the console asks it (its time zone); then the trend over the year.
    [`getMyReports, a year (student)`, reports.student, '/openapi/report/getMyReports', { tz }],
    [`getMyScoreTrend 90 days (student)`, reports.student, '/openapi/report/getMyScoreTrend', { range: '90d', tz }],
    [`getMyMastery, a year (student)`, reports.student, '/openapi/report/getMyMastery', {}],
    [`getMyScoreTrend, the year (student)`, reports.student, '/openapi/report/getMyScoreTrend', { range: 'year', tz }],
  ].map((m) => [...m, BUDGET_REPORT_MS]);

  for (const [label, who, pathname, params, budget] of [...measures, ...reportMeasures]) {
    if (!served.has(pathname)) {
      console.log(`  ${label.padEnd(48)} not measured: the server has no ${pathname}`);
      rows.push([`${kind} ${label}`, 'not measured (endpoint not built)', `p95 ≤ ${budget} ms`, '—']);
      continue;
    }
    const { p50, p95, clientP95 } = await serverTimes(server, (url) => get(who, url), `${pathname}?${q(params)}`);
    console.log(
      `  ${label.padEnd(48)} server p50 ${p50.toFixed(1).padStart(5)} ms, p95 ${p95.toFixed(1).padStart(5)} ms` +
        ` (client p95 ${clientP95.toFixed(1)} ms)`,
    );
    rows.push([
      `${kind} ${label}`,
      `p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms`,
      `p95 ≤ ${budget} ms`,
      p95 <= budget ? 'OK' : 'OVER',
    ]);
  }
}
