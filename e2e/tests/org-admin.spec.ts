import { ACCOUNTS, api, BASE, expect, test, uiLogin, shownConfirm } from '../fixtures';
import { dialog, expectRowsText, ok, pick, pickMany, rows, search, success, uid } from '../org-helpers';

test.use({ account: 'admin' });

test('an admin creates a school, a teacher, a student and a class through the UI; the student logs in', async ({
  page,
  browser,
}) => {
  // A long flow through five pages and four forms on a shared 2-core machine.
  test.setTimeout(180_000);
  const id = uid();
  const schoolName = `E2E School ${id}`;
  const teacher = { username: `e2e-t-${id}`, name: `Teacher ${id}` };
  const student = { username: `e2e-s-${id}`, name: `Student ${id}`, password: `pw-${id}` };
  const className = `E2E Class ${id}`;

  // A school of the default brand (whose host is localhost), from the school list.
  await page.goto('/dashboard/dashboard');
  const schools = page.locator('[data-testid=school-list]');
  await expect(rows(schools).first()).toBeVisible();
  await schools.locator('[data-testid=create-school]').click();
  const schoolForm = dialog(page, 'school-form');
  // The form checks like the server: a name is required.
  await ok(schoolForm).click();
  await expect(schoolForm.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await schoolForm.getByLabel('School').fill(schoolName);
  await schoolForm.getByLabel('Address').fill('1 Test Road');
  await pick(page, schoolForm.locator('[data-testid=school-form-brand]'), 'Qiming', /Qiming/);
  await ok(schoolForm).click();
  await expect(success(page)).toContainText(schoolName);
  await expect(schoolForm).toBeHidden();
  await search(schools, id);
  await expect(rows(schools)).toHaveCount(1);
  await expect(rows(schools).first()).toContainText(schoolName);

  // A teacher and a student of that school, from /user/teaStu.
  await page.goto('/user/teaStu');
  const teachers = page.locator('[data-testid=teacher-list]');
  await teachers.locator('[data-testid=create-user]').click();
  let form = dialog(page, 'user-form');
  await form.getByLabel('Username').fill('x');
  await form.getByLabel('Name', { exact: true }).fill(teacher.name);
  await ok(form).click();
  await expect(form).toContainText('At least 2 characters');
  await form.getByLabel('Username').fill(teacher.username);
  await form.getByLabel('Initial password').fill('secret1');
  await form.getByLabel('Confirm password').fill('secret1');
  await pick(page, form.locator('[data-testid=user-form-school]'), id, schoolName);
  await ok(form).click();
  await expect(success(page)).toContainText(teacher.name);
  await expect(form).toBeHidden();
  await search(teachers, teacher.username);
  await expect(rows(teachers)).toHaveCount(1);
  await expect(rows(teachers).first()).toContainText(schoolName);

  await page.getByRole('tab', { name: 'Students' }).click();
  const students = page.locator('[data-testid=student-list]');
  await students.locator('[data-testid=create-user]').click();
  form = dialog(page, 'user-form');
  await form.getByLabel('Username').fill(student.username);
  await form.getByLabel('Name', { exact: true }).fill(student.name);
  await form.getByLabel('Initial password').fill(student.password);
  await form.getByLabel('Confirm password').fill(`${student.password}x`);
  await ok(form).click();
  await expect(form).toContainText('The two passwords do not match');
  await form.getByLabel('Confirm password').fill(student.password);
  await pick(page, form.locator('[data-testid=user-form-school]'), id, schoolName);
  await ok(form).click();
  await expect(success(page)).toContainText(student.name);
  await expect(form).toBeHidden();

  // A class of the school, with the teacher as head teacher and the student in it.
  await page.goto('/classma/classlist');
  const classes = page.locator('[data-testid=class-list]');
  await classes.locator('[data-testid=create-class]').click();
  const classForm = dialog(page, 'class-form');
  await pick(page, classForm.locator('[data-testid=class-form-school]'), id, schoolName);
  await pick(page, classForm.locator('[data-testid=class-form-grade]'), '', 'Grade 7');
  await classForm.getByLabel('Class').fill(className);
  await pick(page, classForm.locator('[data-testid=class-form-head]'), teacher.username, teacher.name);
  await pickMany(page, classForm.locator('[data-testid=class-form-students]'), [
    { search: student.username, text: student.name },
  ]);
  await ok(classForm).click();
  await expect(success(page)).toContainText(className);
  await expect(classForm).toBeHidden();
  await search(classes, id);
  await expect(rows(classes)).toHaveCount(1);
  await expect(rows(classes).first()).toContainText(teacher.name);

  // Its page shows the head teacher and the student; the student's page shows its class.
  await rows(classes).first().locator('[data-testid=class-link]').click();
  await expect(page).toHaveURL(/\/dashboard\/classdetail\?id=\d+/);
  await expect(page.locator('[data-testid=class-detail-name]')).toHaveText(className);
  await expect(page.locator('[data-testid=class-teachers]')).toContainText(teacher.name);
  const members = page.locator('[data-testid=class-students]');
  await expectRowsText(members, [student.username]);
  await rows(members).first().getByRole('link', { name: student.name }).click();
  await expect(page).toHaveURL(/\/user\/studentDetail\?id=\d+/);
  await expect(page.locator('[data-testid=student-profile]')).toContainText(className);
  await expect(page.locator('[data-testid=student-profile]')).toContainText(teacher.name);
  await expect(page.locator('[data-testid=user-detail] [data-testid=audit-log]')).toContainText('User created');

  // The new student logs in on the school's brand host with the password the admin gave it.
  const context = await browser.newContext({ baseURL: BASE, storageState: { cookies: [], origins: [] } });
  const studentPage = await context.newPage();
  await studentPage.goto('/login');
  await uiLogin(studentPage, student.username, student.password);
  await expect(studentPage).toHaveURL(`${BASE}/dashboard`);
  await expect(studentPage.locator('[data-testid=dashboard-profile]')).toContainText(student.name);
  await context.close();
});

test('an admin disables and re-enables a user, resets its password, and deletes it, with confirmations', async ({
  page,
}) => {
  const id = uid();
  const name = `Temp ${id}`;
  await page.goto('/user/teaStu');
  const teachers = page.locator('[data-testid=teacher-list]');
  await teachers.locator('[data-testid=create-user]').click();
  const form = dialog(page, 'user-form');
  await form.getByLabel('Username').fill(`e2e-tmp-${id}`);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Initial password').fill('secret1');
  await form.getByLabel('Confirm password').fill('secret1');
  await pick(page, form.locator('[data-testid=user-form-school]'), 'Riverside', /Riverside/);
  await ok(form).click();
  await expect(success(page)).toContainText(name);
  await expect(form).toBeHidden();

  await search(teachers, `e2e-tmp-${id}`);
  await expect(rows(teachers)).toHaveCount(1);
  await rows(teachers).first().getByRole('link', { name }).click();
  await expect(page.locator('[data-testid=user-detail-name]')).toHaveText(name);

  await page.locator('[data-testid=user-status]').click();
  await (await shownConfirm(page)).getByRole('button', { name: 'Disable' }).click();
  await expect(success(page)).toContainText(`${name} disabled`);
  await expect(page.locator('[data-testid=user-detail]')).toContainText('Disabled');
  await page.locator('[data-testid=user-status]').click();
  await (await shownConfirm(page)).getByRole('button', { name: 'Enable' }).click();
  await expect(success(page)).toContainText(`${name} enabled`);

  await page.locator('[data-testid=user-reset]').click();
  await (await shownConfirm(page)).getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('[data-testid=reset-password-result] code')).toHaveText(/\S{6,}/);
  await (await shownConfirm(page)).getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[data-testid=user-detail] [data-testid=audit-log]')).toContainText('Password reset');

  // Cancel keeps it; OK deletes it and goes back to the list.
  await page.locator('[data-testid=user-delete]').click();
  await (await shownConfirm(page)).getByRole('button', { name: 'Cancel' }).click();
  // Gone, not only closing: a click during its closing animation could land on the leaving dialog.
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(page.locator('[data-testid=user-detail-name]')).toHaveText(name);
  await page.locator('[data-testid=user-delete]').click();
  await (await shownConfirm(page)).getByRole('button', { name: 'Delete' }).click();
  await expect(success(page)).toContainText(`${name} deleted`);
  await expect(page).toHaveURL('/user/teaStu');
  await search(page.locator('[data-testid=teacher-list]'), `e2e-tmp-${id}`);
  await expect(page.locator('[data-testid=teacher-list] [data-testid=list-empty]')).toBeVisible();
});

