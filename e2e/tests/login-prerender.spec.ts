import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { ACME, BASE, api, DEMO_PASSWORD, expect, test } from '../fixtures';

/**
 * The login page paints from its HTML (prerendered at build time, filled per host and language by the
 * server) and React takes it over without a flash, a layout shift or a lost keystroke (DESIGN.md
 * section 7; apps/web/src/prerender).
 */

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const LOGIN_CHUNK = /\/assets\/LoginPage-[\w-]+\.js$/;

async function brandName(webAddress: string, origin: string) {
  const res = await api<{ brandName: string }>(`/openapi/brand/getBrandByWebAddress?webAddress=${webAddress}`, {
    origin,
  });
  expect(res.code, res.msg).toBe(200);
  return res.data.brandName;
}

/** A page without JavaScript: what the HTML alone shows. */
async function staticPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** Holds the responses to requests matching `url` until release() (a slow network for one file). */
async function hold(page: Page, url: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
  return release;
}

/** Resolves once the login page is interactive (LoginPage marks it when React has the page). */
async function interactive(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('login:interactive').length > 0);
}

/** Hydration errors (React's production messages are minified: #418 and its neighbours) and page errors. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    const text = msg.text();
    if (
      (msg.type() === 'error' || msg.type() === 'warning') &&
      /hydrat|Minified React error|#4(18|19|20|21|22|23|25)\b/i.test(text)
    ) {
      problems.push(`console ${msg.type()}: ${text}`);
    }
  });
  return problems;
}

test.describe('without JavaScript', () => {
  test('shows the branded form in Chinese by default', async ({ browser }) => {
    const name = await brandName('localhost', BASE);
    // A browser language the console does not offer: Chinese.
    const { context, page } = await staticPage(browser, { locale: 'fr-FR' });
    await page.goto(`${BASE}/login`);
    await expect(page.locator('[data-testid=login-brand-name]')).toHaveText(name);
    await expect(page.locator('label[for=username]')).toHaveText('用户名');
    await expect(page.locator('label[for=password]')).toHaveText('密码');
    await expect(page.locator('[data-testid=login-submit]')).toHaveText('登录');
    await expect(page.locator('#username')).toBeVisible();
    await expect(page.locator('[data-testid=login-logo]')).toHaveAttribute('src', /^http:\/\/localhost:\d+\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(`登录 - ${name}`);
    await expect(page.locator('.login__footer')).toHaveText(`© ${new Date().getFullYear()} ${name}`);
    await context.close();
  });

  test('follows the browser language, and the stored choice before it', async ({ browser }) => {
    const english = await staticPage(browser, { locale: 'en-US' });
    await english.page.goto(`${BASE}/login`);
    await expect(english.page.locator('label[for=username]')).toHaveText('Username');
    await expect(english.page.locator('html')).toHaveAttribute('lang', 'en');
    await english.context.close();

    const stored = await staticPage(browser, { locale: 'ja-JP' });
    await stored.context.addCookies([{ name: 'language', value: 'en', url: BASE }]);
    await stored.page.goto(`${BASE}/login?redirect=%2Fdashboard`);
    await expect(stored.page.locator('label[for=username]')).toHaveText('Username');
    await expect(stored.page.locator('[data-testid=login-submit]')).toHaveText('Log in');
    await stored.context.close();
  });

  test("shows the host's brand", async ({ browser }) => {
    const { context, page } = await staticPage(browser, { locale: 'en-US' });
    await page.goto(`${ACME}/login`);
    await expect(page.locator('[data-testid=login-brand-name]')).toHaveText('Acme Academy');
    await expect(page).toHaveTitle('Log in - Acme Academy');
    await context.close();
  });
});

test('React takes the page over: same elements, no hydration error, no layout shift, login works', async ({ page }) => {
  const problems = collectProblems(page);
  const styleRequests: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/(index|LoginPage)-[\w-]+\.css$/.test(req.url())) styleRequests.push(req.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await hold(page, ENTRY);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('[data-testid=login-submit]')).toBeVisible();
  // The elements of the HTML, before any script ran.
  await page.evaluate(() => {
    (window as unknown as { __form: Element | null }).__form = document.querySelector('form');
  });
  release();
  await interactive(page);
  // Hydrated, not replaced: the very same elements.
  expect(await page.evaluate(() => document.querySelector('form') === (window as { __form?: Element }).__form)).toBe(
    true,
  );
  // Until the console's chunks, prefetched once the page is idle, have loaded too.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  expect(problems).toEqual([]);
  // The page's CSS is in its HTML: neither stylesheet is fetched again.
  expect(styleRequests).toEqual([]);

  await page.locator('#username').fill('teacher');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('[data-testid=login-submit]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test('what is typed before the scripts load survives hydration and logs in', async ({ page }) => {
  const problems = collectProblems(page);
  const release = await hold(page, ENTRY);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#username').fill('teacher');
  await page.locator('#password').fill(DEMO_PASSWORD);
  release();
  await interactive(page);
  await expect(page.locator('#username')).toHaveValue('teacher');
  await expect(page.locator('#password')).toHaveValue(DEMO_PASSWORD);
  await page.locator('[data-testid=login-submit]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test('a submit made while the page is still loading is made again once it can', async ({ page }) => {
  // The entry runs (it holds submits), the login page's own chunk is late: hydration has not happened.
  const release = await hold(page, LOGIN_CHUNK);
  const chunkAsked = page.waitForRequest(LOGIN_CHUNK);
  await page.goto('/login?redirect=%2Fdashboard', { waitUntil: 'commit' });
  await chunkAsked;
  await page.locator('#username').fill('teacher');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('#password').press('Enter');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a submit before any script ran never puts the password in the URL', async ({ page }) => {
  const release = await hold(page, ENTRY);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#username').fill('teacher');
  await page.locator('#password').fill(DEMO_PASSWORD);
  const answer = page.waitForResponse((res) => res.request().method() === 'POST');
  await page.locator('[data-testid=login-submit]').click();
  expect((await answer).status()).toBe(303);
  await expect(page).toHaveURL(/\/login$/);
  expect(page.url()).not.toContain(DEMO_PASSWORD);
  release();
});
