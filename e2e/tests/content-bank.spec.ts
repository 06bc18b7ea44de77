import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, toast, shownConfirm } from '../fixtures';

/**
 * Issue 4, question bank (/topic/index): an admin writes a fill-in question with a formula and two
 * blanks, sees it as a student will, finds it with the search and filters, exports the bank as JSON,
 * checks an import file (per-row errors, nothing written), imports a correct one, and deletes the
 * question after confirming.
 */
test.use({ account: 'admin' });

/** Searches with the search button (see org-helpers' search for why not Enter). */
async function search(page: Page, text: string) {
  const box = page.getByTestId('list-search');
  await box.locator('input').fill(text);
  await box.locator('.ant-input-search-btn').click();
}

test('write, preview, find, export, import and delete questions', async ({ page }) => {
  const tag = `E2E${Date.now().toString(36)}`;
  await page.goto('/topic/index');
  await expect(page.getByTestId('question-bank')).toBeVisible();
  await expect(page.getByTestId('knowledge-panel').getByTestId('kp-node').first()).toBeVisible();

  // ---- a fill-in question ----
  await page.getByTestId('create-question').click();
  const form = page.getByTestId('question-form');
  await form.getByTestId('qf-type').getByText('Fill in the blanks').click();
  const stem = form.locator('[data-testid=qf-stem] .ProseMirror');
  await stem.click();
  await page.keyboard.type(`${tag} The roots of $x^2=9$ are `);
  await form.getByTestId('qf-stem').getByTestId('rte-blank').click();
  await page.keyboard.type('and ');
  await form.getByTestId('qf-stem').getByTestId('rte-blank').click();
  // typing $…$ made a formula node
  await expect(stem.locator('.rte-math .katex')).toBeVisible();
  await expect(form.getByTestId('qf-blank')).toHaveCount(2);

  // saving without accepted answers is refused, field by field
  await form.getByTestId('qf-submit').click();
  await expect(form.getByText('needs at least one accepted value')).toHaveCount(2);
  const accepted = form.getByTestId('qf-accepted');
  await accepted.nth(0).locator('input').fill('3');
  await accepted.nth(0).locator('input').press('Enter');
  await accepted.nth(1).locator('input').fill('-3');
  await accepted.nth(1).locator('input').press('Enter');

  // the student's view beside the form: formula typeset, blanks numbered
  const preview = form.getByTestId('qf-preview').getByTestId('question-view');
  await expect(preview.locator('.katex')).toBeVisible();
  await expect(preview.locator('.q-blank')).toHaveText(['(1)', '(2)']);
  await form.getByTestId('qf-submit').click();
  await expect(toast(page).filter({ hasText: 'Question created' })).toBeVisible();
  // the drawer is gone (and has given the focus back) before the page is used again
  await expect(form).toBeHidden();

  // ---- find it: search and type filter, then the preview drawer ----
  await search(page, tag);
  const row = page.getByTestId('question-table').locator('tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row.locator('.katex')).toBeVisible();
  await row.getByTestId('question-action-preview').click();
  const drawer = page.getByTestId('question-preview');
  await expect(drawer.getByTestId('question-view').locator('.q-blank')).toHaveCount(2);
  await expect(drawer.getByTestId('question-answer')).toContainText('-3');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // ---- export the filtered bank as JSON ----
  const download = page.waitForEvent('download');
  await page.getByTestId('export-questions').click();
  await page.getByRole('menuitem', { name: 'JSON (every type)' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { format: string; questions: { stem: string }[] };
  expect(exported.format).toBe('edu-console.questions');
  expect(exported.questions).toHaveLength(1);
  expect(exported.questions[0]?.stem).toContain(tag);

  // ---- import: a file with a bad row is checked, its errors listed, nothing written ----
  const good = {
    ...exported.questions[0],
    stem: `<p>${tag} imported: $\\sqrt{16}=$ ___1</p>`,
    answer: { blanks: [{ accepted: ['4'], rules: ['trim', 'numeric'] }] },
  };
  const bad = { type: 'single', subject: 'math', grade: 8, difficulty: 2, stem: `${tag} bad`, options: ['only one'] };
  await page.getByTestId('import-questions').click();
  const dialog = page.getByTestId('import-dialog');
  const upload = (questions: unknown[]) =>
    dialog
      .getByTestId('import-file')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'questions.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ format: 'edu-console.questions', version: 1, questions })),
      });
  await upload([good, bad]);
  await dialog.getByTestId('import-check').click();
  await expect(dialog.getByTestId('import-errors')).toBeVisible();
  const errors = dialog.getByTestId('import-error-table');
  await expect(errors).toContainText('a choice question needs at least 2 options');
  // every problem is on the second question of the file
  for (const cell of await errors.locator('tr.ant-table-row td:first-child').all()) await expect(cell).toHaveText('2');
  await expect(dialog.getByTestId('import-commit')).toBeDisabled();

  // the corrected file passes the check, then is imported
  await upload([good]);
  await dialog.getByTestId('import-check').click();
  await expect(dialog.getByTestId('import-ok')).toBeVisible();
  await dialog.getByTestId('import-commit').click();
  await expect(toast(page).filter({ hasText: 'Questions imported: 1' })).toBeVisible();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the Import button once the dialog has closed.
  await expect(page.getByTestId('import-questions')).toBeFocused();
  await search(page, `${tag} imported`);
  await expect(row).toHaveCount(1);

  // ---- delete after confirming ----
  await search(page, tag);
  await expect(row).toHaveCount(2);
  await row.first().getByTestId('question-action-delete').click();
  await (await shownConfirm(page)).getByTestId('confirm-ok').click();
  await expect(toast(page).filter({ hasText: 'Question deleted' })).toBeVisible();
  await expect(row).toHaveCount(1);
});
