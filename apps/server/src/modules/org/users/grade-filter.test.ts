import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserList } from '@edu/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expectError, expectOk, OrgFixture } from '../test-fixtures';

/** getUserList's grade filter: the students whose active class is of that grade (the web's student lists). */
let t: TestApp;
let f: OrgFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixture(t);
});
afterAll(async () => {
  await t.close();
});

const LIST = '/openapi/manage/getUserList';

describe('getUserList grade filter', () => {
  it('lists the students of active classes of the grade, inside the scope', async () => {
    const grade8 = expectOk(await f.get<UserList>('schooladmin', LIST, { grade: 8, pageSize: 100 }));
    expect(grade8.total).toBeGreaterThan(0);
    expect(grade8.list.every((u) => u.roleType === 1 && u.grade === 8)).toBe(true);
    expect(grade8.list.map((u) => u.username)).toContain('student');
    // Every student of the school in a grade-8 class is there, and only those.
    const all = expectOk(await f.get<UserList>('schooladmin', LIST, { roleType: 1, pageSize: 100 }));
    expect(grade8.total).toBe(all.list.filter((u) => u.grade === 8).length);

    // The count matches the rows, with other filters too.
    const page = expectOk(await f.get<UserList>('admin', LIST, { grade: 8, roleType: 1, pageSize: 2 }));
    expect(page.list).toHaveLength(Math.min(2, page.total));
    const other = expectOk(await f.get<UserList>('admin', LIST, { grade: 8, keyword: 'zzz-nobody' }));
    expect(other.total).toBe(0);
    // A grade nobody is in.
    expect(expectOk(await f.get<UserList>('admin', LIST, { grade: 1 })).total).toBe(0);
    // Never wider than the scope.
    const riverside = expectOk(await f.get<UserList>('zhoulei', LIST, { grade: 8, pageSize: 100 }));
    expect(riverside.list.every((u) => u.schoolName?.includes('滨江'))).toBe(true);
    // '' is no filter (an empty form field).
    expect(expectOk(await f.get<UserList>('schooladmin', LIST, { grade: '' })).total).toBe(
      expectOk(await f.get<UserList>('schooladmin', LIST, {})).total,
    );
  });

  it('refuses a grade outside 1 to 12', async () => {
    expectError(await f.get('admin', LIST, { grade: 13 }), 400, 'grade: must be 1 to 12');
    expectError(await f.get('admin', LIST, { grade: 'x' }), 400, 'grade: must be 1 to 12');
  });
});
