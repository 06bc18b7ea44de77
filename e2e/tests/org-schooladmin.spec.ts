import { api, DEMO_PASSWORD, expect, md5, type SessionUser, test } from '../fixtures';
import { dialog, expectRowsText, ok, pick, rows, search, success, uid } from '../org-helpers';

test.use({ account: 'schooladmin' });

/** 启明第一中学's school admin: its own school's people and classes, nobody else's. */
test("a school admin sees only its school's teachers, students and classes", async ({ page, session }) => {
  await page.goto('/dashboard/dashboard');
  const teachers = page.locator('[data-testid=teacher-list]');
  await expectRowsText(teachers, ['teacher', 'huangjie'], ['chenjing', 'james.wilson', 'acme-teacher']);
  // No school column or school filter: there is only one school.
  await expect(teachers.locator('[data-testid=filter-school]')).toHaveCount(0);

  await page.goto('/studentList/studentList');
  const students = page.locator('[data-testid=student-list]');
  // The school has 40 students (八年级3班's 24 among them, the newest): a page of 50 shows them all.
  await pick(page, students.locator('.ant-pagination-options .ant-select'), '', '50 / page');
  await expectRowsText(students, ['student', 'lina', 'wanghao'], ['sunyue', 'olivia.brown']);
  // Every student the page counts is one the API gives this school admin, and they all belong to its school.
  const api16 = await api<{ total: number; list: { schoolId: number }[] }>(
    '/openapi/manage/getUserList?roleType=1&pageSize=100',
    { token: (session as SessionUser).token },
  );
  expect(api16.data.list.every((u) => u.schoolId === (session as SessionUser).schoolid)).toBe(true);
  await expect(students.locator('.ant-pagination-total-text')).toContainText(String(api16.data.total));

  // Grade and class filters.
  await pick(page, students.locator('[data-testid=filter-grade]'), '', 'Grade 8');
  await expectRowsText(students, ['student'], []);
  await expect(rows(students).filter({ hasNotText: 'Grade 8' })).toHaveCount(0);
  await pick(page, students.locator('[data-testid=filter-class]'), '八年级2', /八年级2班/);
  await expect(rows(students).filter({ hasNotText: '八年级2班' })).toHaveCount(0);
  await expect(rows(students)).not.toHaveCount(0);

  await page.goto('/classList/classList');
  const classes = page.locator('[data-testid=class-list]');
  await expectRowsText(classes, ['七年级1班', '八年级1班', '九年级1班']);
  const classApi = await api<{ list: { schoolId: number; name: string }[] }>(
    '/openapi/manage/getClassList?pageSize=100',
    {
      token: (session as SessionUser).token,
    },
  );
  expect(classApi.data.list.every((c) => c.schoolId === (session as SessionUser).schoolid)).toBe(true);
  await expect(rows(classes)).toHaveCount(classApi.data.list.length);

  // A class's page, from the list.
  await rows(classes).filter({ hasText: '八年级1班' }).locator('[data-testid=class-link]').click();
  await expect(page).toHaveURL(/\/classList\/classdetail\?id=\d+/);
  await expectRowsText(page.locator('[data-testid=class-students]'), ['student', 'lina']);

  // Another school's people and the admin pages are out of reach.
  const riverside = await api<{ user: SessionUser }>('/openapi/user/login', {
    form: { loginvalue: 'zhoulei', pwd: md5(DEMO_PASSWORD) },
  });
  const other = await api<{ list: { id: number; username: string }[] }>('/openapi/manage/getUserList?keyword=sunyue', {
    token: riverside.data.user.token,
  });
  const sunyue = other.data.list[0]!.id;
  await page.goto(`/user/studentDetail?id=${sunyue}`);
  await expect(page.locator('[data-testid=org-error]')).toContainText('Not found');
  await page.goto('/user/teaStu');
  await expect(page).toHaveURL('/401');
});

test('a school admin adds a student, puts it in a class, moves it to another class and links a helper', async ({
  page,
}) => {
  // A long flow through four pages and four dialogs on a shared 2-core machine.
  test.setTimeout(180_000);
  const id = uid();
  const name = `Pupil ${id}`;
  await page.goto('/studentList/studentList');
  const students = page.locator('[data-testid=student-list]');
  await students.locator('[data-testid=create-user]').click();
  const form = dialog(page, 'user-form');
  // No school field: the school admin's students are of its school.
  await expect(form.locator('[data-testid=user-form-school]')).toHaveCount(0);
  await form.getByLabel('Username').fill(`e2e-p-${id}`);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Phone').fill('abc');
  await form.getByLabel('Initial password').fill('12345');
  await form.getByLabel('Confirm password').fill('12345');
  await ok(form).click();
  await expect(form).toContainText('Only digits, spaces, + and -');
  await expect(form).toContainText('Cannot be less than 6 characters');
  await form.getByLabel('Phone').fill('+86 138 0000');
  await form.getByLabel('Initial password').fill('123456');
  await form.getByLabel('Confirm password').fill('123456');
  await ok(form).click();
  await expect(success(page)).toContainText(name);
  await expect(form).toBeHidden();

  // Into 七年级1班 from the class's page.
  await page.goto('/classList/classList');
  const classes = page.locator('[data-testid=class-list]');
  await rows(classes).filter({ hasText: '七年级1班' }).locator('[data-testid=class-link]').click();
  await page.locator('[data-testid=add-students]').click();
  const add = dialog(page, 'add-students-dialog');
  await pick(page, add.locator('[data-testid=add-students-select]'), `e2e-p-${id}`, name);
  await page.keyboard.press('Escape');
  await ok(add).click();
  await expect(success(page)).toContainText('1 student(s) added');
  const members = page.locator('[data-testid=class-students]');
  await search(members, `e2e-p-${id}`);
  await expect(rows(members)).toHaveCount(1);

  // Move it to 九年级1班.
  await rows(members).first().locator('.ant-checkbox-input').check();
  await page.locator('[data-testid=move-students]').click();
  const move = dialog(page, 'move-students-dialog');
  await pick(page, move.locator('[data-testid=move-target]'), '九年级', /九年级1班/);
  await ok(move).click();
  await expect(success(page)).toContainText('1 student(s) moved');
  await expect(rows(members)).toHaveCount(0);
  await expect(page.locator('[data-testid=class-detail] [data-testid=audit-log]')).toContainText('Students moved out');

  // Its page shows the new class; link the course consultant to it.
  await page.goto('/studentList/studentList');
  await search(students, `e2e-p-${id}`);
  await expect(rows(students)).toHaveCount(1);
  await expect(rows(students).first()).toContainText('九年级1班');
  await rows(students).first().getByRole('link', { name, exact: true }).click();
  await page.locator('[data-testid=student-assign-helper]').click();
  const assign = dialog(page, 'assign-helper-dialog');
  await pick(page, assign.locator('.ant-form-item').nth(1).locator('.ant-select'), 'consultant', /consultant/);
  await ok(assign).click();
  await expect(success(page)).toContainText('1 new');
  await expect(page.locator('[data-testid=student-profile]')).toContainText('陈晓雯');
});
