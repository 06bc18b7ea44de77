import type { APIRequestContext } from '@playwright/test';
import { BASE, DEMO_PASSWORD, expect, md5, shownConfirm, test } from '../fixtures';
import { dialog, ok, pick, rows, search, success, uid } from '../org-helpers';

/**
 * Devices (issue 13 item 6, /AIPad/index): the brand admin imports a serial, binds the device to a student,
 * and the device signs in for that student through clientLogin (the device's own calls, made here with
 * Playwright's request) and checks in with its heartbeat; disabled, it can no longer sign in.
 */

const csv = (lines: string[][]) => Buffer.from(`${lines.map((l) => l.join(',')).join('\r\n')}\r\n`, 'utf8');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The device's sign-in: the student's credentials and the device's serial (GET, query parameters). */
async function clientLogin(request: APIRequestContext, username: string, serial: string) {
  const res = await request.get(`${BASE}/openapi/user/clientLogin`, {
    params: { loginvalue: username, pwd: md5(DEMO_PASSWORD), deviceSerial: serial },
    headers: { devicetype: 'pad' },
  });
  return (await res.json()) as Envelope<{ user: { token: string; username: string; roletype: number } } | null>;
}

test.describe('brand admin', () => {
  test.use({ account: 'brandadmin' });

  test('a device is imported, bound to a student, and signs in for the student through clientLogin', async ({
    page,
    request,
  }) => {
    const serial = `E2E-PAD-${uid()}`.toUpperCase();
    await page.goto('/AIPad/index');
    const list = page.locator('[data-testid=device-list]');
    await expect(rows(list).first()).toBeVisible();

    // The import: a file with a serial already registered is refused whole; fixed, it imports.
    await list.locator('[data-testid=import-open]').click();
    const importer = dialog(page, 'import-dialog');
    await expect(importer).toContainText('Import device serials');
    await pick(page, importer.locator('[data-testid=import-school]'), '启明', /启明第一中学/);
    await importer.locator('input[type=file]').setInputFiles({
      name: 'devices.csv',
      mimeType: 'text/csv',
      buffer: csv([
        ['Serial', 'Kind', 'Model'],
        [serial, 'pad', 'StudyPad E2E'],
        ['PAD-QM-0001', 'pad', ''],
      ]),
    });
    const preview = importer.locator('[data-testid=import-preview]');
    await expect(preview.locator('[data-testid=import-summary]')).toContainText('2 rows: 1 ready, 1 with errors');
    await expect(preview.locator('[data-testid=import-row-errors]')).toContainText('Serial: is already registered');
    await expect(importer.locator('[data-testid=import-submit]')).toBeDisabled();

    await importer.locator('[data-testid=import-another]').click();
    await importer.locator('input[type=file]').setInputFiles({
      name: 'devices-fixed.csv',
      mimeType: 'text/csv',
      buffer: csv([
        ['Serial', 'Kind', 'Model'],
        [serial.toLowerCase(), 'pad', 'StudyPad E2E'],
      ]),
    });
    await expect(importer.locator('[data-testid=import-summary]')).toContainText('All 1 rows passed the check');
    await importer.locator('[data-testid=import-submit]').click();
    await expect(importer.locator('[data-testid=import-result]')).toContainText('Devices imported: 1');
    await importer.locator('[data-testid=import-done]').click();

    // Not bound yet: the device cannot sign in.
    expect(await clientLogin(request, 'lina', serial)).toMatchObject({
      code: 409,
      msg: 'This device is not bound to a student',
    });

    // Bound to 李娜 from the list.
    await search(list, serial.slice(0, 12));
    const row = rows(list).filter({ hasText: serial });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Not bound');
    await expect(row).toContainText('Never');
    await row.locator('[data-testid=device-action-bind]').click();
    const binder = dialog(page, 'device-bind-dialog');
    await pick(page, binder.locator('[data-testid=device-bind-student]'), 'lina', /lina/);
    await ok(binder).click();
    await expect(success(page)).toContainText(`${serial} is bound to 李娜`);
    await expect(row.locator('[data-testid=device-student]')).toContainText('李娜');

    // The device signs in for the student: the token is a student's session on this pad.
    const login = await clientLogin(request, 'lina', serial);
    expect(login).toMatchObject({ code: 200, data: { user: { username: 'lina', roletype: 1 } } });
    const token = login.data?.user.token ?? '';
    const beat = await request.post(`${BASE}/openapi/device/heartbeat`, { headers: { authorization: token } });
    expect(((await beat.json()) as Envelope<{ serial: string }>).data).toMatchObject({ serial });
    // Another student's credentials on it are refused.
    expect((await clientLogin(request, 'student', serial)).msg).toBe('This device is bound to another student');

    await page.reload();
    await search(list, serial.slice(0, 12));
    await expect(rows(list).filter({ hasText: serial })).not.toContainText('Never');

    // Disabled: its session ends and it can no longer sign in.
    await rows(list).filter({ hasText: serial }).locator('[data-testid=device-action-more]').click();
    await page.locator('[data-testid=device-action-status]').filter({ visible: true }).click();
    await (await shownConfirm(page)).getByTestId('confirm-ok').click();
    await expect(success(page)).toContainText(`${serial} is disabled`);
    await expect(rows(list).filter({ hasText: serial })).toContainText('Disabled');
    const after = await request.post(`${BASE}/openapi/device/heartbeat`, { headers: { authorization: token } });
    expect(((await after.json()) as Envelope<unknown>).code).not.toBe(200);
    expect(await clientLogin(request, 'lina', serial)).toMatchObject({
      code: 403,
      msg: 'This device has been disabled',
    });
  });
});
