import type { Locator, Page } from '@playwright/test';
import { expect, test, toast, shownConfirm } from '../fixtures';
import { lockMathCourse } from '../learning-helpers';

/**
 * Issue 10, lock/unlock: a teacher releases a lesson of a course to one of its classes now, schedules
 * another, locks them again one by one and by chapter; the states hold after a reload. 八年级2班 is used so
 * that the demo student's class (八年级1班) keeps its seeded state for the other tests.
 */
test.use({ account: 'teacher' });

const MATH_COURSE = '八年级数学：二次根式与一元二次方程';

async function pick(page: Page, select: Locator, text: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

const lessonRows = (page: Page) => page.getByTestId('release-table').locator('tr[data-row-key^="l"]');
const stateOf = (row: Locator) => row.getByTestId('release-state');

test('a teacher releases, schedules and locks lessons for a class; the server keeps them', async ({ page }) => {
  // From a class whose lessons of the course are all locked (the demo data released some to 八年级2班).
  await lockMathCourse('八年级2班');
  await page.goto('/lockUp/index');
  await expect(page.getByTestId('lock-up')).toBeVisible();
  await pick(page, page.getByTestId('lock-up-class'), '八年级2班');
  // The class is in the address (and its courses asked for) before the course is picked.
  await expect(page).toHaveURL(/classId=\d+/);
  await expect(page.getByTestId('lock-up-class')).toContainText('八年级2班');
  await pick(page, page.getByTestId('lock-up-course'), MATH_COURSE);
  await expect(page).toHaveURL(/classId=\d+.*courseId=\d+|courseId=\d+.*classId=\d+/);
  await expect(page.getByTestId('lock-up-class')).toContainText('八年级2班');

  const first = lessonRows(page).nth(0);
  const second = lessonRows(page).nth(1);
  await expect(stateOf(first)).toHaveAttribute('data-state', 'locked');

  // Release now.
  await first.getByTestId('release-now').click();
  await expect(toast(page).last()).toContainText('Lessons released to 八年级2班: 1');
  await expect(stateOf(first)).toHaveAttribute('data-state', 'released');

  // Schedule: tomorrow 08:00 by default.
  await second.getByTestId('release-schedule').click();
  const dialog = page.getByRole('dialog', { name: 'Schedule the release' });
  await expect(dialog.locator('#schedule-at')).toHaveValue(/\d{4}-\d\d-\d\d 08:00/);
  await dialog.getByTestId('schedule-ok').click();
  await expect(dialog).toBeHidden();
  await expect(stateOf(second)).toHaveAttribute('data-state', 'scheduled');
  await expect(stateOf(second)).toContainText('Opens');

  // The server kept both: a reload shows the same states.
  await page.reload();
  await expect(stateOf(first)).toHaveAttribute('data-state', 'released');
  await expect(stateOf(second)).toHaveAttribute('data-state', 'scheduled');
  await expect(page.getByTestId('lock-up-summary')).toContainText('1 released · 1 scheduled');

  // Lock one, after a confirmation.
  await first.getByTestId('release-lock').click();
  await (await shownConfirm(page)).getByTestId('confirm-ok').click();
  await expect(stateOf(first)).toHaveAttribute('data-state', 'locked');

  // A chapter's checkbox selects its lessons; the bulk bar locks them all.
  const chapter = page.getByTestId('release-table').locator('tr[data-row-key^="c"]').first();
  await chapter.getByRole('checkbox').check();
  await expect(page.getByTestId('lock-up-bulk')).toBeVisible();
  await page.getByTestId('lock-up-bulk').getByRole('button', { name: 'Lock' }).click();
  await (await shownConfirm(page)).getByTestId('confirm-ok').click();
  await expect(page.getByTestId('lock-up-bulk')).toBeHidden();
  await expect(stateOf(second)).toHaveAttribute('data-state', 'locked');
  await expect(page.getByTestId('lock-up-summary')).toContainText('0 released · 0 scheduled');
});

test('my classes lists the classes a teacher teaches and leads to releasing their lessons', async ({ page }) => {
  await page.goto('/myClass/myClass');
  const table = page.getByTestId('my-class-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('八年级1班');
  await expect(rows.nth(0)).toContainText('Grade 8');
  await expect(rows.nth(1)).toContainText('八年级2班');
  await expect(rows.nth(2)).toContainText('八年级3班');
  await rows.nth(1).getByTestId('my-class-lock-up').click();
  await expect(page).toHaveURL(/\/lockUp\/index\?classId=\d+/);
  await expect(page.getByTestId('lock-up-class')).toContainText('八年级2班');
});
