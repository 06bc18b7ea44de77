import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuSettings, MyMenu } from '@edu/shared/contracts/menus';
import { auditLog, menuSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectOk, OrgFixture } from '../org/test-fixtures';

let t: TestApp;
let f: OrgFixture;
let qiming: number;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixture(t);
  qiming = await f.brandId('localhost');
  acme = await f.brandId('acme');
});
afterAll(async () => {
  await t.close();
});

const MY = '/openapi/menu/getMyMenu';
const GET = '/openapi/menu/getMenuSettings';
const SAVE = '/openapi/menu/saveMenuSettings';
const EVALUATIONS = '/openapi/report/getLessonEvaluations';
const EVALUATION = '/afterClassEvaluation/index';
const TEACHER = 0;

const rows = async () => (await t.db.select({ n: count() }).from(menuSettings))[0]?.n ?? 0;
const audits = async () =>
  (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'menu.update')))[0]?.n ?? 0;
const entry = (path: string, change: Record<string, unknown> = {}) => ({
  path,
  hidden: false,
  order: null,
  labels: {},
  ...change,
});

describe('menu settings', () => {
  it("lets the brand admin hide a teacher's entry: its teachers lose the page and its endpoints, other brands' keep them", async () => {
    const saved = expectOk(
      await f.post<MenuSettings>(
        'brandadmin',
        SAVE,
        {
          roleType: TEACHER,
          entries: [entry(EVALUATION, { hidden: true }), entry('/lockUp/index', { order: 0, labels: { en: 'Locks' } })],
        } as never,
        { json: true },
      ),
    );
    expect(saved).toMatchObject({ brandId: qiming, roleType: TEACHER, platform: [] });
    expect(saved.brand?.map((e) => e.path).sort()).toEqual([EVALUATION, '/lockUp/index']);

    const mine = expectOk(await f.get<MyMenu>('teacher', MY));
    expect(mine.entries.find((e) => e.path === EVALUATION)?.hidden).toBe(true);
    // Position 0 ties with the home tab's table place, which keeps its first place.
    expect(mine.entries[1]).toMatchObject({ path: '/lockUp/index', labels: { en: 'Locks' } });
    expect(mine.closed).toEqual([EVALUATION]);
    expectError(
      await f.get('teacher', EVALUATIONS, { classId: 1, lessonId: 1 }),
      403,
      'This page is hidden from your menu',
    );

    const theirs = expectOk(await f.get<MyMenu>('acme-teacher', MY));
    expect(theirs.closed).toEqual([]);
    expect((await f.get('acme-teacher', EVALUATIONS, { classId: 1, lessonId: 1 })).status).not.toBe(403);

    // Shown again: the endpoint answers again.
    expectOk(await f.post('brandadmin', SAVE, { roleType: TEACHER, entries: [] } as never, { json: true }));
    expect((await f.get('teacher', EVALUATIONS, { classId: 1, lessonId: 1 })).status).not.toBe(403);
  });

  it("keeps a platform hide whatever the brand says, and the admin's own menu the platform's", async () => {
    expectOk(
      await f.post('admin', SAVE, { roleType: TEACHER, entries: [entry(EVALUATION, { hidden: true })] } as never, {
        json: true,
      }),
    );
    expectOk(
      await f.post('brandadmin', SAVE, { roleType: TEACHER, entries: [entry(EVALUATION)] } as never, { json: true }),
    );
    expect(expectOk(await f.get<MyMenu>('teacher', MY)).closed).toEqual([EVALUATION]);
    expect(expectOk(await f.get<MyMenu>('acme-teacher', MY)).closed).toEqual([EVALUATION]);
    const layers = expectOk(await f.get<MenuSettings>('brandadmin', GET, { roleType: TEACHER }));
    expect(layers.platform.map((e) => e.path)).toEqual([EVALUATION]);
    expect(layers.brand?.map((e) => e.hidden)).toEqual([false]);
    expectOk(await f.post('admin', SAVE, { roleType: TEACHER, entries: [] } as never, { json: true }));
    expectOk(await f.post('brandadmin', SAVE, { roleType: TEACHER, entries: [] } as never, { json: true }));
  });

  it('refuses settings the route table does not allow, writing nothing', async () => {
    const [before, beforeAudit] = [await rows(), await audits()];
    const bad = async (who: string, body: Record<string, unknown>, status: number, msg?: string) =>
      expectError(await f.post(who, SAVE, body as never, { json: true }), status, msg);
    await bad(
      'brandadmin',
      { roleType: TEACHER, entries: [entry('/nope/index')] },
      400,
      'There is no page /nope/index',
    );
    await bad(
      'brandadmin',
      { roleType: TEACHER, entries: [entry('/user/teaStu', { hidden: true })] },
      400,
      'This role has no menu entry /user/teaStu',
    );
    await bad('brandadmin', { roleType: TEACHER, entries: [entry('/myClass/myClassDetail')] }, 400);
    await bad('brandadmin', { roleType: TEACHER, entries: [entry('/lockUp/index'), entry('/lockUp/index')] }, 400);
    await bad(
      'brandadmin',
      { roleType: TEACHER, entries: [entry('/dashboard', { hidden: true })] },
      400,
      'The menu entry /dashboard cannot be hidden',
    );
    await bad('brandadmin', { roleType: 2, entries: [] }, 400, 'The admin menu is set for the platform only');
    await bad('brandadmin', { roleType: 6, entries: [] }, 400);
    await bad('brandadmin', { brandId: acme, roleType: TEACHER, entries: [] }, 404, 'Brand not found');
    await bad('admin', { brandId: 99999, roleType: TEACHER, entries: [] }, 404, 'Brand not found');
    await bad('teacher', { roleType: TEACHER, entries: [] }, 403);
    await bad('schooladmin', { roleType: TEACHER, entries: [] }, 403);
    expectError(await f.get('brandadmin', GET, { brandId: acme, roleType: TEACHER }), 404);
    expect([await rows(), await audits()]).toEqual([before, beforeAudit]);
  });

  it("lets the admin edit a brand's layer and audits each save", async () => {
    const n = await audits();
    const saved = expectOk(
      await f.post<MenuSettings>(
        'admin',
        SAVE,
        { brandId: acme, roleType: TEACHER, entries: [entry('/guide/index', { labels: { zh: '引导' } })] } as never,
        {
          json: true,
        },
      ),
    );
    expect(saved).toMatchObject({ brandId: acme, brand: [{ path: '/guide/index', labels: { zh: '引导' } }] });
    expect(await audits()).toBe(n + 1);
    expectOk(await f.post('admin', SAVE, { brandId: acme, roleType: TEACHER, entries: [] } as never, { json: true }));
  });

  it('refuses the settings to every other role and bad input to getMenuSettings', async () => {
    for (const who of ['teacher', 'student', 'schooladmin', 'consultant', 'dl', 'corrector']) {
      expectError(await f.get(who, GET, { roleType: TEACHER }), 403);
    }
    expectError(await f.get('brandadmin', GET, {}), 400);
    expectError(await f.get('brandadmin', GET, { roleType: 6 }), 400);
    expectError(await f.get('brandadmin', GET, { roleType: 'x' }), 400);
    expectError(await f.get('admin', GET, { roleType: TEACHER, brandId: 'x' }), 400);
    expectError(await f.get(null, MY), 401);
  });

  it('refuses malformed layers with a 400, writing nothing', async () => {
    const [before, beforeAudit] = [await rows(), await audits()];
    const bodies: Record<string, unknown>[] = [
      { roleType: TEACHER },
      { roleType: TEACHER, entries: 'x' },
      { roleType: TEACHER, entries: [entry('/lockUp/index', { labels: { en: 'x'.repeat(41) } })] },
      { roleType: TEACHER, entries: [entry('/lockUp/index', { labels: { fr: 'Verrous' } })] },
      { roleType: TEACHER, entries: [entry('/lockUp/index', { order: -1 })] },
      { roleType: TEACHER, entries: [entry('/lockUp/index', { order: 1.5 })] },
      { roleType: TEACHER, entries: [entry('/lockUp/index', { hidden: 'yes' })] },
      { roleType: TEACHER, entries: [entry('')] },
      // A good entry before a bad one: nothing of the layer is written.
      { roleType: TEACHER, entries: [entry('/lockUp/index', { hidden: true }), entry('/nope/index')] },
    ];
    for (const body of bodies) {
      expectError(await f.post('brandadmin', SAVE, body as never, { json: true }), 400);
    }
    expect([await rows(), await audits()]).toEqual([before, beforeAudit]);
  });

  it('refuses the endpoints of every hidden page, and only for that brand', async () => {
    const RELEASE = '/openapi/learning/setLessonRelease';
    const SAVE_EVALUATION = '/openapi/report/saveLessonEvaluation';
    expectOk(
      await f.post(
        'brandadmin',
        SAVE,
        {
          roleType: TEACHER,
          entries: [entry('/lockUp/index', { hidden: true }), entry(EVALUATION, { hidden: true })],
        } as never,
        { json: true },
      ),
    );
    expect(expectOk(await f.get<MyMenu>('teacher', MY)).closed).toEqual([EVALUATION, '/lockUp/index']);
    const hiddenMsg = 'This page is hidden from your menu';
    expectError(
      await f.post('teacher', RELEASE, { classId: 1, lessonIds: [1], action: 'release' } as never, { json: true }),
      403,
      hiddenMsg,
    );
    expectError(
      await f.post('teacher', SAVE_EVALUATION, { classId: 1, lessonId: 1 } as never, { json: true }),
      403,
      hiddenMsg,
    );
    expect(
      (
        await f.post('acme-teacher', RELEASE, { classId: 1, lessonIds: [1], action: 'release' } as never, {
          json: true,
        })
      ).status,
    ).not.toBe(403);
    // Endpoints that serve other pages too are never refused by a menu setting.
    expect((await f.get('teacher', '/openapi/learning/getMyClasses')).status).toBe(200);
    expectOk(await f.post('brandadmin', SAVE, { roleType: TEACHER, entries: [] } as never, { json: true }));
    expect(
      (await f.post('teacher', RELEASE, { classId: 1, lessonIds: [1], action: 'release' } as never, { json: true }))
        .status,
    ).not.toBe(403);
  });
});
