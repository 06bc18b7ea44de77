import { ACCOUNTS, api, apiLogin, BASE, expect, sessionState, test } from '../fixtures';

/**
 * Issue 11 item 4, reports: the demo student opens its report center and finds its score trend, its
 * knowledge-point mastery and its reports (the demo data give it six graded lessons, four of them in the class
 * it was in before), opens one in the lesson page and one no longer open to its class in the drawer; the demo
 * teacher opens a class's report for a lesson with its accuracy per question and common wrong answers, writes
 * an after-class comment for a student and finds it kept after a reload.
 */

test('the student reads its trend, mastery and reports, and opens them', async ({ browser }) => {
  const user = await apiLogin('student');
  const context = await browser.newContext({
    baseURL: BASE,
    storageState: sessionState(user, ACCOUNTS.student.origin, { language: 'en' }),
  });
  const page = await context.newPage();
  await page.goto('/ReportCenter/ReportCenter');

  // The trend of the last 90 days: its graded hand-ins (six from the demo data; other tests may hand in more
  // for the demo student while this one runs, so the count is the server's), drawn.
  const graded = await api<{ points: unknown[] }>('/openapi/report/getMyScoreTrend?range=90d&tz=UTC', {
    token: user.token,
  });
  const count = graded.data?.points.length ?? 0;
  expect(count).toBeGreaterThanOrEqual(6);
  const trend = page.getByTestId('report-trend');
  await expect(trend.getByTestId('report-trend-count')).toContainText(String(count));
  await expect(trend.getByTestId('report-trend-chart').locator('canvas')).toBeVisible();
  await expect(trend.getByTestId('report-trend-chart')).toHaveAttribute(
    'aria-label',
    new RegExp(`${count} graded hand-ins`),
  );
  // Mastery: every knowledge point of its answers, with the three levels among them.
  const mastery = page.getByTestId('report-mastery');
  await expect(mastery.getByTestId('report-mastery-chart').locator('canvas')).toBeVisible();
  const points = mastery.getByTestId('report-mastery-list').locator('li');
  expect(await points.count()).toBeGreaterThanOrEqual(5);
  for (const level of ['mastered', 'developing', 'needsWork']) {
    await expect(mastery.locator(`li[data-level=${level}]`).first()).toBeVisible();
  }

  // The list, newest first, holds the demo data's hand-ins (and any another test made meanwhile).
  const rows = page.getByTestId('report-table').locator('tr.ant-table-row');
  const fractions = rows.filter({ hasText: '15.2' });
  await expect(fractions).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThanOrEqual(6);
  await expect(fractions.getByTestId('report-row-score')).toHaveText('100');

  // A lesson open to its class opens in the lesson page, with its report.
  await fractions.getByTestId('report-row-open').click();
  await expect(page).toHaveURL(/\/stuLesson\/stuLessonDetail\?lessonId=\d+$/);
  await expect(page.getByTestId('stu-report')).toBeVisible();
  await expect(page.getByTestId('stu-report-score')).toContainText('100');

  // One from the class it was in before opens here.
  await page.goto('/ReportCenter/ReportCenter');
  const old = page.getByTestId('report-table').locator('tr.ant-table-row').filter({ hasText: '复习一' });
  await old.getByTestId('report-row-open').click();
  const drawer = page.getByTestId('report-drawer');
  await expect(drawer.getByTestId('stu-report')).toBeVisible();
  await expect(drawer.getByTestId('stu-report-item')).toHaveCount(3);
  await context.close();
});

test('the teacher reads a class report and keeps an after-class comment', async ({ browser }) => {
  const user = await apiLogin('teacher');
  const context = await browser.newContext({
    baseURL: BASE,
    storageState: sessionState(user, ACCOUNTS.teacher.origin, { language: 'en' }),
  });
  const page = await context.newPage();
  await page.goto('/reportList/index');
  const list = page.getByTestId('class-reports');
  await list.getByTestId('list-search').locator('input').fill('2.1');
  await list.getByTestId('list-search').locator('input').press('Enter');
  const row = list.locator('tr.ant-table-row').filter({ hasText: '八年级2班' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('class-reports-submitted')).toHaveText('4 / 4');
  await row.getByTestId('class-reports-open').click();

  // The report: the summary, the accuracy chart and each question's accuracy and common wrong answers.
  const report = page.getByTestId('class-report-drawer').getByTestId('class-report');
  await expect(report.getByTestId('class-report-handed-in')).toContainText('4 / 4');
  await expect(report.getByTestId('class-report-accuracy-chart').locator('canvas')).toBeVisible();
  const accuracy = report.getByTestId('class-report-questions').getByTestId('class-report-accuracy');
  await expect(accuracy).toHaveCount(3);
  await expect(accuracy.first()).toHaveText(/%$/);
  await expect(report.getByTestId('class-report-wrong').first()).toBeVisible();
  await expect(report.getByTestId('class-report-students').locator('tr.ant-table-row')).toHaveCount(4);
  await expect(report.getByTestId('share-button')).toBeVisible();

  // The after-class evaluation of the same lesson: a comment for 罗一鸣, kept after a reload.
  const classes = await api<{ id: number; name: string }[]>('/openapi/learning/getMyClasses', { token: user.token });
  const class82 = classes.data?.find((c) => c.name === '八年级2班')?.id;
  const lessons = await api<{ list: { lessonId: number; lessonTitle: string }[] }>(
    `/openapi/report/getClassLessonReports?classId=${class82}&keyword=2.1`,
    { token: user.token },
  );
  const lessonId = lessons.data?.list[0]?.lessonId;
  await page.goto(`/afterClassEvaluation/index?classId=${class82}&lessonId=${lessonId}`);
  const student = page.getByTestId('evaluation-table').locator('tr.ant-table-row').filter({ hasText: 'luoyiming' });
  await expect(student.getByTestId('evaluation-mastery')).toBeVisible();
  await student.getByTestId('evaluation-edit').click();
  const drawer = page.getByTestId('evaluation-drawer');
  const comment = 'Good progress on completing the square; check $x^2=4$ has two roots.';
  await drawer.getByTestId('evaluation-input').fill(comment);
  await drawer.getByTestId('evaluation-save').click();
  await expect(page.getByText('Comment saved')).toBeVisible();
  await expect(drawer.getByTestId('evaluation-save')).toBeDisabled();
  await page.reload();
  const saved = page.getByTestId('evaluation-table').locator('tr.ant-table-row').filter({ hasText: 'luoyiming' });
  await expect(saved.getByTestId('evaluation-comment')).toContainText('Good progress on completing the square');
  await expect(saved.getByTestId('evaluation-comment').locator('.katex').first()).toBeVisible();
  await context.close();
});
