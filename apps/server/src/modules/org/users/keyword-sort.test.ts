import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SORTS, type UserRow } from '@edu/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { OrgScope } from '../../../access/org';
import { listUsers } from './queries';

/**
 * A keyword search sorts its matches apart from the list's index walk (queries.ts, listUsers): every
 * sort, order and page must still be exactly the full list's order, filtered.
 */
let t: TestApp;
const platform: OrgScope = { kind: 'platform' };
const none = { roleType: undefined, status: undefined };

beforeAll(async () => {
  t = await createTestApp();
  // Ties and missing values: equal names, equal and missing login times.
  await t.db.execute(sql`update users set name = '王同名' where id % 4 = 0`);
  await t.db.execute(
    sql`update users set last_login_at = '2026-01-01T08:00:00.123456Z'::timestamptz + (id % 3) * interval '1 microsecond' where id % 2 = 0`,
  );
});
afterAll(async () => {
  await t.close();
});

const matches = (u: UserRow, kw: string) =>
  u.username.toLowerCase().startsWith(kw) || u.name.toLowerCase().startsWith(kw) || u.phone.startsWith(kw);

describe('keyword search order', () => {
  // sortMax 0: every keyword counts as matching many, so the page walks the sort's index instead.
  it.each([
    ['sorting the matches', undefined],
    ['walking the index', 0],
  ])('equals the full list filtered, for every sort, order and page, %s', async (_, sortMax) => {
    for (const sort of USER_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const all = (await listUsers(t.db, platform, { ...none, sort, order, page: 1, pageSize: 1000 })).list;
        for (const kw of ['王', 'z', 'l']) {
          const expected = all.filter((u) => matches(u, kw)).map((u) => u.id);
          const got: number[] = [];
          for (let page = 1; page <= Math.ceil(expected.length / 3) + 1; page++) {
            const q = { ...none, keyword: kw, sort, order, page, pageSize: 3 };
            const res = await listUsers(t.db, platform, q, { sortMax });
            expect(res.total, `${sort} ${order} ${kw}`).toBe(expected.length);
            expect(res.totalCapped, `${sort} ${order} ${kw}`).toBe(false);
            got.push(...res.list.map((u) => u.id));
          }
          expect(got, `${sort} ${order} ${kw}`).toEqual(expected);
        }
      }
    }
  });
});
