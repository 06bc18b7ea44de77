import { api, expect, type SessionUser, test } from '../fixtures';

test.describe('school admin', () => {
  test.use({ account: 'schooladmin' });

  test('opens the data screen from the avatar menu: a separate page with its school’s live figures', async ({
    page,
    context,
    session,
  }) => {
    const user = session as SessionUser;
    await page.goto('/dashboard/dashboard');
    await page.locator('[data-testid=avatar-menu]').click();
    const [screen] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('[data-testid=menu-data-screen]').click(),
    ]);
    await expect(screen).toHaveURL(new RegExp(`/alonePage\\?schoolId=${user.schoolid}$`));
    // Outside the layout: no sidebar, no tabs.
    await expect(screen.locator('[data-testid=data-screen]')).toBeVisible();
    await expect(screen.locator('[data-testid=sidebar]')).toHaveCount(0);
    await expect(screen.locator('[data-testid=data-screen-school]')).toContainText('启明第一中学');

    const figures = await api<{ studentCount: number; teacherCount: number; classCount: number }>(
      `/openapi/manage/getDataScreen?schoolId=${user.schoolid}`,
      { token: user.token },
    );
    await expect(screen.locator('[data-testid=kpi-students]')).toContainText(String(figures.data.studentCount));
    await expect(screen.locator('[data-testid=kpi-teachers]')).toContainText(String(figures.data.teacherCount));
    await expect(screen.locator('[data-testid=kpi-classes]')).toContainText(String(figures.data.classCount));
    // Logged in today: at least this session.
    await expect(screen.locator('[data-testid=kpi-logins]')).not.toContainText(/^0/);
    for (const chart of ['chart-grades', 'chart-classes', 'chart-logins']) {
      await expect(screen.locator(`[data-testid=${chart}] canvas`)).toBeVisible();
    }
    await expect(screen.locator('[data-testid=data-screen-updated]')).toBeVisible();

    // Another school's id is refused by the server, and the page says so.
    await screen.goto(`/alonePage?schoolId=${Number(user.schoolid) + 1}`);
    await expect(screen.locator('[data-testid=data-screen-error]')).toBeVisible();
  });
});

test.describe('other roles', () => {
  test.use({ account: 'teacher' });

  test('have no data screen entry, and /alonePage answers 401', async ({ page }) => {
    await page.goto('/dashboard');
    await page.locator('[data-testid=avatar-menu]').click();
    await expect(page.locator('[data-testid=menu-change-password]')).toBeVisible();
    await expect(page.locator('[data-testid=menu-data-screen]')).toHaveCount(0);
    await page.goto('/alonePage?schoolId=1');
    await expect(page).toHaveURL('/401');
  });
});

test('an anonymous visit to the data screen goes to the login first', async ({ page }) => {
  await page.goto('/alonePage?schoolId=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2FalonePage%3FschoolId%3D1/);
});
