import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JzxClassStudents,
  JzxErrors,
  JzxHeatmap,
  JzxItemAnalysis,
  JzxMostMissed,
  JzxStudentAnswers,
  JzxTrends,
} from '@edu/shared';
import { selectRows } from '../../db/queries';
import { expectError, expectOk, type Params, type SeededOrgFixture } from '../org/test-fixtures';
import { AnalyticsAggregator, settleAnalytics } from './aggregator';
import {
  type AnalyticsClass,
  analyticsClass,
  gradedWork,
  NO_MISMATCH,
  regrade,
  rollupMismatches,
  storyFixture,
} from './test-fixtures';

// The story (test-fixtures.ts handInStory), worked by hand. Q1 single, key A, point K1; Q2 fill-in, key 2,
// points K1 and K2. s1 A/2 score 100, s2 A/3 50, s3 B/3 0 (week 2025-W10), s4 C/2 50 (2025-W11).
// Q1: x 1 1 0 0, y 100 50 0 50: n 4, Σx 2, Σy 200, Σy² 15000, Σxy 150: facility .5;
//     4×150 - 2×200 = 200; 4×2 - 4 = 4; 4×15000 - 40000 = 20000; r = 200 / sqrt(80000) = 0.70711
//     choices A 2, B 1, C 1; wrong answers B 1, C 1.
// Q2: x 1 0 0 1, same y: Σxy = 100 + 50 = 150: facility .5, r = 0.70711; wrong answers '3' 2.
// K1: 8 answers (both questions × 4), 4 right; K2: 4 answers, 2 right.
// Per student K1: s1 2/2, s2 1/2, s3 0/2, s4 1/2; K2: s1 1/1, s2 0/1, s3 0/1, s4 1/1.
// Trend of K1: W10 6 answers 3 right, W11 2 answers 1 right.
// Re-grade of s3's Q2 to right, score 50: Q2 x 1 0 1 1, y 100 50 50 50: Σx 3, Σy 250, Σy² 17500, Σxy 200:
//     facility .75; 4×200 - 3×250 = 50; 4×3 - 9 = 3; 4×17500 - 62500 = 7500; r = 50 / sqrt(22500) = 0.33333
//     Q1 with the new y: Σxy 150, Σy 250: 600 - 500 = 100; r = 100 / sqrt(4 × 7500) = 0.57735
//     K1 5/8, s3's K1 1/2; Q2's wrong answers '3' 1.

const H = '/openapi/jzx/';
let f: SeededOrgFixture;
let c: AnalyticsClass;
let work: number[];

beforeAll(async () => {
  ({ f, c, work } = await storyFixture());
}, 60_000);
afterAll(async () => {
  await f?.t.close();
});

const mine = () => ({ schoolId: c.schoolId });

