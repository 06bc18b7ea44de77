import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { FAILING_IMPACTS, WCAG_TAGS } from '../a11y-gate';
import { PHOTO } from '../correction-helpers';
import { api, apiLogin, expect, PORT, test } from '../fixtures';
import { dialog, ok, pick, rows, search, success, uid } from '../org-helpers';

/**
 * Brands (issue 13 items 1 and 3): the admin creates a brand with a logo and a theme, and its host
 * (`<label>.localhost`) shows its name, logo and colour at once, in the login page's first paint; a
 * duplicate or reserved web address and a logo that is no picture are refused in the form, and write nothing.
 */

test.use({ account: 'admin' });

/** A purple white text reads on at 7:1 (and the page's grey at 6:1): the console paints it as it is. */
const PLUM = '#7b1fa2';
const PLUM_RGB = 'rgb(123, 31, 162)';

/** What this test reads of getBrandList's rows. */
interface BrandRow {
  brandName: string;
  webAddress: string;
  webLogoUrl: string;
  themeName: string;
}

async function adminToken() {
  return (await apiLogin('admin')).token;
}

/** A theme of its own for this run (through the API: the theme form has tests of its own). */
async function createTheme(name: string) {
  const res = await api<{ id: number }>('/openapi/theme/saveTheme', {
    token: await adminToken(),
    form: { name, primaryColor: PLUM, sidebarBg: '#1a1a2e', sidebarText: '#ffffff' },
  });
  expect(res.code, res.msg).toBe(200);
  return res.data.id;
}

/** The brands whose name or web address contains `keyword`, as the admin's list answers them. */
async function brandsMatching(keyword: string) {
  const res = await api<{ list: BrandRow[] }>(
    `/openapi/brand/getBrandList?pageSize=50&keyword=${encodeURIComponent(keyword)}`,
    { token: await adminToken() },
  );
  expect(res.code, res.msg).toBe(200);
  return res.data.list;
}

async function axe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const result = await builder.analyze();
  const serious = result.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'serious or critical axe violations',
  ).toEqual([]);
}

/** The form item of a field (by its control's test id) and its error text. */
const fieldError = (form: Locator, testId: string) =>
  form
    .locator('.ant-form-item')
    .filter({ has: form.page().getByTestId(testId) })
    .locator('.ant-form-item-explain-error');

/** A new browser on the brand's host, logged out: what a visitor of `<label>.localhost` sees first. */
async function visit(browser: Browser, label: string, javaScriptEnabled = true) {
  const origin = `http://${label}.localhost:${PORT}`;
  const context = await browser.newContext({ javaScriptEnabled, locale: 'en-US' });
  const page = await context.newPage();
  return { origin, context, page };
}

test('the admin creates a brand with a logo and a theme; its host shows them at once, and a new name on reload', async ({
  page,
  browser,
}) => {
  // Two browsers, two forms and four page loads on a machine the server and another test share.
  test.setTimeout(120_000);
  const id = uid();
  const label = `e2e-${id}`;
  const name = `E2E Brand ${id}`;
  const themeName = `E2E Plum ${id}`;
  await createTheme(themeName);

  await page.goto('/branding/branding');
  const list = page.getByTestId('brand-list');
  await expect(rows(list).first()).toBeVisible();
  await axe(page);

  await page.getByTestId('create-brand').click();
  const form = dialog(page, 'brand-form');
  await expect(form).toBeVisible();
  await axe(page, '.ant-modal-root[data-testid=brand-form]');
  await form.getByTestId('brand-name').fill(name);
  await form.getByTestId('brand-web-address').fill(label);
  const uploaded = page.waitForResponse((r) => r.url().includes('/openapi/brand/uploadBrandLogo'));
  await form
    .getByTestId('brand-logo')
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PHOTO });
  expect((await uploaded).ok()).toBe(true);
  await expect(form.getByTestId('brand-logo').locator('img')).toHaveAttribute(
    'src',
    /\/openapi\/brand\/logo\/[0-9a-f-]{36}\.png$/,
  );
  // Any theme can be found: searched on the server by a part of its name.
  await pick(page, form.getByTestId('brand-theme'), id, themeName);
  await expect(form.getByTestId('brand-theme')).toContainText(themeName);
  await ok(form).click();
  await expect(success(page)).toBeVisible();
  await expect(form).toBeHidden();

  const [saved] = await brandsMatching(label);
  expect(saved).toMatchObject({ brandName: name, webAddress: label, themeName });
  expect(saved?.webLogoUrl).toMatch(/\/openapi\/brand\/logo\/[0-9a-f-]{36}\.png$/);

  // The HTML alone (no script runs) is already in the brand's name, logo and colour: the first paint.
  const plain = await visit(browser, label, false);
  await plain.page.goto(`${plain.origin}/login`);
  await expect(plain.page.locator('[data-testid=login-brand-name]')).toHaveText(name);
  await expect(plain.page.locator('[data-testid=login-logo]')).toHaveAttribute(
    'src',
    `${plain.origin}${saved?.webLogoUrl}`,
  );
  await expect(plain.page.locator('[data-testid=login-submit]')).toHaveCSS('background-color', PLUM_RGB);
  await plain.context.close();

  // Opening the host's root: the console sends the visitor to its login page, in the brand's colour.
  const visitor = await visit(browser, label);
  await visitor.page.goto(`${visitor.origin}/`);
  await expect(visitor.page).toHaveURL(/\/login(\?|$)/);
  await expect(visitor.page.locator('[data-testid=login-brand-name]')).toHaveText(name);
  const logo = visitor.page.locator('[data-testid=login-logo]');
  await expect(logo).toHaveAttribute('src', `${visitor.origin}${saved?.webLogoUrl}`);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(visitor.page.locator('[data-testid=login-submit]')).toHaveCSS('background-color', PLUM_RGB);
  expect(
    await visitor.page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    ),
  ).toBe(PLUM);
  await expect(visitor.page).toHaveTitle(new RegExp(name));

  // A new name: the host shows it on its next load, no rebuild, no restart.
  const renamed = `${name} Renamed`;
  await search(list, label);
  await expect(rows(list)).toHaveCount(1);
  await rows(list).first().getByTestId('brand-action-edit').click();
  await expect(form).toBeVisible();
  await expect(form.getByTestId('brand-theme')).toContainText(themeName);
  await form.getByTestId('brand-name').fill(renamed);
  await ok(form).click();
  await expect(success(page)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(rows(list).first()).toContainText(renamed);

  // The saving process drops its cached brand and login pages at once (other processes on the save's
  // signal, db/event-bus.ts): the very next load shows the new name.
  await visitor.page.reload();
  await expect(visitor.page.locator('[data-testid=login-brand-name]')).toHaveText(renamed);
  await expect(visitor.page.locator('[data-testid=login-submit]')).toHaveCSS('background-color', PLUM_RGB);
  await visitor.context.close();
});

