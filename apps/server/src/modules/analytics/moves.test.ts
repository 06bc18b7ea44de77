import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JzxHeatmap, JzxItemAnalysis, JzxTrends } from '@edu/shared';
import { selectRows } from '../../db/queries';
import { expectOk, type SeededOrgFixture } from '../org/test-fixtures';
import { settleAnalytics } from './aggregator';
import { type AnalyticsClass, NO_MISMATCH, regrade, rollupMismatches, storyFixture } from './test-fixtures';

// What was counted follows the work (README.md "A school moves", "Deleted work"): a school moved to another
// brand takes its figures along (the old brand no longer sees them, the new one does, the rollups agree with
// the class rows, a later re-grade takes back from the new brand); a deleted lesson's work leaves the figures.
// The story's figures (analytics.test.ts): Q1 4 answers, 2 right; Q2 4 answers, 2 right (3 after the re-grade).

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

const items = async (who: string) =>
  expectOk(await f.get<JzxItemAnalysis>(who, `${H}getJzxItemAnalysis`, { subject: 'physics', pageSize: 100 })).list;
const ours = (list: JzxItemAnalysis['list']) =>
  list.filter((i) => i.questionId === c.q1 || i.questionId === c.q2).map((i) => [i.questionId, i.attempts, i.correct]);

describe('the aggregates follow the work', () => {
  it('a school moved to another brand takes its figures along', async () => {
    expect(ours(await items('brandadmin'))).toEqual([
      [c.q1, 4, 2],
      [c.q2, 4, 2],
    ]);
    expect(ours(await items('acme-ba'))).toEqual([]);

    expectOk(
      await f.post('admin', '/openapi/brand/bindBrandSchools', { brandId: f.acme, schoolIds: String(c.schoolId) }),
    );

    expect(ours(await items('brandadmin'))).toEqual([]);
    expect(ours(await items('acme-ba'))).toEqual([
      [c.q1, 4, 2],
      [c.q2, 4, 2],
    ]);
    const heat = (who: string) => f.get<JzxHeatmap>(who, `${H}getJzxHeatmap`, { subject: 'physics', pageSize: 100 });
    expect(expectOk(await heat('brandadmin')).list.map((r) => r.classId)).not.toContain(c.classId);
    expect(expectOk(await heat('acme-ba')).list.find((r) => r.classId === c.classId)).toMatchObject({
      attempts: 12,
      correct: 6,
    });
    const trends = (who: string) => f.get<JzxTrends>(who, `${H}getJzxTrends`, { subject: 'physics' });
    expect(expectOk(await trends('brandadmin')).weeks).toEqual([]);
    expect(expectOk(await trends('acme-ba')).weeks.map((w) => [w.week, w.attempts, w.correct])).toEqual([
      ['2025-W10', 6, 3],
      ['2025-W11', 2, 1],
    ]);
    expect(await rollupMismatches(f.t.db)).toEqual(NO_MISMATCH);

    // A re-grade after the move takes back from the brand the rows now carry: the old brand gets no rows.
    await regrade(f.t.db, work[2] as number, c.q2, true, 50);
    await settleAnalytics(f.t.db);
    expect(ours(await items('acme-ba'))).toEqual([
      [c.q1, 4, 2],
      [c.q2, 4, 3],
    ]);
    const [left] = await selectRows<{ n: number }>(
      f.t.db,
      sql`select count(*)::int as n from analytics_brand_question
          where brand_id = ${f.qiming} and question_id in (${c.q1}, ${c.q2}) and (attempts <> 0 or correct <> 0)`,
    );
    expect(left?.n).toBe(0);
    expect(await rollupMismatches(f.t.db)).toEqual(NO_MISMATCH);
  });

  it('a deleted lesson takes its work out of every figure', async () => {
    expectOk(await f.post('admin', '/openapi/course/deleteLesson', { id: c.lessonId }));
    await settleAnalytics(f.t.db);

    expect(ours(await items('acme-ba'))).toEqual([]);
    expect(expectOk(await f.get<JzxTrends>('acme-ba', `${H}getJzxTrends`, { subject: 'physics' })).weeks).toEqual([]);
    const [sums] = await selectRows<{ attempts: number; ledger: number }>(
      f.t.db,
      sql`select (select coalesce(sum(attempts), 0)::int from analytics_class_kp where class_id = ${c.classId})
            + (select coalesce(sum(attempts), 0)::int from analytics_class_week where class_id = ${c.classId})
            + (select coalesce(sum(attempts), 0)::int from analytics_student_kp where class_id = ${c.classId})
            + (select coalesce(sum(attempts), 0)::int from analytics_class_question where class_id = ${c.classId})
            as attempts,
          (select count(*)::int from analytics_counted
            where submission_id = any(${`{${work.join(',')}}`}::int[])) as ledger`,
    );
    expect(sums).toEqual({ attempts: 0, ledger: 0 });
    expect(await rollupMismatches(f.t.db)).toEqual(NO_MISMATCH);
  });
});
