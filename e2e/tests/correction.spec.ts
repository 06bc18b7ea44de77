import AxeBuilder from '@axe-core/playwright';
import { answer, browse, handInThroughApi, LESSON, makeWorld, ok } from '../correction-helpers';
import { ACCOUNTS, api, apiLogin, BASE, expect, sessionState, shownConfirm, test } from '../fixtures';

/**
 * Issue 11 item 1, homework correction end to end. A world of its own, so that no other test sees it: a new
 * school of the demo brand with a teacher, a student and a class, which the demo corrector (孙丽) and a second
 * correction teacher correct for (setClassCorrectors). The teacher releases "2.1 配方法" (it opens with a
 * short answer); the student answers it with a photo of handwritten work and hands it in; the corrector
 * finds it in its queue, draws a line and stamps a tick on the photo, gives the points with the score keys,
 * writes a comment and saves with Ctrl+S; the second corrector, opening the same submission meanwhile, is
 * told who holds it and reads it only, and takes it once the first has left; the student's report shows the
 * points, the comment and the marks over the photo; the admin's overview lists who corrects it. Then: a save
 * made from a page read before another save is refused (409), nothing is overwritten, and the page offers to
 * reload; the keyboard help passes axe and J goes to the answer to grade.
 */
test.use({ account: 'corrector' });

const COMMENT = 'Good method; check the sign in the last step.';

