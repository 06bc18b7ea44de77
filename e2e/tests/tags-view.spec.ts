import type { Page } from '@playwright/test';
import { expect, menuItem, tags, test } from '../fixtures';

test.use({ account: 'teacher' });

const tag = (page: Page, path: string) =>
  page.locator(`[data-testid=tags-view] [data-testid=tag][data-path="${path}"]`);

async function openMenu(page: Page, path: string) {
  await tag(page, path).click({ button: 'right' });
}

/** An item of the open context menu (menus opened before stay in the DOM, hidden). */
const menuAction = (page: Page, action: 'refresh' | 'close' | 'close-others' | 'close-all') =>
  page.locator(`[data-testid=tag-menu-${action}]`).filter({ visible: true });

/** Visits the home page, then the guide, through the menu: two tabs, the guide active. */
async function visitTwoPages(page: Page) {
  await page.goto('/dashboard');
  await expect(tag(page, '/dashboard')).toBeVisible();
  await menuItem(page, '/guide/index').click();
  await expect(page).toHaveURL('/guide/index');
  await expect(tags(page)).toHaveCount(2);
  await expect(tag(page, '/guide/index')).toHaveAttribute('data-active', 'true');
  await expect(tag(page, '/dashboard')).toHaveAttribute('data-active', 'false');
}

test('visited pages become tabs, deduplicated by path; clicking a tab navigates', async ({ page }) => {
  await visitTwoPages(page);
  await menuItem(page, '/guide/index').click();
  await expect(tags(page)).toHaveCount(2);
  await tag(page, '/dashboard').click();
  await expect(page).toHaveURL('/dashboard');
  await expect(tag(page, '/dashboard')).toHaveAttribute('data-active', 'true');
});

test('context menu: refresh reloads the page and keeps the tabs', async ({ page }) => {
  await visitTwoPages(page);
  const start = page.locator('[data-testid=guide-start]');
  await expect(start).toBeVisible();
  // Mark the rendered page; a refresh remounts it, so the mark disappears.
  await start.evaluate((el) => el.setAttribute('data-e2e-mark', '1'));
  await openMenu(page, '/guide/index');
  await menuAction(page, 'refresh').click();
  await expect(page).toHaveURL('/guide/index');
  await expect(page.locator('[data-testid=guide-start]')).toBeVisible();
  await expect(page.locator('[data-testid=guide-start][data-e2e-mark]')).toHaveCount(0);
  await expect(tags(page)).toHaveCount(2);
});

test('context menu: close removes the tab and moves to the last one', async ({ page }) => {
  await visitTwoPages(page);
  await openMenu(page, '/guide/index');
  await menuAction(page, 'close').click();
  await expect(tag(page, '/guide/index')).toHaveCount(0);
  await expect(tags(page)).toHaveCount(1);
  await expect(page).toHaveURL('/dashboard');
});

test('context menu: close others keeps the chosen tab and the affix Home tab', async ({ page }) => {
  await visitTwoPages(page);
  // From the affix tab: the guide goes, Home stays and becomes the current page.
  await openMenu(page, '/dashboard');
  await menuAction(page, 'close-others').click();
  await expect(tags(page)).toHaveCount(1);
  await expect(tag(page, '/dashboard')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  // From a closable tab: both it and the affix tab stay.
  await menuItem(page, '/guide/index').click();
  await expect(tags(page)).toHaveCount(2);
  await openMenu(page, '/guide/index');
  await menuAction(page, 'close-others').click();
  await expect(tags(page)).toHaveCount(2);
  await expect(page).toHaveURL('/guide/index');
});

test('context menu: close all leaves only the affix Home tab, which cannot be closed', async ({ page }) => {
  await visitTwoPages(page);
  await openMenu(page, '/guide/index');
  await menuAction(page, 'close-all').click();
  await expect(tags(page)).toHaveCount(1);
  await expect(tag(page, '/dashboard')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  // The affix tab offers no way to close it: no close item in its menu, no close button on the tab.
  await openMenu(page, '/dashboard');
  await expect(menuAction(page, 'refresh')).toBeVisible();
  await expect(menuAction(page, 'close-all')).toBeVisible();
  await expect(menuAction(page, 'close')).toHaveCount(0);
  await expect(tag(page, '/dashboard').locator('[data-testid=tag-close]')).toHaveCount(0);
  await menuAction(page, 'close-all').click();
  await page.keyboard.press('Escape');
  await expect(tag(page, '/dashboard')).toBeVisible();
  await expect(tags(page)).toHaveCount(1);
});
