import { ACME, BASE, api, expect, test } from '../fixtures';

interface Brand {
  brandId: number;
  brandName: string;
  webAddress: string;
  webLogoUrl: string;
  webLogoUrlSmall: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The brand's logo or small logo, as an absolute URL on the site origin. */
function logoPattern(brand: Brand, origin: string) {
  const paths = [brand.webLogoUrl, brand.webLogoUrlSmall]
    .filter(Boolean)
    .map((p) => escapeRegExp(new URL(p, origin).href));
  expect(paths.length).toBeGreaterThan(0);
  return new RegExp(`^(${paths.join('|')})$`);
}

async function brandOf(webAddress: string, origin: string) {
  const res = await api<Brand>(`/openapi/brand/getBrandByWebAddress?webAddress=${webAddress}`, { origin });
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

test('localhost shows brand A (name, logo, title) on the login page', async ({ page }) => {
  const brand = await brandOf('localhost', BASE);
  expect(brand.brandName).toBeTruthy();
  expect(brand.brandName).not.toBe('Acme Academy');

  await page.goto(`${BASE}/login`);
  await expect(page.locator('[data-testid=login-brand-name]')).toHaveText(brand.brandName);
  const logo = page.locator('[data-testid=login-logo]');
  await expect(logo).toBeVisible();
  // The logo (or small logo) is the brand's own, prefixed with the site origin (spec section 3), and it loads.
  await expect(logo).toHaveAttribute('src', logoPattern(brand, BASE));
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page).toHaveTitle(new RegExp(brand.brandName));
});

test('acme.localhost shows Acme Academy on the login page', async ({ page }) => {
  const brand = await brandOf('acme', ACME);
  expect(brand.brandName).toBe('Acme Academy');

  await page.goto(`${ACME}/login`);
  await expect(page.locator('[data-testid=login-brand-name]')).toHaveText('Acme Academy');
  await expect(page.locator('[data-testid=login-logo]')).toBeVisible();
  await expect(page.locator('[data-testid=login-logo]')).toHaveAttribute('src', logoPattern(brand, ACME));
  await expect(page).toHaveTitle(/Acme Academy/);
});

test.describe('in the console', () => {
  test.use({ account: 'acme-teacher' });

  test('the acme brand follows the user into the console', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('[data-testid=dashboard-brand]')).toContainText('Acme Academy');
  });
});
