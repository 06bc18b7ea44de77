import { createHash } from 'node:crypto';
import http from 'node:http';
import { type Browser, type BrowserContext, type Locator, type Page, test as base, expect } from '@playwright/test';

/** The end-to-end server (see playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 18080);
/** Brand A (web address `localhost`). */
export const BASE = `http://localhost:${PORT}`;
/** Brand `acme`: Chromium resolves every *.localhost name to the loopback address. */
export const ACME = `http://acme.localhost:${PORT}`;
export const DEMO_PASSWORD = 'demo123';

export type AccountName =
  | 'admin'
  | 'teacher'
  | 'student'
  | 'schooladmin'
  | 'consultant'
  | 'dl'
  | 'brandadmin'
  | 'corrector'
  | 'acme-teacher';

/** The nine demo accounts (DESIGN.md section 6). */
export const ACCOUNTS: Record<AccountName, { role: string; roletype: number; origin: string }> = {
  admin: { role: 'admin', roletype: 2, origin: BASE },
  teacher: { role: 'teacher', roletype: 0, origin: BASE },
  student: { role: 'student', roletype: 1, origin: BASE },
  schooladmin: { role: 'schooladmin', roletype: 3, origin: BASE },
  consultant: { role: 'courseConsultant', roletype: 4, origin: BASE },
  dl: { role: 'DL', roletype: 5, origin: BASE },
  brandadmin: { role: 'brandingAdmin', roletype: 7, origin: BASE },
  corrector: { role: 'correctionTeacher', roletype: 8, origin: BASE },
  'acme-teacher': { role: 'teacher', roletype: 0, origin: ACME },
};

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface SessionUser {
  id: number;
  token: string;
  username: string;
  roletype: number;
  [key: string]: unknown;
}

/**
 * One API call to the test server over loopback. The Host header carries the brand (`origin`), as the
 * browser would send it; Node's resolver is not asked about *.localhost names.
 */
export function api<T = unknown>(
  pathname: string,
  options: {
    method?: 'GET' | 'POST';
    form?: Record<string, string | number>;
    /** a JSON body, for the endpoints that take one */
    json?: unknown;
    token?: string;
    origin?: string;
  } = {},
): Promise<Envelope<T>> {
  const { form, json, token, origin = BASE } = options;
  const method = options.method ?? (form || json !== undefined ? 'POST' : 'GET');
  const body =
    json !== undefined
      ? JSON.stringify(json)
      : form
        ? new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)] as [string, string])).toString()
        : undefined;
  const headers: Record<string, string> = { host: new URL(origin).host, devicetype: '3', origin };
  if (token) headers.authorization = token;
  if (body !== undefined) {
    headers['content-type'] = json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path: pathname, method, headers, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve(JSON.parse(text) as Envelope<T>);
          } catch {
            reject(new Error(`${method} ${pathname}: HTTP ${res.statusCode}, not JSON: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname}: timed out`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Logs in through the API (fast, for tests that are not about the login page). */
export async function apiLogin(username: AccountName | string, password = DEMO_PASSWORD, origin?: string) {
  const from = origin ?? ACCOUNTS[username as AccountName]?.origin ?? BASE;
  const res = await api<{ user: SessionUser }>('/openapi/user/login', {
    form: { loginvalue: username, pwd: md5(password) },
    origin: from,
  });
  if (res.code !== 200) throw new Error(`apiLogin(${username}) failed: ${res.code} ${res.msg}`);
  return res.data.user;
}

export async function apiLogout(token: string, origin = BASE) {
  return api('/openapi/user/logout', { method: 'POST', token, origin });
}

/** Browser storage as the console keeps a session (spec section 3): cookies ID and user, token in localStorage. */
export function sessionState(user: SessionUser, origin: string, extraCookies: Record<string, string> = {}) {
  const domain = new URL(origin).hostname;
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 7 * 24 * 3600,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  return {
    cookies: [
      cookie('ID', String(user.id)),
      // js-cookie writes and reads values URI-encoded.
      cookie('user', encodeURIComponent(JSON.stringify(user))),
      ...Object.entries(extraCookies).map(([k, v]) => cookie(k, v)),
    ],
    origins: [{ origin, localStorage: [{ name: 'token', value: user.token }] }],
  };
}

/** A second browser, logged in (through the API) as a demo account on its brand's host. */
export async function pageAs(browser: Browser, account: AccountName) {
  const user = await apiLogin(account);
  const { origin } = ACCOUNTS[account];
  const context = await browser.newContext({ baseURL: origin, storageState: sessionState(user, origin) });
  return { context, page: await context.newPage() };
}

/** As a teacher: finds a published course by title in TeaCourse and opens one of its lessons. */
export async function openTeacherLesson(page: Page, courseTitle: string, lessonTitle: string) {
  await page.goto('/TeaCourse/TeaCourse');
  const search = page.getByTestId('list-search').locator('input');
  await search.fill(courseTitle);
  await search.press('Enter');
  await page.getByTestId('course-card').filter({ hasText: courseTitle }).click();
  await expect(page.getByTestId('course-heading')).toHaveText(courseTitle);
  await page.getByTestId('outline-lesson').filter({ hasText: lessonTitle }).click();
  await expect(page).toHaveURL(/\/TeaCourse\/lessonDeatil\?id=\d+/);
  return page.getByTestId('lesson-html');
}

/** Logs in through the login page, as a person would. */
export async function uiLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('[data-testid=login-submit]').click();
}

/** The latest antd message toast (spec section 8: the server message for a code other than 200). */
export function toast(page: Page): Locator {
  return page.locator('.ant-message .ant-message-notice');
}

export const sidebar = (page: Page) => page.locator('[data-testid=sidebar]');
export const tags = (page: Page) => page.locator('[data-testid=tags-view] [data-testid=tag]');
/** A menu entry of the sidebar (or of the mobile drawer's sidebar), by route path. */
export const menuItem = (page: Page, path: string) => page.locator(`[data-testid=sidebar] [data-path="${path}"]`);

export async function readCookie(context: BrowserContext, name: string, url = BASE) {
  const cookies = await context.cookies(url);
  return cookies.find((c) => c.name === name)?.value;
}

interface Fixtures {
  /** Log in this demo account through the API before the test (null: logged out). */
  account: AccountName | null;
  /** The session made for `account`. */
  session: SessionUser | null;
}

export const test = base.extend<Fixtures>({
  account: [null, { option: true }],
  session: async ({ account }, use) => {
    await use(account ? await apiLogin(account) : null);
  },
  storageState: async ({ account, session, storageState }, use) => {
    if (!account || !session) {
      await use(storageState);
      return;
    }
    await use(sessionState(session, ACCOUNTS[account].origin));
  },
  baseURL: async ({ account, baseURL }, use) => {
    await use(account ? ACCOUNTS[account].origin : baseURL);
  },
});

export { expect };

/**
 * The confirm dialog on screen, once it has finished zooming in. Playwright waits for an element to be
 * stable, but a zoom that has not started yet looks stable too: on a busy machine a click then lands at
 * the centre of the small, still growing button's box, beside it, and the dialog stays open (issue 8,
 * item 7: a flake seen with a busy core).
 */
export async function shownConfirm(page: Page): Promise<Locator> {
  const dialog = page.locator('.ant-modal-confirm').filter({ visible: true }).last();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  return dialog;
}

/**
 * Every dialog on the page once it has finished zooming in (the same reason as shownConfirm): a click on a
 * control of a dialog that has not started zooming lands beside it (a share dialog's checkbox stayed
 * unchecked on a busy CI machine).
 */
export async function dialogsShown(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter')).toHaveCount(0);
}
