import { api, expect, type SessionUser, test } from '../fixtures';
import { releaseMathLesson, submitLessonAs } from '../learning-helpers';

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

test.describe('school admin, live', () => {
  test.use({ account: 'schooladmin' });

  test('the screen counts a student’s hand-in within seconds, without reloading (its event stream, no polling)', async ({
    page,
    session,
  }) => {
    const user = session as SessionUser;
    // 九年级1班 (no other test hands in there): huangjie releases a lesson, tanghaoran will hand it in.
    const { lessonId } = await releaseMathLesson(0, { className: '九年级1班', teacher: 'huangjie' });
    await page.goto(`/alonePage?schoolId=${user.schoolid}`);
    const handIns = page.locator('[data-testid=kpi-handins] .data-screen__kpi-value');
    await expect(handIns).toBeVisible();
    await expect(page.locator('[data-testid=data-screen-updated]')).toHaveAttribute('data-status', 'open');
    await expect(page.locator('[data-testid=panel-accuracy]')).toBeVisible();
    await expect(page.locator('[data-testid=panel-live]')).toBeVisible();
    await expect(page.locator('[data-testid=panel-missed]')).toBeVisible();
    // A mark on the page: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { screenMark: number }).screenMark = 1;
    });
    const before = Number(await handIns.innerText());
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/openapi/manage/getDataScreen?')) polls.push(r.url());
    });

    await submitLessonAs('tanghaoran', lessonId);
    // Other tests hand in lessons of the school at the same time: at least this one more.
    await expect.poll(async () => Number(await handIns.innerText()), { timeout: 5_000 }).toBeGreaterThan(before);
    expect(await page.evaluate(() => (window as unknown as { screenMark?: number }).screenMark)).toBe(1);
    // The figures came on the stream: the page asked for them no second time.
    expect(polls).toEqual([]);
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
