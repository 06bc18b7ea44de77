/**
 * A brand's app home over HTTP (issue 13 item 2): every endpoint with the spec's encodings (updateTab and
 * updateModule JSON, insertTab query parameters, moveTab and moveModule a form body), who reads what, and
 * bad input refused with nothing written and positions left dense.
 */
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppModule, AppTab, BotConfiguration, BrandTabs } from '@edu/shared';
import { auditLog, brandModules, brands, brandTabs, courses } from '../../../db/schema';
import { createTestApp, envelopeOf, type LoggedIn, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: LoggedIn;
let student: LoggedIn;
let acmeStudent: LoggedIn;
let home: number;
let acme: number;
let homeCourse: number;
let acmeCourse: number;
let seeded: Awaited<ReturnType<TestApp['app']['inject']>>;

const IMAGE = '/openapi/course/image/0b7f3c1e-5d2a-4c8b-9e6f-1a2b3c4d5e6f.png';

async function brandId(webAddress: string): Promise<number> {
  const [row] = await t.db.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, webAddress));
  if (!row) throw new Error(`no brand ${webAddress}`);
  return row.id;
}

async function course(brand: number | null, title: string): Promise<number> {
  const [row] = await t.db
    .insert(courses)
    .values({ brandId: brand, title, subject: 'math', grade: 8, published: true })
    .returning({ id: courses.id });
  if (!row) throw new Error('no course');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  admin = await t.login('admin');
  student = await t.login('student');
  acmeStudent = await t.login('olivia.brown');
  home = await brandId('localhost');
  acme = await brandId('acme');
  homeCourse = await course(home, 'Shelf algebra');
  acmeCourse = await course(acme, 'Acme geometry');
  // The seed's app home of the home brand (checked below) is not this test's: start from an empty one.
  seeded = await t.app.inject({ url: `/openapi/brand/getBrandTabs?brandId=${home}`, headers: admin.headers });
  await t.db.delete(brandTabs).where(eq(brandTabs.brandId, home));
}, 240_000);
afterAll(async () => {
  if (process.env.DEBUG_LOGS)
    console.log(
      t
        .logs()
        .split('\n')
        .filter((l) => l.includes('"level":50'))
        .join('\n')
        .slice(0, 6000),
    );
  await t?.close();
});

const as = (who: LoggedIn) => who.headers;

