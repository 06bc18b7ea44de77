import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyBrands } from '../../db/event-bus';
import { brands, themes } from '../../db/schema';
import { createTestApp, envelopeOf, type TestApp } from '../../test/harness';
import {
  brandThemeStyle,
  brandWebAddressOf,
  cookieValue,
  escapeHtml,
  fillLoginPage,
  hasSessionCookie,
  jsonForScript,
  LoginPageCache,
  type LoginPages,
  languageOf,
  loadLoginPages,
  withBrandThemeStyle,
  withOrigin,
} from './login-page';

const TOKENS = {
  name: '__EDU_BRAND_NAME__',
  logo: '__EDU_BRAND_LOGO__',
  year: '__EDU_YEAR__',
  brandJson: '__EDU_BRAND_JSON__',
};
const LANGS = ['zh', 'en', 'es', 'ja'] as const;

/** A stand-in for apps/web's templates: what matters here is where the tokens go. */
function template(language: string, withLogo: boolean): string {
  const logo = withLogo ? `<img src="${TOKENS.logo}" alt="${TOKENS.name}">` : '<span class="mark"></span>';
  return (
    `<!doctype html><html lang="${language}"><head><title>${TOKENS.name}</title></head><body>` +
    `<div id="root" data-prerendered="login" data-lang="${language}">${logo}<b>${TOKENS.name}</b>` +
    `<footer>© ${TOKENS.year} ${TOKENS.name}</footer></div>` +
    `<script type="application/json" id="brand-info">${TOKENS.brandJson}</script></body></html>`
  );
}

function writeWebDist(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'prerender'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>edu-console</title></head><body><div id="root"><div class="boot"></div></div></body></html>',
  );
  const languages: Record<string, { productName: string; plain: string; logo: string }> = {};
  for (const l of LANGS) {
    languages[l] = { productName: `Product ${l}`, plain: `login.${l}.html`, logo: `login.${l}.logo.html` };
    fs.writeFileSync(path.join(dir, 'prerender', `login.${l}.html`), template(l, false));
    fs.writeFileSync(path.join(dir, 'prerender', `login.${l}.logo.html`), template(l, true));
  }
  fs.writeFileSync(path.join(dir, 'prerender', 'login.json'), JSON.stringify({ tokens: TOKENS, languages }));
}

