import { ACME, api, apiLogin, expect, test, uiLogin } from '../fixtures';
import { dialog, expectRowsText, ok, rows, search, success, uid } from '../org-helpers';

test.describe('brand admin', () => {
  test.use({ account: 'admin' });

  test("a brand admin created by the admin sees only its brand's schools on acme.localhost", async ({
    page,
    browser,
  }) => {
    const id = uid();
    const manager = { username: `e2e-acme-${id}`, name: `Acme Manager ${id}`, password: `pw-${id}` };

    // The admin adds an Acme brand manager on Acme's brandAdmin page (the school list's Brands button
    // leads to the brand list).
    await page.goto('/dashboard/dashboard');
    await page.locator('[data-testid=open-brands]').click();
    await expect(page).toHaveURL(/\/branding\/branding$/);
    const brands = page.locator('[data-testid=brand-list]');
    await search(brands, 'acme');
    await rows(brands).first().locator('[data-testid=brand-link]').click();
    const drawer = page.locator('[data-testid=brand-admin]');
    await expect(page.locator('[data-testid=brand-admin-name]')).toHaveText('Acme Academy');
    await drawer.getByRole('tab', { name: 'Schools' }).click();
    await expectRowsText(drawer, ['Acme Academy North Campus']);
    await drawer.getByRole('tab', { name: 'Brand managers' }).click();
    await drawer.locator('[data-testid=add-brand-manager]').click();
    const form = dialog(page, 'brand-manager-form');
    await form.getByLabel('Username').fill(manager.username);
    await form.getByLabel('Name', { exact: true }).fill(manager.name);
    await form.getByLabel('Initial password').fill(manager.password);
    await ok(form).click();
    await expect(success(page)).toContainText(manager.name);
    await expect(form).toBeHidden();
    await expectRowsText(drawer, [manager.username]);

    // It logs in on Acme's host and sees Acme's schools only.
    const context = await browser.newContext({ baseURL: ACME, storageState: { cookies: [], origins: [] } });
    const acme = await context.newPage();
    await acme.goto('/login');
    await uiLogin(acme, manager.username, manager.password);
    await expect(acme).toHaveURL(`${ACME}/dashboard`);
    await acme.goto('/dashboard/dashboard');
    const schools = acme.locator('[data-testid=school-list]');
    await expectRowsText(schools, ['Acme Academy North Campus'], ['启明', 'Riverside']);
    // The brand filter is the admin's only.
    await expect(schools.locator('[data-testid=filter-brand]')).toHaveCount(0);

    // Its people and classes are Acme's too.
    await acme.goto('/user/teaStu');
    await expectRowsText(acme.locator('[data-testid=teacher-list]'), ['acme-teacher', 'james.wilson'], ['huangjie']);
    await acme.goto('/classma/classlist');
    const classes = acme.locator('[data-testid=class-list]');
    await expect(rows(classes).first()).toBeVisible();
    await expect(rows(classes).filter({ hasNotText: 'Acme' })).toHaveCount(0);

    // Its token reaches nothing of another brand.
    const token = (await apiLogin(manager.username, manager.password, ACME)).token;
    const list = await api<{ list: { brandName: string }[] }>('/openapi/manage/getSchoolList?pageSize=100', {
      token,
      origin: ACME,
    });
    expect(list.data.list.map((s) => s.brandName)).toEqual(['Acme Academy']);
    await context.close();
  });
});

test.describe('the demo brand admin', () => {
  test.use({ account: 'brandadmin' });

  test("sees its brand's schools and may not add brand managers", async ({ page }) => {
    await page.goto('/dashboard/dashboard');
    const schools = page.locator('[data-testid=school-list]');
    // Searched for: other tests add schools to this brand, newest first, past the first page.
    for (const name of ['启明第一中学', '滨江双语学校']) {
      await search(schools, name);
      await expectRowsText(schools, [name]);
    }
    await search(schools, 'Acme');
    await expect(schools.getByTestId('list-empty')).toBeVisible();
    await search(schools, '');
    await page.locator('[data-testid=open-brands]').click();
    await expect(page.locator('[data-testid=brand-drawer-brand]').filter({ visible: true })).toBeVisible();
    await expect(page.locator('[data-testid=add-brand-manager]')).toHaveCount(0);
    await expect(page.locator('[data-testid=bind-schools]')).toHaveCount(0);
  });
});
