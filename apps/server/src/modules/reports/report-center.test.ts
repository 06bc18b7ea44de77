/**
 * The student's report center (issue 11 item 4): its handed-in work, its score trend and its knowledge-point
 * mastery, checked against hand-ins made here at known times with known answers. A student reads only its own
 * (another's work never appears); other roles 403; bad input 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerResponse, MyMastery, MyReports, MyScoreTrend } from '@edu/shared';
import { api } from '@edu/shared/api';
import { expectError, expectOk, type Params, SeededOrgFixture } from '../org/test-fixtures';
import { handIn, type ReportLesson, reportLesson } from './test-fixtures';

const R = api.report;
const DAY = 86_400_000;

let f: SeededOrgFixture;
let class81 = 0;
const id: Record<string, number> = {};
const made: { lesson: ReportLesson; submissionId: number; daysAgo: number }[] = [];

/** lina's own lessons of 实数 here: 200, 60 and 20 days ago (two single choices each, right 0, 1, 2 times). */
const PLAN = [
  { daysAgo: 200, right: 0 },
  { daysAgo: 60, right: 1 },
  { daysAgo: 20, right: 2 },
];

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  for (const u of ['student', 'lina']) id[u] = await f.userId(u);
  for (const p of PLAN) {
    const at = new Date(Date.now() - p.daysAgo * DAY);
    const lesson = await reportLesson(f.t.db, {
      classId: class81,
      title: `中心：${p.daysAgo} 天前`,
      releasedAt: new Date(at.getTime() - DAY),
      questions: [
        { type: 'single', answer: { choices: ['B'] }, kps: ['实数'] },
        { type: 'single', answer: { choices: ['C'] }, kps: ['实数'] },
      ],
    });
    const responses: AnswerResponse[] = [
      { choices: [p.right >= 1 ? 'B' : 'A'] },
      { choices: [p.right >= 2 ? 'C' : 'A'] },
    ];
    const submissionId = await handIn(f.t.db, {
      studentId: id.lina ?? 0,
      classId: class81,
      lesson,
      responses,
      submittedAt: at,
    });
    made.push({ lesson, submissionId, daysAgo: p.daysAgo });
  }
  // Homework handed in late and waiting for a person (a short answer), yesterday.
  const homework = await reportLesson(f.t.db, {
    classId: class81,
    title: '中心：作业',
    dueAt: new Date(Date.now() - 2 * DAY),
    releasedAt: new Date(Date.now() - 3 * DAY),
    questions: [
      { type: 'single', answer: { choices: ['B'] }, kps: ['实数'] },
      { type: 'short', answer: { text: '<p>参考</p>' } },
    ],
  });
  const submissionId = await handIn(f.t.db, {
    studentId: id.lina ?? 0,
    classId: class81,
    lesson: homework,
    responses: [{ choices: ['B'] }, { text: '证明如下' }],
    submittedAt: new Date(Date.now() - DAY),
  });
  made.push({ lesson: homework, submissionId, daysAgo: 1 });
});
afterAll(() => f.t.close());

const reportsOf = async (who: string, params: Params = {}) =>
  expectOk(await f.get<MyReports>(who, R.getMyReports.path, { pageSize: 100, ...params }));
const trendOf = async (who: string, params: Params = {}) =>
  expectOk(await f.get<MyScoreTrend>(who, R.getMyScoreTrend.path, params));
const masteryOf = async (who: string, params: Params = {}) =>
  expectOk(await f.get<MyMastery>(who, R.getMyMastery.path, params));

