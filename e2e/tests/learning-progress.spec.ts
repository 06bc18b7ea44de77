import { expect, test } from '../fixtures';
import { class81Id, releaseMathLesson, submitLessonAs } from '../learning-helpers';
import { search } from '../org-helpers';

/**
 * Issue 10, a teacher follows its classes: a lesson released to 八年级1班 and handed in by a student shows
 * in the class grid with its state; the student's learning by day has the work of today and its report with
 * the answers; /myStudent/myStudent finds the student and opens the same page.
 */
test.use({ account: 'teacher' });

test('the class grid shows a handed-in lesson; the student by day opens its report', async ({ page }) => {
  const { lessonId, title } = await releaseMathLesson(2);
  await submitLessonAs('lina', lessonId);
  const classId = await class81Id();

  await page.goto('/myClass/myClass');
  const classRow = page.getByTestId('my-class-table').locator('tr.ant-table-row').filter({ hasText: '八年级1班' });
  await classRow.getByTestId('my-class-open').click();
  await expect(page).toHaveURL(new RegExp(`/myClass/myClassDetail\\?classId=${classId}`));
  await expect(page.getByTestId('progress-class')).toHaveText('八年级1班');
  const grid = page.getByTestId('class-progress');
  await expect(grid.getByTestId('progress-lesson-head').first()).toBeVisible();
  const lina = grid.locator('tr.ant-table-row').filter({ hasText: 'lina' });
  await expect(lina.locator(`[data-testid=progress-cell][data-lesson="${lessonId}"]`)).toHaveAttribute(
    'data-state',
    /graded|submitted/,
  );
  // Another student of the class has not opened it.
  const feng = grid.locator('tr.ant-table-row').filter({ hasText: 'fengzixuan' });
  await expect(feng.locator(`[data-testid=progress-cell][data-lesson="${lessonId}"]`)).toHaveAttribute(
    'data-state',
    'new',
  );
  // The search narrows the rows on the server.
  await search(grid, 'feng');
  await expect(grid.locator('tr.ant-table-row')).toHaveCount(1);
  await search(grid, '');
  await expect(lina).toBeVisible();

  // The student's learning by day: today is marked, its work listed, the report in a drawer.
  await lina.getByTestId('progress-student').click();
  await expect(page).toHaveURL(/\/myStudent\/Studentays\?studentId=\d+/);
  await expect(page.getByTestId('student-days-busy').first()).toBeVisible();
  const work = page.getByTestId('student-days-work').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(work).toBeVisible();
  await work.getByTestId('student-days-report').click();
  const drawer = page.getByTestId('student-report-drawer');
  await expect(drawer.getByTestId('stu-report')).toBeVisible();
  await expect(drawer.getByTestId('stu-report-item').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer.getByTestId('stu-report')).toBeHidden();

  // My students: the class filter and the search find the student; "By day" opens the same page.
  await page.goto('/myStudent/myStudent');
  const students = page.getByTestId('my-students');
  await search(students, 'lina');
  const row = students.locator('tr.ant-table-row').filter({ hasText: 'lina' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('八年级1班');
  await row.getByTestId('student-days-open').click();
  await expect(page).toHaveURL(/\/myStudent\/Studentays\?studentId=\d+/);
  await expect(page.getByTestId('student-days-name')).not.toHaveText('…');
});
