import type { BrandTheme } from '@edu/shared';
import { BRAND_THEME_VARIABLES, brandThemeVariables } from '@edu/shared/theme';

/**
 * The brand theme's CSS variables (`--brand-primary` and its shades) on the root element, as the server
 * writes them into the page's head (plugins/app/login-page.ts brandThemeStyle): the login page is in the
 * brand's colour after a client-side navigation too (a logout, a redirect from a page of the console), and
 * in the default colours again without a theme.
 */
export function applyBrandThemeVariables(
  theme: Pick<BrandTheme, 'primaryColor'> | null | undefined,
  root: HTMLElement = document.documentElement,
): void {
  const variables = brandThemeVariables(theme);
  for (const name of Object.values(BRAND_THEME_VARIABLES)) root.style.removeProperty(name);
  for (const [name, value] of variables ?? []) root.style.setProperty(name, value);
}
