import { ACME, api, apiLogin, expect, md5, menuItem, pageAs, sessionState, test } from '../fixtures';
import { confirmOk, dialog, ok, option, success, uid } from '../org-helpers';

/**
 * Menu settings (issue 13 item 4): a brand admin hides a menu entry for its brand's teachers; a teacher of
 * that brand no longer sees it and cannot open it by its address (nor call its page's endpoints), while a
 * teacher of another brand still does. The brand is acme (acme-teacher, at acme.localhost), whose admin the
 * test adds, so that the demo brand's teachers, whom other specs use, keep their menu throughout.
 */

const EVALUATION = '/afterClassEvaluation/index';
const EVALUATIONS_API = '/openapi/report/getLessonEvaluations?classId=1&lessonId=1';
const PASSWORD = 'menus-e2e-1';

test('a brand admin hides an entry for its teachers; another brand’s teachers keep it', async ({ browser }) => {
  const admin = await apiLogin('admin');
  const acme = await api<{ brandId: number }>('/openapi/brand/getBrandByWebAddress?webAddress=acme', { origin: ACME });
  expect(acme.code, acme.msg).toBe(200);
  const username = `menus-${uid()}`;
  const added = await api('/openapi/brand/addBrandUser', {
    token: admin.token,
    form: { brandId: acme.data.brandId, username, name: 'Menu admin', pwd: md5(PASSWORD) },
  });
  expect(added.code, added.msg).toBe(200);
  const brandAdmin = await apiLogin(username, PASSWORD, ACME);
  const context = await browser.newContext({ baseURL: ACME, storageState: sessionState(brandAdmin, ACME) });
  const page = await context.newPage();
  const restore = () =>
    api('/openapi/menu/saveMenuSettings', {
      token: brandAdmin.token,
      origin: ACME,
      json: { roleType: 0, entries: [] },
    });

  try {
    await page.goto('/menuBrand/brandIndex');
    const editor = page.getByTestId('menus-brand');
    await expect(editor).toBeVisible();
    await expect(page.getByTestId('menus-role')).toContainText('Teacher');
    const entries = page.getByTestId('menu-entries');
    const preview = page.getByTestId('menu-preview');
    const row = entries.locator(`[data-path="${EVALUATION}"]`);
    await expect(preview.locator(`[data-path="${EVALUATION}"]`)).toBeVisible();

    // Keyboard: move the entry up one place, the preview follows and the move is announced.
    const before = await entries.locator('> li').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
    const at = before.indexOf(EVALUATION);
    await row.getByTestId('menu-row-up').click();
    await expect(page.getByTestId('menu-announcement')).toContainText(`position ${at}`);
    await expect(entries.locator('> li').nth(at - 1)).toHaveAttribute('data-path', EVALUATION);
    await expect(preview.locator('li').nth(at - 1)).toHaveAttribute('data-path', EVALUATION);
    // Drag and drop: back to where it was.
    await row.dragTo(entries.locator('> li').nth(at));
    await expect(entries.locator('> li').nth(at)).toHaveAttribute('data-path', EVALUATION);
    await expect(page.getByTestId('menu-save')).toBeDisabled();

    // Hide it: gone from the preview; saved.
    await row.getByTestId('menu-row-show').click();
    await expect(preview.locator(`[data-path="${EVALUATION}"]`)).toHaveCount(0);
    await page.getByTestId('menu-save').click();
    await expect(success(page)).toContainText('The Teacher menu is saved');
    await expect(page.getByTestId('menu-save')).toBeDisabled();
    await expect(row.getByTestId('menu-row-show')).not.toBeChecked();

    // The brand's teacher: not in the menu, refused by address, its page's endpoints refused by the server.
    const theirs = await pageAs(browser, 'acme-teacher');
    await theirs.page.goto('/dashboard');
    await expect(menuItem(theirs.page, '/myClass/myClass')).toBeVisible();
    await expect(menuItem(theirs.page, EVALUATION)).toHaveCount(0);
    await theirs.page.goto(EVALUATION);
    await expect(theirs.page).toHaveURL(/\/401$/);
    const acmeTeacher = await apiLogin('acme-teacher');
    const refused = await api(EVALUATIONS_API, { token: acmeTeacher.token, origin: ACME });
    expect(refused.code).toBe(403);
    expect(refused.msg).toBe('This page is hidden from your menu');
    await theirs.context.close();

    // A teacher of the demo brand keeps it, and its page.
    const ours = await pageAs(browser, 'teacher');
    await ours.page.goto('/dashboard');
    await expect(menuItem(ours.page, EVALUATION)).toBeVisible();
    await menuItem(ours.page, EVALUATION).click();
    await expect(ours.page).toHaveURL(new RegExp(`${EVALUATION}$`));
    const teacher = await apiLogin('teacher');
    expect((await api(EVALUATIONS_API, { token: teacher.token })).code).not.toBe(403);
    await ours.context.close();

    // Restored to the defaults (confirmed): the brand's teachers have it again.
    await page.getByTestId('menu-restore').click();
    await confirmOk(page).click();
    await expect(preview.locator(`[data-path="${EVALUATION}"]`)).toBeVisible();
    await expect(row.getByTestId('menu-row-show')).toBeChecked();
    expect((await api(EVALUATIONS_API, { token: acmeTeacher.token, origin: ACME })).code).not.toBe(403);
  } finally {
    await restore();
    await context.close();
  }
});

test.describe('the platform menu', () => {
  test.use({ account: 'admin' });

  test('renames an entry of a role, in its preview', async ({ page }) => {
    await page.goto('/menu/menu');
    await expect(page.getByTestId('menus-platform')).toBeVisible();
    await page.getByTestId('menus-role').click();
    await option(page, 'Student').click();
    const row = page.getByTestId('menu-entries').locator('[data-path="/WrongTopic/WrongTopic"]');
    await row.getByTestId('menu-row-rename').click();
    const rename = dialog(page, 'menu-rename');
    await rename.getByTestId('menu-rename-en').fill('Mistakes');
    await ok(rename).click();
    await expect(rename).toHaveCount(0);
    await expect(page.getByTestId('menu-preview').locator('[data-path="/WrongTopic/WrongTopic"]')).toHaveText(
      'Mistakes',
    );
    // Not saved: discarded, the role's menu is the table's.
    await page.getByTestId('menu-discard').click();
    await expect(page.getByTestId('menu-preview').locator('[data-path="/WrongTopic/WrongTopic"]')).not.toHaveText(
      'Mistakes',
    );
  });
});
