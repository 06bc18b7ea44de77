import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassList, SchoolList, UserList } from '@edu/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import type { OrgScope } from '../../access/org';
import { expectOk, OrgFixture } from './test-fixtures';
import { listUsers } from './users/queries';

/**
 * Capped totals (README.md "List totals"): a list counts at most LIST_TOTAL_CAP matching rows and says
 * `totalCapped` beyond. The cap is 2 here, so the demo data has more users, schools and classes than it.
 */
const CAP = 2;
let t: TestApp;
let f: OrgFixture;

beforeAll(async () => {
  t = await createTestApp({ config: { listTotalCap: CAP } });
  f = new OrgFixture(t);
});
afterAll(async () => {
  await t.close();
});

const M = (p: string) => `/openapi/manage/${p}`;

/** Every row of a list, walking its pages (the pages go on past the cap). */
async function allIds(who: string, url: string, params: Record<string, string | number>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 100; page++) {
    const res = expectOk(await f.get<UserList | SchoolList | ClassList>(who, url, { ...params, page, pageSize: 3 }));
    ids.push(...res.list.map((r) => r.id));
    if (res.list.length < 3) return ids;
  }
  throw new Error('too many pages');
}

describe('capped list totals', () => {
  it('counts users up to the cap and flags more; the pages still reach every row', async () => {
    const ids = await allIds('admin', M('getUserList'), {});
    expect(ids.length).toBeGreaterThan(CAP);
    expect(new Set(ids).size).toBe(ids.length);
    const first = expectOk(await f.get<UserList>('admin', M('getUserList'), { pageSize: 2 }));
    expect(first).toMatchObject({ total: CAP, totalCapped: true, page: 1, pageSize: 2 });
    expect(first.list).toHaveLength(2);
    // A page past the cap still answers its rows and the same capped total.
    const late = expectOk(await f.get<UserList>('admin', M('getUserList'), { page: 3, pageSize: 2 }));
    expect(late).toMatchObject({ total: CAP, totalCapped: true });
    expect(late.list.map((u) => u.id)).toEqual(ids.slice(4, 6));
  });

  it('answers the exact total, not flagged, when no more than the cap match', async () => {
    const one = expectOk(await f.get<UserList>('admin', M('getUserList'), { keyword: 'admin' }));
    expect(one).toMatchObject({ total: 1, totalCapped: false });
    expect(one.list).toHaveLength(1);
    const none = expectOk(await f.get<UserList>('admin', M('getUserList'), { keyword: 'zzz-nobody' }));
    expect(none).toMatchObject({ list: [], total: 0, totalCapped: false });
    // Exactly the cap matching is not flagged; one more is.
    const platform: OrgScope = { kind: 'platform' };
    const q = { roleType: 0, status: undefined, page: 1, pageSize: 100 };
    const n = (await listUsers(t.db, platform, q)).total;
    expect(n).toBeGreaterThan(1);
    expect(await listUsers(t.db, platform, q, { cap: n })).toMatchObject({ total: n, totalCapped: false });
    const below = await listUsers(t.db, platform, q, { cap: n - 1 });
    expect(below).toMatchObject({ total: n - 1, totalCapped: true });
    expect(below.list).toHaveLength(n);
  });

  it('caps a keyword search both when it sorts the matches and when it walks the index', async () => {
    const platform: OrgScope = { kind: 'platform' };
    const q = { keyword: 'z', status: undefined, page: 1, pageSize: 100 } as const;
    const exact = await listUsers(t.db, platform, q, { cap: 10_000 });
    expect(exact.total).toBeGreaterThan(CAP);
    expect(exact.totalCapped).toBe(false);
    for (const sortMax of [20_000, exact.total, exact.total - 1, 0]) {
      const capped = await listUsers(t.db, platform, q, { cap: CAP, sortMax });
      expect(capped, `sortMax ${sortMax}`).toMatchObject({ total: CAP, totalCapped: true });
      expect(capped.list.map((u) => u.id)).toEqual(exact.list.map((u) => u.id));
      // A cap above the matches: exact on either path.
      const wide = await listUsers(t.db, platform, q, { cap: exact.total, sortMax });
      expect(wide, `sortMax ${sortMax}`).toMatchObject({ total: exact.total, totalCapped: false });
    }
  });

  it('caps the school list, the brand schools and the class list; the scope still applies first', async () => {
    const schools = expectOk(await f.get<SchoolList>('admin', M('getSchoolList'), {}));
    expect(schools).toMatchObject({ total: CAP, totalCapped: true });
    expect((await allIds('admin', M('getSchoolList'), {})).length).toBeGreaterThan(CAP);
    const brandId = schools.list[0]?.brandId ?? 0;
    const inBrand = await allIds('admin', '/openapi/brand/getBrandSchools', { brandId });
    const brandSchools = expectOk(await f.get<SchoolList>('admin', '/openapi/brand/getBrandSchools', { brandId }));
    expect(brandSchools).toMatchObject({ total: Math.min(inBrand.length, CAP), totalCapped: inBrand.length > CAP });
    const classes = expectOk(await f.get<ClassList>('admin', M('getClassList'), {}));
    expect(classes).toMatchObject({ total: CAP, totalCapped: true });
    // A school admin's classes: its own only, counted the same way.
    const own = await allIds('schooladmin', M('getClassList'), {});
    const mine = expectOk(await f.get<ClassList>('schooladmin', M('getClassList'), {}));
    expect(mine.total).toBe(Math.min(own.length, CAP));
    expect(mine.totalCapped).toBe(own.length > CAP);
  });

  it('keeps the exact total on lists that are never large (a class, a helper)', async () => {
    const classId = expectOk(await f.get<ClassList>('schooladmin', M('getClassList'), {})).list[0]?.id;
    const detail = expectOk(
      await f.get<{ students: { total: number; totalCapped?: boolean } }>('schooladmin', M('getClassDetail'), {
        id: classId ?? 0,
      }),
    );
    expect(detail.students.totalCapped).toBeUndefined();
  });
});
