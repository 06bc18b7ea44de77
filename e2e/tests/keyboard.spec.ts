import type { Page } from '@playwright/test';
import { api, expect, test } from '../fixtures';
import { rows, uid } from '../org-helpers';

/**
 * Issue 8, accessibility 3 and 4: the console without a mouse. A list (the admin's schools: skip link,
 * search, pager, row actions) and a form (a new school in a dialog) walked with the keyboard alone, focus
 * coming back to what opened a dialog; the shell's menus (tags' context menu, avatar, language) by keyboard;
 * titles and <html lang> following the page and the language. No click anywhere in this file.
 */
test.use({ account: 'admin' });

/** Whether the focused element is (or is inside) an element matching `selector`. */
const focusIn = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement?.closest(sel) != null, selector);

/** Presses Tab (Shift+Tab with `back`) until the focus is in `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await focusIn(page, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`${max} × ${back ? 'Shift+Tab' : 'Tab'} never reached ${selector}; the focus is on ${at}`);
}

/** In an open menu, presses ArrowDown until the focused item holds `selector`. */
async function arrowTo(page: Page, selector: string, max = 8) {
  await expect.poll(() => focusIn(page, '.ant-dropdown-menu-item')).toBe(true);
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  for (let i = 0; i < max; i++) {
    if (await focusIn(page, `.ant-dropdown-menu-item:has(${selector})`)) return;
    const before = await focused();
    await page.keyboard.press('ArrowDown');
    // One step at a time: on a busy machine the next press could land before this one moved the focus.
    await expect.poll(focused).not.toBe(before);
  }
  throw new Error(`${max} × ArrowDown never reached the menu item with ${selector}`);
}

/**
 * The focused element's computed outline: a visible ring of at least 2 px. Polled: some antd controls
 * (the pager's arrows) animate every property, the ring included, over 0.2 s.
 */
async function expectFocusRing(page: Page) {
  const ring = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return null;
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
  await expect.poll(ring).toMatchObject({ style: 'solid', width: expect.any(Number) });
  await expect.poll(async () => (await ring())?.width ?? 0).toBeGreaterThanOrEqual(2);
}