describe('languageOf: stored choice, else the browser language, else Chinese', () => {
  it('takes a valid language cookie first', () => {
    expect(languageOf('a=1; language=ja; b=2', 'en-US,en;q=0.9')).toBe('ja');
    expect(languageOf('language=fr', 'es-ES')).toBe('es');
  });

  it("matches the browser's first language only, as navigator.language", () => {
    expect(languageOf(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(languageOf(undefined, 'ja')).toBe('ja');
    expect(languageOf(undefined, 'zh-TW,zh;q=0.9')).toBe('zh');
    expect(languageOf(undefined, 'en;q=0.5, es-MX')).toBe('es');
    // The client does not look further than the first language: Chinese, not English.
    expect(languageOf(undefined, 'fr-FR,fr;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageOf(undefined, 'eng')).toBe('zh');
    expect(languageOf(undefined, '')).toBe('zh');
    expect(languageOf(undefined, undefined)).toBe('zh');
  });
});

describe('request helpers', () => {
  it('reads cookies as js-cookie writes them', () => {
    expect(cookieValue('ID=7; user=%7B%22a%22%3A1%7D', 'user')).toBe('{"a":1}');
    expect(cookieValue('xID=7', 'ID')).toBeUndefined();
    expect(cookieValue('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
    expect(hasSessionCookie('language=en; ID=12')).toBe(true);
    expect(hasSessionCookie('ID=; language=en')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('finds the web address as the client asks for it: the first label, checked as the endpoint does', () => {
    expect(brandWebAddressOf('localhost')).toBe('localhost');
    expect(brandWebAddressOf('ACME.example.com')).toBe('acme');
    expect(brandWebAddressOf('127.0.0.1')).toBe('127');
    expect(brandWebAddressOf('[::1]')).toBeNull();
    expect(brandWebAddressOf('')).toBeNull();
  });

  it('puts logo paths on the origin and escapes what goes into HTML', () => {
    expect(withOrigin('/brand-assets/a.svg', 'http://x.localhost:8080')).toBe(
      'http://x.localhost:8080/brand-assets/a.svg',
    );
    expect(withOrigin('b.svg', 'https://x')).toBe('https://x/b.svg');
    expect(withOrigin('https://cdn/c.svg', 'https://x')).toBe('https://cdn/c.svg');
    expect(withOrigin('', 'https://x')).toBe('');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const json = jsonForScript({ name: '</script><script>alert(1)</script>&\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>&\u2028' });
  });
});

describe('brandThemeStyle: the theme colour as CSS variables in the head, before the first paint', () => {
  const theme = {
    themeId: 4,
    primaryColor: '#8e24aa',
    sidebarBg: '#1a1a2e',
    sidebarText: '#ffffff',
    logoPlacement: 'sidebar' as const,
    sidebarMode: 'dark' as const,
  };

  it('writes the primary colour and its hover and pressed shades, as the console paints them', () => {
    const style = brandThemeStyle(theme);
    expect(style).toMatch(
      /^<style id="brand-theme">:root\{--brand-primary:#8e24aa;--brand-primary-hover:#[0-9a-f]{6};--brand-primary-active:#[0-9a-f]{6}\}<\/style>$/,
    );
    // A colour too light for white text is painted in its readable shade, as in the console (shadesOf).
    expect(brandThemeStyle({ ...theme, primaryColor: '#FFD666' })).not.toContain('#ffd666');
    expect(brandThemeStyle({ ...theme, primaryColor: '#abc' })).toMatch(/--brand-primary:#[0-9a-f]{6};/);
  });

  it('writes nothing without a theme or for anything that is not a hex colour', () => {
    expect(brandThemeStyle(null)).toBe('');
    expect(brandThemeStyle(undefined)).toBe('');
    for (const primaryColor of [
      'red',
      '#12345',
      '#8e24aa;}</style><script>alert(1)</script>',
      '#8e24aa} body{display:none',
      'url(javascript:alert(1))',
      '',
    ]) {
      expect(brandThemeStyle({ ...theme, primaryColor })).toBe('');
    }
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(withBrandThemeStyle(page, null)).toBe(page);
    expect(withBrandThemeStyle(page, theme)).toMatch(/<title>x<\/title><style id="brand-theme">[^<]+<\/style><\/head>/);
  });
});

describe('fillLoginPage', () => {
  let dir: string;
  let pages: LoginPages;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-login-page-'));
    writeWebDist(dir);
    const loaded = loadLoginPages(dir);
    if (!loaded) throw new Error('templates not loaded');
    pages = loaded;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has no templates without a manifest, or with one missing', () => {
    expect(loadLoginPages(path.join(dir, 'nowhere'))).toBeNull();
    const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-login-partial-'));
    try {
      fs.cpSync(dir, partial, { recursive: true });
      fs.rmSync(path.join(partial, 'prerender', 'login.ja.logo.html'));
      expect(loadLoginPages(partial)).toBeNull();
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  });

  it('fills the brand, its logo on the origin, the year and the JSON block, escaped', () => {
    const brand = {
      brandId: 3,
      brandName: 'A & B <School>',
      webAddress: 'ab',
      webLogoUrl: '/brand-assets/ab-logo.svg',
      webLogoUrlSmall: '/brand-assets/ab-mark.svg',
      theme: null,
    };
    const html = fillLoginPage(pages, { language: 'en', brand, origin: 'http://ab.localhost:8080', year: 2031 });
    expect(html).toContain('<title>A &#38; B &#60;School&#62;</title>');
    expect(html).toContain(
      '<img src="http://ab.localhost:8080/brand-assets/ab-mark.svg" alt="A &#38; B &#60;School&#62;">',
    );
    expect(html).toContain('<footer>© 2031 A &#38; B &#60;School&#62;</footer>');
    expect(html).toContain('data-lang="en"');
    const block = /<script type="application\/json" id="brand-info">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual(brand);
    expect(html).not.toContain('__EDU_');
  });

  it('falls back to the full logo, and to the product name and the mark without a brand', () => {
    const brand = {
      brandId: 1,
      brandName: '',
      webAddress: 'x',
      webLogoUrl: '/l.svg',
      webLogoUrlSmall: '',
      theme: null,
    };
    const withFullLogo = fillLoginPage(pages, { language: 'zh', brand, origin: 'http://x', year: 2030 });
    expect(withFullLogo).toContain('<img src="http://x/l.svg" alt="Product zh">');
    expect(withFullLogo).not.toContain('brand-theme');
    const themed = fillLoginPage(pages, {
      language: 'en',
      brand: {
        ...brand,
        theme: {
          themeId: 2,
          primaryColor: '#2e7d32',
          sidebarBg: '#000000',
          sidebarText: '#ffffff',
          logoPlacement: 'navbar',
          sidebarMode: 'light',
        },
      },
      origin: 'http://x',
      year: 2030,
    });
    expect(themed).toContain('<style id="brand-theme">:root{--brand-primary:#2e7d32;');
    expect(themed.indexOf('brand-theme')).toBeLessThan(themed.indexOf('</head>'));
    const none = fillLoginPage(pages, { language: 'ja', brand: null, origin: 'http://x', year: 2030 });
    expect(none).toContain('<span class="mark"></span><b>Product ja</b>');
    expect(none).toContain('id="brand-info">null</script>');
  });
});

describe('LoginPageCache', () => {
  it('keeps a page for its time, then makes it again', async () => {
    const cache = new LoginPageCache(1000, 10);
    let made = 0;
    const make = async () => `page ${++made}`;
    expect(await cache.get('k', make, 0)).toBe('page 1');
    expect(await cache.get('k', make, 999)).toBe('page 1');
    expect(await cache.get('k', make, 1000)).toBe('page 2');
  });

  it('stays small whatever the hosts asked for', async () => {
    const cache = new LoginPageCache(60_000, 3);
    let made = 0;
    const make = async () => `page ${++made}`;
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, make, 0);
    expect(await cache.get('d', make, 1)).toBe('page 4');
    // 'a' was dropped first.
    expect(await cache.get('a', make, 1)).toBe('page 5');
  });
});

describe('GET /login from the server', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-web-login-'));
    writeWebDist(webDist);
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("answers the prerendered page in the request's language with the host's brand", async () => {
    const res = await t.app.inject({ url: '/login?redirect=%2Fdashboard', headers: { host: 'acme.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Language, Cookie');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('data-lang="zh"');
    expect(res.body).toContain('<title>Acme Academy</title>');
    expect(res.body).toMatch(/<img src="http:\/\/acme\.localhost:8080\/brand-assets\/[^"]+" alt="Acme Academy">/);
    expect(res.body).toContain(`© ${new Date().getFullYear()} Acme Academy`);

    const en = await t.app.inject({
      url: '/login',
      headers: { host: 'localhost', 'accept-language': 'en-GB,en;q=0.8', cookie: 'size=small' },
    });
    expect(en.body).toContain('data-lang="en"');
    expect(en.body).not.toContain('Acme Academy');
    const stored = await t.app.inject({ url: '/login', headers: { host: 'localhost', cookie: 'language=es' } });
    expect(stored.body).toContain('data-lang="es"');
  });

  it('shows the product name on a host without a brand, as the client would', async () => {
    const res = await t.app.inject({ url: '/login', headers: { host: 'nobrand.localhost' } });
    expect(res.body).toContain('<title>Product zh</title>');
    expect(res.body).toContain('id="brand-info">null</script>');
  });

  it('answers index.html to a browser with a session, and for every other path', async () => {
    const logged = await t.app.inject({ url: '/login', headers: { host: 'localhost', cookie: 'ID=5' } });
    expect(logged.statusCode).toBe(200);
    expect(logged.headers['cache-control']).toBe('no-cache');
    expect(logged.body).toContain('<div class="boot">');
    const other = await t.app.inject({ url: '/dashboard', headers: { host: 'localhost' } });
    expect(other.body).toContain('<div class="boot">');
    // The host's brand is in the page (title and JSON block) for the console's first render (issue 13).
    const acme = await t.app.inject({ url: '/dashboard', headers: { host: 'acme.localhost' } });
    expect(acme.body).toContain('<title>Acme Academy</title>');
    const json = /<script type="application\/json" id="brand-info">(.*?)<\/script>/.exec(acme.body)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ webAddress: 'acme', brandName: 'Acme Academy', theme: null });
    const unknown = await t.app.inject({ url: '/dashboard', headers: { host: 'nobody.localhost' } });
    expect(unknown.body).toContain('<title>edu-console</title>');
    expect(unknown.body).not.toContain('brand-info');
  });

  it("writes the host brand's theme colour into the head of /login and of the console's pages, at once", async () => {
    const [theme] = await t.db
      .insert(themes)
      .values({
        name: 'Login page plum',
        primaryColor: '#7b1fa2',
        sidebarBg: '#1a1a2e',
        sidebarText: '#ffffff',
        logoPlacement: 'sidebar',
        sidebarMode: 'dark',
      })
      .returning();
    if (!theme) throw new Error('no theme');
    const style = '<style id="brand-theme">:root{--brand-primary:#7b1fa2;';
    const page = async (url: string, host: string) => (await t.app.inject({ url, headers: { host } })).body;
    try {
      await t.db.update(brands).set({ themeId: theme.id }).where(eq(brands.webAddress, 'acme'));
      await notifyBrands(t.db, '*');
      await expect.poll(() => page('/login', 'acme.localhost')).toContain(style);
      expect(await page('/dashboard', 'acme.localhost')).toContain(style);
      // Other hosts keep the default colours.
      expect(await page('/login', 'localhost')).not.toContain('brand-theme');
    } finally {
      await t.db.update(brands).set({ themeId: null }).where(eq(brands.webAddress, 'acme'));
      await notifyBrands(t.db, '*');
      await t.db.delete(themes).where(eq(themes.id, theme.id));
    }
    await expect.poll(() => page('/login', 'acme.localhost')).not.toContain('brand-theme');
  });

  it('shows a brand saved through the API on the very next load of its login page (no waiting for the signal)', async () => {
    const page = async () => (await t.app.inject({ url: '/login', headers: { host: 'acme.localhost' } })).body;
    const [acme] = await t.db.select().from(brands).where(eq(brands.webAddress, 'acme'));
    if (!acme) throw new Error('no acme');
    const admin = await t.login('admin');
    const save = (brandName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/openapi/brand/saveBrand',
        headers: admin.headers,
        payload: {
          brandId: acme.id,
          brandName,
          webAddress: 'acme',
          webLogoUrl: acme.logoUrl,
          webLogoUrlSmall: acme.logoUrlSmall,
          themeId: acme.themeId,
        },
      });
    expect(await page()).toContain(`<title>${acme.name}</title>`);
    try {
      for (const name of ['Acme Renamed Once', 'Acme Renamed Twice']) {
        expect(envelopeOf(await save(name)).code).toBe(200);
        expect(await page()).toContain(`<title>${name}</title>`);
      }
    } finally {
      expect(envelopeOf(await save(acme.name)).code).toBe(200);
    }
    expect(await page()).toContain(`<title>${acme.name}</title>`);
  });

  it('sends a form posted before any script ran back to the page, and never serves the templates', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/login?redirect=%2Fx',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=teacher&password=demo123',
    });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe('/login?redirect=%2Fx');
    for (const url of ['/prerender/login.json', '/prerender/login.zh.html']) {
      expect((await t.app.inject({ url })).body).not.toContain('__EDU_');
    }
  });
});