test("an admin's lists: keyword search (a prefix), filters, sorting and empty states", async ({ page, session }) => {
  await page.goto('/user/teaStu');
  await page.getByRole('tab', { name: 'Students' }).click();
  const students = page.locator('[data-testid=student-list]');
  await expect(students.locator('[data-testid=list-search] input')).toHaveAttribute('placeholder', /Start of/);
  await search(students, 'li');
  await expectRowsText(students, ['lina']);
  await search(students, 'ina');
  await expect(students.locator('[data-testid=list-empty]')).toContainText('Nothing matches');
  await students.locator('[data-testid=list-empty]').getByRole('button').click();
  await expect(rows(students).first()).toBeVisible();
  await pick(page, students.locator('[data-testid=filter-school]'), 'Acme', /Acme/);
  await expectRowsText(students, ['olivia.brown'], ['lina', 'sunyue']);
  // Sort by username: ascending, then descending, as the server orders them.
  const acme = (
    await api<{ list: { id: number }[] }>('/openapi/manage/getSchoolList?keyword=Acme', { token: session!.token })
  ).data.list[0]!.id;
  const sorted = async (order: 'asc' | 'desc') =>
    (
      await api<{ list: { username: string }[] }>(
        `/openapi/manage/getUserList?roleType=1&schoolId=${acme}&sort=username&order=${order}&pageSize=1`,
        { token: session!.token },
      )
    ).data.list[0]!.username;
  const username = students.getByRole('columnheader', { name: 'Username' });
  const firstUsername = rows(students).first().locator('td').nth(2);
  await username.click();
  await expect(firstUsername).toHaveText(await sorted('asc'));
  await username.click();
  await expect(firstUsername).toHaveText(await sorted('desc'));

  await page.goto('/dashboard/dashboard');
  const schools = page.locator('[data-testid=school-list]');
  await search(schools, 'no such school at all');
  await expect(schools.locator('[data-testid=list-empty]')).toBeVisible();
});

test('the admin pages need the admin roles', async ({ page }) => {
  expect(ACCOUNTS.admin.role).toBe('admin');
  await page.goto('/studentList/studentList');
  await expect(page).toHaveURL('/401');
  await page.goto('/alonePage?schoolId=1');
  await expect(page).toHaveURL('/401');
});