async function brandOfLocalhost() {
  const res = await api<{ brandId: number; brandName: string }>(
    '/openapi/brand/getBrandByWebAddress?webAddress=localhost',
  );
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

test('a list by keyboard: skip link, search, pager, row actions; focus comes back from the dialog', async ({
  page,
  session,
}) => {
  test.setTimeout(120_000);
  // 21 schools that only this test's search finds: two pages of 20.
  const id = uid();
  const brand = await brandOfLocalhost();
  for (let i = 1; i <= 21; i++) {
    const res = await api('/openapi/manage/updateSchool', {
      form: { name: `KB ${id} ${String(i).padStart(2, '0')}`, address: 'Keyboard Road', brandId: brand.brandId },
      token: session?.token,
    });
    expect(res.code, res.msg).toBe(200);
  }

  await page.goto('/dashboard/dashboard');
  const list = page.getByTestId('school-list');
  await expect(rows(list).first()).toBeVisible();
  // The page's title names the page and the brand.
  await expect(page).toHaveTitle(`Schools - ${brand.brandName}`);

  // The first Tab reaches the skip link; Enter skips the menu, the navbar and the tabs.
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  // The next Tab is the page's first control: the search box. Type, Enter.
  await page.keyboard.press('Tab');
  const search = list.getByTestId('list-search').locator('input');
  await expect(search).toBeFocused();
  await page.keyboard.type(id);
  await page.keyboard.press('Enter');
  await expect(list.locator('.ant-pagination-total-text')).toContainText('21');
  await expect(rows(list)).toHaveCount(20);

  // On to the pager's "next", Enter: the second page.
  await tabTo(page, '.ant-pagination-next');
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(list.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(rows(list)).toHaveCount(1);
  await expect(rows(list).first()).toContainText(`KB ${id} `);

  // Back to the row's "More" menu: Enter opens it with the focus inside, arrows move, Escape closes it
  // and gives the focus back.
  await tabTo(page, '[data-testid=school-action-more]', { back: true });
  await page.keyboard.press('Enter');
  const menu = page.locator('.ant-dropdown-menu').filter({ visible: true });
  await expect(menu).toBeVisible();
  if (!(await focusIn(page, '.ant-dropdown-menu'))) await page.keyboard.press('Tab');
  await expect.poll(() => focusIn(page, '.ant-dropdown-menu-item')).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusIn(page, '.ant-dropdown-menu-item')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(rows(list).first().getByTestId('school-action-more')).toBeFocused();

  // The row's Edit: Enter opens the dialog, Escape closes it, the focus is back on Edit.
  await page.keyboard.press('Shift+Tab');
  const edit = rows(list).first().getByTestId('school-action-edit');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.locator('.ant-modal-root[data-testid=school-form] .ant-modal').filter({ visible: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#school-form_name')).toHaveValue(new RegExp(`^KB ${id} `));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test('a form by keyboard: a new school in a dialog, saved with Enter; the focus returns to the opener', async ({
  page,
}) => {
  const id = uid();
  const name = `KB form ${id}`;
  await page.goto('/dashboard/dashboard');
  const list = page.getByTestId('school-list');
  await expect(rows(list).first()).toBeVisible();

  await tabTo(page, '[data-testid=create-school]');
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const dialog = page.locator('.ant-modal-root[data-testid=school-form] .ant-modal').filter({ visible: true });
  await expect(dialog).toBeVisible();

  await tabTo(page, '#school-form_name');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(dialog.locator('#school-form_address')).toBeFocused();
  await page.keyboard.type('1 Keyboard Road');
  // The brand: a searchable select; type, Enter picks the first match.
  await page.keyboard.press('Tab');
  await expect(dialog.locator('#school-form_brandId')).toBeFocused();
  await page.keyboard.type('Qiming');
  await expect(page.locator('.ant-select-item-option').filter({ visible: true }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('school-form-brand')).toContainText('Qiming');
  // The choice made, the list closes (as a person sees before moving on; a Shift+Tab while it was still
  // closing left the focus elsewhere in the clean-clone run of this session).
  await expect(page.locator('.ant-select-dropdown').filter({ visible: true })).toHaveCount(0);
  await expect(dialog.locator('#school-form_brandId')).toBeFocused();
  // Back in a text field, Enter saves.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator('#school-form_address')).toBeFocused();
  await page.keyboard.press('Enter');

  // Toasts are announced (antd's notice is role=alert) and the focus is back on "New school".
  await expect(page.locator('.ant-message-notice[role=alert]').filter({ hasText: name })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(list.getByTestId('create-school')).toBeFocused();

  // It was saved: search for it by keyboard.
  await tabTo(page, '[data-testid=list-search] input', { back: true });
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(rows(list)).toHaveCount(1);
  await expect(rows(list).first()).toContainText(name);
});

test('the shell by keyboard: tags context menu, avatar menu and password dialog, language and title', async ({
  page,
}) => {
  const brand = await brandOfLocalhost();
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-profile')).toBeVisible();
  await page.goto('/dashboard/dashboard');
  await expect(rows(page.getByTestId('school-list')).first()).toBeVisible();
  const tag = (path: string) => page.locator(`[data-testid=tags-view] [data-testid=tag][data-path="${path}"]`);
  await expect(tag('/dashboard/dashboard')).toBeVisible();

  // A tag's context menu: Shift+F10 on the focused tag opens it with the focus inside; Escape gives the focus
  // back; Enter on "Close" closes the tab, and the focus stays in the tags.
  await tabTo(page, '[data-testid=tag][data-path="/dashboard/dashboard"]');
  await expectFocusRing(page);
  await page.keyboard.press('Shift+F10');
  const close = page.locator('[data-testid=tag-menu-close]').filter({ visible: true });
  await expect(close).toBeVisible();
  await expect.poll(() => focusIn(page, '.ant-dropdown-menu-item')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(close).toBeHidden();
  await expect(tag('/dashboard/dashboard')).toBeFocused();
  await page.keyboard.press('Shift+F10');
  await expect(close).toBeVisible();
  await expect.poll(() => focusIn(page, '.ant-dropdown-menu-item')).toBe(true);
  // Refresh, Close, Close others, Close all: the second item.
  await arrowTo(page, '[data-testid=tag-menu-close]');
  await page.keyboard.press('Enter');
  await expect(tag('/dashboard/dashboard')).toHaveCount(0);
  await expect(page).toHaveURL('/dashboard');
  await expect.poll(() => focusIn(page, '[data-testid=tags-view]')).toBe(true);

  // The avatar menu (just before the tags): Enter opens it with the focus inside; "Change password" opens
  // the dialog; Escape closes the dialog and the focus is back on the avatar button.
  await tabTo(page, '[data-testid=avatar-menu]', { back: true });
  await page.keyboard.press('Enter');
  await arrowTo(page, '[data-testid=menu-change-password]');
  await page.keyboard.press('Enter');
  const password = page.getByTestId('password-dialog');
  await expect(password).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(password).toBeHidden();
  await expect(page.getByTestId('avatar-menu')).toBeFocused();

  // The language menu: Chinese; <html lang> and the title follow.
  await expect(page).toHaveTitle(`Dashboard - ${brand.brandName}`);
  await tabTo(page, '[data-testid=lang-select]', { back: true });
  await page.keyboard.press('Enter');
  await arrowTo(page, '[data-testid=lang-zh]');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(`首页 - ${brand.brandName}`);
  await expect(page.getByTestId('lang-select')).toBeFocused();
});
