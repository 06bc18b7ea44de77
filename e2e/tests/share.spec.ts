import { api, apiLogin, expect, shownConfirm, test } from '../fixtures';
import { releaseMathLesson, submitLessonAs } from '../learning-helpers';

/**
 * Issue 11 item 5: a teacher shares a student's report; its address opens in a fresh browser without a login
 * (the report, noindex, no teacher's name), then, once the teacher withdraws it, the same address shows that
 * the link was withdrawn; a tampered address shows that it is not valid.
 */
test.use({ account: 'teacher' });

test('a teacher shares a report: it opens without login, and stops once withdrawn', async ({ page, browser }) => {
  const { lessonId, title } = await releaseMathLesson(4);
  await submitLessonAs('fengzixuan', lessonId);
  const teacher = await apiLogin('teacher');
  const students = await api<{ list: { studentId: number; username: string }[] }>(
    '/openapi/learning/getTaughtStudents?keyword=fengzixuan&pageSize=5',
    { token: teacher.token },
  );
  const studentId = students.data?.list?.find((s) => s.username === 'fengzixuan')?.studentId;
  expect(studentId).toBeTruthy();

  // The teacher opens the student's report from its learning by day and shares it for 1 day.
  await page.goto(`/myStudent/Studentays?studentId=${studentId}`);
  const work = page.getByTestId('student-days-work').locator('tr.ant-table-row').filter({ hasText: title });
  await work.getByTestId('student-days-report').click();
  const drawer = page.getByTestId('student-report-drawer');
  await expect(drawer.getByTestId('stu-report')).toBeVisible();
  await page.getByTestId('share-button').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('share-none')).toBeVisible();
  await dialog.getByText('1 day', { exact: true }).click();
  await dialog.getByTestId('share-create').click();
  const link = dialog.getByTestId('share-link');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('data-state', 'active');
  const address = await link.getByTestId('share-link-address').inputValue();
  expect(address).toMatch(/\/reportDeta\?token=\d+\.[A-Za-z0-9_-]{43}$/);

  // A fresh browser, no session: the report opens, not indexed, without the teacher's name.
  const fresh = await browser.newContext({ baseURL: undefined });
  const visitor = await fresh.newPage();
  const response = await visitor.goto(address);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(visitor).toHaveURL(address);
  await expect(visitor.getByTestId('shared-title')).toContainText('冯子轩');
  await expect(visitor.getByTestId('stu-report-item').first()).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(visitor.getByText('王芳')).toHaveCount(0);

  // The dialog counts the opening; the teacher withdraws the link (after a confirmation).
  await page.keyboard.press('Escape');
  await page.getByTestId('share-button').click();
  await expect(dialog.getByTestId('share-link-opened')).toHaveText(/^Opened: 1 \(/);
  await dialog.getByTestId('share-link-revoke').click();
  const confirm = await shownConfirm(page);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByTestId('share-link')).toHaveAttribute('data-state', 'revoked');
  await expect(dialog.getByTestId('share-link-address')).toHaveCount(0);

  // The same address now says the link was withdrawn, and shows nothing of the report.
  await visitor.reload();
  await expect(visitor.getByTestId('shared-problem')).toHaveAttribute('data-problem', 'revoked');
  await expect(visitor.getByTestId('stu-report-item')).toHaveCount(0);
  await expect(visitor.getByTestId('shared-to-login')).toHaveAttribute('href', '/login');

  // A tampered address is not valid.
  const tampered = address.replace(/token=(\d+)\./, (_m, id: string) => `token=${Number(id) + 1000}.`);
  await visitor.goto(tampered);
  await expect(visitor.getByTestId('shared-problem')).toHaveAttribute('data-problem', 'invalid');
  await fresh.close();
});
