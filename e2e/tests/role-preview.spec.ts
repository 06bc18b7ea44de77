import type { Page } from '@playwright/test';
import { check, type Finding, settle } from '../a11y-gate';
import { apiLogin, expect, menuItem, test } from '../fixtures';

/**
 * Role preview (issue 14 item 5; spec section 4's role change): the admin previews as the demo teacher, sees
 * the teacher's menu and not its own, is offered no change of the previewed account (no "Change password"),
 * cannot save a change (the read-only message, still in the preview), ends the preview in one click and is
 * the admin again on the page it left. The banner passes axe, and shows on a standalone page (the data
 * screen) too, where it ends the preview the same way.
 */
test.use({ account: 'admin' });

/** From the avatar menu: a preview as the user of this username (of the role named, else Teacher). */
async function startPreview(page: Page, username: string, role?: string) {
  await page.locator('[data-testid=avatar-menu]').click();
  await page.locator('[data-testid=menu-role-preview]').click();
  const dialog = page.locator('.ant-modal').filter({ visible: true });
  await expect(dialog).toBeVisible();
  if (role) {
    await dialog.locator('#preview-role').click();
    await page.locator('.ant-select-item-option').filter({ hasText: role }).first().click();
  }
  await dialog.locator('#preview-user').click();
  await dialog.locator('#preview-user').fill(username);
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `(${username})` })
    .first()
    .click();
  await dialog.getByTestId('preview-start').click();
}

test('the admin previews as the teacher, cannot change anything, and ends the preview', async ({ page }) => {
  await page.goto('/user/teaStu');
  await expect(menuItem(page, '/user/teaStu')).toHaveCount(1);

  // The role is Teacher by default; the demo teacher by its username.
  await startPreview(page, 'teacher');

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

  // Read-only: the avatar menu offers nothing that changes the previewed user's own account (its password),
  // and leaving means ending the preview.
  await page.locator('[data-testid=avatar-menu]').click();
  await expect(page.locator('[data-testid=menu-end-preview]')).toBeVisible();
  await expect(page.locator('[data-testid=menu-change-password]')).toHaveCount(0);
  await expect(page.locator('[data-testid=menu-logout]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A change is refused with the read-only message (an AI course for the teacher's student); the preview goes on.
  const student = await apiLogin('student');
  await page.goto(`/myStudent/aiCourse?studentId=${student.id}`);
  await expect(page.getByTestId('ai-course-page')).toBeVisible();
  await page.getByTestId('ai-create').click();
  await expect(page.getByText('This is a preview: nothing can be changed').first()).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);

  // One click ends it: the admin again, on the page it left.
  await banner.getByRole('button', { name: 'End preview' }).click();
  await expect(page).toHaveURL(/\/user\/teaStu$/);
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  await expect(menuItem(page, '/user/teaStu')).toHaveCount(1);
  await expect(menuItem(page, '/myClass/myClass')).toHaveCount(0);
  // The admin's own menu again: its password can be changed.
  await page.locator('[data-testid=avatar-menu]').click();
  await expect(page.locator('[data-testid=menu-change-password]')).toBeVisible();
  await expect(page.locator('[data-testid=menu-logout]')).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a standalone page in a preview shows the banner; its one click ends the preview', async ({ page }) => {
  await page.goto('/user/teaStu');
  // The demo school admin, whose avatar menu opens the data screen (outside the layout).
  await startPreview(page, 'schooladmin', 'School admin');
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toBeVisible();

  // In the preview the data screen opens in this tab (the preview is this tab's), with the banner above it.
  await page.locator('[data-testid=avatar-menu]').click();
  await page.locator('[data-testid=menu-data-screen]').click();
  await expect(page).toHaveURL(/\/alonePage\?schoolId=\d+$/);
  await expect(page.getByTestId('data-screen')).toBeVisible();
  await expect(page.locator('[data-testid=sidebar]')).toHaveCount(0);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('status')).toContainText('schooladmin');

  await banner.getByRole('button', { name: 'End preview' }).click();
  await expect(page).toHaveURL(/\/user\/teaStu$/);
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  await expect(menuItem(page, '/user/teaStu')).toHaveCount(1);
});
