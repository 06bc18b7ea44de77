/**
 * Writing exact numbers the way the source question writes them: `\dfrac{7}{12}` or `7/12`, `2\sqrt{3}`,
 * `2√3` or `sqrt(5)`. A form's *shape* is its text with every digit run replaced by `#` (and the sign
 * dropped): a variant keeps the shape of the source's answer, so a question about simplifying `\sqrt{12}`
 * to `2\sqrt{3}` gets variants whose answer is again `k\sqrt{m}`, never a bare integer.
 */
import { type Exact, type Fraction, fraction } from './exact';

export type Style = 'dfrac' | 'frac' | 'unicode' | 'sqrtCall' | 'slash';
export const STYLES: readonly Style[] = ['dfrac', 'frac', 'slash', 'unicode', 'sqrtCall'];

function term(c: Fraction, r: number, style: Style): string {
  const sign = c.n < 0 ? '-' : '';
  const n = Math.abs(c.n);
  const root =
    r === 1
      ? ''
      : style === 'dfrac' || style === 'frac'
        ? `\\sqrt{${r}}`
        : style === 'sqrtCall'
          ? `sqrt(${r})`
          : style === 'unicode'
            ? `√${r}`
            : `\\sqrt{${r}}`;
  const top = root === '' ? String(n) : n === 1 ? root : style === 'sqrtCall' ? `${n}*${root}` : `${n}${root}`;
  if (c.d === 1) return `${sign}${top}`;
  if (style === 'dfrac' || style === 'frac') return `${sign}\\${style}{${top}}{${c.d}}`;
  return `${sign}${top}/${c.d}`;
}

/** The value written in one style; rational part first, then the roots by radicand. */
export function formatExact(value: Exact, style: Style): string {
  if (value.size === 0) return '0';
  const parts = [...value].sort(([a], [b]) => a - b).map(([r, c]) => term(c, r, style));
  return parts.reduce((out, part, i) => (i === 0 ? part : part.startsWith('-') ? `${out}${part}` : `${out}+${part}`));
}

/** The shape of a written number: digit runs as `#`, no blanks, no leading sign, `\dfrac`/`\frac` alike. */
export function shapeOf(text: string): string {
  return text
    .replace(/\s+/g, '')
    .replace(/\\[dt]?frac/g, '\\frac')
    .replace(/\d+/g, '#')
    .replace(/^-/, '')
    .replace(/^\$(.*)\$$/, '$1');
}

/** The value written in the style whose shape matches `like` (exact text style kept); null when none does. */
export function formatLike(value: Exact, like: string): string | null {
  const inner = like.trim().replace(/^\$(.*)\$$/s, '$1');
  const want = shapeOf(inner);
  const dfrac = /\\dfrac/.test(inner);
  const order: Style[] = dfrac ? ['dfrac', 'frac'] : ['frac', 'dfrac'];
  for (const style of [...order, 'slash', 'unicode', 'sqrtCall'] as Style[]) {
    const text = formatExact(value, style);
    if (shapeOf(text) === want) return like.trim().startsWith('$') ? `$${text}$` : text;
  }
  return null;
}

/** An integer as an exact value. */
export function int(n: number): Exact {
  const f = fraction(n);
  return f.n === 0 ? new Map() : new Map([[1, f]]);
}