describe('its reports', () => {
  it('lists its handed-in work newest first: course, class, homework, lateness, state, score, right of all', async () => {
    const mine = await reportsOf('lina');
    // The demo data's three fractions lessons, and the four made here.
    expect(mine.total).toBe(7);
    const times = mine.list.map((r) => r.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const homework = mine.list.find((r) => r.lessonTitle === '中心：作业');
    expect(homework).toMatchObject({
      className: '八年级1班',
      courseTitle: '八年级数学：二次根式与一元二次方程',
      state: 'waiting',
      score: null,
      late: true,
      right: 1,
      total: 2,
      timeSpentMs: 600_000,
      open: true,
    });
    expect(homework?.dueAt).not.toBeNull();
    expect(mine.list.find((r) => r.lessonTitle === '中心：60 天前')).toMatchObject({
      state: 'graded',
      score: 50,
      right: 1,
      total: 2,
      late: false,
      dueAt: null,
    });
    expect(mine.courses.map((c) => c.title).sort()).toEqual([
      '人教版 数学 八年级上册 同步课',
      '八年级数学：二次根式与一元二次方程',
    ]);
  });

  it('filters by course, kind, state and days, and pages', async () => {
    const math = made[0]?.lesson.courseId ?? 0;
    expect((await reportsOf('lina', { courseId: math })).total).toBe(4);
    const homework = await reportsOf('lina', { kind: 'homework' });
    // 15.2 and 15.3 (the demo data's homework) and the one made here.
    expect(homework.list.map((r) => r.lessonTitle).sort()).toEqual(['15.2 分式的运算', '15.3 分式方程', '中心：作业']);
    expect((await reportsOf('lina', { kind: 'lesson' })).total).toBe(4);
    expect((await reportsOf('lina', { state: 'waiting' })).list.map((r) => r.lessonTitle)).toEqual(['中心：作业']);
    expect((await reportsOf('lina', { state: 'graded' })).total).toBe(6);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
    const old = await reportsOf('lina', { from: day(201), to: day(50) });
    expect(old.list.map((r) => r.lessonTitle).sort()).toEqual(['中心：200 天前', '中心：60 天前']);
    expect((await reportsOf('lina', { from: day(0) })).total).toBe(0);
    const paged = await reportsOf('lina', { pageSize: 3, page: 3 });
    expect(paged).toMatchObject({ total: 7 });
    expect(paged.list).toHaveLength(1);
  });

  it("never shows another student's work; other roles 403; bad input 400", async () => {
    const theirs = new Set(made.map((m) => m.submissionId));
    const mine = await reportsOf('student');
    expect(mine.list.some((r) => theirs.has(r.submissionId))).toBe(false);
    expect(mine.list.every((r) => r.className !== '')).toBe(true);
    expect((await reportsOf('olivia.brown')).total).toBe(0);
    for (const who of ['teacher', 'schooladmin', 'dl', 'corrector'])
      expectError(await f.get(who, R.getMyReports.path), 403);
    expectError(await f.get(null, R.getMyReports.path), 401);
    expectError(await f.get('lina', R.getMyReports.path, { kind: 'quiz' }), 400, /kind/);
    expectError(await f.get('lina', R.getMyReports.path, { state: 'x' }), 400, /state/);
    expectError(await f.get('lina', R.getMyReports.path, { from: '2026-02-30' }), 400, /from/);
    expectError(await f.get('lina', R.getMyReports.path, { from: '2026-03-02', to: '2026-03-01' }), 400, /to/);
    expectError(await f.get('lina', R.getMyReports.path, { tz: 'Mars/Base' }), 400, /tz/);
  });
});

describe('its score trend', () => {
  it('gives each graded hand-in of the range oldest first, with the moving average', async () => {
    const all = await trendOf('lina', { range: 'all' });
    // 0, 50, 100 made here, then the demo data's three fractions lessons (100 each); the waiting homework is not graded.
    expect(all.points.map((p) => p.score)).toEqual([0, 50, 100, 100, 100, 100]);
    expect(all.points.map((p) => p.movingAverage)).toEqual([0, 25, 50, 83.3, 100, 100]);
    expect(all).toMatchObject({ range: 'all', from: null, capped: false, average: 75 });
    const year = await trendOf('lina', { range: 'year' });
    expect(year.points.map((p) => p.score)).toEqual([0, 50, 100, 100, 100, 100]);
    const recent = await trendOf('lina');
    expect(recent.range).toBe('90d');
    expect(recent.points.map((p) => p.lessonTitle).slice(0, 2)).toEqual(['中心：60 天前', '中心：20 天前']);
    expect(recent.points.map((p) => p.movingAverage).slice(0, 2)).toEqual([50, 75]);
    expect(recent.from).toBe(new Date(Date.now() - 89 * DAY).toISOString().slice(0, 10));
  });

  it('counts days in the time zone asked for', async () => {
    const shanghai = await trendOf('lina', { range: 'all', tz: 'Asia/Shanghai' });
    const point = shanghai.points[0];
    const local = new Date(Date.parse(point?.submittedAt ?? '') + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(point?.day).toBe(local);
  });

  it('is its own; other roles 403; bad input 400', async () => {
    const theirs = new Set(made.map((m) => m.submissionId));
    expect((await trendOf('student', { range: 'all' })).points.some((p) => theirs.has(p.submissionId))).toBe(false);
    expectError(await f.get('teacher', R.getMyScoreTrend.path), 403);
    expectError(await f.get('lina', R.getMyScoreTrend.path, { range: 'week' }), 400, /range/);
  });
});

describe('its mastery', () => {
  it('gives each knowledge point of its graded answers its mean credit, level and recent change', async () => {
    const mastery = await masteryOf('lina');
    expect(mastery.subjects).toEqual(['math']);
    const real = mastery.points.find((p) => p.name === '实数');
    // 实数: 0 + 0 (200 days ago), 1 + 0 (60), 1 + 1 (20), the homework's choice 1 (yesterday): 4 of 7.
    expect(real).toMatchObject({
      subject: 'math',
      answers: 7,
      meanCredit: 0.571,
      level: 'needsWork',
      recentAnswers: 3,
      recentCredit: 1,
      earlierCredit: 0.25,
      change: 0.75,
    });
    // The demo data's fractions lessons, all right.
    expect(mastery.points.find((p) => p.name === '分式的运算')).toMatchObject({ meanCredit: 1, level: 'mastered' });
    // Weakest first.
    const credits = mastery.points.map((p) => p.meanCredit);
    expect([...credits].sort((a, b) => a - b)).toEqual(credits);
    expect((await masteryOf('lina', { subject: 'physics' })).points).toEqual([]);
    expect((await masteryOf('lina', { subject: 'physics' })).subjects).toEqual(['math']);
  });

  it('is its own; other roles 403; bad input 400', async () => {
    const theirs = await masteryOf('student');
    expect(theirs.points.find((p) => p.name === '实数')?.answers ?? 0).not.toBe(7);
    expect((await masteryOf('olivia.brown')).points).toEqual([]);
    expectError(await f.get('teacher', R.getMyMastery.path), 403);
    expectError(await f.get('lina', R.getMyMastery.path, { subject: 'alchemy' }), 400, /subject/);
  });
});
