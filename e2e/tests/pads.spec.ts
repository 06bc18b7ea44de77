import { api, apiLogin, expect, pageAs, shownConfirm, test } from '../fixtures';
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
