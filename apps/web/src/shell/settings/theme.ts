import { THEME_COLORS } from '@edu/shared/constants';
import { LIGHT_BACKGROUNDS, type Shades, shadesOf } from '@edu/shared/theme';
import { shadeForContrast, TEXT_CONTRAST } from '../../ui/contrast';

/**
 * The theme colour as the console paints it (issue 8, WCAG 2.2 AA). The settings keep the colour the user
 * chose (the spec's #1890ff by default); the shell paints text and text-bearing fills in the lightest shade
 * of its hue that reaches 4.5:1 against white and the page's grey, so that white text on it (primary
 * buttons, the selected menu entry, the active tab, badges) and text in it (links, the active page number,
 * tabs) stay readable in every theme colour offered and in any custom colour: a colour that fails is
 * adjusted, never refused. The light tints (selected rows, focus borders) stay those of the chosen colour.
 */

/** Theme presets of the settings drawer; the spec's two readings of the default first. */
export const THEME_PRESETS = [
  THEME_COLORS.primary,
  THEME_COLORS.primaryAlt,
  '#13c2c2',
  '#52c41a',
  '#722ed1',
  '#eb2f96',
  '#fa541c',
  '#faad14',
  '#304156',
] as const;

/** The backgrounds text in the theme colour sits on, and its readable shades: shared with the login page. */
export { LIGHT_BACKGROUNDS, type Shades, shadesOf };

/** The backgrounds of the dark sidebar and its menu. */
export const DARK_BACKGROUNDS = [THEME_COLORS.sidebarDark, '#000c17'] as const;

/** antd's design token (theme.getDesignToken()), read by name. */
export type DesignToken = object;
const read = (token: DesignToken, key: string): unknown => Reflect.get(token, key);
const readColor = (token: DesignToken, key: string): string => {
  const value = read(token, key);
  if (typeof value !== 'string') throw new Error(`antd has no colour ${key}`);
  return value;
};

/** antd's light tints of a colour family: backgrounds and borders, never under text of the colour's own. */
const TINTS = ['Bg', 'BgHover', 'BgActive', 'BgFilledHover', 'Border', 'BorderHover'] as const;

/**
 * antd tokens of one colour family (`Primary`, `Info`, `Success`, `Error`): the shades for the colour and
 * its text (hover and pressed included), the tints as antd derives them from the original colour (`original`:
 * antd's design token for it; a dark seed would turn them grey).
 */
export function familyTokens(family: string, shades: Shades, original: DesignToken): Record<string, string> {
  const tokens: Record<string, string> = {
    [`color${family}`]: shades.base,
    [`color${family}Hover`]: shades.hover,
    [`color${family}Active`]: shades.active,
    [`color${family}Text`]: shades.base,
    [`color${family}TextHover`]: shades.hover,
    [`color${family}TextActive`]: shades.active,
  };
  for (const tint of TINTS) {
    const value = read(original, `color${family}${tint}`);
    if (typeof value === 'string') tokens[`color${family}${tint}`] = value;
  }
  return tokens;
}

/**
 * antd tokens for a theme colour: primary, info (antd's links and processing tags) and links in its readable
 * shades (readable on its own tint too); `original` is antd's design token for
 * `{ colorPrimary: theme, colorInfo: theme }`. `colorPrimary` is what the console paints.
 */
export function themeTokens(theme: string, original: DesignToken): Record<string, string> & { colorPrimary: string } {
  const shades = shadesOf(theme, [...LIGHT_BACKGROUNDS, readColor(original, 'colorPrimaryBg')]);
  return {
    ...familyTokens('Primary', shades, original),
    colorPrimary: shades.base,
    ...familyTokens('Info', shades, original),
    colorLink: shades.base,
    colorLinkHover: shades.hover,
    colorLinkActive: shades.active,
  };
}

/**
 * antd's grey text tokens raised to 4.5:1 on white and on the greys it lays under text (#fafafa table
 * headers, #f5f5f5 fields, the page's #f0f2f5): antd's defaults (45% and 25% black) give 3.3:1 and 1.6:1.
 * Disabled controls keep antd's paler grey (WCAG 1.4.3 excepts inactive components); the empty text of
 * tables, drawn in that grey, gets the readable one (`EMPTY_TEXT_COMPONENTS`), and so does a list's, in
 * shell/Layout.css (List's token does not reach its empty text).
 */
export const READABLE_TEXT_ALPHA = 0.6;
const READABLE_TEXT = `rgba(0, 0, 0, ${READABLE_TEXT_ALPHA})`;
export const READABLE_TEXT_TOKENS = {
  /** hints, descriptions, empty states (antd: 45% black) */
  colorTextTertiary: READABLE_TEXT,
  colorTextDescription: READABLE_TEXT,
  /** placeholders (antd: 25% black) */
  colorTextPlaceholder: READABLE_TEXT,
} as const;
export const EMPTY_TEXT_COMPONENTS = {
  Table: { colorTextDisabled: READABLE_TEXT },
} as const;

/**
 * antd's success and error colours (#52c41a, #ff4d4f: 2.3:1 and 3.3:1 on white) and warning text (#faad14,
 * 1.9:1) in the shades of their hues that reach 4.5:1 on white, the page and their own tints: status tags,
 * danger buttons, form errors, the white count of badges, warning text. Warning icons keep antd's amber.
 * `defaults` is antd's default design token.
 */
export function statusTokens(defaults: DesignToken): Record<string, string> {
  const tokens: Record<string, string> = {};
  const readable = (key: string, tint: string) =>
    shadesOf(readColor(defaults, key), [...LIGHT_BACKGROUNDS, readColor(defaults, tint)]);
  for (const family of ['Success', 'Error'] as const) {
    Object.assign(tokens, familyTokens(family, readable(`color${family}`, `color${family}Bg`), defaults));
  }
  const warning = readable('colorWarningText', 'colorWarningBg');
  tokens.colorWarningText = warning.base;
  tokens.colorWarningTextHover = warning.hover;
  tokens.colorWarningTextActive = warning.active;
  return tokens;
}

/** antd's preset colours (Tag color="green", "gold", …): text in shade 7 on shade 1. */
export const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * The preset colours' text shades (`green7`, `gold7`, …, and their `green-7` spellings) that fail 4.5:1 on their light backgrounds
 * (`green1`, …) and on white, darkened in their own hue; `defaults` is antd's default design token.
 */
export function readablePresetTokens(defaults: DesignToken): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const color of PRESET_COLORS) {
    const text = read(defaults, `${color}7`);
    const light = read(defaults, `${color}1`);
    if (typeof text !== 'string' || typeof light !== 'string') continue;
    const shade = shadeForContrast(text, [light, '#ffffff'], TEXT_CONTRAST);
    // antd keeps each shade under two names (`gold7`, `gold-7`) that both become the CSS variable
    // `--ant-gold-7`: the later one written wins, so both are set.
    if (shade !== text.toLowerCase()) {
      tokens[`${color}7`] = shade;
      tokens[`${color}-7`] = shade;
    }
  }
  return tokens;
}
