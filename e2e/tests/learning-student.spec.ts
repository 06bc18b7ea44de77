import { expect, test, shownConfirm } from '../fixtures';
import { answer, releaseMathLesson } from '../learning-helpers';

/**
 * Issue 10, a student's lesson: the teacher has released a lesson to the student's class; the student
 * finds it in its list, answers in the page (saved as it goes), reloads half-way and finds its answers,
 * submits once and reads the report with the right answers.
 */
test.use({ account: 'student' });

test('a student answers a released lesson, reloads, submits once and reads its report', async ({ page }) => {
  const { lessonId, title } = await releaseMathLesson(1);
  await page.goto('/stuLesson/stuLesson');
  const row = page.getByTestId('stu-lessons').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(row.getByTestId('stu-lesson-state')).toHaveAttribute('data-state', 'new');
  await row.getByTestId('stu-lesson-open').click();
  await expect(page).toHaveURL(new RegExp(`/stuLesson/stuLessonDetail\\?lessonId=${lessonId}`));
  await expect(page.getByTestId('stu-lesson-html')).toBeVisible();

  const questions = page.getByTestId('stu-question');
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  // The demo lesson has a question whose blanks are formulas: the page gives them a math input (MathLive).
  await expect(page.locator('[data-testid=stu-math-blank] math-field').first()).toBeVisible();
  const kinds = await questions.evaluateAll((qs) =>
    qs.map((q) => q.querySelector('[data-testid=stu-math-blank]') !== null),
  );
  const formulaQuestion = kinds.indexOf(true);
  // Half of the exercises, then the autosave confirms.
  const half = Math.max(1, Math.floor(count / 2));
  for (let i = 0; i < half; i++) await answer(questions.nth(i));
  await expect(page.getByTestId('stu-save-state')).toHaveAttribute('data-state', 'saved');

  // A reload finds the answers again (from the server).
  await page.reload();
  await expect(page.getByText(`answered ${half} of ${count}`)).toBeVisible();

  // The rest, then submit after a confirmation: the report follows.
  for (let i = half; i < count; i++) await answer(questions.nth(i));
  await page.getByTestId('stu-submit').click();
  await (await shownConfirm(page)).getByTestId('confirm-ok').click();
  await expect(page.getByTestId('stu-report')).toBeVisible();
  await expect(page.getByTestId('stu-report-item')).toHaveCount(count);
  await expect(page.getByTestId('stu-report-item').first()).toHaveAttribute(
    'data-outcome',
    /correct|partial|wrong|pending/,
  );
  // The question with formula blanks (√18/√2 = 3 and (√5−2)(√5+2) = 1): 6/2 typed in both, equal to the
  // first answer only, so half right: the server compared formulas, not text.
  if (formulaQuestion >= 0) {
    await expect(page.getByTestId('stu-report-item').nth(formulaQuestion)).toHaveAttribute('data-outcome', 'partial');
  }

  // Back in the list, the lesson is done.
  await page.goto('/stuLesson/stuLesson');
  await expect(row.getByTestId('stu-lesson-state')).toHaveAttribute('data-state', /graded|submitted/);
});

// A 2×2 PNG: what a phone photo is to the server (checked by content, not by name).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('a student adds a photo of its handwritten work to a short answer, finds it after a reload, and removes it', async ({
  page,
}) => {
  // "2.1 配方法" opens with a short answer (the demo course's lesson 4).
  const { lessonId } = await releaseMathLesson(3);
  await page.goto(`/stuLesson/stuLessonDetail?lessonId=${lessonId}`);
  const short = page.locator('[data-testid=stu-question][data-type=short]').first();
  await expect(short).toBeVisible();
  await short.getByTestId('stu-short').fill('See my photo.');
  await short.locator('input[type=file]').setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: PHOTO });
  const img = short.getByTestId('stu-photo-img').locator('img');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(2);
  await expect(page.getByTestId('stu-save-state')).toHaveAttribute('data-state', 'saved');

  // After a reload the photo is still there (the answer names it; the server gives a fresh address).
  await page.reload();
  await expect(short.getByTestId('stu-short')).toHaveValue('See my photo.');
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(2);
  await expect(short.getByTestId('stu-photo-add')).toHaveText(/Replace the photo/);

  // Removed, and saved without it.
  await short.getByTestId('stu-photo-remove').click();
  await expect(short.getByTestId('stu-photo-img')).toHaveCount(0);
  await expect(page.getByTestId('stu-save-state')).toHaveAttribute('data-state', 'saved');
  await page.reload();
  await expect(short.getByTestId('stu-short')).toHaveValue('See my photo.');
  await expect(short.getByTestId('stu-photo-img')).toHaveCount(0);
});
