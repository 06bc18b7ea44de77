import { api, apiLogin, expect, pageAs, shownConfirm, test } from '../fixtures';
import { check, type Finding, report, settle } from '../a11y-gate';
import { dialog, ok, pick, rows, search, success, uid } from '../org-helpers';

test.use({ account: 'admin' });

/**
 * AI-pad packages (issue 13 item 7): the admin creates a package and grants it to the demo school; the demo
 * school's admin grants it to a student, sees who has it until when and revokes that student's grant, which
 * the student's pad (getMyPackages) no longer counts, while the school's grant still covers the student.
 */
test('the admin grants a new package to the demo school; the school admin revokes a student’s grant', async ({
  page,
  browser,
}) => {
  const name = `E2E pad pack ${uid()}`;

  // The admin creates the package.
  await page.goto('/AIPadPackageMGT/index');
  const packages = page.locator('[data-testid=package-list]');
  await packages.locator('[data-testid=package-create]').click();
  const form = dialog(page, 'package-form');
  await form.getByLabel('Package name').fill(name);
  await form.getByLabel('Description').fill('Made by the end-to-end test');
  await ok(form).click();
  await expect(success(page)).toContainText(name);
  await search(packages, name);
  const row = rows(packages).filter({ hasText: name });
  await expect(row).toHaveCount(1);

  // …and grants it to the demo school from the package's school grants.
  await row.locator('[data-testid=package-school-grants]').click();
  await expect(page).toHaveURL(/\/AIPadPackageMGT\/schoolList\?packageId=\d+/);
  const packageId = Number(new URL(page.url()).searchParams.get('packageId'));
  const schoolGrants = page.locator('[data-testid=grant-list-school]');
  await schoolGrants.locator('[data-testid=grant-create]').click();
  const grantForm = dialog(page, 'grant-form');
  await pick(page, grantForm.locator('[data-testid=grant-form-grantees]'), '启明第一', /启明第一中学/);
  await page.keyboard.press('Escape');
  await ok(grantForm).click();
  await expect(success(page)).toContainText('Grants made: 1');
  const schoolRow = rows(schoolGrants).filter({ hasText: '启明第一中学' });
  await expect(schoolRow).toHaveCount(1);
  await expect(schoolRow.locator('[data-testid=grant-status]')).toHaveText('In effect');

  // The demo school's admin grants it to lina and sees who has it until when.
  const { context, page: school } = await pageAs(browser, 'schooladmin');
  try {
    await school.goto(`/AIPadPackageMGT/studentList?packageId=${packageId}`);
    const students = school.locator('[data-testid=grant-list-student]');
    await students.locator('[data-testid=grant-create]').click();
    const studentForm = dialog(school, 'grant-form');
    await pick(school, studentForm.locator('[data-testid=grant-form-grantees]'), 'lina', /lina/);
    await school.keyboard.press('Escape');
    await ok(studentForm).click();
    await expect(success(school)).toContainText('Grants made: 1');
    const lina = rows(students).filter({ hasText: 'lina' });
    await expect(lina).toHaveCount(1);
    await expect(lina).toContainText(name);
    await expect(lina.locator('[data-testid=grant-status]')).toHaveText('In effect');
    await expect(lina.locator('[data-testid=grant-ends]')).not.toBeEmpty();

    // lina's pad counts both grants.
    const linaUser = await apiLogin('lina');
    const mine = async () =>
      (
        await api<{ packages: { id: number; source: string }[] }>('/openapi/package/getMyPackages', {
          token: linaUser.token,
        })
      ).data.packages
        .filter((p) => p.id === packageId)
        .map((p) => p.source);
    expect((await mine()).sort()).toEqual(['school', 'student']);

    // Revoked, with a confirmation: the row says so and lina keeps the package through her school only.
    await lina.locator('[data-testid=grant-revoke]').click();
    const confirm = await shownConfirm(school);
    await expect(confirm).toContainText(name);
    await confirm.locator('.ant-btn-dangerous').click();
    await expect(success(school)).toContainText('Grant revoked');
    await expect(lina.locator('[data-testid=grant-status]')).toHaveText('Revoked');
    await expect(lina.locator('[data-testid=grant-revoke]')).toHaveCount(0);
    expect(await mine()).toEqual(['school']);
  } finally {
    await context.close();
  }
});

