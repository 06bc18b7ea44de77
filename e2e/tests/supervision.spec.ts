import type { Locator, Page } from '@playwright/test';
import { apiLogin, BASE, dialogsShown, expect, sessionState, shownConfirm, test } from '../fixtures';
import { class81Id, releaseMathLesson } from '../learning-helpers';
import { endLiveSessions } from '../supervision-helpers';

/**
 * Issue 12 item 1, live class supervision as a class lives it: the teacher starts a session of 八年级1班 on a
 * lesson; hesiyuan (何思远) opens it in a second browser and answers; the board shows the answer within a
 * second of its save, with the answer on hover and on keyboard focus; the teacher moves everyone to question
 * 2 and the student's page goes there; the teacher ends it, the student is told, and the replay plays.
 */
test.use({ account: 'teacher' });

const STUDENT = 'hesiyuan';
const STUDENT_NAME = '何思远';

async function pick(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

/** Any answer to a question (right or wrong does not matter here). */
async function answer(question: Locator): Promise<void> {
  const type = await question.getAttribute('data-type');
  if (type === 'single' || type === 'multiple') await question.getByTestId('stu-option').first().click();
  else if (type === 'judge') await question.getByTestId('stu-judge-true').click();
  else if (type === 'blank') {
    for (const blank of await question.getByTestId('stu-blank').all()) await blank.fill('2');
  } else await question.getByTestId('stu-short').fill('Both sides are equal.');
}

test('start a session, a student answers live, focus everyone, end it and replay it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const classId = await class81Id();
  await endLiveSessions(classId);
  const { lessonId, title } = await releaseMathLesson(0);

  // 1. The teacher starts a session from its list.
  await page.goto('/superviseClass/superviseClassEnd');
  await page.getByTestId('supervise-start').click();
  await dialogsShown(page);
  await pick(page, page.getByTestId('supervise-start-class'), '八年级1班');
  await pick(page, page.getByTestId('supervise-start-lesson'), title);
  await page.getByTestId('supervise-start-ok').click();
  await expect(page).toHaveURL(/\/superviseClass\/superviseClassDetail\?sessionId=\d+/);
  await expect(page.getByTestId('supervise-title')).toHaveText(title);
  await expect(page.getByTestId('supervise-connection')).toHaveAttribute('data-status', 'open');
  const row = page.getByTestId('supervise-student').filter({ hasText: STUDENT_NAME });
  await expect(row.getByTestId('supervise-presence')).toHaveAttribute('data-online', 'false');

  // 2. The student opens the lesson in a second browser: the board sees it come online on question 1.
  const user = await apiLogin(STUDENT);
  const context = await browser.newContext({ baseURL: BASE, storageState: sessionState(user, BASE) });
  const stu = await context.newPage();
  await stu.goto(`/stuLesson/stuLessonDetail?lessonId=${lessonId}`);
  await expect(stu.getByTestId('stu-live')).toBeVisible();
  await expect(row.getByTestId('supervise-presence')).toHaveAttribute('data-online', 'true');
  await expect(row.getByTestId('supervise-current')).toHaveAttribute('data-no', '1');

  // 3. It answers question 1: the board shows it within a second of the save.
  const questions = stu.getByTestId('stu-question');
  const saved = stu.waitForResponse((r) => r.url().includes('/openapi/learning/saveAnswers') && r.ok());
  await answer(questions.first());
  await saved;
  const cell = row.locator('[data-testid=supervise-cell][data-no="1"]');
  await expect(cell).not.toHaveAttribute('data-outcome', 'none', { timeout: 1_000 });
  await expect(cell).toHaveAttribute(
    'aria-label',
    new RegExp(`^${STUDENT_NAME}, question 1: (Right|Wrong|Partly right|To be graded)\\. Answer: .+`),
  );
  // the answer on hover, and on keyboard focus
  await cell.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Answer:' })).toBeVisible();
  await page.mouse.move(0, 0);
  await cell.focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Answer:' })).toBeVisible();

  // 4. The teacher moves everyone to question 2: the student's page goes there and says so.
  await pick(page, page.getByTestId('supervise-focus-no'), 'Question 2');
  await page.getByTestId('supervise-focus').click();
  const second = stu.locator('.stu-lesson__question').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toBeInViewport();
  await expect(stu.getByTestId('stu-live-announcement')).toHaveText('Your teacher moved everyone to question 2');
  // its heartbeat carries the new position to the board
  await expect(row.getByTestId('supervise-current')).toHaveAttribute('data-no', '2');

  // 5. The teacher ends the session: the student is told; the board turns into the replay and summary.
  await page.getByTestId('supervise-end').click();
  await (await shownConfirm(page)).getByTestId('confirm-ok').click();
  await expect(stu.getByTestId('stu-live-ended')).toBeVisible();
  await expect(page.getByTestId('supervise-replay')).toBeVisible();
  await expect(page.getByTestId('supervise-summary')).toContainText(/1 of \d+ students/);
  const events = page.getByTestId('replay-events');
  await page.getByTestId('replay-speed').getByText('8×').click();
  await page.getByTestId('replay-play').click();
  const replayCell = page
    .getByTestId('replay-grid')
    .getByTestId('supervise-student')
    .filter({ hasText: STUDENT_NAME })
    .locator('[data-testid=supervise-cell][data-no="1"]');
  await expect(replayCell).not.toHaveAttribute('data-outcome', 'none', { timeout: 15_000 });
  await expect(page.getByTestId('replay-play')).toHaveText('Play', { timeout: 15_000 });
  const total = (await events.textContent())?.match(/of (\d+) events/)?.[1];
  await expect(events).toHaveAttribute('data-played', total ?? '');
  // seeking back to the start empties the board again
  await page.getByTestId('replay-restart').click();
  await expect(replayCell).toHaveAttribute('data-outcome', 'none');
  await context.close();
});