test('a corrector marks a photo, scores by keyboard and saves; a second corrector finds it held; the student reads it', async ({
  page,
  browser,
  session,
}) => {
  // Three people, five pages, on a shared 2-core machine.
  test.setTimeout(180_000);
  const world = await makeWorld();

  // ---- the student answers the lesson with a photo of its work and hands it in ----
  const student = await browse(browser, world.student.username);
  await student.page.goto(`/stuLesson/stuLessonDetail?lessonId=${world.lessonId}`);
  const questions = student.page.getByTestId('stu-question');
  await expect(questions.first()).toBeVisible();
  for (const q of await questions.all()) await answer(student.page, q);
  await expect(student.page.getByTestId('stu-save-state')).toHaveAttribute('data-state', 'saved');
  await student.page.getByTestId('stu-submit').click();
  await (await shownConfirm(student.page)).getByTestId('confirm-ok').click();
  await expect(student.page.getByTestId('stu-report')).toBeVisible();
  await expect(student.page.getByTestId('stu-report-item').first()).toHaveAttribute('data-outcome', 'pending');

  // ---- the corrector's queue: the hand-in waits, searched by the student ----
  await page.goto('/dashboard/dashboard');
  const queue = page.getByTestId('correction-queue');
  await queue.getByTestId('list-search').locator('input').fill(world.student.username);
  await queue.getByTestId('list-search').locator('input').press('Enter');
  const row = queue.locator('tr.ant-table-row').filter({ hasText: world.student.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(LESSON);
  await expect(row.getByTestId('correction-waiting')).toHaveText('1');
  await row.getByTestId('correction-queue-student').click();
  await expect(page).toHaveURL(/\/workCorrectionDetail\?submissionId=\d+$/);
  const detailUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const detail = page.getByTestId('correction-detail');
  await expect(detail).toHaveAttribute('data-hold', 'mine');
  await expect(page.getByTestId('correction-title')).toContainText(world.student.name);

  // ---- a second corrector opens it meanwhile: told who holds it, read-only ----
  const second = await browse(browser, world.corrector2.username);
  await second.page.goto(detailUrl);
  const held = second.page.getByTestId('correction-held');
  await expect(held).toContainText('Being corrected by 孙丽 until');
  await expect(second.page.getByTestId('correction-detail')).toHaveAttribute('data-hold', 'other');
  await expect(second.page.getByTestId('correction-save')).toBeDisabled();
  await expect(second.page.getByTestId('correction-points')).toHaveAttribute('readonly', '');
  await expect(second.page.getByTestId('marks-area')).toHaveCount(0);

  // ---- marks on the photo: a pen line, then a green tick ----
  const answerCard = page.locator('[data-testid=correction-answer][data-gradable=true]');
  await expect(answerCard).toHaveCount(1);
  await expect(answerCard.getByTestId('correction-response-text')).toContainText('See my photo.');
  const area = answerCard.getByTestId('marks-area');
  const img = area.locator('img');
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(2);
  // The whole photo on screen, clear of the sticky action bar.
  await area.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await img.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.35, { steps: 8 });
  await page.mouse.up();
  const tool = (name: string) => answerCard.locator('label.ant-radio-button-wrapper').filter({ hasText: name });
  await tool('Tick').click();
  await tool('Green').click();
  await expect(answerCard.getByRole('radio', { name: 'Tick' })).toBeChecked();
  // The tools are above the photo: it has not moved.
  expect((await img.boundingBox())?.y).toBeCloseTo(box.y, 0);
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.2);
  await expect(area.getByTestId('mark')).toHaveCount(2);
  await expect(answerCard.getByTestId('marks-summary')).toHaveText('Marks: ticks 1, crosses 0, pen lines 1');
  // Undo takes the tick back; the tick again.
  await answerCard.getByTestId('marks-undo').click();
  await expect(area.getByTestId('mark')).toHaveCount(1);
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.2);
  await expect(area.getByTestId('mark')).toHaveCount(2);

  // ---- points by keyboard: Escape leaves the drawing area for the answer, 7 then "." is 7.5 ----
  await area.focus();
  await page.keyboard.press('Escape');
  await expect(answerCard).toBeFocused();
  await page.keyboard.press('7');
  await page.keyboard.press('.');
  await expect(answerCard.getByTestId('correction-points')).toHaveValue('7.5');
  // "c" writes the comment; Ctrl+S saves from inside the field.
  await page.keyboard.press('c');
  await expect(answerCard.getByTestId('correction-comment')).toBeFocused();
  await page.keyboard.type(COMMENT);
  await expect(page.getByTestId('correction-dirty')).toContainText('Unsaved answers: 1');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('correction-all-done')).toBeVisible();
  await expect(page.getByTestId('correction-dirty')).toHaveCount(0);
  await expect(detail.getByTestId('correction-state').first()).toHaveAttribute('data-state', 'corrected');
  await expect(page.getByTestId('correction-score')).toHaveText(/\d/);
  await expect(answerCard.getByTestId('correction-by')).toContainText('Corrected by 孙丽');

  // ---- the first corrector leaves the page: the second takes it and may grade it ----
  await page.getByRole('button', { name: 'Back to the queue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/dashboard$/);
  // (the page lets go as it is hidden: its release is on its way)
  await expect
    .poll(async () => {
      const res = await api<{ list: { hold: unknown }[] }>(
        `/openapi/correction/getCorrections?keyword=${world.student.username}`,
        { token: session?.token ?? '' },
      );
      return res.data?.list?.[0]?.hold;
    })
    .toBeNull();
  await second.page.getByTestId('correction-hold-retry').click();
  await expect(second.page.getByTestId('correction-detail')).toHaveAttribute('data-hold', 'mine');
  await expect(second.page.getByTestId('correction-points')).toHaveValue('7.5');
  await expect(second.page.getByTestId('correction-comment')).toHaveValue(COMMENT);
  await expect(second.page.getByTestId('marks-area').getByTestId('mark')).toHaveCount(2);
  await second.context.close();

  // ---- the student's report: points, comment, the marks over the photo ----
  await student.page.reload();
  const corrected = student.page.getByTestId('stu-report-correction');
  await expect(corrected.getByTestId('stu-report-points')).toHaveText('7.5 / 10 points');
  await expect(corrected.getByTestId('stu-report-comment')).toHaveText(COMMENT);
  const photo = corrected.getByTestId('marked-photo');
  await expect(photo.locator('img')).toBeVisible();
  await expect(photo.getByTestId('mark')).toHaveCount(2);
  await expect(photo.locator('[data-testid=mark][data-kind=tick]')).toHaveAttribute('data-color', 'green');
  await expect(photo.locator('[data-testid=mark][data-kind=pen]')).toHaveAttribute('data-color', 'red');
  await expect(photo.getByTestId('marked-photo-summary')).toHaveText('Marks: ticks 1, crosses 0, pen lines 1');
  await student.context.close();

  // ---- the admin's overview: the submission, who corrects it ----
  const admin = await browser.newContext({
    baseURL: BASE,
    storageState: sessionState(await apiLogin('admin'), ACCOUNTS.admin.origin),
  });
  const adminPage = await admin.newPage();
  await adminPage.goto('/correction/index');
  const overview = adminPage.getByTestId('correction-overview');
  await expect(overview.getByTestId('overview-summary')).toBeVisible();
  await overview.getByTestId('list-search').locator('input').fill(world.student.username);
  await overview.getByTestId('list-search').locator('input').press('Enter');
  const adminRow = overview.locator('tr.ant-table-row').filter({ hasText: world.student.name });
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow).toContainText('孙丽');
  await expect(adminRow).toContainText(world.corrector2.name);
  await expect(adminRow.getByTestId('correction-state')).toHaveAttribute('data-state', 'corrected');
  // The class's page names its correction teachers.
  await adminPage.goto(`/dashboard/classdetail?id=${world.classId}`);
  const correctors = adminPage.getByTestId('class-correctors').getByTestId('class-corrector');
  await expect(correctors).toHaveCount(2);
  await expect(correctors.filter({ hasText: world.corrector2.name })).toHaveCount(1);
  await admin.close();
});

