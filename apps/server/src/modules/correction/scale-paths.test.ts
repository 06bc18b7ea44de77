/**
 * The paths the correction lists take at scale (README.md "Indexes"; npm run bench (i)): the overview's total
 * counted up to LIST_TOTAL_CAP, the correctors of a row read from the submission's side by the same rule, and
 * a corrector's page read from its reach first.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CorrectionOverview, type Corrections, RoleType } from '@edu/shared';
import { api } from '@edu/shared/api';
import { correctorReaches, correctorsReaching, submissionAlias } from '../../access/correction';
import { selectRows } from '../../db/queries';
import { createTestApp, type TestApp } from '../../test/harness';

const C = api.correction;
let t: TestApp;

beforeAll(async () => {
  // Two rows are "many": the overview's total stops there.
  t = await createTestApp({ config: { listTotalCap: 2 } });
});
afterAll(() => t.close());

describe('the correction lists at scale', () => {
  it("count the overview's total and its waiting work up to LIST_TOTAL_CAP", async () => {
    const admin = await t.login('admin');
    const res = await t.app.inject({ url: `${C.getCorrectionOverview.path}?pageSize=100`, headers: admin.headers });
    const over = res.json<{ data: CorrectionOverview }>().data;
    const [all] = await selectRows<{ n: number; waiting: number }>(
      t.db,
      sql`select count(*)::int as n, count(*) filter (where s.state = 'submitted')::int as waiting
          from submissions s join users st on st.id = s.student_id and st.deleted_at is null
          where s.state = 'submitted' or (s.state = 'graded' and s.version > 0)`,
    );
    expect(all?.n).toBeGreaterThan(2);
    expect(all?.waiting).toBeGreaterThan(2);
    expect(over).toMatchObject({ total: 2, totalCapped: true, waitingTotal: 2, waitingCapped: true });
    // The longest wait is still the oldest waiting hand-in of them all.
    const oldest = Math.min(...over.list.filter((r) => r.state === 'waiting').map((r) => Date.parse(r.submittedAt)));
    expect(Math.abs((over.longestWaitMs ?? 0) - (Date.now() - oldest))).toBeLessThan(60_000);
    // The page itself is not capped.
    expect(over.list).toHaveLength(all?.n ?? 0);
  });

  it('name the same correctors from the submission side as correctorReaches from the teacher side', async () => {
    const s = submissionAlias('s');
    const pairs = (rows: { s: number; u: number }[]) => rows.map((r) => `${r.s}:${r.u}`).sort();
    const fromTeachers = await selectRows<{ s: number; u: number }>(
      t.db,
      sql`select s.id as s, u.id as u from submissions s
          join users u on u.role_type = ${RoleType.correctionTeacher} and u.deleted_at is null
          where ${correctorReaches({ userId: sql`u.id`, brandId: sql`u.brand_id` }, s)}`,
    );
    const fromSubmissions = await selectRows<{ s: number; u: number }>(
      t.db,
      sql`select s.id as s, u.id as u from submissions s
          join users u on u.id in ${correctorsReaching(s)} and u.brand_id = s.brand_id
            and u.role_type = ${RoleType.correctionTeacher} and u.deleted_at is null`,
    );
    expect(fromTeachers.length).toBeGreaterThan(0);
    expect(pairs(fromSubmissions)).toEqual(pairs(fromTeachers));
  });

  it("read a corrector's page from its reach, newest first, with every filter", async () => {
    const corrector = await t.login('corrector');
    const get = async (params: string) =>
      (await t.app.inject({ url: `${C.getCorrections.path}?${params}`, headers: corrector.headers })).json<{
        data: Corrections;
      }>().data;
    const all = await get('pageSize=100');
    expect(all.total).toBe(all.list.length);
    const times = all.list.map((r) => Date.parse(r.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const waiting = await get('state=waiting&pageSize=100');
    expect(waiting.list.map((r) => r.submissionId)).toEqual(
      all.list.filter((r) => r.state === 'waiting').map((r) => r.submissionId),
    );
    expect(waiting.total).toBe(waiting.list.length);
    // A page past the end still says how many there are.
    expect(await get(`page=9&pageSize=${all.total}`)).toMatchObject({ list: [], total: all.total });
  });
});
