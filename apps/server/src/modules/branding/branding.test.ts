import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrandInfo,
  type BrandList,
  type BrandRow,
  type ThemeList,
  type ThemeRow,
  themeContrastProblems,
} from '@edu/shared';
import { DEMO_THEMES } from '../../../scripts/seed/seed';
import { BRAND_CHANNEL } from '../../db/event-bus';
import { auditLog, brands, themes } from '../../db/schema';
import { createTestApp, envelopeOf, type TestApp } from '../../test/harness';
import { PNG } from '../../test/matrix/world';
import { ContentFixture, expectError, expectOk, type FilePart } from '../content/test-fixtures';

let t: TestApp;
let f: ContentFixture;
let qiming: number;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  f = new ContentFixture(t);
  qiming = await f.brandId('localhost');
  acme = await f.brandId('acme');
});
afterAll(async () => {
  await t.close();
});

const LIST = '/openapi/brand/getBrandList';
const DETAIL = '/openapi/brand/getBrandDetail';
const SAVE = '/openapi/brand/saveBrand';
const UPLOAD = '/openapi/brand/uploadBrandLogo';
const THEMES = '/openapi/theme/getThemeList';
const SAVE_THEME = '/openapi/theme/saveTheme';
const DELETE_THEME = '/openapi/theme/deleteTheme';
const OTHERS = ['brandadmin', 'schooladmin', 'teacher', 'student', 'consultant', 'dl', 'corrector', 'acme-teacher'];

const png: FilePart = { filename: 'logo.png', contentType: 'image/png', body: PNG };
const readable = { primaryColor: '#1d4ed8', sidebarBg: '#0f172a', sidebarText: '#e2e8f0' };

async function rowCounts() {
  const [b] = await t.db.select({ n: count() }).from(brands);
  const [th] = await t.db.select({ n: count() }).from(themes);
  const [a] = await t.db.select({ n: count() }).from(auditLog);
  return { brands: b?.n ?? 0, themes: th?.n ?? 0, audit: a?.n ?? 0 };
}

async function resolve(webAddress: string) {
  const res = await t.app.inject({ url: `/openapi/brand/getBrandByWebAddress?webAddress=${webAddress}` });
  return { status: res.statusCode, ...envelopeOf<BrandInfo>(res) };
}

async function uploadLogo(): Promise<string> {
  return expectOk(await f.upload<{ url: string }>('admin', UPLOAD, {}, png)).url;
}

async function newTheme(name: string, colours = readable): Promise<ThemeRow> {
  return expectOk(await f.post<ThemeRow>('admin', SAVE_THEME, { name, ...colours }, { json: true }));
}

describe('getBrandList and getBrandDetail', () => {
  it('lists the brands for the admin with their counts, searched and paginated on the server', async () => {
    const all = expectOk(await f.get<BrandList>('admin', LIST, { sort: 'id' }));
    expect(all.total).toBe(2);
    const local = all.list.find((b) => b.brandId === qiming);
    expect(local).toMatchObject({ webAddress: 'localhost', isDefault: true, enabled: true });
    expect(local?.schoolCount).toBe(2);
    expect(local?.adminCount).toBeGreaterThanOrEqual(1);
    expect(all.list.find((b) => b.brandId === acme)).toMatchObject({ webAddress: 'acme', isDefault: false });
    const found = expectOk(await f.get<BrandList>('admin', LIST, { keyword: 'ACM' }));
    expect(found.list.map((b) => b.brandId)).toEqual([acme]);
    expect(expectOk(await f.get<BrandList>('admin', LIST, { keyword: '%' })).total).toBe(0);
    const page2 = expectOk(await f.get<BrandList>('admin', LIST, { sort: 'id', pageSize: 1, page: 2 }));
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.list).toHaveLength(1);
    const detail = expectOk(await f.get<BrandRow>('admin', DETAIL, { brandId: acme }));
    expect(detail).toMatchObject({ brandId: acme, brandName: expect.stringContaining('Acme') });
  });

  it('refuses every other role, the anonymous caller and bad parameters', async () => {
    for (const who of OTHERS) {
      expectError(await f.get(who, LIST), 403);
      expectError(await f.get(who, DETAIL, { brandId: acme }), 403);
    }
    expectError(await f.get(null, LIST), 401);
    expectError(await f.get('admin', DETAIL, { brandId: 999_999 }), 404);
    expectError(await f.get('admin', DETAIL, { brandId: 'x' }), 400);
    expectError(await f.get('admin', LIST, { sort: 'password' }), 400);
  });
});

