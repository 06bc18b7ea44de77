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
import { decodeEntities, escapeHtml } from './entities';

export type MathDelimiter = '$$' | '$' | '\\(' | '\\[';

export interface Formula {
  /** The formula's TeX, entities decoded, `<br>` as '\n', before normalizeTex. */
  tex: string;
  display: boolean;
  delimiter: MathDelimiter;
  /** Offsets in the input HTML: `html.slice(start, end)` is the formula with its delimiters. */
  start: number;
  end: number;
}

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
// TeX normalisation

const ENV_RE = /\\(begin|end)\s*\{(array|align\*?)\}/g;

/** Index just past a balanced group opened by `open` at `i` (i.e. tex[i] === open), or -1. */
function skipGroup(tex: string, i: number, open: string, close: string): number {
  let depth = 0;
  for (let j = i; j < tex.length; j++) {
    const c = tex[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === open) depth++;
    else if (c === close) {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return -1;
}

function skipSpaces(tex: string, i: number): number {
  let j = i;
  while (j < tex.length && /\s/.test(tex[j]!)) j++;
  return j;
}

/** True when the backslash at `i` is itself escaped (preceded by an odd number of backslashes). */
function isEscapedAt(text: string, i: number): boolean {
  let count = 0;
  for (let j = i - 1; j >= 0 && text[j] === '\\'; j--) count++;
  return count % 2 === 1;
}

/**
 * Rewrites environments KaTeX should see differently (spec section 5): `array` (with its optional
 * `[pos]` and its column spec) → `matrix`, `align`/`align*` → `aligned`; removes zero-width characters
 * and turns no-break spaces into spaces.
 */
export function normalizeTex(tex: string): string {
  const src = tex.replace(/\u00a0/g, ' ').replace(/\u200b|\u200c|\u200d|\u2060|\ufeff/g, '');
  let out = '';
  let last = 0;
  ENV_RE.lastIndex = 0;
  for (let m = ENV_RE.exec(src); m !== null; m = ENV_RE.exec(src)) {
    if (isEscapedAt(src, m.index)) continue;
    const kind = m[1]!;
    const env = m[2]!;
    let next = m.index + m[0].length;
    if (env === 'array' && kind === 'begin') {
      let j = skipSpaces(src, next);
      if (src[j] === '[') {
        const k = skipGroup(src, j, '[', ']');
        if (k > 0) j = skipSpaces(src, k);
      }
      if (src[j] === '{') {
        const k = skipGroup(src, j, '{', '}');
        if (k > 0) next = k;
      }
    }
    out += `${src.slice(last, m.index)}\\${kind}{${env === 'array' ? 'matrix' : 'aligned'}}`;
    last = next;
    ENV_RE.lastIndex = next;
  }
  return out + src.slice(last);
}

// ---------------------------------------------------------------------------------------------------
// Finding formulas in HTML

/** Elements whose contents are never searched for formulas. */
const SKIPPED_ELEMENTS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'noscript',
  'pre',
  'code',
  'math',
  'svg',
  'annotation',
]);

/** A run of text and `<br>` tags; `text` is the run with each `<br>` as '\n'. */
interface Run {
  text: string;
  /** Pieces in order: [runStart, runEnd, htmlStart, htmlEnd, isBr]. */
  pieces: Array<[number, number, number, number, boolean]>;
}

/** Where a tag that starts with `<` at `i` ends (index past `>`), honouring quoted values. */
function tagEnd(html: string, i: number): number {
  let quote = '';
  for (let j = i + 1; j < html.length; j++) {
    const c = html[j];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return j + 1;
    }
  }
  return html.length;
}

/** Splits HTML into text runs (with `<br>`) separated by other markup, calling `onRun` / `onMarkup`. */
function scanHtml(html: string, onRun: (run: Run) => void, onMarkup: (start: number, end: number) => void): void {
  let run: Run = { text: '', pieces: [] };
  let textStart = 0;
  const flushText = (end: number): void => {
    if (end > textStart) {
      const piece = html.slice(textStart, end);
      run.pieces.push([run.text.length, run.text.length + piece.length, textStart, end, false]);
      run.text += piece;
    }
  };
  const flushRun = (): void => {
    if (run.pieces.length > 0) onRun(run);
    run = { text: '', pieces: [] };
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1] ?? '';
    let end: number;
    let isBr = false;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      end = close < 0 ? html.length : close + 3;
    } else if (next === '!' || next === '?') {
      const close = html.indexOf('>', lt);
      end = close < 0 ? html.length : close + 1;
    } else if (/[A-Za-z]/.test(next) || (next === '/' && /[A-Za-z]/.test(html[lt + 2] ?? ''))) {
      end = tagEnd(html, lt);
      const closing = next === '/';
      const name = /^[A-Za-z][^\s/>]*/.exec(html.slice(lt + (closing ? 2 : 1), lt + 40))![0].toLowerCase();
      if (name === 'br') {
        isBr = true;
      } else if (!closing && SKIPPED_ELEMENTS.has(name) && !html.slice(lt, end).endsWith('/>')) {
        const closeRe = new RegExp(`</${name}[\\s/>]`, 'ig');
        closeRe.lastIndex = end;
        const m = closeRe.exec(html);
        end = m ? tagEnd(html, m.index) : html.length;
      }
    } else {
      i = lt + 1;
      continue;
    }
    flushText(lt);
    if (isBr) {
      run.pieces.push([run.text.length, run.text.length + 1, lt, end, true]);
      run.text += '\n';
    } else {
      flushRun();
      onMarkup(lt, end);
    }
    i = end;
    textStart = end;
  }
  flushText(html.length);
  flushRun();
}

