import { api, apiLogin, DEMO_PASSWORD, dialogsShown, expect, md5, test, toast, uiLogin } from '../fixtures';

// Runs in its own Playwright project after every other test: a password change ends all teacher sessions.
test.describe.configure({ mode: 'serial' });
test.use({ account: 'teacher' });

const NEW_PASSWORD = 'e2e-new-pass';

async function openDialog(page: import('@playwright/test').Page) {
  await page.locator('[data-testid=avatar-menu]').click();
  await page.locator('[data-testid=menu-change-password]').click();
  const dialog = page.locator('[data-testid=password-dialog]');
  await expect(dialog).toBeVisible();
  await dialogsShown(page);
  return dialog;
}

test('the password dialog validates its fields (spec section 5) and cannot be closed by clicking outside', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const dialog = await openDialog(page);

  await dialog.locator('[data-testid=password-submit]').click();
  await expect(dialog.getByText(/original password cannot be empty/i)).toBeVisible();
  await expect(dialog.getByText(/new password cannot be empty/i)).toBeVisible();
  await expect(dialog.getByText(/please enter password confirmation/i)).toBeVisible();

  await dialog.locator('#oldPwd').fill('12345');
  await dialog.locator('#newPwd').fill('abc');
  await dialog.locator('#rePwd').fill('abd');
  await dialog.locator('[data-testid=password-submit]').click();
  await expect(dialog.getByText(/cannot be less than 6 digits/i)).toHaveCount(2);
  await expect(dialog.getByText(/the two passwords do not match, please check/i)).toBeVisible();

  // Blocked: still open, still logged in.
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  // A click on the mask does not close it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
});

test('changing the password notifies, logs out, refuses the old password and accepts the new one', async ({ page }) => {
  await page.goto('/dashboard');
  const dialog = await openDialog(page);
  await dialog.locator('#oldPwd').fill(DEMO_PASSWORD);
  await dialog.locator('#newPwd').fill(NEW_PASSWORD);
  await dialog.locator('#rePwd').fill(NEW_PASSWORD);
  await dialog.locator('[data-testid=password-submit]').click();

  try {
    await expect(page.locator('.ant-notification-notice')).toBeVisible();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The old password no longer works: an error (toast or the form's alert), no session.
    await uiLogin(page, 'teacher', DEMO_PASSWORD);
    await expect(toast(page).or(page.locator('[role=alert]')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The new one does.
    await page.reload();
    await uiLogin(page, 'teacher', NEW_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.locator('[data-testid=dashboard-profile]')).toContainText('teacher');
  } finally {
    // Put demo123 back so the demo account keeps working for whatever runs next.
    let user = null;
    try {
      user = await apiLogin('teacher', NEW_PASSWORD);
    } catch {
      // the change did not happen: nothing to restore
    }
    if (user) {
      const res = await api('/openapi/user/modifyPasswordByOldPwd', {
        method: 'POST',
        token: user.token,
        form: { userid: user.id, oldPwd: md5(NEW_PASSWORD), newPwd: md5(DEMO_PASSWORD), rePwd: md5(DEMO_PASSWORD) },
      });
      expect(res.code, `restoring the teacher's password: ${res.msg}`).toBe(200);
    }
  }
});
