import {
  ACCOUNTS,
  type AccountName,
  BASE,
  api,
  expect,
  md5,
  menuItem,
  readCookie,
  sidebar,
  test,
  toast,
  uiLogin,
} from '../fixtures';

/** Where each role lands after login, and a menu entry it must have (route-table.ts). */
const HOME = '/dashboard';
const localAccounts = (Object.keys(ACCOUNTS) as AccountName[]).filter((a) => a !== 'acme-teacher');

for (const account of [...localAccounts, 'acme-teacher' as const]) {
  test(`${account} logs in on its host, lands on its home page with its menu, and logs out`, async ({
    page,
    context,
  }) => {
    const { origin, role } = ACCOUNTS[account];
    await page.goto(`${origin}/login`);
    await uiLogin(page, account);

    await expect(page).toHaveURL(`${origin}${HOME}`);
    await expect(sidebar(page)).toBeVisible();
    // The menu is built from the routes this role may open: the home entry always, the teacher's guide only
    // for teachers.
    await expect(menuItem(page, HOME)).toBeVisible();
    const guide = menuItem(page, '/guide/index');
    if (role === 'teacher') await expect(guide).toBeVisible();
    else await expect(guide).toHaveCount(0);
    await expect(page.locator('[data-testid=dashboard-profile]')).toContainText(account);
    // The tab bar is off for students and on for everyone else (spec section 2).
    if (role === 'student') await expect(page.locator('[data-testid=tags-view]')).toHaveCount(0);
    else await expect(page.locator('[data-testid=tags-view]')).toBeVisible();

    // Session storage as the spec keeps it.
    expect(await readCookie(context, 'ID', origin)).toMatch(/^\d+$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.locator('[data-testid=avatar-menu]').click();
    await page.locator('[data-testid=menu-logout]').click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.locator('#username')).toBeVisible();
    expect(await readCookie(context, 'ID', origin)).toBeUndefined();
    expect(await readCookie(context, 'user', origin)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The session is over: opening a console page asks for a login again.
    await page.goto(`${origin}${HOME}`);
    await expect(page).toHaveURL(`${origin}/login?redirect=${encodeURIComponent(HOME)}`);
  });
}

test('acme-teacher is refused on localhost with a toast', async ({ page }) => {
  // What the server answers an acme account on brand A's host.
  const refused = await api('/openapi/user/login', {
    form: { loginvalue: 'acme-teacher', pwd: md5('demo123') },
    origin: BASE,
  });
  expect(refused.code).not.toBe(200);

  await page.goto(`${BASE}/login`);
  await uiLogin(page, 'acme-teacher');
  await expect(toast(page).filter({ hasText: refused.msg })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows the server message in an error toast', async ({ page }) => {
  // The message the server gives for this very mistake (asked directly, with another account).
  const expected = await api('/openapi/user/login', {
    form: { loginvalue: 'corrector', pwd: md5('wrong-password') },
  });
  expect(expected.code).not.toBe(200);
  expect(expected.msg).toBeTruthy();

  await page.goto('/login');
  await uiLogin(page, 'teacher', 'wrong-password');
  await expect(toast(page).filter({ hasText: expected.msg })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the redirect parameter brings the user back to the page asked for', async ({ page }) => {
  await page.goto('/guide/index');
  await expect(page).toHaveURL('/login?redirect=%2Fguide%2Findex');
  await uiLogin(page, 'teacher');
  await expect(page).toHaveURL('/guide/index');
  await expect(page.locator('[data-testid=guide-start]')).toBeVisible();
});

test.describe('logged in', () => {
  test.use({ account: 'teacher' });

  test('opening /login sends a logged-in user to the console', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(new RegExp(`^${BASE}/(dashboard)?$`));
    await expect(sidebar(page)).toBeVisible();
  });
});
