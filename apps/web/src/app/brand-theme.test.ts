import { BRAND_THEME_VARIABLES, shadesOf } from '@edu/shared/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandThemeVariables } from './brand-theme';

describe('applyBrandThemeVariables', () => {
  const root = document.documentElement;
  afterEach(() => applyBrandThemeVariables(null));

  it("sets the theme's readable shades on the root, as the server's style does", () => {
    applyBrandThemeVariables({ primaryColor: '#8e24aa' });
    const shades = shadesOf('#8e24aa');
    expect(root.style.getPropertyValue(BRAND_THEME_VARIABLES.primary)).toBe('#8e24aa');
    expect(root.style.getPropertyValue(BRAND_THEME_VARIABLES.hover)).toBe(shades.hover);
    expect(root.style.getPropertyValue(BRAND_THEME_VARIABLES.active)).toBe(shades.active);
  });

  it('clears them without a theme or for a colour that is not a hex colour', () => {
    applyBrandThemeVariables({ primaryColor: '#2e7d32' });
    applyBrandThemeVariables({ primaryColor: 'red;background:url(x)' });
    expect(root.style.getPropertyValue(BRAND_THEME_VARIABLES.primary)).toBe('');
    applyBrandThemeVariables({ primaryColor: '#2e7d32' });
    applyBrandThemeVariables(undefined);
    for (const name of Object.values(BRAND_THEME_VARIABLES)) expect(root.style.getPropertyValue(name)).toBe('');
  });
});