function insertTab(q: Record<string, string | number>, who = admin) {
  const query = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject({ method: 'POST', url: `/openapi/brand/insertTab?${query}`, headers: as(who) });
}
function postForm(path: string, body: Record<string, string | number>, who = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/openapi/brand/${path}`,
    headers: { ...as(who), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
  });
}
function postJson(path: string, body: unknown, who = admin) {
  return t.app.inject({ method: 'POST', url: `/openapi/brand/${path}`, headers: as(who), payload: body as object });
}
function get(path: string, q: Record<string, string | number>, who = admin) {
  const query = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject({ url: `/openapi/brand/${path}?${query}`, headers: as(who) });
}

async function positions(brand: number): Promise<{ id: number; position: number }[]> {
  return t.db
    .select({ id: brandTabs.id, position: brandTabs.position })
    .from(brandTabs)
    .where(eq(brandTabs.brandId, brand))
    .orderBy(asc(brandTabs.position));
}
async function modulePositions(tabId: number): Promise<number[]> {
  const rows = await t.db
    .select({ position: brandModules.position })
    .from(brandModules)
    .where(eq(brandModules.tabId, tabId))
    .orderBy(asc(brandModules.position));
  return rows.map((r) => r.position);
}
async function audits(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

describe('the demo data', () => {
  it('gives the demo brand an app home: three tabs, their modules in order, a shelf of its courses', () => {
    expect(seeded.statusCode, seeded.body).toBe(200);
    const demo = envelopeOf<BrandTabs>(seeded).data;
    expect(demo.tabs.map((tab) => [tab.title, tab.position])).toEqual([
      ['首页', 0],
      ['学习', 1],
      ['我的', 2],
    ]);
    expect(demo.tabs[0]?.modules.map((m) => [m.kind, m.position])).toEqual([
      ['shortcutGrid', 0],
      ['courseShelf', 1],
      ['richText', 2],
    ]);
    const shelf = demo.tabs[0]?.modules[1];
    expect(shelf?.kind === 'courseShelf' && shelf.courses.length).toBeGreaterThan(0);
  });
});

describe('tabs', () => {
  let tabs: AppTab[] = [];

  it('insertTab takes query parameters, places the tab (last by default) and answers the brand’s tabs', async () => {
    for (const title of ['Home', 'Learn', 'Me']) {
      const res = await insertTab({ brandId: home, title, icon: title === 'Me' ? 'user' : 'home' });
      expect(res.statusCode, res.body).toBe(200);
      tabs = envelopeOf<AppTab[]>(res).data;
    }
    expect(tabs.map((tab) => [tab.title, tab.position])).toEqual([
      ['Home', 0],
      ['Learn', 1],
      ['Me', 2],
    ]);
    const first = envelopeOf<AppTab[]>(await insertTab({ brandId: home, title: 'News', position: 0 })).data;
    expect(first.map((tab) => tab.title)).toEqual(['News', 'Home', 'Learn', 'Me']);
    expect((await positions(home)).map((p) => p.position)).toEqual([0, 1, 2, 3]);
    tabs = first;
  });

  it('updateTab takes a JSON body', async () => {
    const learn = tabs.find((tab) => tab.title === 'Learn');
    const res = await postJson('updateTab', { id: learn?.id, title: 'Study', icon: 'book' });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf<AppTab>(res).data).toMatchObject({ id: learn?.id, title: 'Study', icon: 'book' });
  });

  it('moveTab takes a form body and keeps positions dense', async () => {
    const news = tabs[0];
    const res = await postForm('moveTab', { id: news?.id ?? 0, position: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const moved = envelopeOf<AppTab[]>(res).data;
    expect(moved.map((tab) => tab.title)).toEqual(['Home', 'Study', 'Me', 'News']);
    expect(moved.map((tab) => tab.position)).toEqual([0, 1, 2, 3]);
    tabs = moved;
  });

  it('refuses a move out of range, a missing tab, an unknown icon, and writes nothing', async () => {
    const before = await positions(home);
    const auditsBefore = await audits();
    const far = await postForm('moveTab', { id: tabs[0]?.id ?? 0, position: 4 });
    expect(far.statusCode).toBe(400);
    expect(envelopeOf(far).msg).toBe('position: must be between 0 and 3');
    const negative = await postForm('moveTab', { id: tabs[0]?.id ?? 0, position: -1 });
    expect(envelopeOf(negative)).toMatchObject({ code: 400, msg: 'position: must be 0 or more' });
    const unknown = await postForm('moveTab', { id: 999_999, position: 0 });
    expect(envelopeOf(unknown)).toMatchObject({ code: 404, msg: 'Tab not found' });
    const icon = await postJson('updateTab', { id: tabs[0]?.id, icon: 'rocket' });
    expect(envelopeOf(icon)).toMatchObject({ code: 400, msg: 'icon: must be one of the app icons' });
    const insertFar = await insertTab({ brandId: home, title: 'Far', position: 9 });
    expect(envelopeOf(insertFar)).toMatchObject({ code: 400, msg: 'position: must be between 0 and 4' });
    const noTitle = await insertTab({ brandId: home, title: '' });
    expect(envelopeOf(noTitle)).toMatchObject({ code: 400, msg: 'title: is required' });
    expect(await positions(home)).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('answers the same whichever encoding a client uses (the server reads form and JSON alike)', async () => {
    const res = await postJson('moveTab', { id: tabs[3]?.id, position: 3 });
    expect(res.statusCode).toBe(200);
  });
});

describe('modules', () => {
  let tabId = 0;
  let otherTabId = 0;
  const made: AppModule[] = [];

  beforeAll(async () => {
    const tabs = envelopeOf<BrandTabs>(await get('getBrandTabs', { brandId: home })).data.tabs;
    tabId = tabs[0]?.id ?? 0;
    otherTabId = tabs[1]?.id ?? 0;
  });

  it('updateModule (JSON) adds modules of each kind, last in their tab', async () => {
    const inputs = [
      {
        tabId,
        kind: 'banner',
        title: 'Welcome',
        config: { slides: [{ imageUrl: IMAGE, link: '/stuLesson/stuLesson', alt: 'Spring' }] },
      },
      { tabId, kind: 'courseShelf', title: 'Courses', config: { courseIds: [homeCourse] } },
      {
        tabId,
        kind: 'shortcutGrid',
        title: 'Shortcuts',
        config: { items: [{ icon: 'homework', label: 'Homework', target: '/stuLesson/stuLesson' }] },
      },
      {
        tabId,
        kind: 'richText',
        title: 'Notice',
        config: { html: '<p onclick="alert(1)">Exam week <script>alert(1)</script><b>$x^2$</b></p>' },
      },
    ];
    for (const input of inputs) {
      const res = await postJson('updateModule', input);
      expect(res.statusCode, res.body).toBe(200);
      made.push(envelopeOf<AppModule>(res).data);
    }
    expect(made.map((m) => [m.kind, m.position])).toEqual([
      ['banner', 0],
      ['courseShelf', 1],
      ['shortcutGrid', 2],
      ['richText', 3],
    ]);
    const shelf = made[1];
    expect(shelf?.kind === 'courseShelf' && shelf.courses.map((c) => c.title)).toEqual(['Shelf algebra']);
    const rich = made[3];
    const html = rich?.kind === 'richText' ? rich.config.html : '';
    expect(html).toContain('Exam week');
    expect(html).toContain('$x^2$');
    expect(html).not.toMatch(/script|onclick/);
  });

  it('updateModule changes a module; getModules and selectModuleById read them', async () => {
    const res = await postJson('updateModule', {
      id: made[3]?.id,
      kind: 'richText',
      title: 'Notice board',
      config: { html: '<p>Changed</p>' },
    });
    expect(envelopeOf<AppModule>(res).data).toMatchObject({
      title: 'Notice board',
      config: { html: '<p>Changed</p>' },
    });
    const list = envelopeOf<AppModule[]>(await get('getModules', { tabId })).data;
    expect(list.map((m) => m.title)).toEqual(['Welcome', 'Courses', 'Shortcuts', 'Notice board']);
    const one = envelopeOf<AppModule>(await get('selectModuleById', { id: made[0]?.id ?? 0 })).data;
    expect(one).toMatchObject({ kind: 'banner', title: 'Welcome' });
  });

  it('refuses an unknown kind, a course of another brand, a picture not uploaded, and writes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(brandModules);
    const auditsBefore = await audits();
    const kind = await postJson('updateModule', { tabId, kind: 'video', config: {} });
    expect(envelopeOf(kind)).toMatchObject({
      code: 400,
      msg: 'kind: must be one of courseShelf, banner, shortcutGrid, richText',
    });
    const foreign = await postJson('updateModule', { tabId, kind: 'courseShelf', config: { courseIds: [acmeCourse] } });
    expect(envelopeOf(foreign)).toMatchObject({
      code: 400,
      msg: 'courseIds: must be courses of this brand or of the platform',
    });
    const picture = await postJson('updateModule', {
      tabId,
      kind: 'banner',
      config: { slides: [{ imageUrl: 'https://evil.example/x.png', link: '' }] },
    });
    expect(envelopeOf(picture).code).toBe(400);
    expect(envelopeOf(picture).msg).toContain('must be a picture uploaded through uploadImage');
    const script = await postJson('updateModule', {
      tabId,
      kind: 'shortcutGrid',
      config: { items: [{ icon: 'ai', label: 'x', target: 'javascript:alert(1)' }] },
    });
    expect(envelopeOf(script).msg).toContain('must be a console path (/…) or an http(s) address');
    const noTab = await postJson('updateModule', { kind: 'richText', config: { html: '' } });
    expect(envelopeOf(noTab)).toMatchObject({ code: 400, msg: 'tabId: is required' });
    const [after] = await t.db.select({ n: count() }).from(brandModules);
    expect(after?.n).toBe(before?.n);
    expect(await audits()).toBe(auditsBefore);
  });

  it('moveModule takes a form body, within a tab and to another tab of the brand, positions dense', async () => {
    const res = await postForm('moveModule', { id: made[3]?.id ?? 0, position: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf<AppModule[]>(res).data.map((m) => m.title)).toEqual([
      'Notice board',
      'Welcome',
      'Courses',
      'Shortcuts',
    ]);
    const across = await postForm('moveModule', { id: made[0]?.id ?? 0, position: 0, tabId: otherTabId });
    expect(across.statusCode, across.body).toBe(200);
    expect(envelopeOf<AppModule[]>(across).data.map((m) => m.title)).toEqual(['Welcome']);
    expect(await modulePositions(tabId)).toEqual([0, 1, 2]);
    expect(await modulePositions(otherTabId)).toEqual([0]);
  });

  it('refuses a move out of range or into a tab of another brand, and writes nothing', async () => {
    const acmeTabs = envelopeOf<AppTab[]>(await insertTab({ brandId: acme, title: 'Acme home' })).data;
    const acmeTab = acmeTabs[0]?.id ?? 0;
    const auditsBefore = await audits();
    const far = await postForm('moveModule', { id: made[1]?.id ?? 0, position: 3 });
    expect(envelopeOf(far)).toMatchObject({ code: 400, msg: 'position: must be between 0 and 2' });
    const foreign = await postForm('moveModule', { id: made[1]?.id ?? 0, position: 0, tabId: acmeTab });
    expect(envelopeOf(foreign)).toMatchObject({ code: 400, msg: 'tabId: must be a tab of the module’s brand' });
    const farOther = await postForm('moveModule', { id: made[1]?.id ?? 0, position: 2, tabId: otherTabId });
    expect(envelopeOf(farOther)).toMatchObject({ code: 400, msg: 'position: must be between 0 and 1' });
    expect(await modulePositions(tabId)).toEqual([0, 1, 2]);
    expect(await audits()).toBe(auditsBefore);
  });

  it('deleteModule and deleteTab keep the rest dense', async () => {
    const res = await postForm('deleteModule', { id: made[3]?.id ?? 0 });
    expect(envelopeOf(res)).toMatchObject({ code: 200, data: { id: made[3]?.id } });
    expect(await modulePositions(tabId)).toEqual([0, 1]);
    const tabs = await positions(home);
    const gone = await postForm('deleteTab', { id: tabs[1]?.id ?? 0 });
    expect(gone.statusCode).toBe(200);
    expect((await positions(home)).map((p) => p.position)).toEqual([0, 1, 2]);
    expect(await modulePositions(tabs[1]?.id ?? 0)).toEqual([]);
  });
});

describe('who reads and who changes', () => {
  it('a student reads its own brand’s app home, without naming it, and no other brand’s', async () => {
    const mine = await get('getBrandTabs', {}, student);
    expect(mine.statusCode, mine.body).toBe(200);
    const home_ = envelopeOf<BrandTabs>(mine).data;
    expect(home_.brandId).toBe(home);
    expect(home_.tabs.length).toBeGreaterThan(0);
    const other = await get('getBrandTabs', { brandId: acme }, student);
    expect(envelopeOf(other)).toMatchObject({ code: 404, msg: 'Brand not found' });
    const tabId = home_.tabs[0]?.id ?? 0;
    const modules = await get('getModules', { tabId }, acmeStudent);
    expect(envelopeOf(modules)).toMatchObject({ code: 404, msg: 'Tab not found' });
  });

  it('a course shelf shows a student only the courses it may see', async () => {
    const draft = await course(home, 'Draft shelf course');
    await t.db.update(courses).set({ published: false }).where(eq(courses.id, draft));
    const tabs = envelopeOf<BrandTabs>(await get('getBrandTabs', { brandId: home })).data.tabs;
    const tabId = tabs[0]?.id ?? 0;
    const made = envelopeOf<AppModule>(
      await postJson('updateModule', { tabId, kind: 'courseShelf', config: { courseIds: [draft, homeCourse] } }),
    ).data;
    expect(made.kind === 'courseShelf' && made.courses.length).toBe(2);
    const seen = envelopeOf<AppModule>(await get('selectModuleById', { id: made.id }, student)).data;
    expect(seen.kind === 'courseShelf' && seen.courses.map((c) => c.title)).toEqual(['Shelf algebra']);
  });

  it('the admin must name the brand; nobody but the admin changes anything', async () => {
    const unnamed = await get('getBrandTabs', {});
    expect(envelopeOf(unnamed)).toMatchObject({ code: 400, msg: 'brandId: is required' });
    const brandadmin = await t.login('brandadmin');
    const refused = await insertTab({ brandId: home, title: 'Mine' }, brandadmin);
    expect(refused.statusCode).toBe(403);
    const byStudent = await postForm('moveTab', { id: 1, position: 0 }, student);
    expect(byStudent.statusCode).toBe(403);
    const read = await get('getBrandTabs', { brandId: home }, brandadmin);
    expect(read.statusCode).toBe(403);
  });
});

describe('the study assistant', () => {
  it('is unset at first (the platform default provider), then saved as JSON', async () => {
    const first = envelopeOf<BotConfiguration>(await get('getBotConfiguration', { brandId: acme })).data;
    expect(first).toEqual({
      brandId: acme,
      name: '',
      avatarUrl: '',
      welcomeText: '',
      enabled: false,
      updatedAt: null,
    });
    const res = await postJson('updateBotConfiguration', {
      brandId: acme,
      name: 'Owl',
      avatarUrl: IMAGE,
      welcomeText: 'Ask me anything about your lessons.',
      enabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf<BotConfiguration>(res).data).toMatchObject({ name: 'Owl', avatarUrl: IMAGE, enabled: true });
    const read = envelopeOf<BotConfiguration>(await get('getBotConfiguration', {}, acmeStudent)).data;
    expect(read).toMatchObject({ brandId: acme, name: 'Owl' });
  });

  it('refuses an enabled flag that is not a boolean, a name missing, an avatar not uploaded, and writes nothing', async () => {
    const auditsBefore = await audits();
    const enabled = await postJson('updateBotConfiguration', { brandId: acme, name: 'Owl', enabled: 'yes' });
    expect(envelopeOf(enabled).code).toBe(400);
    const name = await postJson('updateBotConfiguration', { brandId: acme, name: ' ' });
    expect(envelopeOf(name)).toMatchObject({ code: 400, msg: 'name: is required' });
    const avatar = await postJson('updateBotConfiguration', { brandId: acme, name: 'x', avatarUrl: 'javascript:1' });
    expect(envelopeOf(avatar).code).toBe(400);
    const brand = await postJson('updateBotConfiguration', { brandId: 999_999, name: 'x' });
    expect(envelopeOf(brand)).toMatchObject({ code: 404, msg: 'Brand not found' });
    expect(await audits()).toBe(auditsBefore);
    const read = envelopeOf<BotConfiguration>(await get('getBotConfiguration', { brandId: acme })).data;
    expect(read.name).toBe('Owl');
  });
});