describe('precision-learning reports', () => {
  it('heat map: the class × knowledge points, by hand', async () => {
    const map = expectOk(await f.get<JzxHeatmap>('admin', `${H}getJzxHeatmap`, mine()));
    expect(map.total).toBe(1);
    const [row] = map.list;
    expect(row).toMatchObject({ classId: c.classId, grade: 8, attempts: 12, correct: 6 });
    expect(row?.cells.sort((a, b) => a.knowledgePointId - b.knowledgePointId)).toEqual([
      { knowledgePointId: c.k1, attempts: 8, correct: 4, facility: 0.5 },
      { knowledgePointId: c.k2, attempts: 4, correct: 2, facility: 0.5 },
    ]);
    expect(map.knowledgePoints.map((k) => k.id).sort()).toEqual([c.k1, c.k2].sort());
    // A week range: W11 only (s4: Q1 wrong, Q2 right).
    const w11 = expectOk(
      await f.get<JzxHeatmap>('brandadmin', `${H}getJzxHeatmap`, {
        ...mine(),
        weekFrom: '2025-W11',
        weekTo: '2025-W11',
      }),
    );
    expect(w11.list[0]?.cells.find((x) => x.knowledgePointId === c.k1)).toEqual({
      knowledgePointId: c.k1,
      attempts: 2,
      correct: 1,
      facility: 0.5,
    });
  });

  it("drill-down: the class's students, then one student's answers", async () => {
    const s = expectOk(
      await f.get<JzxClassStudents>('brandadmin', `${H}getJzxClassStudents`, {
        classId: c.classId,
        subject: 'physics',
      }),
    );
    expect(s.total).toBe(4);
    const k1 = (id: number) => s.list.find((r) => r.studentId === id)?.cells.find((x) => x.knowledgePointId === c.k1);
    expect(c.students.map((id) => k1(id)?.correct)).toEqual([2, 1, 0, 1]);
    expect(c.students.map((id) => k1(id)?.attempts)).toEqual([2, 2, 2, 2]);
    const a = expectOk(
      await f.get<JzxStudentAnswers>('admin', `${H}getJzxStudentAnswers`, {
        studentId: c.students[2] ?? 0,
        knowledgePointId: c.k1,
      }),
    );
    expect(a.total).toBe(2);
    expect(a.list.map((x) => [x.questionId, x.outcome, x.response])).toEqual([
      [c.q1, 'wrong', { choices: ['B'] }],
      [c.q2, 'wrong', { blanks: ['3'] }],
    ]);
  });

  it('item analysis: facility, point-biserial and choices, sorted on the server', async () => {
    const items = expectOk(
      await f.get<JzxItemAnalysis>('admin', `${H}getJzxItemAnalysis`, { ...mine(), sort: 'facility', order: 'asc' }),
    );
    expect(items.total).toBe(2);
    const q1 = items.list.find((i) => i.questionId === c.q1);
    expect(q1).toMatchObject({ attempts: 4, correct: 2, facility: 0.5, type: 'single' });
    expect(q1?.discrimination).toBeCloseTo(Math.SQRT1_2, 4);
    expect(q1?.choices).toEqual([
      { key: 'A', count: 2, isKey: true },
      { key: 'B', count: 1, isKey: false },
      { key: 'C', count: 1, isKey: false },
    ]);
    expect(items.list.find((i) => i.questionId === c.q2)?.discrimination).toBeCloseTo(Math.SQRT1_2, 4);
    const missed = expectOk(await f.get<JzxMostMissed>('admin', `${H}getJzxMostMissed`, { ...mine(), minAttempts: 4 }));
    expect(missed.questions.map((q) => q.questionId).sort()).toEqual([c.q1, c.q2].sort());
    expect(missed.knowledgePoints.map((k) => [k.id, k.attempts, k.correct])).toEqual([
      [c.k1, 8, 4],
      [c.k2, 4, 2],
    ]);
    const few = expectOk(await f.get<JzxMostMissed>('admin', `${H}getJzxMostMissed`, { ...mine(), minAttempts: 5 }));
    expect(few.questions).toEqual([]);
    expect(few.knowledgePoints.map((k) => k.id)).toEqual([c.k1]);
  });

  it('trends by ISO week', async () => {
    const t = expectOk(await f.get<JzxTrends>('schooladmin', `${H}getJzxTrends`, { subject: 'physics' }));
    expect(t.weeks).toEqual([]); // not the school admin's school
    const k1 = expectOk(await f.get<JzxTrends>('admin', `${H}getJzxTrends`, { ...mine(), knowledgePointId: c.k1 }));
    expect(k1.weeks).toEqual([
      { week: '2025-W10', attempts: 6, correct: 3, facility: 0.5 },
      { week: '2025-W11', attempts: 2, correct: 1, facility: 0.5 },
    ]);
    // Every knowledge point: each answer once (Q2 has two points; counted per point W10 would be 9 answers).
    const all = expectOk(await f.get<JzxTrends>('admin', `${H}getJzxTrends`, mine()));
    expect(all.weeks).toEqual([
      { week: '2025-W10', attempts: 6, correct: 3, facility: 0.5 },
      { week: '2025-W11', attempts: 2, correct: 1, facility: 0.5 },
    ]);
    // The brand rollup agrees with the class rows.
    expect(expectOk(await f.get<JzxTrends>('admin', `${H}getJzxTrends`, { subject: 'physics' }))).toEqual(all);
  });

  it('error list (admin): highest error rates, their wrong answers and knowledge points', async () => {
    const e = expectOk(await f.get<JzxErrors>('admin', `${H}getJzxErrors`, { subject: 'physics', minAttempts: 1 }));
    const q2 = e.list.find((x) => x.questionId === c.q2);
    expect(q2).toMatchObject({ attempts: 4, wrong: 2, errorRate: 0.5, wrongAnswers: [{ answer: '3', count: 2 }] });
    expect(q2?.knowledgePoints.map((k) => k.id).sort()).toEqual([c.k1, c.k2].sort());
    expect(e.list.find((x) => x.questionId === c.q1)?.wrongAnswers).toEqual([
      { answer: 'B', count: 1 },
      { answer: 'C', count: 1 },
    ]);
    expectError(await f.get('brandadmin', `${H}getJzxErrors`, {}), 403);
    expectError(await f.get('schooladmin', `${H}exportJzxErrors`, {}), 403);
  });

  it('scope: another brand sees nothing of it, a school admin only its school', async () => {
    const acme = expectOk(await f.get<JzxHeatmap>('acme-ba', `${H}getJzxHeatmap`, { pageSize: 100 }));
    expect(acme.list.some((r) => r.classId === c.classId)).toBe(false);
    const acmeItems = expectOk(
      await f.get<JzxItemAnalysis>('acme-ba', `${H}getJzxItemAnalysis`, { subject: 'physics' }),
    );
    expect(acmeItems.total).toBe(0);
    expectError(await f.get('acme-ba', `${H}getJzxClassStudents`, { classId: c.classId }), 404);
    expectError(
      await f.get('acme-ba', `${H}getJzxStudentAnswers`, { studentId: c.students[0] ?? 0, knowledgePointId: c.k1 }),
      404,
    );
    expectError(await f.get('acme-ba', `${H}getJzxHeatmap`, mine()), 400);
    const school = expectOk(await f.get<JzxHeatmap>('schooladmin', `${H}getJzxHeatmap`, { pageSize: 100 }));
    expect(school.list.every((r) => r.schoolId === f.no1)).toBe(true);
    expectError(await f.get('schooladmin', `${H}getJzxClassStudents`, { classId: c.classId }), 404);
    expectError(await f.get('schooladmin', `${H}getJzxHeatmap`, mine()), 400);
    expectError(await f.get('teacher', `${H}getJzxHeatmap`, {}), 403);
  });

  it('bad input: unknown filter values, a reversed week range → 400', async () => {
    const bad: Params[] = [
      { subject: 'alchemy' },
      { grade: 13 },
      { schoolId: 99_999_999 },
      { weekFrom: '2025-W53' },
      { weekFrom: '2025-W11', weekTo: '2025-W10' },
      { weekFrom: '2025-11' },
    ];
    for (const params of bad) {
      expectError(await f.get('admin', `${H}getJzxHeatmap`, params), 400);
    }
    expectError(await f.get('admin', `${H}getJzxItemAnalysis`, { sort: 'stem' }), 400);
    expectError(await f.get('admin', `${H}getJzxMostMissed`, { minAttempts: 0 }), 400);
    expectError(await f.get('admin', `${H}getJzxTrends`, { weekFrom: '2025-W11', weekTo: '2025-W10' }), 400);
    expectError(await f.get('admin', `${H}exportJzxReport`, { view: 'everything' }), 400);
  });

  it('XLSX export: headers in the language asked for, the rows of the view', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const read = async (url: string, lang: string) => {
      const session = await f.as('admin');
      const res = await f.t.app.inject({ url, headers: { ...session.headers, 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      return (sheet?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
    };
    const items = await read(`${H}exportJzxReport?view=items&schoolId=${c.schoolId}&sort=facility&order=asc`, 'en');
    expect(items[0]).toEqual([
      'Question ID',
      'Type',
      'Subject',
      'Grade',
      'Stem',
      'Knowledge point',
      'Answers',
      'Right',
      'Facility',
      'Discrimination',
      'Choices picked',
    ]);
    const q1 = items.find((r) => r[0] === c.q1);
    expect(q1?.slice(6, 10)).toEqual([4, 2, 0.5, Math.round(Math.SQRT1_2 * 10000) / 10000]); // 0.7071, rounded to 4 places
    expect(q1?.[10]).toBe('A✓: 2; B: 1; C: 1');
    const heat = await read(`${H}exportJzxReport?view=heatmap&schoolId=${c.schoolId}`, 'zh');
    expect(heat[0]?.[0]).toBe('学校');
    expect(heat).toHaveLength(3);
    const errors = await read(`${H}exportJzxErrors?subject=physics&minAttempts=1`, 'en');
    expect(errors[0]?.[9]).toBe('Common wrong answers');
    expect(errors.find((r) => r[0] === c.q2)?.[9]).toBe('3 (2)');
  });
});

describe('the aggregator', () => {
  it('a re-grade replaces its submission’s contribution: nothing counted twice', async () => {
    await regrade(f.t.db, work[2] ?? 0, c.q2, true, 50);
    await settleAnalytics(f.t.db);
    await settleAnalytics(f.t.db); // a second pass finds nothing new
    const items = expectOk(await f.get<JzxItemAnalysis>('admin', `${H}getJzxItemAnalysis`, mine()));
    const q2 = items.list.find((i) => i.questionId === c.q2);
    expect(q2).toMatchObject({ attempts: 4, correct: 3, facility: 0.75 });
    expect(q2?.discrimination).toBeCloseTo(0.33333, 4);
    expect(items.list.find((i) => i.questionId === c.q1)?.discrimination).toBeCloseTo(1 / Math.sqrt(3), 4);
    const map = expectOk(await f.get<JzxHeatmap>('admin', `${H}getJzxHeatmap`, mine()));
    expect(map.list[0]?.cells.find((x) => x.knowledgePointId === c.k1)).toMatchObject({ attempts: 8, correct: 5 });
    const e = expectOk(await f.get<JzxErrors>('admin', `${H}getJzxErrors`, { subject: 'physics', minAttempts: 1 }));
    expect(e.list.find((x) => x.questionId === c.q2)?.wrongAnswers).toEqual([{ answer: '3', count: 1 }]);
  });

  it('the rollups are the class rows summed; brand-wide views read them and agree with the class rows', async () => {
    // After the story, the re-grade and (below, in a second run) another class: every rollup row equals the
    // class rows it sums, count maps included.
    expect(await rollupMismatches(f.t.db)).toEqual(NO_MISMATCH);
    const [rolled] = await selectRows<{ n: number }>(
      f.t.db,
      sql`select count(*)::int as n from analytics_brand_question where question_id in (${c.q1}, ${c.q2})`,
    );
    expect(rolled?.n).toBe(2);
    // The same question seen brand-wide (the admin without a school: the rollup) and in its school (class rows).
    const wide = expectOk(
      await f.get<JzxItemAnalysis>('admin', `${H}getJzxItemAnalysis`, { subject: 'physics', pageSize: 100 }),
    );
    const narrow = expectOk(
      await f.get<JzxItemAnalysis>('admin', `${H}getJzxItemAnalysis`, { ...mine(), pageSize: 100 }),
    );
    for (const id of [c.q1, c.q2]) {
      expect(wide.list.find((i) => i.questionId === id)).toEqual(narrow.list.find((i) => i.questionId === id));
    }
    const wideTrend = expectOk(
      await f.get<JzxTrends>('admin', `${H}getJzxTrends`, { subject: 'physics', knowledgePointId: c.k1 }),
    );
    const narrowTrend = expectOk(
      await f.get<JzxTrends>('admin', `${H}getJzxTrends`, { ...mine(), knowledgePointId: c.k1 }),
    );
    expect(wideTrend).toEqual(narrowTrend);
    const wideMissed = expectOk(
      await f.get<JzxMostMissed>('admin', `${H}getJzxMostMissed`, { subject: 'physics', minAttempts: 1, limit: 50 }),
    );
    expect(wideMissed.knowledgePoints.find((k) => k.id === c.k1)).toMatchObject({ attempts: 8, correct: 5 });
    const heat = expectOk(await f.get<JzxHeatmap>('admin', `${H}getJzxHeatmap`, { subject: 'physics', pageSize: 100 }));
    expect(heat.list.find((r) => r.classId === c.classId)).toMatchObject({ attempts: 12, correct: 8 });
  });

  it('two aggregators on one database count new hand-ins once', async () => {
    const other = await analyticsClass(f.t.db, f.qiming);
    for (const [i, studentId] of other.students.entries()) {
      await gradedWork(f.t.db, other, {
        studentId,
        score: i % 2 === 0 ? 100 : 0,
        submittedAt: new Date('2025-03-05T02:00:00Z'),
        answers: [
          { questionId: other.q1, response: { choices: [i % 2 === 0 ? 'A' : 'D'] }, correct: i % 2 === 0 },
          { questionId: other.q2, response: { blanks: ['2'] }, correct: true },
        ],
      });
    }
    const a = new AnalyticsAggregator(f.t.db);
    const b = new AnalyticsAggregator(f.t.db);
    await Promise.all([a.settle(), b.settle(), settleAnalytics(f.t.db)]);
    const items = expectOk(
      await f.get<JzxItemAnalysis>('admin', `${H}getJzxItemAnalysis`, { schoolId: other.schoolId }),
    );
    // Q1: s1 and s3 right (score 100), s2 and s4 wrong (0): r = 1 exactly; Q2 right for all: no discrimination.
    const q1 = items.list.find((i) => i.questionId === other.q1);
    expect(q1).toMatchObject({ attempts: 4, correct: 2, facility: 0.5 });
    expect(q1?.discrimination).toBeCloseTo(1, 6);
    expect(items.list.find((i) => i.questionId === other.q2)).toMatchObject({
      attempts: 4,
      correct: 4,
      discrimination: null,
    });
    // Each hand-in is in the ledger once, at its version.
    const counted = await selectRows<{ n: number }>(
      f.t.db,
      sql`select count(*)::int as n from analytics_counted ac join submissions s on s.id = ac.submission_id
          where s.class_id = ${other.classId}`,
    );
    expect(counted[0]?.n).toBe(4);
  });
});
