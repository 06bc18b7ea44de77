/**
 * Finding formulas in HTML (math.ts; the delimiter rules are in its module comment): text runs between
 * tags, the formulas of each run, and their offsets in the HTML. replaceFormulas rewrites each one.
 */
import { decodeEntities } from './entities';

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