test('the grading page’s keyboard help lists the shortcuts, passes axe, and J goes to the answer to grade', async ({
  page,
  session,
}) => {
  const queue = await api<{ list: { submissionId: number }[] }>('/openapi/correction/getCorrectionQueue?pageSize=1', {
    token: session?.token ?? '',
  });
  const id = queue.data.list[0]?.submissionId;
  expect(id, 'the demo data leaves work waiting for the corrector').toBeTruthy();
  await page.goto(`/workCorrectionDetail?submissionId=${id}`);
  await expect(page.getByTestId('correction-detail')).toHaveAttribute('data-hold', /mine|other/);
  await page.locator('body').press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /Save the grades/ })).toContainText('Ctrl + S');
  // The help dialog over the page (the a11y gate opens the page, not its dialog).
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  // J moves to the answer waiting for a person, and focuses it.
  await page.locator('body').press('j');
  await expect(page.locator('[data-testid=correction-answer][data-current=true]')).toBeFocused();
});

test('a save from a page read before another save is refused, nothing is overwritten, and the page reloads', async ({
  page,
  session,
}) => {
  test.setTimeout(120_000);
  const world = await makeWorld();
  // The student hands the lesson in through the API (a sentence for the short answer, "1" in the blanks).
  await handInThroughApi(world);
  const rows = await ok(
    api<{ list: { submissionId: number }[] }>(
      `/openapi/correction/getCorrectionQueue?keyword=${world.student.username}`,
      { token: session?.token ?? '' },
    ),
    'getCorrectionQueue',
  );
  const url = `/workCorrectionDetail?submissionId=${rows.list[0]?.submissionId}`;

  // The same corrector in two tabs: both read version 0.
  await page.goto(url);
  await expect(page.getByTestId('correction-detail')).toHaveAttribute('data-hold', 'mine');
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.getByTestId('correction-detail')).toHaveAttribute('data-hold', 'mine');

  // The other tab saves 5 points first.
  await other.getByTestId('correction-points').fill('5');
  await other.getByTestId('correction-save').click();
  await expect(other.getByTestId('correction-all-done')).toBeVisible();

  // This tab's save (6 points) starts from the version read before: refused, said so, nothing overwritten.
  await page.getByTestId('correction-points').fill('6');
  await page.getByTestId('correction-save').click();
  const dialog = await shownConfirm(page);
  await expect(dialog).toContainText('Saved meanwhile');
  await expect(dialog).toContainText('nothing was overwritten');
  // Keeping the changes leaves them in the page, unsaved.
  await dialog.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(page.getByTestId('correction-points')).toHaveValue('6');
  await expect(page.getByTestId('correction-dirty')).toBeVisible();
  // Saving again asks again; reloading shows what was saved.
  await page.getByTestId('correction-save').click();
  await (await shownConfirm(page)).getByTestId('stale-reload').click();
  await expect(page.getByTestId('correction-points')).toHaveValue('5');
  await expect(page.getByTestId('correction-dirty')).toHaveCount(0);
  const saved = await ok(
    api<{ items: { correction: { points: number } | null }[] }>(
      `/openapi/correction/getCorrectionDetail?submissionId=${rows.list[0]?.submissionId}`,
      { token: session?.token ?? '' },
    ),
    'getCorrectionDetail',
  );
  expect(saved.items.find((i) => i.correction)?.correction?.points).toBe(5);
  await other.close();
});
