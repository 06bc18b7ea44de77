import { api, apiLogin, expect, shownConfirm, test } from '../fixtures';
import { class81Id, handedInForDl, releaseMathLesson } from '../learning-helpers';

/**
 * Issue 10 item 7, the DL's work list: the demo DL looks after 张伟 (student), 李娜 (lina) and 何思远
 * (hesiyuan), all in 八年级1班. The teacher gives a lesson as homework due in a few seconds; lina and
 * hesiyuan hand it in before the due time, the demo student does not: once the time has gone, the DL's
 * list has the demo student first with its overdue homework. The DL writes a follow-up note, deletes it, and
 * opens lina's report read-only.
 */
test.use({ account: 'dl' });

const DUE_IN_MS = 12_000;

test('the DL’s work list: overdue first, a follow-up note, a student’s report read-only', async ({ page, session }) => {
  test.setTimeout(120_000);
  // Homework through the real endpoints: given with a due time just ahead, handed in by two of the three.
  // The course's last lesson: the only one no other test gives to 八年级1班 as homework (learning-today gives
  // the sixth, due in days, which would move this due time away). The a11y gate has lina hand it in too, so
  // the hand-ins below are made only where not made yet (and a retry finds them made).
  const { lessonId, title } = await releaseMathLesson(-1);
  const { token } = await apiLogin('teacher');
  const dueAt = new Date(Date.now() + DUE_IN_MS).toISOString();
  const given = await api('/openapi/learning/setHomework', {
    json: { classId: await class81Id(), lessonId, dueAt, source: 'lesson' },
    token,
  });
  expect(given.code, given.msg).toBe(200);
  const dlToken = session?.token ?? '';
  await handedInForDl(dlToken, 'lina', lessonId);
  await handedInForDl(dlToken, 'hesiyuan', lessonId);
  // The due time passes (nothing is written to the database by the test): the demo student is overdue.
  await expect
    .poll(
      async () => {
        const res = await api<{ list: { username: string; overdue: number }[] }>(
          '/openapi/learning/getSupportStudents?pageSize=20',
          { token: dlToken },
        );
        const first = res.data?.list?.[0];
        // Wait for the demo student's homework to be overdue, not just for its place.
        return first && { username: first.username, overdue: first.overdue > 0 };
      },
      { timeout: DUE_IN_MS + 20_000, intervals: [1_000] },
    )
    .toEqual({ username: 'student', overdue: true });

  await page.goto('/dashboard/dashboard');
  const list = page.getByTestId('work-list');
  const rows = list.locator('tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  const first = rows.first();
  await expect(first).toContainText('张伟');
  await expect(first.getByTestId('work-list-overdue')).toHaveText(/Overdue: [1-9]/);
  const lina = rows.filter({ hasText: '李娜' });
  await expect(lina.getByTestId('work-list-overdue')).toHaveCount(0);
  // The attention filter keeps the overdue student only.
  await list.getByTestId('work-list-attention').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Overdue homework' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('张伟');
  await list.getByTestId('work-list-attention').locator('.ant-select-clear').click();
  await expect(rows).toHaveCount(3);

  // A follow-up note on the overdue student: who (the DL), when (now by default), what was agreed.
  await first.getByTestId('work-list-open').click();
  const drawer = page.getByTestId('work-list-drawer');
  await expect(drawer.getByTestId('follow-up-form')).toBeVisible();
  await expect(drawer.getByTestId('follow-up-at')).not.toHaveValue('');
  await drawer.getByTestId('follow-up-add').click();
  await expect(drawer.getByText('Write what was said')).toBeVisible();
  await drawer.getByTestId('follow-up-note').fill('Called his mother about the missing homework.');
  await drawer.getByTestId('follow-up-agreed').fill('He hands it in by Friday.');
  await drawer.getByTestId('follow-up-add').click();
  const note = drawer.getByTestId('follow-up-note-item');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('刘洋');
  await expect(note).toContainText('Called his mother about the missing homework.');
  await expect(note).toContainText('Agreed: He hands it in by Friday.');
  await expect(drawer.getByTestId('follow-up-note')).toHaveValue('');
  // The list shows it as the latest follow-up.
  await expect(first.getByTestId('work-list-latest')).toContainText('Called his mother');

  // Deleting one's own note asks first.
  await note.getByTestId('follow-up-delete').click();
  const confirm = await shownConfirm(page);
  await confirm.getByTestId('confirm-ok').click();
  await expect(note).toHaveCount(0);
  await expect(drawer.getByText('No follow-up yet.')).toBeVisible();
  // The deleted note's button had the focus: close with the drawer's own button.
  await page.locator('.ant-drawer-close').filter({ visible: true }).click();
  await expect(drawer).toBeHidden();

  // lina's lessons: the homework handed in, its report read-only.
  await lina.getByTestId('work-list-open').click();
  await drawer.getByRole('tab', { name: 'Lessons' }).click();
  const lesson = drawer.getByTestId('support-lessons').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(lesson.getByTestId('stu-lesson-state')).toHaveAttribute('data-state', /graded|submitted/);
  await lesson.getByTestId('support-lesson-report').click();
  await expect(page).toHaveURL(new RegExp(`/stuLesson/stuLessonDetail\\?studentId=\\d+&lessonId=${lessonId}`));
  await expect(page.getByTestId('support-report-student')).toHaveText('Report of 李娜');
  await expect(page.getByTestId('stu-report')).toBeVisible();
  await expect(page.getByTestId('stu-report-item').first()).toBeVisible();
  // Read-only: nothing to submit, no answer to change.
  await expect(page.getByTestId('stu-submit')).toHaveCount(0);
  const editable = 'input:not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])';
  await expect(page.getByTestId('stu-report').locator(editable)).toHaveCount(0);
  await page.getByTestId('support-report-back').click();
  await expect(page).toHaveURL(/\/dashboard\/dashboard$/);
});
