import { check, type Finding, settle } from '../a11y-gate';
import { expect, menuItem, test, toast } from '../fixtures';

/**
 * Role preview (issue 14 item 5; spec section 4's role change): the admin previews as the demo teacher, sees
 * the teacher's menu and not its own, cannot save a change (the read-only message, still in the preview),
 * ends the preview in one click and is the admin again on the page it left. The banner passes axe.
 */
test.use({ account: 'admin' });

test('the admin previews as the teacher, cannot change anything, and ends the preview', async ({ page }) => {
  await page.goto('/user/teaStu');
  await expect(menuItem(page, '/user/teaStu')).toHaveCount(1);

  await page.locator('[data-testid=avatar-menu]').click();
  await page.locator('[data-testid=menu-role-preview]').click();
  const dialog = page.locator('.ant-modal').filter({ visible: true });
  await expect(dialog).toBeVisible();
  // The role is Teacher by default; pick the demo teacher by its username.
  await dialog.locator('#preview-user').click();
  await dialog.locator('#preview-user').fill('teacher');
  await page.locator('.ant-select-item-option').filter({ hasText: '(teacher)' }).first().click();
  await dialog.getByTestId('preview-start').click();

  const banner = page.getByTestId('preview-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('status')).toContainText('teacher');
  await expect(page.getByRole('region', { name: 'Role preview' })).toBeVisible();
  // The teacher's menu, not the admin's.
  await expect(menuItem(page, '/myClass/myClass')).toHaveCount(1);
  await expect(menuItem(page, '/user/teaStu')).toHaveCount(0);

  // Axe on a page in the preview, banner included.
  await settle(page);
  const findings: Finding[] = [];
  await check(page, 'teacher home in a role preview', findings, { checked: 0 });
  expect(findings).toEqual([]);

  // A change is refused with the read-only message; the preview goes on.
  await page.locator('[data-testid=avatar-menu]').click();
  await page.locator('[data-testid=menu-change-password]').click();
  const password = page.locator('[data-testid=password-dialog]');
  await expect(password).toBeVisible();
  await password.locator('#oldPwd').fill('demo123');
  await password.locator('#newPwd').fill('another-pass');
  await password.locator('#rePwd').fill('another-pass');
  await password.locator('[data-testid=password-submit]').click();
  await expect(toast(page).filter({ hasText: 'This is a preview: nothing can be changed' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(banner).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);

  // One click ends it: the admin again, on the page it left.
  await banner.getByRole('button', { name: 'End preview' }).click();
  await expect(page).toHaveURL(/\/user\/teaStu$/);
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  await expect(menuItem(page, '/user/teaStu')).toHaveCount(1);
  await expect(menuItem(page, '/myClass/myClass')).toHaveCount(0);
});
