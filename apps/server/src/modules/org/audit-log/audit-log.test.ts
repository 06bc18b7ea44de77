import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, SchoolRow } from '@edu/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expectError, expectOk, OrgFixture } from '../test-fixtures';

let t: TestApp;
let f: OrgFixture;
let no1: number;
let riverside: number;
let acmeNorth: number;
/** Entries the demo data wrote (the demo teacher's share link): the scope checks count what the test adds. */
let seeded: Set<number>;

interface AuditPage {
  list: AuditRow[];
  total: number;
}

const LOG = '/openapi/manage/getAuditLog';

beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixture(t);
  no1 = await f.schoolId('启明第一中学');
  riverside = await f.schoolId('滨江双语学校');
  acmeNorth = await f.schoolId('Acme Academy North');
  seeded = new Set(expectOk(await f.get<AuditPage>('admin', LOG, { pageSize: 100 })).list.map((e) => e.id));
  // Some history: a change in each school, and a password reset through the auth module.
  expectOk(await f.post('schooladmin', '/openapi/manage/saveUser', { id: await f.userId('lina'), name: '李娜娜' }));
  expectOk(await f.post('brandadmin', '/openapi/manage/updateSchool', { id: riverside, address: '新地址' }));
  expectOk(await f.post('admin', '/openapi/manage/updateSchool', { id: acmeNorth, address: '1 Acme Way' }));
  expectOk(await f.post('schooladmin', '/openapi/manage/resettingPwd', { userid: await f.userId('wanghao') }));
  expectOk(await f.post('schooladmin', '/openapi/manage/setUserStatus', { id: await f.userId('lina'), status: 0 }));
});
afterAll(async () => {
  await t.close();
});

describe('getAuditLog', () => {
  it("shows a user's history newest first, with actor and snapshots, never secrets", async () => {
    const lina = await f.userId('lina');
    const log = expectOk(await f.get<AuditPage>('schooladmin', LOG, { targetType: 'user', targetId: lina }));
    expect(log.list.map((e) => e.action)).toEqual(['user.disable', 'user.update']);
    expect(log.list[1]).toMatchObject({
      actor: { username: 'schooladmin', name: '李建国' },
      targetType: 'user',
      targetId: lina,
      before: expect.objectContaining({ name: '李娜' }),
      after: expect.objectContaining({ name: '李娜娜' }),
      ip: '127.0.0.1',
    });
    expect(JSON.stringify(log)).not.toMatch(/scrypt|passwordHash|password_hash/);
  });

  it('keeps each admin to its scope', async () => {
    const added = (page: AuditPage) => page.list.filter((e) => !seeded.has(e.id));
    const all = expectOk(await f.get<AuditPage>('admin', LOG, { pageSize: 100 }));
    expect(all.total).toBe(seeded.size + 5);
    const brand = expectOk(await f.get<AuditPage>('brandadmin', LOG, { pageSize: 100 }));
    expect(
      added(brand)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['school.update', 'user.disable', 'user.password.reset', 'user.update'].sort());
    const school = expectOk(await f.get<AuditPage>('schooladmin', LOG, { pageSize: 100 }));
    expect(added(school)).toHaveLength(3);
    const schoolLog = expectOk(await f.get<AuditPage>('admin', LOG, { targetType: 'school', targetId: acmeNorth }));
    expect(schoolLog.list.map((e) => e.after)).toEqual([expect.objectContaining({ address: '1 Acme Way' })]);
    const kw = expectOk(await f.get<AuditPage>('admin', LOG, { keyword: 'USER.PASSWORD' }));
    expect(kw.list.map((e) => e.action)).toEqual(['user.password.reset']);
  });

  it('answers 404 for targets of another scope, 400 for bad parameters, 403 for other roles', async () => {
    expectError(await f.get('brandadmin', LOG, { targetType: 'school', targetId: acmeNorth }), 404);
    expectError(await f.get('schooladmin', LOG, { targetType: 'school', targetId: riverside }), 404);
    expectError(await f.get('schooladmin', LOG, { targetType: 'user', targetId: await f.userId('chenjing') }), 404);
    expectError(
      await f.get('brandadmin', LOG, {
        targetType: 'class',
        targetId: await f.classId('Acme Academy North', 'Grade 7 Class 1'),
      }),
      404,
    );
    expectError(await f.get('admin', LOG, { targetId: no1 }), 400, 'targetType: is required with targetId');
    expectError(await f.get('admin', LOG, { targetType: 'brand' }), 400, /^targetType: /);
    expectError(await f.get('teacher', LOG), 403);
    expectError(await f.get('consultant', LOG), 403);
  });

  it('paginates', async () => {
    const created = expectOk(
      await f.post<SchoolRow>('admin', '/openapi/manage/updateSchool', {
        name: 'Paged',
        brandId: await f.brandId('acme'),
      }),
    );
    for (const address of ['a', 'b', 'c']) {
      expectOk(await f.post('admin', '/openapi/manage/updateSchool', { id: created.id, address }));
    }
    const p2 = expectOk(
      await f.get<AuditPage>('admin', LOG, { targetType: 'school', targetId: created.id, pageSize: 3, page: 2 }),
    );
    expect(p2.total).toBe(4);
    expect(p2.list.map((e) => e.action)).toEqual(['school.create']);
  });
});
