import type { Page } from '@playwright/test';
import { expect, openTeacherLesson, pageAs, test, toast, shownConfirm } from '../fixtures';

/**
 * Issue 4: an admin builds a course (chapter, lesson with a formula, an exercise from the bank) and
 * publishes it; a teacher of the localhost brand then reads the lesson rendered (KaTeX) with its
 * exercise as students will see it.
 */
test.use({ account: 'admin' });

const FORMULA = String.raw`x=\frac{-b\pm\sqrt{b^2-4ac}}{2a}`;

async function confirm(page: Page) {
  await (await shownConfirm(page)).getByTestId('confirm-ok').click();
}

test('admin creates, fills and publishes a course; a teacher reads the lesson rendered', async ({ page, browser }) => {
  const title = `E2E 二次方程 ${Date.now().toString(36)}`;

  // ---- the course ----
  await page.goto('/courseCenter/courseCenter');
  await expect(page.getByTestId('course-center')).toBeVisible();
  await page.getByTestId('create-course').click();
  const form = page.getByTestId('course-form');
  await form.getByTestId('course-title').fill(title);
  await form.getByTestId('course-form-submit').click();
  await expect(page).toHaveURL(/\/courseCenter\/EditContent\?id=\d+/);
  await expect(page.getByTestId('course-heading')).toHaveText(title);
  await expect(page.getByTestId('status-draft')).toBeVisible();

  // ---- a chapter and a lesson ----
  await page.getByTestId('add-chapter').click();
  await page.getByTestId('chapter-dialog-input').fill('第一章 一元二次方程');
  await page.getByTestId('chapter-dialog-ok').click();
  const chapter = page.getByTestId('outline-chapter').filter({ hasText: '第一章 一元二次方程' });
  await expect(chapter).toBeVisible();
  await chapter.hover();
  await chapter.getByTestId('chapter-add-lesson').click();
  await page.getByTestId('lesson-dialog-input').fill('1.1 求根公式');
  await page.getByTestId('lesson-dialog-ok').click();
  await expect(page).toHaveURL(/lesson=\d+/);
  const editor = page.getByTestId('lesson-editor');
  await expect(editor.getByTestId('lesson-title')).toHaveValue('1.1 求根公式');

  // ---- content with a formula entered in the formula dialog, previewed live ----
  const content = editor.locator('[data-testid=lesson-content] .ProseMirror');
  await content.click();
  await page.keyboard.type('The roots of ax^2+bx+c=0 are ');
  await editor.getByTestId('rte-formula').click();
  const dialog = page.getByTestId('formula-dialog');
  await expect(dialog.locator('math-field')).toBeVisible();
  await dialog.getByTestId('formula-source').fill(FORMULA);
  await expect(dialog.getByTestId('formula-preview').locator('.katex')).toBeVisible();
  await dialog.getByTestId('formula-ok').click();
  await expect(content.locator('.rte-math .katex')).toBeVisible();
  await expect(editor.getByTestId('rte-preview').locator('.katex')).toBeVisible();
  await editor.getByTestId('lesson-save').click();
  await expect(toast(page).filter({ hasText: 'Lesson saved' })).toBeVisible();
  await expect(editor.getByTestId('lesson-save')).toBeDisabled();

  // ---- an exercise from the question bank ----
  await editor.getByTestId('add-exercises').click();
  const picker = page.getByTestId('question-picker');
  await picker.getByTestId('picker-search').locator('input').fill('判别式');
  await picker.getByTestId('picker-search').locator('input').press('Enter');
  const firstRow = picker.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  await firstRow.locator('.ant-checkbox-input').check();
  await picker.getByTestId('picker-ok').click();
  await expect(editor.getByTestId('exercise-item')).toHaveCount(1);
  await expect(editor.getByTestId('exercise-item').locator('.katex').first()).toBeVisible();

  // ---- publish the lesson and the course ----
  await editor.getByTestId('lesson-publish').click();
  await expect(toast(page).filter({ hasText: 'Lesson published' })).toBeVisible();
  await page.getByTestId('course-publish').click();
  await confirm(page);
  await expect(page.getByTestId('status-published')).toBeVisible();

  // ---- the history: what was done to the course and to the lesson, and by whom ----
  await page.getByTestId('course-history').click();
  const history = page.getByTestId('history-drawer');
  const [courseLog, lessonLog] = [history.getByTestId('audit-log').nth(0), history.getByTestId('audit-log').nth(1)];
  await expect(courseLog).toContainText(`Course “${title}”`);
  await expect(courseLog.locator('tbody tr').filter({ hasText: 'Course published' })).toContainText('(admin)');
  await expect(courseLog.locator('tbody tr').filter({ hasText: 'Course created' })).toBeVisible();
  await expect(lessonLog.locator('tbody tr').filter({ hasText: 'Lesson published' })).toBeVisible();
  await history.locator('.ant-drawer-close').click();
  await expect(history).toBeHidden();

  // ---- a teacher of the brand reads it ----
  const { context, page: tp } = await pageAs(browser, 'teacher');
  const lesson = await openTeacherLesson(tp, title, '1.1 求根公式');
  await expect(tp.getByTestId('lesson-heading')).toHaveText('1.1 求根公式');
  await expect(lesson).toContainText('The roots of ax^2+bx+c=0 are');
  // KaTeX typeset the formula: its HTML (fractions, roots) and its MathML with the TeX source
  await expect(lesson.locator('.katex .mfrac')).toBeVisible();
  await expect(lesson.locator('.katex .sqrt')).toBeVisible();
  await expect(lesson.locator('annotation[encoding="application/x-tex"]')).toHaveText(FORMULA);
  // the exercise as students see it: rendered, no answer
  const exercises = tp.getByTestId('lesson-view-exercises');
  await expect(exercises.getByTestId('exercise-item')).toHaveCount(1);
  await expect(exercises.getByTestId('question-view')).toBeVisible();
  await expect(exercises.getByTestId('question-answer')).toHaveCount(0);
  await context.close();
});

test('a teacher cannot open the course center; drafts stay hidden from teachers', async ({ browser }) => {
  const { context, page: tp } = await pageAs(browser, 'teacher');
  await tp.goto('/courseCenter/courseCenter');
  await expect(tp.getByTestId('page-404').or(tp.getByTestId('page-401'))).toBeVisible();
  await tp.goto('/TeaCourse/TeaCourse');
  await expect(tp.getByTestId('course-card').first()).toBeVisible();
  await expect(tp.getByTestId('status-draft')).toHaveCount(0);
  await context.close();
});
