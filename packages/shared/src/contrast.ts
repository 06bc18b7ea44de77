/**
 * WCAG 2.x contrast arithmetic (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) and shades of a colour
 * that reach a contrast ratio while keeping its hue and saturation: the console shows a theme colour in the
 * lightest shade of it that stays readable (DESIGN.md section 5: text contrast ≥ 4.5:1 in every theme).
 */

/** Text and images of text (WCAG 1.4.3). */
export const TEXT_CONTRAST = 4.5;
/** Large text (WCAG 1.4.3), controls and graphics (WCAG 1.4.11). */
export const LARGE_CONTRAST = 3;

export interface Rgb {
  /** 0–255 each */
  r: number;
  g: number;
  b: number;
}

export interface Hsl {
  /** hue in degrees, 0–360 */
  h: number;
  /** saturation and lightness, 0–1 */
  s: number;
  l: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** `#rgb`, `#rrggbb` or `#rrggbbaa` (the alpha is ignored: theme colours are opaque); null otherwise. */
export function parseHex(color: string): Rgb | null {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

function requireHex(color: string): Rgb {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`not a hex colour: ${color}`);
  return rgb;
}

/** `#rrggbb`, lower case. */
export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(requireHex(a));
  const lb = relativeLuminance(requireHex(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}

function meetsAll(color: string, backgrounds: readonly string[], ratio: number): boolean {
  return backgrounds.every((bg) => contrastRatio(color, bg) >= ratio);
}

/**
 * The shade of `color` nearest to it (same hue and saturation, only the lightness moved) whose contrast
 * reaches `ratio` against every one of `backgrounds`: darker against light backgrounds, lighter against
 * dark ones. The colour itself (as `#rrggbb`) when it already reaches the ratio. The backgrounds must all be
 * light or all dark; black or white is the last resort.
 */
export function shadeForContrast(color: string, backgrounds: readonly string[], ratio: number): string {
  const rgb = requireHex(color);
  const own = toHex(rgb);
  if (backgrounds.length === 0 || meetsAll(own, backgrounds, ratio)) return own;
  const lum = backgrounds.map((bg) => relativeLuminance(requireHex(bg)));
  // Against light backgrounds (above the luminance that has equal contrast with black and white) darken.
  const darken = lum.every((l) => l > 0.179);
  if (!darken && !lum.every((l) => l <= 0.179)) throw new Error('backgrounds must be all light or all dark');
  const hsl = rgbToHsl(rgb);
  const at = (l: number) => toHex(hslToRgb({ ...hsl, l }));
  // Binary search on the lightness between the colour (fails) and black or white (the furthest it can go).
  let fail = hsl.l;
  let pass = darken ? 0 : 1;
  if (!meetsAll(at(pass), backgrounds, ratio)) return darken ? '#000000' : '#ffffff';
  for (let i = 0; i < 24; i++) {
    const mid = (fail + pass) / 2;
    if (meetsAll(at(mid), backgrounds, ratio)) pass = mid;
    else fail = mid;
  }
  return at(pass);
}

/** `color` moved `amount` (0–1) of the way to black: a darker shade of the same hue. */
export function darken(color: string, amount: number): string {
  const { r, g, b } = requireHex(color);
  const k = 1 - Math.min(1, Math.max(0, amount));
  return toHex({ r: r * k, g: g * k, b: b * k });
}

/** `fg` (with `alpha`, 0–1) over the opaque `bg`, as the eye sees it. */
export function composite(fg: string, alpha: number, bg: string): string {
  const f = requireHex(fg);
  const b = requireHex(bg);
  const mix = (x: number, y: number) => x * alpha + y * (1 - alpha);
  return toHex({ r: mix(f.r, b.r), g: mix(f.g, b.g), b: mix(f.b, b.b) });
}

/** The difference of two hues in degrees, 0–180. */
export function hueDistance(a: string, b: string): number {
  const d = Math.abs(rgbToHsl(requireHex(a)).h - rgbToHsl(requireHex(b)).h) % 360;
  return d > 180 ? 360 - d : d;
}
