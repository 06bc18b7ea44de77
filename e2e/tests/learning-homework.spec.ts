import { expect, pageAs, test, toast } from '../fixtures';
import { class81Id, MATH_COURSE, mathLesson, submitLessonAs } from '../learning-helpers';
import { dialog, ok, pick } from '../org-helpers';

/**
 * Issue 10, homework: the teacher gives a locked lesson of 八年级1班 as homework from the class page (it is
 * released with it), the demo student finds it in its lessons with its due time and opens it with the note;
 * a classmate hands it in; the teacher sees who has and who has not. The fifth lesson of the course is used
 * (the other tests of 八年级1班 release the second and third).
 */
test.use({ account: 'teacher' });

test('a teacher gives homework; the student sees its due time; the teacher sees who handed it in', async ({
  page,
  browser,
}) => {
  const lesson = await mathLesson(4);
  const classId = await class81Id();

  await page.goto(`/myClass/myClassDetail?classId=${classId}&tab=homework`);
  const panel = page.getByTestId('class-homework');
  await expect(panel).toBeVisible();
  await panel.getByTestId('homework-give').click();
  const modal = dialog(page, 'homework-modal');
  await expect(modal).toBeVisible();
  await pick(page, modal.getByTestId('homework-course'), '', MATH_COURSE);
  await pick(page, modal.getByTestId('homework-lesson'), '', lesson.title);
  // Locked for the class: giving it releases it, and the dialog says so.
  await expect(modal).toContainText('releases it now');
  await modal.getByTestId('homework-note').fill('Show every step of question 2.');
  await ok(modal).click();
  await expect(toast(page).last()).toContainText('the lesson is released to the class');
  const row = panel.locator('tr.ant-table-row').filter({ hasText: lesson.title });
  await expect(row.getByTestId('homework-handed-in')).toContainText('0 of 4');
  await expect(row.getByTestId('due-tag')).toHaveAttribute('data-due', 'later');

  // The student: the lesson is open, with its due time in the list and the note on the page.
  const student = await pageAs(browser, 'student');
  await student.page.goto('/stuLesson/stuLesson');
  const lessonRow = student.page
    .getByTestId('stu-lessons')
    .locator('tr.ant-table-row')
    .filter({ hasText: lesson.title });
  await expect(lessonRow.getByTestId('due-tag')).toBeVisible();
  await lessonRow.getByTestId('stu-lesson-open').click();
  await expect(student.page.getByTestId('stu-homework')).toContainText('Show every step of question 2.');
  await student.context.close();

  // A classmate hands it in; the teacher's list and drawer follow.
  await submitLessonAs('hesiyuan', lesson.id);
  await page.reload();
  await expect(row.getByTestId('homework-handed-in')).toContainText('1 of 4');
  await row.getByTestId('homework-open-students').click();
  const drawer = page.getByTestId('homework-students');
  await expect(drawer.getByTestId('homework-missing')).toContainText('3 students have not handed it in');
  // Those who have not handed it in come first; the one who did is last.
  const states = drawer.getByTestId('homework-student-state');
  await expect(states).toHaveCount(4);
  await expect(states.last()).toHaveAttribute('data-state', /graded|submitted/);
  await expect(drawer.locator('tr.ant-table-row').last()).toContainText('何思远');
});
