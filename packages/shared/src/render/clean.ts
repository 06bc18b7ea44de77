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
  const decoded = decodeEntities(input).replace(/\u00a0/g, ' ');
  return replaceBlankMarkers(decoded, options.placeholder ?? blankPlaceholder);
}

/**
 * Replaces each blank marker of `input` (as it is: entities are not decoded) with `make(n)`, n = 1, 2, 3…
 * in order of appearance; the one numbering rule of every blank step.
 */
export function replaceBlankMarkers(input: string, make: (n: number) => string): CleanTextResult {
  let blankCount = 0;
  const text = input.replace(new RegExp(BLANK_MARKER_RE.source, 'g'), () => {
    blankCount += 1;
    return make(blankCount);
  });
  return { text, blankCount };
}

/** The element blank `n` (1-based) becomes in a rendered stem: `<span class="q-blank" data-blank="n">(n)</span>`. */
export function blankHtml(n: number): string {
  return `<span class="q-blank" data-blank="${n}">(${n})</span>`;
}

/**
 * The blank-marker step of rendering a question stem (rich text, or escaped plain text): each marker
 * becomes blankHtml(n). It runs before the math is rendered, so that `##$$` never opens a formula;
 * the result still has to go through the pipeline (renderRichText), which renders and sanitizes it.
 * Pure; used by the server's previews and the browser's (renderStem in ./pipeline.ts).
 */
export function markBlanks(html: string): { html: string; blankCount: number } {
  const { text, blankCount } = replaceBlankMarkers(html, blankHtml);
  return { html: text, blankCount };
}