test('a duplicate web address, the platform label and a logo that is no picture are refused in the form', async ({
  page,
}) => {
  const id = uid();
  const name = `E2E Refused ${id}`;
  // A brand that has the address already (through the API).
  const taken = `e2e-taken-${id}`;
  const made = await api('/openapi/brand/saveBrand', {
    token: await adminToken(),
    form: { brandName: `E2E Taken ${id}`, webAddress: taken },
  });
  expect(made.code, made.msg).toBe(200);

  await page.goto('/branding/branding');
  await page.getByTestId('create-brand').click();
  const form = dialog(page, 'brand-form');
  await expect(form).toBeVisible();
  await form.getByTestId('brand-name').fill(name);

  // Another brand's address: the server refuses it, said under the field; the dialog stays.
  await form.getByTestId('brand-web-address').fill(taken);
  await ok(form).click();
  await expect(fieldError(form, 'brand-web-address')).toHaveText('another brand already has this web address');
  await expect(form).toBeVisible();

  // The platform's own label: refused before anything is sent.
  await form.getByTestId('brand-web-address').fill('localhost');
  await ok(form).click();
  await expect(fieldError(form, 'brand-web-address')).toHaveText('This label is reserved for the platform');
  await expect(form).toBeVisible();

  // A file named .png that is no picture: the server checks its bytes, the form says why.
  await form
    .getByTestId('brand-logo')
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(fieldError(form, 'brand-logo')).toHaveText(
    'This type of file is not accepted: upload a PNG, JPEG, WebP or GIF image',
  );
  await expect(form.getByTestId('brand-logo').locator('img')).toHaveCount(0);
  await axe(page, '.ant-modal-root[data-testid=brand-form]');

  await form.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
  await expect(form).toBeHidden();
  // Nothing was written: no brand of that name, the taken address still the other brand's alone.
  expect(await brandsMatching(name)).toEqual([]);
  expect((await brandsMatching(taken)).map((b) => b.brandName)).toEqual([`E2E Taken ${id}`]);
  const list = page.getByTestId('brand-list');
  await search(list, id);
  await expect(rows(list)).toHaveCount(1);
  await expect(rows(list).first()).toContainText(`E2E Taken ${id}`);
});

test('the theme form: each colour picker is a named button the keyboard opens, and axe finds nothing', async ({
  page,
}) => {
  await page.goto('/theme/theme');
  await page.getByTestId('create-theme').click();
  const form = dialog(page, 'theme-form');
  await expect(form).toBeVisible();
  for (const field of ['Primary colour', 'Sidebar background', 'Sidebar text']) {
    await expect(form.getByRole('button', { name: `Colour picker: ${field}` })).toBeVisible();
  }
  await axe(page, '.ant-modal-root[data-testid=theme-form]');
  const picker = form.getByTestId('theme-primaryColor-picker');
  await picker.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-color-picker-inner').filter({ visible: true })).toBeVisible();
  await page.keyboard.press('Escape');
});
