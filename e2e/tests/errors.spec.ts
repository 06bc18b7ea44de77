import { apiLogout, expect, sidebar, test } from '../fixtures';

test.describe('teacher', () => {
  test.use({ account: 'teacher' });

  test('a malformed token (50008) asks to log in again; Re-Login goes to the login page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(sidebar(page)).toBeVisible();
    // The user cookie stays; only the token is broken.
    await page.evaluate(() => localStorage.setItem('token', 'not a token!'));
    await page.reload();

    const dialog = page.locator('.ant-modal-confirm, [role=dialog]').filter({ hasText: 'You have been logged out' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Re-Login' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.locator('#username')).toBeVisible();
  });

  test('Cancel closes the re-login dialog and stays', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(sidebar(page)).toBeVisible();
    await page.evaluate(() => localStorage.setItem('token', 'not a token!'));
    await page.reload();
    const dialog = page.locator('.ant-modal-confirm, [role=dialog]').filter({ hasText: 'You have been logged out' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('a session ended on the server (logout elsewhere) sends the user back to /login', async ({ page, session }) => {
    await page.goto('/dashboard');
    await expect(sidebar(page)).toBeVisible();
    // Log this very session out from another client.
    const res = await apiLogout(session!.token);
    expect(res.code).toBe(200);

    await page.goto('/guide/index');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.locator('#username')).toBeVisible();
  });

  test('an unknown token (401) sends the user back to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(sidebar(page)).toBeVisible();
    // Well formed, but no such session.
    await page.evaluate(() => localStorage.setItem('token', 'A'.repeat(43)));
    await page.goto('/guide/index');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.locator('#username')).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.locator('[data-testid=page-404]')).toBeVisible();
  });
});

test.describe('student', () => {
  test.use({ account: 'student' });

  test('a route the role may not open shows the 401 page', async ({ page }) => {
    await page.goto('/guide/index');
    await expect(page).toHaveURL('/401');
    await expect(page.locator('[data-testid=page-401]')).toBeVisible();
    await expect(page.locator('[data-testid=guide-start]')).toHaveCount(0);
  });
});
