import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCREEN_DAYS, type DataScreen } from '@edu/shared';
import { sessions } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { md5Hex } from '../../auth';
import { hashToken } from '../../auth';
import { expectError, expectOk, OrgFixture } from '../test-fixtures';

let t: TestApp;
let f: OrgFixture;
let no1: number;

const SCREEN = '/openapi/manage/getDataScreen';

beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixture(t);
  no1 = await f.schoolId('启明第一中学');
});
afterAll(async () => {
  await t.close();
});

describe('getDataScreen', () => {
  it("shows the school admin its school's people, classes and logins per day", async () => {
    // Two logins of lina today, one of wanghao three days ago, one too old to show, one of another school.
    await t.login('lina');
    const again = await t.login('lina');
    const old = await t.login('wanghao');
    const ancient = await t.login('hanxue');
    await t.login('sunyue');
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    await t.db
      .update(sessions)
      .set({ createdAt: threeDaysAgo })
      .where(eq(sessions.id, await sessionId(old.token)));
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) })
      .where(eq(sessions.id, await sessionId(ancient.token)));
    expect(again.user.id).toBeGreaterThan(0);

    const screen = expectOk(await f.get<DataScreen>('schooladmin', SCREEN, { schoolId: no1 }));
    expect(screen.school.id).toBe(no1);
    expect(screen).toMatchObject({ teacherCount: 2, studentCount: 40, classCount: 5, tz: 'UTC' });
    expect(screen.studentsByGrade).toEqual([
      { grade: 7, count: 4 },
      { grade: 8, count: 32 },
      { grade: 9, count: 4 },
    ]);
    expect(screen.classes.map((c) => [c.name, c.studentCount])).toEqual([
      ['七年级1班', 4],
      ['八年级1班', 4],
      ['八年级2班', 4],
      ['八年级3班', 24],
      ['九年级1班', 4],
    ]);
    expect(screen.loginsByDay).toHaveLength(DATA_SCREEN_DAYS);
    const today = screen.loginsByDay.at(-1);
    // lina twice and the school admin itself.
    expect(today).toEqual({ date: new Date().toISOString().slice(0, 10), logins: 3, users: 2 });
    expect(screen.loginsByDay.at(-4)).toMatchObject({
      date: threeDaysAgo.toISOString().slice(0, 10),
      logins: 1,
      users: 1,
    });
    expect(screen.loginsByDay.reduce((n, d) => n + d.logins, 0)).toBe(4);
  });

  it('counts students in no active class separately and takes a time zone', async () => {
    const row = expectOk(
      await f.post<{ id: number }>('schooladmin', '/openapi/manage/saveUser', {
        username: 'loner',
        name: '独行',
        roleType: 1,
        pwd: md5Hex('loner-pass'),
      }),
    );
    const screen = expectOk(await f.get<DataScreen>('schooladmin', SCREEN, { schoolId: no1, tz: 'Asia/Shanghai' }));
    expect(screen.studentsByGrade.at(-1)).toEqual({ grade: null, count: 1 });
    expect(screen.tz).toBe('Asia/Shanghai');
    const shanghaiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(screen.loginsByDay.at(-1)?.date).toBe(shanghaiToday);
    expect(row.id).toBeGreaterThan(0);
  });

  it('answers 404 for another school, 403 for every other role, 400 for bad input', async () => {
    const riverside = await f.schoolId('滨江双语学校');
    expectError(await f.get('schooladmin', SCREEN, { schoolId: riverside }), 404, 'School not found');
    expectError(await f.get('zhoulei', SCREEN, { schoolId: no1 }), 404, 'School not found');
    for (const who of ['admin', 'brandadmin', 'teacher', 'student', 'consultant']) {
      expectError(await f.get(who, SCREEN, { schoolId: no1 }), 403);
    }
    expectError(
      await f.get('schooladmin', SCREEN, { schoolId: no1, tz: 'Mars/Olympus' }),
      400,
      'tz: must be an IANA time zone',
    );
    expectError(await f.get('schooladmin', SCREEN, { schoolId: no1, tz: "UTC'; drop table users; --" }), 400, /^tz: /);
    expectError(await f.get('schooladmin', SCREEN, {}), 400, 'schoolId: must be a number');
  });
});

async function sessionId(token: string): Promise<number> {
  const [row] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) throw new Error('no session');
  return row.id;
}
