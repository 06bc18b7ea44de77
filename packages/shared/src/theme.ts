import { contrastRatio, darken, parseHex, shadeForContrast, TEXT_CONTRAST } from './contrast';

/**
 * Brand themes (issue 13 item 3) and brand web addresses (item 1): the rules both sides check, the console
 * before it sends a form, the server before it writes.
 */

/** Where the brand's logo shows: at the top of the sidebar, or in the navbar. */
export const LOGO_PLACEMENTS = ['sidebar', 'navbar'] as const;
export type LogoPlacement = (typeof LOGO_PLACEMENTS)[number];

/** A light sidebar (antd's light menu) or a dark one. */
export const SIDEBAR_MODES = ['dark', 'light'] as const;
export type SidebarMode = (typeof SIDEBAR_MODES)[number];

export interface ThemeColors {
  primaryColor: string;
  sidebarBg: string;
  sidebarText: string;
}

/** The text on the primary colour: primary buttons, the selected menu entry, badges. */
export const TEXT_ON_PRIMARY = '#ffffff';

/** One pair of a theme that does not reach WCAG AA (4.5:1) for normal text. */
export interface ContrastProblem {
  /** the field to correct */
  field: 'primaryColor' | 'sidebarText';
  /** the colours compared */
  foreground: string;
  background: string;
  /** the ratio reached, two decimals */
  ratio: number;
}

/** `#rrggbb` (lower case) of a 3- or 6-digit hex colour; null for anything else. */
export function normaliseHex(value: string): string | null {
  const v = value.trim();
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v)) return null;
  const rgb = parseHex(v);
  if (!rgb) return null;
  const part = (n: number) => n.toString(16).padStart(2, '0');
  return `#${part(rgb.r)}${part(rgb.g)}${part(rgb.b)}`;
}

/**
 * The pairs of a theme whose contrast is below 4.5:1 (WCAG 2.2 SC 1.4.3, normal text): white text on the
 * primary colour, and the sidebar's text on the sidebar's background. Empty when the theme passes.
 */
export function themeContrastProblems(theme: ThemeColors): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const check = (field: ContrastProblem['field'], foreground: string, background: string) => {
    const ratio = contrastRatio(foreground, background);
    if (ratio < TEXT_CONTRAST) problems.push({ field, foreground, background, ratio: Math.floor(ratio * 100) / 100 });
  };
  check('primaryColor', TEXT_ON_PRIMARY, theme.primaryColor);
  check('sidebarText', theme.sidebarText, theme.sidebarBg);
  return problems;
}

/** The message of a contrast problem (a message id of the shared catalogue, with its figures). */
export function contrastMessage(problem: ContrastProblem): string {
  return problem.field === 'primaryColor'
    ? `white text on this colour has a contrast of ${problem.ratio}:1, below the 4.5:1 of WCAG AA`
    : `this text on the sidebar background has a contrast of ${problem.ratio}:1, below the 4.5:1 of WCAG AA`;
}

/** The backgrounds text in the theme colour sits on: cards and fields (white) and the page. */
export const LIGHT_BACKGROUNDS = ['#ffffff', '#f0f2f5'] as const;

export interface Shades {
  /** the shade for text on white and under white text (4.5:1 both ways) */
  base: string;
  /** pointer over a control: a little darker, still 4.5:1 */
  hover: string;
  /** pressed: darker again */
  active: string;
}

/**
 * The readable shades of a theme colour (issue 8, WCAG 2.2 AA): the lightest shade of its hue that reaches
 * 4.5:1 against `backgrounds`, then a darker one for hover and pressed. The console's antd tokens
 * (apps/web/src/shell/settings/theme.ts) and the login page's CSS variables (brandThemeVariables) both
 * paint these.
 */
export function shadesOf(color: string, backgrounds: readonly string[] = LIGHT_BACKGROUNDS): Shades {
  const base = shadeForContrast(color, backgrounds, TEXT_CONTRAST);
  return { base, hover: darken(base, 0.12), active: darken(base, 0.24) };
}

/** The CSS custom properties of a brand's theme on the login page (apps/web/src/features/auth/login.css). */
export const BRAND_THEME_VARIABLES = {
  primary: '--brand-primary',
  hover: '--brand-primary-hover',
  active: '--brand-primary-active',
} as const;

const CSS_HEX = /^#[0-9a-f]{6}$/;

/**
 * A brand theme's CSS custom properties, as the console paints its primary colour (shadesOf on the light
 * backgrounds: the login page puts white text on it and sets it on white), or null when the theme is absent
 * or its colour is not a hex colour. Every value is `#rrggbb`, so it can go into a style sheet as it is.
 */
export function brandThemeVariables(theme: { primaryColor?: unknown } | null | undefined): [string, string][] | null {
  const raw = theme?.primaryColor;
  const hex = typeof raw === 'string' ? normaliseHex(raw) : null;
  if (!hex) return null;
  const shades = shadesOf(hex);
  const values: [string, string][] = [
    [BRAND_THEME_VARIABLES.primary, shades.base],
    [BRAND_THEME_VARIABLES.hover, shades.hover],
    [BRAND_THEME_VARIABLES.active, shades.active],
  ];
  return values.every(([, v]) => CSS_HEX.test(v)) ? values : null;
}

/**
 * The web address of the platform's default brand: plain `localhost`, IP addresses and unknown labels
 * fall back to it (apps/server/src/modules/brand/host.ts). No other brand may take it, and the default
 * brand keeps it.
 */
export const PLATFORM_WEB_ADDRESS = 'localhost';
/** Labels no brand may take: the platform's own, and the names a deployment keeps for itself. */
export const RESERVED_WEB_ADDRESSES = [PLATFORM_WEB_ADDRESS, 'www', 'api', 'admin', 'static', 'assets'] as const;

/** A DNS label (RFC 1035/1123): 1–63 letters, digits or hyphens, no hyphen first or last; lower case. */
export const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether a label is one no brand may take (the default brand keeps its own). */
export function isReservedWebAddress(value: string): boolean {
  return (RESERVED_WEB_ADDRESSES as readonly string[]).includes(value);
}

/** Why a web address cannot be a new brand's (a message of the shared catalogue), or null. */
export function webAddressProblem(value: string): string | null {
  if (value === '') return 'is required';
  if (value.length > 63) return 'must be at most 63 characters';
  if (!DNS_LABEL.test(value)) {
    return 'must be a host label: letters, digits and hyphens, not starting or ending with a hyphen';
  }
  if (isReservedWebAddress(value)) return 'is reserved for the platform';
  return null;
}