interface Found {
  start: number;
  end: number;
  /** Content between the delimiters, in run coordinates. */
  innerStart: number;
  innerEnd: number;
  delimiter: MathDelimiter;
}

/** Index of the first unescaped occurrence of `close` at or after `from` (backslash pairs skipped). */
function findClose(text: string, from: number, close: string): number {
  for (let j = from; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') {
      if (close.startsWith('\\') && text.startsWith(close, j)) return j;
      j++;
      continue;
    }
    if (text.startsWith(close, j)) return j;
  }
  return -1;
}

/** Finds the formulas of one text run, applying the delimiter rules of the module comment. */
function findInRun(text: string): Found[] {
  const found: Found[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') {
      const d = text[i + 1];
      if (d === '(' || d === '[') {
        const close = d === '(' ? '\\)' : '\\]';
        const j = findClose(text, i + 2, close);
        if (j >= 0 && text.slice(i + 2, j).trim() !== '') {
          found.push({ start: i, end: j + 2, innerStart: i + 2, innerEnd: j, delimiter: d === '(' ? '\\(' : '\\[' });
          i = j + 2;
          continue;
        }
      }
      i += 2; // an escaped character (incl. `\$`) is never a delimiter
      continue;
    }
    if (c !== '$') {
      i++;
      continue;
    }
    if (text[i + 1] === '$') {
      const j = findClose(text, i + 2, '$$');
      if (j >= 0 && text.slice(i + 2, j).trim() !== '') {
        found.push({ start: i, end: j + 2, innerStart: i + 2, innerEnd: j, delimiter: '$$' });
        i = j + 2;
      } else {
        i += 2;
      }
      continue;
    }
    const first = text[i + 1];
    if (first === undefined || /\s/.test(first)) {
      i++;
      continue;
    }
    const j = findClose(text, i + 1, '$');
    const ok =
      j > i + 1 &&
      !/\s/.test(text[j - 1]!) &&
      !/[0-9]/.test(text[j + 1] ?? '') &&
      !/\n[^\S\n]*\n/.test(text.slice(i + 1, j));
    if (ok) {
      found.push({ start: i, end: j + 1, innerStart: i + 1, innerEnd: j, delimiter: '$' });
      i = j + 1;
    } else {
      i++;
    }
  }
  return found;
}

function toHtmlOffset(run: Run, pos: number, asEnd: boolean): number {
  for (const [rs, re, hs, he, isBr] of run.pieces) {
    const inside = asEnd ? pos > rs && pos <= re : pos >= rs && pos < re;
    if (inside) return isBr ? (asEnd ? he : hs) : hs + (pos - rs);
  }
  return asEnd ? run.pieces.at(-1)![3] : run.pieces[0]![2];
}

function formulaOf(run: Run, f: Found): Formula {
  return {
    tex: decodeEntities(run.text.slice(f.innerStart, f.innerEnd)),
    display: f.delimiter === '$$' || f.delimiter === '\\[',
    delimiter: f.delimiter,
    start: toHtmlOffset(run, f.start, false),
    end: toHtmlOffset(run, f.end, true),
  };
}

/** Lists the formulas of an HTML text in order of appearance (same rules as renderMath). */
export function findFormulas(html: string): Formula[] {
  const formulas: Formula[] = [];
  scanHtml(
    html,
    (run) => {
      for (const f of findInRun(run.text)) formulas.push(formulaOf(run, f));
    },
    () => {},
  );
  return formulas;
}

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
 * Replaces every formula of `html` (found as findFormulas does) with `replace(formula, index)`; text
 * outside formulas is kept, except that `\$` becomes `$`. renderMath is replaceFormulas with KaTeX.
 */
export function replaceFormulas(html: string, replace: (formula: Formula, index: number) => string): string {
  let out = '';
  let index = 0;
  scanHtml(
    html,
    (run) => {
      const runHtml = (from: number, to: number): string => {
        let s = '';
        for (const [rs, re, hs, he, isBr] of run.pieces) {
          if (re <= from || rs >= to) continue;
          if (isBr) s += html.slice(hs, he);
          else s += html.slice(hs + Math.max(0, from - rs), hs + (Math.min(to, re) - rs)).replace(/\\\$/g, '$');
        }
        return s;
      };
      let pos = 0;
      for (const f of findInRun(run.text)) {
        out += runHtml(pos, f.start);
        out += replace(formulaOf(run, f), index++);
        pos = f.end;
      }
      out += runHtml(pos, run.text.length);
    },
    (start, end) => {
      out += html.slice(start, end);
    },
  );
  return out;
}

/**
 * Replaces every formula in `html` with its KaTeX rendering (see the module comment for the rules).
 * The result is NOT sanitized: use renderRichText (render/web or render/node) for untrusted input.
 */
export function renderMath(html: string, options: MathRenderOptions = {}): string {
  return replaceFormulas(html, (formula) => renderFormula(formula, options));
}
