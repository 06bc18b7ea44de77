import { api, apiLogin, expect, pageAs, readCookie, test } from '../fixtures';
import { mathLesson } from '../learning-helpers';

/**
 * Issue 10 item 7: the teacher's and the student's /dashboard start with their day's to-do. The teacher gives
 * homework through the API to 八年级2班 (the course's last lesson) and to 八年级1班 (its sixth, which no other
 * test uses); the teacher's dashboard lists the first as due soon with who handed it in, the student's lists
 * the second to do, and opening it from there lands on the lesson page as work to do (ToDoWork cookie).
 */
test.use({ account: 'teacher' });

const DAY = 86_400_000;

test('dashboard to-do: the teacher sees homework due soon, the student opens its homework from it', async ({
  page,
  browser,
}) => {
  const { token } = await apiLogin('teacher');
  const classes = await api<{ id: number; name: string }[]>('/openapi/learning/getMyClasses', { token });
  const class81 = classes.data?.find((c) => c.name === '八年级1班')?.id;
  const class82 = classes.data?.find((c) => c.name === '八年级2班')?.id;
  if (!class81 || !class82) throw new Error('the demo teacher has not got its classes');
  const forClass82 = await mathLesson(-1);
  const forClass81 = await mathLesson(5);
  for (const [classId, lessonId, days] of [
    [class82, forClass82.id, 2],
    [class81, forClass81.id, 3],
  ] as const) {
    const dueAt = new Date(Date.now() + days * DAY).toISOString();
    const given = await api('/openapi/learning/setHomework', {
      json: { classId, lessonId, dueAt, source: 'lesson' },
      token,
    });
    expect(given.code, given.msg).toBe(200);
  }

  // The teacher: due within the week, with who handed it in, relative and exact due time; to the class page.
  await page.goto('/dashboard');
  const due = page.getByTestId('today-due');
  await expect(due).toBeVisible();
  const item = due.getByTestId('today-due-item').filter({ hasText: forClass82.title }).filter({ hasText: '八年级2班' });
  await expect(item).toContainText('Due in 2 days');
  await expect(item).toContainText('Handed in: 0 of 4');
  await expect(item.locator('time')).toHaveText(/\(\d{4}-\d\d-\d\d \d\d:\d\d\)/);
  // The profile is still there below it.
  await expect(page.getByTestId('dashboard-profile')).toBeVisible();
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/myClass/myClassDetail\\?classId=${class82}$`));

  // The student: the homework to do; opening it lands on the lesson, as work to do.
  const student = await pageAs(browser, 'student');
  await student.page.goto('/dashboard');
  const homework = student.page.getByTestId('today-homework-item').filter({ hasText: forClass81.title });
  await expect(homework).toContainText('Due in 3 days');
  await expect(homework).toContainText('Not started');
  await homework.click();
  await expect(student.page).toHaveURL(new RegExp(`/stuLesson/stuLessonDetail\\?lessonId=${forClass81.id}$`));
  // (the dashboard stays alive, hidden, in the tags view: the visible title is the lesson page's)
  await expect(student.page.getByText(forClass81.title).filter({ visible: true }).first()).toBeVisible();
  await expect(student.page.getByTestId('today-student')).toBeHidden();
  expect(await readCookie(student.context, 'ToDoWork')).toBe('true');
  await student.context.close();
});
