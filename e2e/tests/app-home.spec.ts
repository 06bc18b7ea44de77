import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepProviderSetting } from '../ai-helpers';
import { api, expect, menuItem, test } from '../fixtures';
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

/**
 * Issue 14 item 1, the AI provider setting on /branding/botAppConfiguration: the admin saves a brand's setting
 * against a fake OpenAI-compatible provider (node:http on 127.0.0.1, allowed by serve.mjs), the key comes back
 * only as "ends in ••••" and its last four characters, the connection test shows the provider's answer, and a
 * provider refusing the key shows why. Before a brand is chosen the page offers the platform default.
 */
test('the admin saves a brand’s AI provider setting and tests the connection', async ({ page, session }) => {
  test.setTimeout(120_000);
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const model = (JSON.parse(body || '{}') as { model?: string }).model;
      res.writeHead(model === 'ok' ? 200 : 401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          model === 'ok'
            ? {
                id: 'x',
                object: 'chat.completion',
                created: 0,
                model: 'ok',
                choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'stop' }],
              }
            : { error: { message: 'invalid key' } },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The brand's setting as found, put back at the end (the fake is closed then).
  let restoreProvider: (() => Promise<void>) | undefined;
  try {
    await page.goto('/branding/botAppConfiguration');
    await expect(page.getByTestId('ai-provider-platform')).toBeVisible();

    const brands = await api<{ brandId: number; webAddress: string }[]>('/openapi/brand/getAllBrand', {
      token: session?.token,
    });
    const brandId = brands.data?.find((b) => b.webAddress === 'acme')?.brandId;
    if (!brandId || !session) throw new Error('no acme brand');
    restoreProvider = await keepProviderSetting(brandId, session.token);
    await page.goto(`/branding/botAppConfiguration?brandId=${brandId}`);
    const card = page.getByTestId('ai-provider-brand');
    await expect(card).toBeVisible();
    const key = `sk-e2e-${uid()}-wxyz`;
    await card.getByLabel('Base URL').fill(`http://127.0.0.1:${port}/v1`);
    await card.getByLabel('Model').fill('ok');
    await card.getByLabel('API key').fill(key);
    await card.getByTestId('ai-provider-brand-save').click();
    await expect(success(page)).toBeVisible();
    await expect(card.getByTestId('ai-provider-brand-key-state')).toHaveText('Set, ends in ••••wxyz');
    await expect(card.getByLabel('API key')).toHaveValue('');
    await expect(page.locator('body')).not.toContainText(key);

    await card.getByTestId('ai-provider-brand-test').click();
    await expect(card.getByTestId('ai-provider-brand-test-ok')).toContainText('Connected: ok answered in');

    await card.getByLabel('Model').fill('refuses');
    await card.getByTestId('ai-provider-brand-test').click();
    await expect(card.getByTestId('ai-provider-brand-test-error')).toHaveText('The AI provider refused the key');

    // After a reload: still set, the key not in the page.
    await page.reload();
    await expect(page.getByTestId('ai-provider-brand-key-state')).toHaveText('Set, ends in ••••wxyz');
    await expect(page.getByTestId('ai-provider-brand').getByLabel('Model')).toHaveValue('ok');
  } finally {
    await restoreProvider?.();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A fake provider answering every chat completion with "OK" (node:http on 127.0.0.1, allowed by serve.mjs). */
async function okProvider() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'brand-model',
          choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test.describe('the brand admin', () => {
  test.use({ account: 'brandadmin' });

  test('sets its own brand’s AI provider from its menu and tests it', async ({ page, session }) => {
    const server = await okProvider();
    const { port } = server.address() as AddressInfo;
    if (!session) throw new Error('no session');
    // Its brand's setting as found, put back at the end (the fake is closed then).
    const restoreProvider = await keepProviderSetting(Number(session.brandid), session.token);
    try {
      await page.goto('/');
      await menuItem(page, '/aiProviderBrand/index').click();
      await expect(page).toHaveURL(/\/aiProviderBrand\/index$/);
      const card = page.getByTestId('ai-provider-brand');
      await expect(card).toBeVisible();
      await expect(page.getByTestId('brand-ai-provider')).toContainText('platform default');
      const key = `sk-brand-${uid()}-lmno`;
      await card.getByLabel('Base URL').fill(`http://127.0.0.1:${port}/v1`);
      await card.getByLabel('Model').fill('brand-model');
      await card.getByLabel('API key').fill(key);
      await card.getByTestId('ai-provider-brand-save').click();
      await expect(success(page)).toBeVisible();
      await expect(card.getByTestId('ai-provider-brand-key-state')).toHaveText('Set, ends in ••••lmno');
      await expect(page.locator('body')).not.toContainText(key);
      await card.getByTestId('ai-provider-brand-test').click();
      await expect(card.getByTestId('ai-provider-brand-test-ok')).toContainText('Connected: brand-model answered in');
      // The platform default is not the brand admin's: the page offers only its own brand's card.
      await expect(page.getByTestId('ai-provider-platform')).toHaveCount(0);
      // Removing the setting (confirmed) leaves the brand on the platform default again.
      await card.getByTestId('ai-provider-brand-clear').click();
      await page.getByTestId('ai-provider-brand-clear-ok').click();
      await expect(card.getByTestId('ai-provider-brand-saved')).toHaveText('Not configured yet');
      await expect(card.getByTestId('ai-provider-brand-clear')).toHaveCount(0);
      await expect(card.getByLabel('Model')).toHaveValue('');
    } finally {
      await restoreProvider();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