interface BrandApps {
  brandId: number;
  brandName: string;
  list: { id: number; name: string; enabled: boolean; position: number | null }[];
}

/**
 * AppConfiguration (issue 13 item 2): the admin follows a brand's "Pad apps" link in the brand list, shows
 * two applications on acme's pads, moves the second up with the keyboard and hides one; the order holds
 * after a reload, the page passes axe, and the demo brand's choice is untouched.
 */
test('the admin chooses and orders acme’s pad applications from the brand list', async ({ page, session }, info) => {
  const token = session?.token ?? '';
  const brandApps = async (brandId: number) => {
    const res = await api<BrandApps>(`/openapi/application/getBrandApplications?brandId=${brandId}&pageSize=100`, {
      token,
    });
    expect(res.code).toBe(200);
    return res.data;
  };
  const setShown = (brandId: number, appId: number, enabled: boolean) =>
    api('/openapi/application/setBrandApplication', { json: { brandId, appId, enabled }, token });
  const brands = await api<{ brandId: number; webAddress: string }[]>('/openapi/brand/getAllBrand', { token });
  const idOf = (webAddress: string) => brands.data.find((b) => b.webAddress === webAddress)?.brandId ?? 0;
  const acmeId = idOf('acme');
  const demoId = idOf('localhost');
  expect(acmeId).toBeGreaterThan(0);
  expect(demoId).toBeGreaterThan(0);
  const demoBefore = (await brandApps(demoId)).list;

  // acme starts with nothing shown (whatever an earlier run left).
  for (const a of (await brandApps(acmeId)).list.filter((x) => x.enabled)) await setShown(acmeId, a.id, false);
  const [first, second] = (await brandApps(acmeId)).list;
  if (!first || !second) throw new Error('the demo data has two pad applications');

  await page.goto('/branding/branding');
  const list = page.locator('[data-testid=brand-list]');
  await search(list, 'acme');
  await rows(list).first().locator('[data-testid=brand-action-more]').click();
  await page.locator('[data-testid=brand-action-pad-apps]').click();
  await expect(page).toHaveURL(new RegExp(`/branding/AppConfiguration\\?brandId=${acmeId}$`));
  const table = page.locator('[data-testid=brand-app-list]');
  await expect(table.locator('.ant-card-head-title')).toContainText('Acme');
  await expect(page.locator('[data-testid=brand-scope]')).toContainText('Acme');

  const row = (name: string) => rows(table).filter({ hasText: name });
  const show = async (name: string) => {
    await page.getByRole('switch', { name: `Show “${name}” on the pads` }).click();
    await expect(success(page)).toContainText(name);
  };
  await show(first.name);
  await show(second.name);
  await expect(rows(table).nth(0)).toContainText(first.name);
  await expect(rows(table).nth(1)).toContainText(second.name);

  // The second moves up by keyboard.
  const up = page.getByRole('button', { name: `Move “${second.name}” up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(success(page)).toContainText('Order updated');
  await expect(rows(table).nth(0)).toContainText(second.name);

  // The order survives a reload.
  await page.reload();
  await expect(rows(table).nth(0)).toContainText(second.name);
  await expect(rows(table).nth(1)).toContainText(first.name);
  expect((await brandApps(acmeId)).list.filter((a) => a.enabled).map((a) => [a.id, a.position])).toEqual([
    [second.id, 0],
    [first.id, 1],
  ]);

  // Hiding one: it says so, the other closes up.
  await page.getByRole('switch', { name: `Show “${first.name}” on the pads` }).click();
  await expect(success(page)).toContainText(first.name);
  await expect(row(first.name)).toContainText('Not shown');
  await page.reload();
  await expect(row(first.name)).toContainText('Not shown');
  await expect(page.getByRole('switch', { name: `Show “${second.name}” on the pads` })).toBeChecked();

  // axe on the page as it is.
  await settle(page);
  const findings: Finding[] = [];
  const counter = { checked: 0 };
  await check(page, '/branding/AppConfiguration', findings, counter);
  report(findings, counter, info);

  // The demo brand's choice is as it was; acme is put back.
  expect((await brandApps(demoId)).list).toEqual(demoBefore);
  await setShown(acmeId, second.id, false);
});
