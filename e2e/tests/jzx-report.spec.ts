import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { LATE_LESSON, LATE_POINT, LATE_STUDENT, handInLateLesson } from '../analytics-helpers';
import { expect, menuItem, pageAs, test } from '../fixtures';

/**
 * Issue 12 item 3, the precision-learning reports as a school admin reads them: luoyiming (八年级2班) hands in
 * the lesson it left half done; the aggregator counts it within seconds, and the school admin's heat map, its
 * class drill-down and the student's answers show it (the page is polled, nothing sleeps). Item analysis shows
 * the questions with their facility; each view exports an XLSX. The admin has the platform's error list; a
 * teacher has neither page.
 */
test.use({ account: 'schooladmin' });

/** Saves the file of a click's download and answers its first bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  const bytes = await fs.readFile(file);
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 2).toString('latin1') };
}

/** Reopens a class's students until `ready` holds (the aggregator counts in the background). */
async function openClassUntil(page: Page, className: string, ready: (drawer: Locator) => Promise<void>) {
  const drawer = page.getByTestId('jzx-class-drawer');
  await expect(async () => {
    if (await drawer.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
    await page.reload();
    const row = page.getByTestId('jzx-heat-row').filter({ hasText: className });
    await row.getByTestId('jzx-open-class').click();
    await expect(drawer.getByTestId('jzx-students-table')).toBeVisible();
    await ready(drawer);
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });
  return drawer;
}

test('the school admin reads the heat map, drills down to a student’s answers, item analysis and exports', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await handInLateLesson();

  // The heat map: classes × knowledge points, the school admin's own school only (no school filter).
  await page.goto('/jzxReport/index');
  await expect(menuItem(page, '/jzxReport/index')).toBeVisible();
  const heat = page.getByTestId('jzx-heat-table');
  const class82 = heat.getByTestId('jzx-heat-row').filter({ hasText: '八年级2班' });
  await expect(class82).toBeVisible();
  await expect(page.getByTestId('jzx-filter-school')).toHaveCount(0);
  await expect(page.getByTestId('jzx-legend')).toContainText('80–100%');
  await expect(heat.locator('th').filter({ hasText: LATE_POINT })).toBeVisible();
  const cell = class82.getByRole('button', { name: new RegExp(`^八年级2班, ${LATE_POINT}: \\d+%$`) });
  await expect(cell).toHaveText(/^\d+%$/);
  await expect(cell).toHaveAttribute('data-band', /[0-4]/);

  // Drill down by keyboard: the class's cell opens its students; the student's new work is counted (polled).
  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('jzx-class-drawer').getByTestId('jzx-students-table')).toBeVisible();
  const studentCell = (drawer: Locator) =>
    drawer
      .getByTestId('jzx-student-row')
      .filter({ hasText: LATE_STUDENT })
      .getByRole('button', { name: new RegExp(`, ${LATE_POINT}: \\d+%$`) });
  const drawer = await openClassUntil(page, '八年级2班', async (d) => {
    await expect(studentCell(d)).toBeVisible({ timeout: 2_000 });
  });
  await expect(drawer.locator('.ant-drawer-title')).toHaveText('八年级2班: students’ mastery');

  // The student's answers to that knowledge point: the stem typeset, the answer, right or wrong.
  await studentCell(drawer).click();
  const answers = page.getByTestId('jzx-answers-drawer');
  await expect(answers.locator('.ant-drawer-title')).toContainText(LATE_POINT);
  const rows = answers.getByTestId('jzx-answer-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(LATE_LESSON);
  await expect(rows.first()).toContainText(/Right|Wrong|Partly right/);
  await expect(answers.locator('.rich-excerpt').first()).toBeVisible();
  // Escape closes it and the keyboard goes on from the cell that opened it; a second Escape closes the class.
  await page.keyboard.press('Escape');
  await expect(answers).toBeHidden();
  await expect(studentCell(drawer)).toBeFocused();
  // (its figures show on focus: Escape dismisses them first, WCAG 1.4.13)
  const tip = page.getByRole('tooltip').filter({ hasText: /answers, \d+ right/ });
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('jzx-class-drawer')).toBeHidden();
  await expect(page.getByTestId('jzx-open-class').filter({ hasText: '八年级2班' })).toBeFocused();

  // Export of the heat map: an XLSX (a zip: it starts with PK).
  const heatFile = await downloaded(page, () => page.getByTestId('jzx-export').click());
  expect(heatFile.head).toBe('PK');
  expect(heatFile.name).toMatch(/\.xlsx$/);

  // Item analysis: in the address, a question with its facility, sorted on the server.
  await page.getByTestId('jzx-tab-items').click();
  await expect(page).toHaveURL(/[?&]tab=items/);
  const items = page.getByTestId('jzx-items-table');
  await expect(items.getByTestId('jzx-item-row').first()).toBeVisible();
  await expect(items.getByTestId('jzx-item-facility').first()).toHaveText(/^\d+%$/);
  await expect(page.getByTestId('jzx-item-help')).toContainText('point-biserial');
  await items.locator('th').filter({ hasText: 'Facility' }).click();
  await expect(page.getByTestId('jzx-items-table').locator('th[aria-sort=ascending]')).toContainText('Facility');
  // lowest facility first, as the server sorted them (polled: the page shows the old order until it answers)
  await expect
    .poll(async () => {
      const figures = (await items.getByTestId('jzx-item-facility').allTextContents()).map((f) =>
        Number.parseInt(f, 10),
      );
      return figures.length > 1 && figures.every((f, i) => i === 0 || (figures[i - 1] ?? 0) <= f);
    })
    .toBe(true);
  const itemsFile = await downloaded(page, () => page.getByTestId('jzx-export').click());
  expect(itemsFile.head).toBe('PK');

  // The tab survives a reload; most missed and the trend show too.
  await page.reload();
  await expect(page.getByTestId('jzx-items-table')).toBeVisible();
  await page.getByTestId('jzx-tab-mostMissed').click();
  await expect(page.getByTestId('jzx-missed-point').first()).toBeVisible();
  await page.getByTestId('jzx-tab-trends').click();
  await expect(page.getByTestId('jzx-trend-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('jzx-trend-row').first()).toContainText(/\d{4}-W\d{2}/);
});

test('the admin reads the platform’s error list and exports it; a teacher has neither page', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await pageAs(browser, 'admin');
  await admin.page.goto('/jzxError/index');
  const list = admin.page.getByTestId('jzx-errors-table');
  const row = list.getByTestId('jzx-error-row').first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('jzx-error-rate')).toContainText(/\d+%/);
  await expect(row.getByTestId('jzx-kp').first()).toBeVisible();
  await expect(list.getByTestId('jzx-wrong-answers').first()).toBeVisible();
  const file = await downloaded(admin.page, () => admin.page.getByTestId('jzx-export').click());
  expect(file.head).toBe('PK');
  // The admin's report has the school filter.
  await admin.page.goto('/jzxReport/index');
  await expect(admin.page.getByTestId('jzx-filter-school')).toBeVisible();
  await admin.context.close();

  const teacher = await pageAs(browser, 'teacher');
  await teacher.page.goto('/dashboard');
  await expect(teacher.page.getByTestId('sidebar')).toBeVisible();
  await expect(menuItem(teacher.page, '/jzxReport/index')).toHaveCount(0);
  await expect(menuItem(teacher.page, '/jzxError/index')).toHaveCount(0);
  for (const path of ['/jzxReport/index', '/jzxError/index']) {
    await teacher.page.goto(path);
    await expect(teacher.page).toHaveURL('/401');
    await expect(teacher.page.getByTestId('page-401')).toBeVisible();
  }
  await teacher.context.close();
});
