/**
 * Math text renderer (spec section 5). Input: rich text (HTML) with formulas; output: the same HTML with
 * every formula replaced by KaTeX's output. Never throws; a formula KaTeX cannot parse is shown as its
 * source, escaped, in `<span class="math-error" title="<KaTeX's message>">`.
 *
 * Delimiters, searched only in text (never inside tags, attributes or comments, and not inside the
 * contents of script, style, textarea, title, xmp, noscript, pre, code, math, svg or annotation):
 * - `$$…$$` and `\[…\]`: display; `$…$` and `\(…\)`: inline.
 * - Inline `$…$` rule (pandoc's): the opening `$` must be followed by a non-space character, and the
 *   first unescaped `$` after it closes the formula only if it follows a non-space character and is not
 *   followed by a digit; otherwise the opening `$` is plain text. An inline formula cannot contain a
 *   blank line. So `$5 and $6` and `costs $5, gains $x$` keep their prices as text.
 * - `\$` in text is an escaped dollar: it is never a delimiter and is output as `$`. Inside a formula,
 *   `\$` is TeX's dollar sign and does not close it.
 * - A formula may run across `<br>` tags (rich-text editors put them into long display formulas); each
 *   counts as a line break in the TeX. Any other tag ends the text run: a delimiter without its partner
 *   in the same run is plain text.
 * - An empty formula (`$$ $$`) is plain text.
 * Before KaTeX, the TeX source has its HTML entities decoded (`&lt;` → `<`, `&amp;` → `&`, `&nbsp;` →
 * space), zero-width characters removed, `\begin{array}{…}` → `\begin{matrix}` and `align`/`align*` →
 * `aligned` (normalizeTex). KaTeX runs with trust off (no \href, \url, \includegraphics, \html…),
 * strict off, maxSize 50em and maxExpand 1000; results are cached (LRU, 2000 formulas).
 */
import katex from 'katex';
import { escapeHtml } from './entities';
import { type Formula, type MathDelimiter, replaceFormulas } from './math-find';
import { normalizeTex } from './math-tex';

export { findFormulas, type Formula, type MathDelimiter, replaceFormulas } from './math-find';
export { normalizeTex } from './math-tex';

export interface MathRenderOptions {
  /** KaTeX output kind. Default 'htmlAndMathml' (accessible; the sanitizer keeps both). */
  output?: 'html' | 'mathml' | 'htmlAndMathml';
  /** Longer formulas are shown as errors without being parsed. Default MAX_FORMULA_LENGTH. */
  maxFormulaLength?: number;
  /** Reuse earlier results for the same formula (default true; a benchmark may turn it off). */
  cache?: boolean;
}

export const MAX_FORMULA_LENGTH = 20_000;
export const MATH_ERROR_CLASS = 'math-error';

// ---------------------------------------------------------------------------------------------------
// Rendering

const CACHE_SIZE = 2000;
const cache = new Map<string, string>();

function closingOf(delimiter: MathDelimiter): string {
  return delimiter === '\\(' ? '\\)' : delimiter === '\\[' ? '\\]' : delimiter;
}

function errorSpan(formula: Formula, message: string): string {
  const source = `${formula.delimiter}${formula.tex}${closingOf(formula.delimiter)}`;
  const kind = formula.display ? 'math-display' : 'math-inline';
  return `<span class="${MATH_ERROR_CLASS} ${kind}" title="${escapeHtml(message)}">${escapeHtml(source)}</span>`;
}

/** Two formulas with the same key render the same way (used to cache results). */
export function formulaCacheKey(formula: Formula, options: MathRenderOptions = {}): string {
  const max = options.maxFormulaLength ?? MAX_FORMULA_LENGTH;
  return `${options.output ?? 'htmlAndMathml'}|${max}|${formula.display ? 'D' : 'I'}|${formula.delimiter}|${formula.tex}`;
}

/** Renders one formula with KaTeX; a failure gives the error span (never throws). */
export function renderFormula(formula: Formula, options: MathRenderOptions = {}): string {
  const output = options.output ?? 'htmlAndMathml';
  const max = options.maxFormulaLength ?? MAX_FORMULA_LENGTH;
  if (formula.tex.length > max) return errorSpan(formula, `Formula longer than ${max} characters`);
  const useCache = options.cache ?? true;
  const key = formulaCacheKey(formula, options);
  const hit = useCache ? cache.get(key) : undefined;
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  let html: string;
  try {
    html = katex.renderToString(normalizeTex(formula.tex), {
      displayMode: formula.display,
      output,
      throwOnError: true,
      strict: 'ignore',
      trust: false,
      maxSize: 50,
      maxExpand: 1000,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    html = errorSpan(formula, message);
  }
  if (useCache) {
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, html);
  }
  return html;
}

/** Renders a TeX string (no delimiters) as inline or display math; errors give the error span. */
export function renderTex(tex: string, display = false, options: MathRenderOptions = {}): string {
  const delimiter: MathDelimiter = display ? '$$' : '$';
  return renderFormula({ tex, display, delimiter, start: 0, end: tex.length + delimiter.length * 2 }, options);
}
/**
 * Replaces every formula in `html` with its KaTeX rendering (see the module comment for the rules).
 * The result is NOT sanitized: use renderRichText (render/web or render/node) for untrusted input.
 */
export function renderMath(html: string, options: MathRenderOptions = {}): string {
  return replaceFormulas(html, (formula) => renderFormula(formula, options));
}
