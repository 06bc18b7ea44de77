import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Issue 8, hardening 6: React error #185 (maximum update depth) appeared on the materials and question-bank
 * pages when every element received mouse and focus events with 100 rows per page. Each page is loaded
 * with 100 rows per page, then every element of the document gets the events a pointer and a keyboard
 * give it (over, enter, move, out, leave; focus, blur; a real focus where it can take one), in one go and
 * then again element by element; the page must keep working and log no error.
 */

/** Console errors and uncaught exceptions of the page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  return errors;
}

/** Chooses 100 rows per page in the list's pager. */
async function hundredPerPage(page: Page) {
  const pager = page.locator('.ant-pagination').filter({ visible: true }).first();
  await pager.locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '100' }).filter({ visible: true }).click();
  await expect(pager.locator('.ant-select')).toContainText('100');
}

/** Pointer and focus events on every element, in batches of `batch` between two frames (0: all at once). */
async function storm(page: Page, batch: number) {
  await page.evaluate(async (size) => {
    const elements = [...document.querySelectorAll<HTMLElement>('body *')];
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let n = 0;
    for (const el of elements) {
      if (!el.isConnected) continue;
      const box = el.getBoundingClientRect();
      const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, view: window };
      for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'mousemove']) {
        const init = { ...at, bubbles: !type.endsWith('enter'), cancelable: true, composed: true };
        el.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init));
      }
      el.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      el.dispatchEvent(new FocusEvent('focus'));
      if (el.tabIndex >= 0 || el.matches('a[href], button, input, select, textarea')) el.focus();
      for (const type of ['mouseout', 'mouseleave', 'pointerout', 'pointerleave']) {
        const init = { ...at, bubbles: !type.endsWith('leave'), cancelable: true, composed: true };
        el.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init));
      }
      el.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
      el.dispatchEvent(new FocusEvent('blur'));
      n += 1;
      if (size > 0 && n % size === 0) await frame();
    }
    await frame();
    await frame();
  }, batch);
}

async function expectStillWorking(page: Page, errors: string[], table: string) {
  // Leave time for what the events set off (tooltips open after 100 ms, close after 100 ms).
  await page.waitForTimeout(1000);
  await expect(page.getByTestId(table)).toBeVisible();
  await expect(page.locator('.page-error__detail')).toHaveCount(0);
  expect(errors.filter((e) => /#185|Maximum update depth|Minified React error/i.test(e))).toEqual([]);
  expect(errors).toEqual([]);
}

test.describe('materials', () => {
  test.use({ account: 'teacher' });

  test('mouse and focus on every element with 100 rows per page: no update loop', async ({ page, session }) => {
    test.setTimeout(180_000);
    // At least 100 materials of the teacher's own (its rows then have every action: open, download, share, delete).
    const token = session?.token ?? '';
    const list = await page.request.get('/openapi/material/getMaterialList?page=1&pageSize=1', {
      headers: { authorization: token, devicetype: '3' },
    });
    const total = ((await list.json()) as { data: { total: number } }).data.total;
    for (let i = total; i < 105; i++) {
      const res = await page.request.post(`/openapi/material/upload?name=${encodeURIComponent(`storm-${i}.png`)}`, {
        headers: { authorization: token, devicetype: '3' },
        multipart: { file: { name: `storm-${i}.png`, mimeType: 'image/png', buffer: PNG } },
      });
      expect(res.ok()).toBe(true);
    }

    const errors = collectErrors(page);
    await page.goto('/learningMaterialsManagement/index');
    await expect(page.getByTestId('material-table').locator('tr.ant-table-row').first()).toBeVisible();
    await hundredPerPage(page);
    await expect(page.getByTestId('material-table').locator('tr.ant-table-row')).toHaveCount(100);
    await storm(page, 0);
    await expectStillWorking(page, errors, 'material-table');
    await storm(page, 25);
    await expectStillWorking(page, errors, 'material-table');
  });
});

test.describe('question bank', () => {
  test.use({ account: 'admin' });

  test('mouse and focus on every element with 100 rows per page: no update loop', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await page.goto('/topic/index');
    await expect(page.getByTestId('question-table').locator('tr.ant-table-row').first()).toBeVisible();
    await hundredPerPage(page);
    await expect(page.getByTestId('question-table').locator('tr.ant-table-row')).not.toHaveCount(20);
    await storm(page, 0);
    await expectStillWorking(page, errors, 'question-table');
    await storm(page, 25);
    await expectStillWorking(page, errors, 'question-table');
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