describe('saveBrand', () => {
  it('creates a brand with logos and a theme; its host resolves to it at once', async () => {
    const theme = await newTheme('Forest');
    const logo = await uploadLogo();
    const small = await uploadLogo();
    // Cached as unknown before it exists: the save must clear that.
    expect((await resolve('forest')).status).toBe(404);
    const signals = await t.signals(BRAND_CHANNEL);
    const created = expectOk(
      await f.post<BrandRow>(
        'admin',
        SAVE,
        {
          brandName: 'Forest School',
          webAddress: 'Forest',
          webLogoUrl: logo,
          webLogoUrlSmall: small,
          themeId: theme.id,
        },
        { json: true },
      ),
    );
    expect(created).toMatchObject({
      brandName: 'Forest School',
      webAddress: 'forest',
      webLogoUrl: logo,
      webLogoUrlSmall: small,
      themeId: theme.id,
      themeName: 'Forest',
      isDefault: false,
      schoolCount: 0,
    });
    expect(await signals.count()).toBeGreaterThanOrEqual(1);
    await signals.close();
    const info = await resolve('forest');
    expect(info.data).toMatchObject({
      brandId: created.brandId,
      brandName: 'Forest School',
      webLogoUrl: logo,
      theme: { themeId: theme.id, primaryColor: readable.primaryColor, sidebarBg: readable.sidebarBg },
    });
    // The logo is served from the address the save kept.
    const image = await t.app.inject({ url: logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    // An edit (a new name, no theme) shows on the next resolution too.
    const edited = expectOk(
      await f.post<BrandRow>(
        'admin',
        SAVE,
        { brandId: created.brandId, brandName: 'Forest Academy', webAddress: 'forest', themeId: null },
        { json: true },
      ),
    );
    expect(edited).toMatchObject({ brandName: 'Forest Academy', themeId: null, webLogoUrl: logo });
    expect((await resolve('forest')).data).toMatchObject({ brandName: 'Forest Academy', theme: null });
    const [audit] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'brand.update'));
    expect(audit?.n).toBeGreaterThanOrEqual(1);
  });

  it('refuses a duplicate, reserved or malformed web address and writes nothing', async () => {
    const before = await rowCounts();
    expectError(
      await f.post('admin', SAVE, { brandName: 'Copy', webAddress: 'acme' }, { json: true }),
      409,
      /already has this web address/,
    );
    expectError(
      await f.post('admin', SAVE, { brandName: 'Copy', webAddress: 'ACME' }, { json: true }),
      409,
      /already has this web address/,
    );
    for (const reserved of ['localhost', 'www', 'api']) {
      expectError(
        await f.post('admin', SAVE, { brandName: 'Mine', webAddress: reserved }, { json: true }),
        400,
        /reserved for the platform|already has this web address/,
      );
    }
    for (const bad of ['-acme', 'a b', 'a.b', 'x'.repeat(64), '']) {
      expectError(await f.post('admin', SAVE, { brandName: 'Mine', webAddress: bad }, { json: true }), 400);
    }
    // The default brand keeps its address; another brand may not take a reserved one by renaming.
    expectError(
      await f.post('admin', SAVE, { brandId: qiming, brandName: 'Q', webAddress: 'qiming' }, { json: true }),
      400,
      /keeps its web address/,
    );
    expectError(
      await f.post('admin', SAVE, { brandId: acme, brandName: 'Acme', webAddress: 'www' }, { json: true }),
      400,
      /reserved/,
    );
    expectError(
      await f.post('admin', SAVE, { brandId: acme, brandName: 'Acme', webAddress: 'localhost' }, { json: true }),
      400,
    );
    expectError(
      await f.post(
        'admin',
        SAVE,
        { brandId: qiming, brandName: 'Q', webAddress: 'localhost', enabled: false },
        { json: true },
      ),
      400,
      /cannot be disabled/,
    );
    // No name, an unknown theme or brand, a logo that was never uploaded.
    expectError(await f.post('admin', SAVE, { brandName: ' ', webAddress: 'fresh' }, { json: true }), 400);
    expectError(
      await f.post('admin', SAVE, { brandName: 'Fresh', webAddress: 'fresh', themeId: 999_999 }, { json: true }),
      400,
      /no such theme/,
    );
    expectError(
      await f.post('admin', SAVE, { brandId: 999_999, brandName: 'Fresh', webAddress: 'fresh' }, { json: true }),
      404,
    );
    for (const url of [
      'https://evil.example/logo.png',
      '/openapi/brand/logo/00000000-0000-0000-0000-000000000000.png',
    ]) {
      expectError(
        await f.post('admin', SAVE, { brandName: 'Fresh', webAddress: 'fresh', webLogoUrl: url }, { json: true }),
        400,
        /uploaded here/,
      );
    }
    expect(await rowCounts()).toEqual(before);
    const [acmeRow] = await t.db.select().from(brands).where(eq(brands.id, acme));
    expect(acmeRow?.webAddress).toBe('acme');
  });

  it('is the admin’s alone', async () => {
    const before = await rowCounts();
    for (const who of OTHERS) {
      expectError(await f.post(who, SAVE, { brandName: 'Mine', webAddress: `mine-${who}` }, { json: true }), 403);
      expectError(
        await f.post(who, SAVE, { brandId: acme, brandName: 'Taken', webAddress: 'acme' }, { json: true }),
        403,
      );
    }
    expectError(await f.post(null, SAVE, { brandName: 'Mine', webAddress: 'mine' }, { json: true }), 401);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('uploadBrandLogo and the logo files', () => {
  it('refuses a file that is not an image, one over 2 MB, and other roles', async () => {
    const stored = async () => fsCount();
    const files = await stored();
    // The logos of the tests before are there (the count below would see a stored refusal).
    expect(files).toBeGreaterThan(0);
    expectError(
      await f.upload(
        'admin',
        UPLOAD,
        {},
        { filename: 'logo.png', contentType: 'image/png', body: Buffer.from('not a png at all') },
      ),
      415,
      /PNG, JPEG, WebP or GIF/,
    );
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expectError(
      await f.upload('admin', UPLOAD, {}, { filename: 'logo.png', contentType: 'image/png', body: pdf }),
      415,
    );
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const tooBig = await f.upload('admin', UPLOAD, {}, { filename: 'big.png', contentType: 'image/png', body: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.data).toBeNull();
    expectError(await f.upload('admin', UPLOAD, {}, null), 400);
    for (const who of ['brandadmin', 'teacher', 'schooladmin']) expectError(await f.upload(who, UPLOAD, {}, png), 403);
    expect(await stored()).toBe(files);
  });

  it('serves stored logos and nothing else', async () => {
    const url = await uploadLogo();
    expect(url).toMatch(/^\/openapi\/brand\/logo\/[0-9a-f-]{36}\.png$/);
    const ok = await t.app.inject({ url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
    expect(
      (await t.app.inject({ url: '/openapi/brand/logo/00000000-0000-0000-0000-000000000000.png' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/openapi/brand/logo/..%2F..%2Fsecret.png' })).statusCode).toBe(404);
  });
});

async function fsCount(): Promise<number> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const dir = path.join(t.config.dataDir);
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.includes('logos') && /\.(png|jpg|webp|gif)$/.test(name)).length;
}

describe('themes', () => {
  it('has the demo themes, each readable', async () => {
    const list = expectOk(await f.get<ThemeList>('admin', THEMES, { keyword: 'a', pageSize: 100 }));
    for (const demo of DEMO_THEMES) {
      expect(themeContrastProblems(demo)).toEqual([]);
      expect(list.list.find((th) => th.name === demo.name)).toMatchObject({ ...demo, brandCount: 0 });
    }
  });

  it('lists, creates and replaces themes; a brand using one shows its change at once', async () => {
    const sea = await newTheme('Sea');
    expect(sea).toMatchObject({
      name: 'Sea',
      ...readable,
      logoPlacement: 'sidebar',
      sidebarMode: 'dark',
      brandCount: 0,
    });
    const brand = expectOk(
      await f.post<BrandRow>(
        'admin',
        SAVE,
        { brandName: 'Sea Brand', webAddress: 'sea', themeId: sea.id },
        { json: true },
      ),
    );
    expect((await resolve('sea')).data.theme?.primaryColor).toBe(readable.primaryColor);
    const replaced = expectOk(
      await f.post<ThemeRow>(
        'admin',
        SAVE_THEME,
        {
          id: sea.id,
          name: 'Sea',
          primaryColor: '#0F766E',
          sidebarBg: '#fff',
          sidebarText: '#1f2937',
          sidebarMode: 'light',
          logoPlacement: 'navbar',
        },
        { json: true },
      ),
    );
    expect(replaced).toMatchObject({
      primaryColor: '#0f766e',
      sidebarBg: '#ffffff',
      sidebarMode: 'light',
      brandCount: 1,
    });
    expect((await resolve('sea')).data.theme).toMatchObject({
      primaryColor: '#0f766e',
      sidebarMode: 'light',
      logoPlacement: 'navbar',
    });
    const [row] = await t.db.select({ themeColor: brands.themeColor }).from(brands).where(eq(brands.id, brand.brandId));
    expect(row?.themeColor).toBe('#0f766e');
    const list = expectOk(await f.get<ThemeList>('admin', THEMES, { keyword: 'se' }));
    expect(list.list.map((th) => th.name)).toEqual(['Sea']);
  });

  it('refuses colours below WCAG AA, a duplicate name, bad input and other roles, writing nothing', async () => {
    await newTheme('Dusk');
    const before = await rowCounts();
    const yellow = await f.post(
      'admin',
      SAVE_THEME,
      { name: 'Sun', ...readable, primaryColor: '#ffeb3b' },
      { json: true },
    );
    expectError(yellow, 400, /primaryColor: white text on this colour has a contrast of 1\.\d+:1/);
    const grey = await f.post(
      'admin',
      SAVE_THEME,
      { name: 'Fog', ...readable, sidebarText: '#334155' },
      { json: true },
    );
    expectError(grey, 400, /sidebarText: this text on the sidebar background/);
    expectError(
      await f.post('admin', SAVE_THEME, { name: 'DUSK', ...readable }, { json: true }),
      409,
      /already has this name/,
    );
    expectError(
      await f.post('admin', SAVE_THEME, { name: 'Red', ...readable, primaryColor: 'red' }, { json: true }),
      400,
    );
    expectError(await f.post('admin', SAVE_THEME, { name: '', ...readable }, { json: true }), 400);
    expectError(
      await f.post('admin', SAVE_THEME, { name: 'Odd', ...readable, sidebarMode: 'purple' }, { json: true }),
      400,
    );
    expectError(await f.post('admin', SAVE_THEME, { id: 999_999, name: 'Gone', ...readable }, { json: true }), 404);
    for (const who of OTHERS) {
      expectError(await f.post(who, SAVE_THEME, { name: `Mine ${who}`, ...readable }, { json: true }), 403);
      expectError(await f.get(who, THEMES), 403);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('deletes a theme no brand uses and refuses one in use', async () => {
    const used = await newTheme('Used');
    expectOk(await f.post('admin', SAVE, { brandName: 'User', webAddress: 'user', themeId: used.id }, { json: true }));
    const before = await rowCounts();
    expectError(await f.post('admin', DELETE_THEME, { id: used.id }), 409, /Give the 1 brands/);
    for (const who of OTHERS) expectError(await f.post(who, DELETE_THEME, { id: used.id }), 403);
    expectError(await f.post('admin', DELETE_THEME, { id: 999_999 }), 404);
    expect(await rowCounts()).toEqual(before);
    const spare = await newTheme('Spare');
    expect(expectOk(await f.post('admin', DELETE_THEME, { id: spare.id }))).toEqual({ id: spare.id });
    expect(await t.db.select().from(themes).where(eq(themes.id, spare.id))).toEqual([]);
  });
});
