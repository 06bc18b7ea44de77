import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectOk, OrgFixture } from './test-fixtures';

/**
 * Numbers the database cannot hold (ids are 32-bit columns; an offset is a 64-bit one) are bad input:
 * 400 with the field named, never the database's "out of range" as a 500.
 */
const M = (p: string) => `/openapi/manage/${p}`;
const TOO_BIG_ID = 2_147_483_648;
let t: TestApp;
let f: OrgFixture;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) =>
      app.get('/openapi/test-only/overflow', async () => {
        await t.db.execute(sql`select ${String(TOO_BIG_ID)}::int4`);
        return null;
      }),
  });
  f = new OrgFixture(t);
});
afterAll(() => t.close());

describe('ids and pages beyond what the database holds', () => {
  it('refuses an id filter, an id parameter and an id list past 2^31-1 with 400', async () => {
    expectError(
      await f.get('admin', M('getAuditLog'), { targetType: 'question', targetId: TOO_BIG_ID }),
      400,
      /targetId/,
    );
    expectError(await f.get('admin', M('getSchoolDetail'), { id: TOO_BIG_ID }), 400, /id/);
    expectError(await f.get('admin', M('getUserList'), { schoolId: TOO_BIG_ID }), 400, /schoolId/);
    expectError(await f.post('admin', M('resettingPwd'), { userid: TOO_BIG_ID }), 400, /userid/);
    // The largest id is a valid one that names nothing.
    expectError(await f.get('admin', M('getSchoolDetail'), { id: TOO_BIG_ID - 1 }), 404);
  });

  it('refuses ids spelled other than in plain decimal digits with 400, never reading them as another id', async () => {
    const id = await f.schoolId('启明第一中学');
    expectOk(await f.get('admin', M('getSchoolDetail'), { id: String(id) }));
    const spellings = [
      `0x${id.toString(16)}`,
      `0o${id.toString(8)}`,
      `0b${id.toString(2)}`,
      `${id}e0`,
      `${id}.0`,
      ` ${id}`,
      `${id} `,
      `\t${id}`,
      `+${id}`,
    ];
    for (const spelled of spellings) {
      const where = JSON.stringify(spelled);
      const detail = await f.get('admin', M('getSchoolDetail'), { id: spelled });
      expect({ status: detail.status, msg: detail.msg }, where).toEqual({
        status: 400,
        msg: 'id: must be a positive integer id',
      });
      // Optional id filters and clearable ids read ids the same way.
      const list = await f.get('admin', M('getUserList'), { schoolId: spelled });
      expect({ status: list.status, msg: list.msg }, where).toEqual({
        status: 400,
        msg: 'schoolId: must be a positive integer id',
      });
    }
    // A word keeps its answer.
    expectError(await f.get('admin', M('getSchoolDetail'), { id: 'abc' }), 400, 'id: must be a number');
  });

  it('refuses a page number far past any list with 400', async () => {
    expectError(await f.get('admin', M('getUserList'), { page: '1000000000000000000', pageSize: 20 }), 400, /page/);
    expectError(await f.get('admin', M('getUserList'), { page: 100_001 }), 400, /page/);
  });

  it('answers a database data exception that slips past the schemas with 400, not 500', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/openapi/test-only/overflow' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 400, msg: 'A value in the request is out of range or malformed' });
  });
});
