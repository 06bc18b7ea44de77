/**
 * The numbers of a question's rich text (HTML with math in `$…$`, `$$…$$`, `\(…\)`, `\[…\]`) and their
 * replacement. Only whole integers that stand for a quantity count: not exponents (`x^2`), subscripts
 * (`x_1`), root indices (`\sqrt[3]{…}`), digits of decimals, shorthand fractions (`\frac12`), numbers
 * glued to a letter (`x2`), tag attributes, entities or blank markers (`___1`, `##$$`).
 */
import { BLANK_MARKER_RE } from '@edu/shared/render/clean';

export interface MathSegment {
  /** offsets of the whole segment (delimiters included) in the text */
  start: number;
  end: number;
  /** the formula without delimiters */
  inner: string;
  innerStart: number;
}

export interface NumberToken {
  start: number;
  end: number;
  value: number;
  inMath: boolean;
}

/** The text with tags, entities and blank markers blanked out (same length), for scanning. */
function masked(text: string): string {
  const blank = (m: string) => '\u0001'.repeat(m.length);
  return text
    .replace(new RegExp(BLANK_MARKER_RE.source, 'g'), blank)
    .replace(/<[^>]*>/g, blank)
    .replace(/&#?\w+;/g, blank);
}

const MATH_RE = /\$\$([\s\S]+?)\$\$|\$([^$]+?)\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;

export function mathSegments(text: string): MathSegment[] {
  const scan = masked(text);
  const out: MathSegment[] = [];
  for (const m of scan.matchAll(MATH_RE)) {
    const start = m.index ?? 0;
    const open = m[0].startsWith('$$') ? 2 : m[0].startsWith('$') ? 1 : 2;
    const end = start + m[0].length;
    out.push({
      start,
      end,
      innerStart: start + open,
      inner: text.slice(start + open, end - open),
    });
  }
  return out;
}

export function numberTokens(text: string): NumberToken[] {
  const scan = masked(text);
  const segments = mathSegments(text);
  const out: NumberToken[] = [];
  for (const m of scan.matchAll(/\d+/g)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = scan.slice(Math.max(0, start - 8), start);
    const after = scan.slice(end, end + 2);
    if (/[\^_]\{?\s*$/.test(before)) continue;
    if (/\\sqrt\[\s*$/.test(before)) continue;
    if (/\.$/.test(before) && /\d\.$/.test(before)) continue;
    if (/^\.\d/.test(after)) continue;
    if (/[A-Za-z]$/.test(before)) continue;
    const inMath = segments.some((s) => start >= s.innerStart && end <= s.innerStart + s.inner.length);
    out.push({ start, end, value: Number(m[0]), inMath });
  }
  return out;
}

/**
 * The text with the numbers of `map` replaced (old value → new value). `inMathOnly`: prose numbers stay.
 * Values below 2 are structure (`x+1`, `\frac{1}{x}`, `0`) and never change.
 */
export function substitute(text: string, map: ReadonlyMap<number, number>, inMathOnly = false): string {
  let out = '';
  let at = 0;
  for (const token of numberTokens(text)) {
    if (inMathOnly && !token.inMath) continue;
    const next = map.get(token.value);
    if (next === undefined || token.value < 2) continue;
    out += text.slice(at, token.start) + String(next);
    at = token.end;
  }
  return out + text.slice(at);
}

/** The parameters of a text: the distinct values ≥ 2 of its numbers (in math, or everywhere). */
export function parameters(text: string, inMathOnly = true): number[] {
  const values = numberTokens(text)
    .filter((t) => (!inMathOnly || t.inMath) && t.value >= 2)
    .map((t) => t.value);
  return [...new Set(values)];
}

/** Top-level parts of a formula split at `=` (not inside braces, not `\ne`, `\le`, `\ge`). */
export function splitEquals(formula: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < formula.length; i++) {
    const ch = formula[i] as string;
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    if (ch === '}' || ch === ')' || ch === ']') depth--;
    if (ch === '=' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** The plain text of an HTML snippet (tags removed), for the words around a formula. */
export function plainAround(text: string, from: number, to: number): string {
  return text.slice(Math.max(0, from), Math.max(0, to)).replace(/<[^>]*>/g, '');
}
