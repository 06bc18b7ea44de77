import { api, expect, test } from '../fixtures';
import { dialog, ok, success, uid } from '../org-helpers';

/**
 * Issue 13 item 2, a brand's app home (/branding/menuConfiguration): the admin adds a tab and two rich-text
 * modules to it, reorders the modules by drag and drop and from the keyboard's move buttons, and the phone
 * preview shows each new order (after a reload too: the order is saved with moveModule).
 */
test.use({ account: 'admin' });

test('the admin adds a tab and modules, reorders the modules, and the preview follows', async ({ page, session }) => {
  test.setTimeout(120_000);
  const brands = await api<{ brandId: number; webAddress: string }[]>('/openapi/brand/getAllBrand', {
    token: session?.token,
  });
  const brandId = brands.data?.find((b) => b.webAddress === 'localhost')?.brandId;
  expect(brandId).toBeTruthy();
  const id = uid();
  const tabTitle = `E2E ${id}`.slice(0, 40);
  const first = `First ${id}`.slice(0, 40);
  const second = `Second ${id}`.slice(0, 40);

  await page.goto(`/branding/menuConfiguration?brandId=${brandId}`);
  const editor = page.getByTestId('app-home-editor');
  await expect(editor).toBeVisible();
  const preview = page.getByTestId('app-home-preview');

  // A new tab: it is selected, and the preview shows it (empty) with its name in the tab bar.
  await editor.getByTestId('app-home-add-tab').click();
  const tabForm = dialog(page, 'app-home-tab-modal');
  await tabForm.getByTestId('app-home-tab-title').fill(tabTitle);
  await ok(tabForm).click();
  await expect(success(page)).toBeVisible();
  await expect(tabForm).toBeHidden();
  await expect(editor.getByTestId('app-home-tab-name').filter({ hasText: tabTitle })).toBeVisible();
  await expect(preview.getByRole('button', { name: tabTitle })).toHaveAttribute('aria-current', 'page');

  // Two rich-text modules, each placed last; the HTML is sanitized (the script does not survive).
  for (const title of [first, second]) {
    await editor.getByTestId('app-home-add-module').click();
    const form = dialog(page, 'app-home-module-modal');
    await form.getByTestId('app-home-module-title').fill(title);
    await form.getByTestId('app-home-module-html').fill(`<p>${title} text</p><script>window.bad = 1</script>`);
    await ok(form).click();
    await expect(form).toBeHidden();
  }
  const previewTitles = preview.getByTestId('app-home-preview-module').locator('h4');
  await expect(previewTitles).toHaveText([first, second]);
  await expect(preview.locator('script')).toHaveCount(0);

  // Drag the second onto the first: the second goes first, in the list and in the preview.
  const modules = editor.getByTestId('app-home-modules');
  const row = (title: string) => modules.getByTestId('app-home-modules-row').filter({ hasText: title });
  const moved = page.waitForResponse((r) => r.url().includes('/openapi/brand/moveModule') && r.ok());
  await row(second).dragTo(row(first));
  await moved;
  await expect(modules.getByTestId('app-home-module-name')).toHaveText([second, first]);
  await expect(previewTitles).toHaveText([second, first]);

  // Saved: a reload shows the same order (the tab chosen again from the preview's tab bar).
  await page.reload();
  await preview.getByRole('button', { name: tabTitle }).click();
  await expect(previewTitles).toHaveText([second, first]);

  // From the keyboard: move the second down again.
  const down = row(second).getByRole('button', { name: `Move “${second}” down` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(previewTitles).toHaveText([first, second]);
  await expect(modules.getByTestId('app-home-module-name')).toHaveText([first, second]);
});
