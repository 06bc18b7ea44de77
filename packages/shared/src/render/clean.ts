/**
 * Text cleaner (spec section 5): decodes HTML entities, and turns blank-fill markers into numbered
 * placeholders. Output is PLAIN TEXT (entities are decoded, so `&lt;b&gt;` becomes `<b>`): show it as
 * text, or escape it (escapeHtml) before putting it into HTML.
 *
 * Markers, numbered 1, 2, 3… in order of appearance whatever digits they carry:
 * - three underscores followed by digits: `___1`, `___12` (the digits are the editor's own index);
 * - the literal `##$$`.
 * Each becomes `blankPlaceholder(n)`, by default `(n)____` (BLANK_PLACEHOLDER_TEMPLATE with `{n}`
 * replaced). No-break spaces (`&nbsp;` or U+00A0) become plain spaces.
 */
import { decodeEntities } from './entities';

/** The placeholder format; `{n}` is the 1-based number of the blank. */
export const BLANK_PLACEHOLDER_TEMPLATE = '({n})____';

/** Matches one blank marker: `___` + digits, or `##$$`. */
export const BLANK_MARKER_RE = /___\d+|##\$\$/g;

/** The default placeholder for blank number `n` (1-based): `(1)____`. */
export function blankPlaceholder(n: number): string {
  return BLANK_PLACEHOLDER_TEMPLATE.replace('{n}', String(n));
}

export interface CleanTextOptions {
  /** Builds the placeholder for blank `n` (1-based). Default: blankPlaceholder. */
  placeholder?: (n: number) => string;
}

export interface CleanTextResult {
  text: string;
  blankCount: number;
}

export function cleanText(input: string, options: CleanTextOptions = {}): CleanTextResult {
  const placeholder = options.placeholder ?? blankPlaceholder;
  const decoded = decodeEntities(input).replace(/\u00a0/g, ' ');
  let blankCount = 0;
  const text = decoded.replace(BLANK_MARKER_RE, () => {
    blankCount += 1;
    return placeholder(blankCount);
  });
  return { text, blankCount };
}
