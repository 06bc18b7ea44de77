import fs from 'node:fs';
import { api, apiLogin, expect, test } from '../fixtures';
import { dialog, rows, search, uid } from '../org-helpers';

/** Bulk import and export of people (issue 3 item 3). */

const csv = (lines: string[][]) => Buffer.from(`${lines.map((l) => l.join(',')).join('\r\n')}\r\n`, 'utf8');

async function usernamesLike(token: string, keyword: string): Promise<string[]> {
  const res = await api<{ list: { username: string }[] }>(
    `/openapi/manage/getUserList?keyword=${encodeURIComponent(keyword)}&pageSize=100`,
    { token },
  );
  expect(res.code).toBe(200);
  return res.data.list.map((u) => u.username).sort();
}

test.describe('school admin', () => {
  test.use({ account: 'schooladmin' });

  test('a file with a bad row is refused whole; fixed, its people appear in the list and can log in', async ({
    page,
    session,
  }) => {
    const id = uid();
    const first = { username: `imp-a-${id}`, name: `Import A ${id}` };
    const second = { username: `imp-b-${id}`, name: `Import B ${id}` };
    const header = ['Username', 'Name', 'Phone', 'Password', 'Class'];

    await page.goto('/studentList/studentList');
    const list = page.locator('[data-testid=student-list]');
    await expect(rows(list).first()).toBeVisible();
    await list.locator('[data-testid=import-open]').click();
    const importer = dialog(page, 'import-dialog');
    await expect(importer).toContainText('Import students');

    // One row takes a username that exists already: the preview says so, and the import cannot start.
    await importer.locator('input[type=file]').setInputFiles({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: csv([
        header,
        [first.username, first.name, '13800000001', 'secret-a1', '八年级1班'],
        ['student', second.name, '', '', ''],
      ]),
    });
    const preview = importer.locator('[data-testid=import-preview]');
    await expect(preview.locator('[data-testid=import-summary]')).toContainText('2 rows: 1 ready, 1 with errors');
    await expect(preview.locator('[data-testid=import-row-errors]')).toContainText('this username is already taken');
    await expect(importer.locator('[data-testid=import-submit]')).toBeDisabled();
    expect(await usernamesLike(session?.token ?? '', `imp-a-${id}`)).toEqual([]);

    // The fixed file imports, with progress and a result.
    await importer.locator('[data-testid=import-another]').click();
    await importer.locator('input[type=file]').setInputFiles({
      name: 'students-fixed.csv',
      mimeType: 'text/csv',
      buffer: csv([
        header,
        [first.username, first.name, '13800000001', 'secret-a1', '八年级1班'],
        [second.username, second.name, '', '', ''],
      ]),
    });
    await expect(importer.locator('[data-testid=import-summary]')).toContainText('All 2 rows passed the check');
    await importer.locator('[data-testid=import-submit]').click();
    const done = importer.locator('[data-testid=import-result]');
    await expect(done).toContainText('2 people imported');
    // The second row had no password: a temporary one, shown once.
    const temporary = (await done.locator('.ant-typography code').first().textContent())?.trim() ?? '';
    expect(temporary).toMatch(/^[A-Za-z2-9]{8}$/);
    const download = page.waitForEvent('download');
    await done.locator('[data-testid=import-passwords]').click();
    const passwords = fs.readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(passwords).toContain(`"${second.username}","${second.name}"`);
    expect(passwords).toContain(temporary);
    await importer.locator('[data-testid=import-done]').click();

    await search(list, `imp-`);
    await expect(rows(list).filter({ hasText: first.username })).toHaveCount(1);
    await expect(rows(list).filter({ hasText: second.username })).toHaveCount(1);
    await expect(rows(list).filter({ hasText: first.username })).toContainText('八年级1班');
    await apiLogin(first.username, 'secret-a1');
    await apiLogin(second.username, temporary);
  });
});

test.describe('admin', () => {
  test.use({ account: 'admin' });

  test('exports the filtered list as CSV and XLSX', async ({ page }) => {
    await page.goto('/user/teaStu');
    const teachers = page.locator('[data-testid=teacher-list]');
    await expect(rows(teachers).first()).toBeVisible();
    await search(teachers, 'huang');
    await expect(rows(teachers)).toHaveCount(1);

    await teachers.locator('[data-testid=export-open]').click();
    let download = page.waitForEvent('download');
    await page.locator('[data-testid=export-csv]').click();
    let file = await download;
    expect(file.suggestedFilename()).toMatch(/^Teachers-\d{8}-\d{4}\.csv$/);
    const text = fs.readFileSync((await file.path()) ?? '', 'utf8').replace(/^\ufeff/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('ID,Username,Name,Role,Brand,School,Grade,Class,Phone,Status,Last login,Created');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',huangjie,黄杰,Teacher,');

    await teachers.locator('[data-testid=export-open]').click();
    download = page.waitForEvent('download');
    await page.locator('[data-testid=export-xlsx]').click();
    file = await download;
    expect(file.suggestedFilename()).toMatch(/^Teachers-\d{8}-\d{4}\.xlsx$/);
    // An XLSX workbook is a ZIP archive.
    expect(
      fs
        .readFileSync((await file.path()) ?? '')
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
