import type { Locator, Page } from '@playwright/test';
import { expect, readCookie, sidebar, test } from '../fixtures';

test.use({ account: 'teacher' });

async function openSettings(page: Page) {
  await page.locator('[data-testid=settings-button]').click();
  await expect(page.locator('[data-testid=settings-drawer]')).toBeVisible();
}

/** antd Switch: role=switch with aria-checked; the testid may sit on the switch or around it. */
function switchIn(page: Page, name: string): Locator {
  const el = page.locator(`[data-testid=setting-${name}]`);
  return el.locator('xpath=descendant-or-self::*[@role="switch"]').first();
}

test('tags view off hides the tab bar, and the choice survives a reload', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.locator('[data-testid=tags-view]')).toBeVisible();
  await openSettings(page);
  const sw = switchIn(page, 'tagsView');
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  await sw.click();
  await expect(sw).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('[data-testid=tags-view]')).toHaveCount(0);
  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.locator('[data-testid=tags-view]')).toHaveCount(0);
});

test('fixed header keeps the navbar in place while the content scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 400 });
  await page.goto('/dashboard');
  await openSettings(page);
  const sw = switchIn(page, 'fixedHeader');
  await expect(sw).toHaveAttribute('aria-checked', 'false');
  await sw.click();
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-testid=settings-drawer]')).toBeHidden();

  // Make the page taller than the window, scroll, and the hamburger (in the navbar) stays on screen.
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    filler.id = 'e2e-filler';
    (document.querySelector('[data-testid=dashboard-profile]')?.parentElement ?? document.body).appendChild(filler);
  });
  await page.mouse.move(700, 300);
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  const box = await page.locator('[data-testid=hamburger]').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(60);

  await page.reload();
  await openSettings(page);
  await expect(switchIn(page, 'fixedHeader')).toHaveAttribute('aria-checked', 'true');
});

test('sidebar logo can be switched off', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.locator('[data-testid=sidebar-logo]')).toBeVisible();
  await openSettings(page);
  const sw = switchIn(page, 'sidebarLogo');
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  await sw.click();
  await expect(page.locator('[data-testid=sidebar-logo]')).toHaveCount(0);
  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.locator('[data-testid=sidebar-logo]')).toHaveCount(0);
});

test('theme colour changes the primary colour and survives a reload', async ({ page }) => {
  await page.goto('/dashboard');
  const shellTheme = () =>
    page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('.app-wrapper');
      return el ? el.style.getPropertyValue('--shell-theme').trim().toLowerCase() : '';
    });
  await expect(sidebar(page)).toBeVisible();
  // The spec's #1890ff is painted in its shade that white text on it reads at 4.5:1 (issue 8).
  await expect.poll(shellTheme).toBe('#006dd3');
  // The active menu entry is painted in the theme colour.
  const selected = page.locator('[data-testid=sidebar] .ant-menu-item-selected').first();
  const selectedBefore = await selected.evaluate((el) => getComputedStyle(el).backgroundColor);

  await openSettings(page);
  const purple = page.locator('[data-testid=setting-theme] [data-color="#722ed1"]');
  await purple.click();
  await expect(purple).toHaveAttribute('aria-pressed', 'true');
  // Readable as it is: painted as chosen.
  await expect.poll(shellTheme).toBe('#722ed1');
  await expect.poll(() => selected.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(selectedBefore);
  await expect(selected).toHaveCSS('background-color', 'rgb(114, 46, 209)');

  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  await expect.poll(shellTheme).toBe('#722ed1');
  await openSettings(page);
  await expect(page.locator('[data-testid=setting-theme] [data-color="#722ed1"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test.describe('language', () => {
  test.use({ locale: 'zh-CN' });

  test('switching to English shows the message and persists across a reload', async ({ page, context }) => {
    await page.goto('/dashboard');
    const home = page.locator('[data-testid=tags-view] [data-testid=tag][data-path="/dashboard"]');
    await expect(home).toBeVisible();
    // Starts in Chinese: no stored choice, the browser says zh-CN.
    await expect(home).toHaveText(/[\u4e00-\u9fff]/);
    await page.locator('[data-testid=lang-select]').click();
    await page.locator('[data-testid=lang-en]').click();
    await expect(page.locator('.ant-message').getByText('Switch Language Success')).toBeVisible();
    await expect(home).not.toHaveText(/[\u4e00-\u9fff]/);
    const english = (await home.innerText()).trim();
    expect(await readCookie(context, 'language')).toBe('en');

    await page.reload();
    await expect(home).toHaveText(english);
    expect(await readCookie(context, 'language')).toBe('en');
  });
});

test('hamburger collapses the sidebar, saves sidebarStatus=0, and a reload keeps it collapsed', async ({
  page,
  context,
}) => {
  await page.goto('/dashboard');
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
  const wide = (await sidebar(page).boundingBox())?.width ?? 0;
  expect(wide).toBeGreaterThan(150);

  await page.locator('[data-testid=hamburger]').click();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  expect(await readCookie(context, 'sidebarStatus')).toBe('0');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width ?? 0).toBeLessThan(80);

  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');

  await page.locator('[data-testid=hamburger]').click();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
  expect(await readCookie(context, 'sidebarStatus')).toBe('1');
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar becomes a drawer that closes when an item is chosen', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('[data-testid=dashboard-profile]')).toBeVisible();
    await expect(page.locator('[data-testid=mobile-drawer]')).toBeHidden();
    // No sidebar on screen until the hamburger opens the drawer.
    await expect(sidebar(page)).toBeHidden();

    await page.locator('[data-testid=hamburger]').click();
    const drawer = page.locator('[data-testid=mobile-drawer]');
    await expect(drawer).toBeVisible();
    await drawer.locator('[data-testid=sidebar] [data-path="/guide/index"]').click();
    await expect(page).toHaveURL('/guide/index');
    await expect(drawer).toBeHidden();
  });
});
