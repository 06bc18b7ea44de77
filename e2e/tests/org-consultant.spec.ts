import { expect, test } from '../fixtures';
import { expectRowsText, rows, search } from '../org-helpers';

test.use({ account: 'consultant' });

test('a course consultant sees the students assigned to it, with their classes and latest activity', async ({
  page,
}) => {
  await page.goto('/dashboard/dashboard');
  const list = page.locator('[data-testid=my-students]');
  await expectRowsText(list, ['student', 'lina', 'wanghao'], ['sunyue', 'hesiyuan']);
  await expect(rows(list).filter({ hasText: 'lina' })).toContainText('八年级');
  await expect(list.getByRole('columnheader', { name: 'Latest activity' })).toBeVisible();
  await search(list, 'wang');
  await expect(rows(list)).toHaveCount(1);
  await rows(list).first().locator('[data-testid=my-student-open]').click();
  // The student's profile (getStuInfoByUserId) in a drawer.
  const drawer = page.locator('.ant-drawer-section').filter({ visible: true });
  await expect(drawer).toContainText('wanghao');
  await expect(drawer).toContainText('八年级');
});
