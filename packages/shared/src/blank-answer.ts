/**
 * Normalisation and matching of fill-in answers (DESIGN.md section 4: each blank keeps its accepted
 * values and a normalisation rule). Pure: the server grades with it, the console may preview with it.
 */
import type { BlankAnswer, BlankRule } from './contracts/content';

/** Full-width forms (U+FF01–U+FF5E) and the ideographic space, then NFKC (circled digits, ligatures…). */
function toHalfWidth(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .normalize('NFKC');
}

/** A number written as an integer, a decimal, a fraction `a/b` or a percentage; else null. */
export function parseNumber(text: string): number | null {
  const t = text.replace(/\s+/g, '').replace(/−/g, '-');
  if (t === '') return null;
  const fraction = /^([+-]?\d+(?:\.\d+)?)\/([+-]?\d+(?:\.\d+)?)$/.exec(t);
  if (fraction) {
    const d = Number(fraction[2]);
    return d === 0 ? null : Number(fraction[1]) / d;
  }
  const percent = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))%$/.exec(t);
  if (percent) return Number(percent[1]) / 100;
  if (/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(t)) return Number(t);
  return null;
}

/** The value as the rules see it. `numeric` does not change the text: it changes the comparison. */
export function normalizeBlank(value: string, rules: readonly BlankRule[]): string {
  let out = value;
  if (rules.includes('halfWidth')) out = toHalfWidth(out);
  if (rules.includes('trim')) out = out.trim().replace(/\s+/g, ' ');
  if (rules.includes('caseInsensitive')) out = out.toLowerCase();
  return out;
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** True when the response matches one of the blank's accepted values under its rules. */
export function blankMatches(response: string, blank: Pick<BlankAnswer, 'accepted' | 'rules'>): boolean {
  const got = normalizeBlank(response, blank.rules);
  const numeric = blank.rules.includes('numeric');
  const gotNumber = numeric ? parseNumber(toHalfWidth(got)) : null;
  return blank.accepted.some((value) => {
    const want = normalizeBlank(value, blank.rules);
    if (want === got) return true;
    if (gotNumber === null) return false;
    const wantNumber = parseNumber(toHalfWidth(want));
    return wantNumber !== null && sameNumber(wantNumber, gotNumber);
  });
}
