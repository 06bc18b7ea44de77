import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the organization end-to-end tests (tests/org-*.spec.ts). */

/** A short unique suffix, so that tests never depend on each other's data. */
export const uid = () => `${Date.now().toString(36).slice(-5)}${randomBytes(2).toString('hex')}`;

/** The open dropdown's option with this text (antd renders dropdowns in a portal). */
export const option = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-item-option').filter({ hasText: text }).filter({ visible: true }).first();

/** Picks an option of an antd Select: opens it, types `search` (server-side search), clicks the option. */
export async function pick(page: Page, select: Locator, search: string, text: string | RegExp = search) {
  await select.click();
  if (search) {
    // Wait for the server's answer to the search (debounced): the options are replaced then, and a click
    // landing on an option of the list before at that moment is lost. A cached answer sends nothing.
    const answered = page
      .waitForResponse((r) => decodeURIComponent(r.url()).includes(`keyword=${search}`), { timeout: 3000 })
      .catch(() => undefined);
    await select.locator('input').fill(search);
    await answered;
  }
  await option(page, text).click();
}

/** Picks in a multiple select, then closes its dropdown. */
export async function pickMany(page: Page, select: Locator, items: { search: string; text?: string | RegExp }[]) {
  for (const item of items) await pick(page, select, item.search, item.text ?? item.search);
  await page.keyboard.press('Escape');
}

/**
 * The visible dialog (antd modal) with this test id (antd puts data-* on the modal's root), once it has
 * finished zooming in: on a busy core a zoom not started yet looks stable, and a click on its OK button
 * landed beside it (CI failed so on the school form).
 */
export const dialog = (page: Page, testId: string) =>
  page
    .locator(
      `.ant-modal-root[data-testid=${testId}] .ant-modal:not([class*="ant-zoom-appear"]):not([class*="ant-zoom-enter"])`,
    )
    .filter({ visible: true });

/** The primary (OK) button of a dialog. */
export const ok = (d: Locator) => d.locator('.ant-modal-footer .ant-btn-primary');

/** The OK button of the confirm dialog on top. */
export const confirmOk = (page: Page) =>
  page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').filter({ visible: true }).last();

/** The latest success toast. */
export const success = (page: Page) => page.locator('.ant-message-notice-success').last();

/** Searches a list by keyword. */
/**
 * Searches a list with its search button. (Not Enter: a dialog that has just closed gives the focus
 * back to the button that opened it, and an Enter landing there would open it again.)
 */
export async function search(list: Locator, keyword: string) {
  const box = list.locator('[data-testid=list-search]');
  await box.locator('input').fill(keyword);
  await box.locator('.ant-input-search-btn').click();
}

/** The rows of a list's table (antd's measure row left out). */
export const rows = (list: Locator) => list.locator('.ant-table-tbody > tr.ant-table-row');

export async function expectRowsText(list: Locator, present: string[], absent: string[] = []) {
  for (const text of present) await expect(rows(list).filter({ hasText: text })).not.toHaveCount(0);
  for (const text of absent) await expect(rows(list).filter({ hasText: text })).toHaveCount(0);
}
