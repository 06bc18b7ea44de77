import { THEME_COLORS } from '@edu/shared/constants';
import { theme as antTheme } from 'antd';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, hueDistance, LARGE_CONTRAST, TEXT_CONTRAST } from '../../ui/contrast';
import {
  EMPTY_TEXT_COMPONENTS,
  DARK_BACKGROUNDS,
  LIGHT_BACKGROUNDS,
  PRESET_COLORS,
  READABLE_TEXT_ALPHA,
  READABLE_TEXT_TOKENS,
  readablePresetTokens,
  shadesOf,
  statusTokens,
  THEME_PRESETS,
  themeTokens,
} from './theme';

const WHITE = '#ffffff';

/** Everything a theme shade must reach (issue 8): text both ways, hover and pressed included. */
function expectReadable(theme: string) {
  const s = shadesOf(theme);
  for (const shade of [s.base, s.hover, s.active]) {
    // white text on it (buttons, the selected menu entry, the active tab, badges)
    expect(contrastRatio(WHITE, shade), `${theme} → ${shade} under white text`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // text in it on white and on the page
    for (const bg of LIGHT_BACKGROUNDS) expect(contrastRatio(shade, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
  return s;
}

/** antd's tokens as the console configures them for a theme colour. */
function consoleToken(theme: string) {
  const defaults = antTheme.getDesignToken();
  const original = antTheme.getDesignToken({ token: { colorPrimary: theme, colorInfo: theme } });
  return antTheme.getDesignToken({
    token: {
      ...READABLE_TEXT_TOKENS,
      ...statusTokens(defaults),
      ...readablePresetTokens(defaults),
      ...themeTokens(theme, original),
    },
  });
}

describe('theme shades', () => {
  it('the spec default #1890ff becomes a readable shade of the same blue', () => {
    const s = expectReadable(THEME_COLORS.primary);
    expect(s.base).toBe('#006dd3');
    expect(hueDistance(s.base, THEME_COLORS.primary)).toBeLessThan(1);
    expect(hueDistance(s.hover, THEME_COLORS.primary)).toBeLessThan(2);
  });

  it('every preset of the settings drawer reaches 4.5:1 and keeps its hue', () => {
    for (const preset of THEME_PRESETS) {
      const s = expectReadable(preset);
      expect(hueDistance(s.base, preset), preset).toBeLessThan(1);
      // a colour that already passes is shown as chosen
      if (contrastRatio(preset, '#f0f2f5') >= TEXT_CONTRAST) expect(s.base).toBe(preset.toLowerCase());
    }
  });

  it('every custom colour is adjusted, never refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        expectReadable(`#${n.toString(16).padStart(6, '0')}`);
      }),
    );
    expect(shadesOf('#FFF').base).toBe('#6e6e6e');
  });

  it('the selected menu entry stands out from the dark sidebar in the default theme (3:1)', () => {
    const { base } = shadesOf(THEME_COLORS.primary);
    for (const bg of DARK_BACKGROUNDS) expect(contrastRatio(base, bg)).toBeGreaterThanOrEqual(LARGE_CONTRAST);
  });

  it('grey hint, placeholder and empty text reaches 4.5:1 on every light grey antd lays under text', () => {
    const greys = [...Object.values(READABLE_TEXT_TOKENS), EMPTY_TEXT_COMPONENTS.Table.colorTextDisabled];
    for (const value of greys) expect(value).toBe(`rgba(0, 0, 0, ${READABLE_TEXT_ALPHA})`);
    for (const bg of [WHITE, '#fafafa', '#f5f5f5', '#f0f2f5']) {
      expect(contrastRatio(composite('#000000', READABLE_TEXT_ALPHA, bg), bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});

describe('antd tokens', () => {
  it('in every preset theme: primary, info and links readable, tints those of the chosen colour', () => {
    for (const preset of THEME_PRESETS) {
      const token = consoleToken(preset);
      const original = antTheme.getDesignToken({ token: { colorPrimary: preset, colorInfo: preset } });
      for (const key of [
        'colorPrimary',
        'colorPrimaryHover',
        'colorPrimaryActive',
        'colorPrimaryText',
        'colorPrimaryTextHover',
        'colorInfo',
        'colorLink',
        'colorLinkHover',
        'colorLinkActive',
      ] as const) {
        const color = token[key];
        expect(contrastRatio(WHITE, color), `${preset} ${key} ${color}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(color, token.colorPrimaryBg), `${preset} ${key} on its tint`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
      expect(token.colorPrimaryBg).toBe(original.colorPrimaryBg);
      expect(token.colorPrimaryBorder).toBe(original.colorPrimaryBorder);
      expect(token.controlItemBgActive).toBe(original.controlItemBgActive);
    }
  });

  it('status tags, danger buttons, badges, errors and warning text reach 4.5:1', () => {
    const token = consoleToken(THEME_COLORS.primary);
    for (const status of ['Success', 'Error'] as const) {
      for (const key of [`color${status}`, `color${status}Hover`, `color${status}Text`] as const) {
        const color = token[key];
        expect(contrastRatio(color, token[`color${status}Bg`]), key).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        for (const bg of LIGHT_BACKGROUNDS) expect(contrastRatio(color, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(WHITE, color)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
    expect(contrastRatio(token.colorWarningText, token.colorWarningBg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(hueDistance(token.colorSuccess, '#52c41a')).toBeLessThan(1);
    expect(hueDistance(token.colorError, '#ff4d4f')).toBeLessThan(1);
    // the tints stay antd's own
    expect(token.colorSuccessBg).toBe('#f6ffed');
    expect(token.colorErrorBg).toBe(antTheme.getDesignToken().colorErrorBg);
  });

  it('every preset tag colour reaches 4.5:1 on its light background, only failing ones change', () => {
    const defaults = antTheme.getDesignToken();
    const overrides = readablePresetTokens(defaults);
    expect(Object.keys(overrides)).toContain('green7');
    // both of antd's names of a shade: either one becomes the CSS variable --ant-green-7
    expect(overrides['green-7']).toBe(overrides.green7);
    expect(overrides).not.toHaveProperty('blue7');
    const token = consoleToken(THEME_COLORS.primary);
    for (const color of PRESET_COLORS) {
      const text = token[`${color}7`];
      expect(contrastRatio(text, token[`${color}1`]), color).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(hueDistance(text, defaults[`${color}7`]), color).toBeLessThan(2);
    }
  });
});
