import { ANSWER_POINTS_MAX } from '@edu/shared';

/**
 * Points a corrector gives an answer: 0 to ANSWER_POINTS_MAX in halves (the saveCorrection contract). Typed in
 * the points field or with the score keys of the page (digits, "." for a half, "=" for full marks).
 */

/** Full-width digits and marks (a Chinese or Japanese input method), a decimal comma, "½". */
function normalise(text: string): string {
  return text
    .trim()
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[．。，,]/g, '.')
    .replace(/\s*½$/, '.5')
    .replace(/^\.5$/, '0.5');
}

/**
 * The points a text says: `value` null for an empty text (no points yet), `valid` false for anything else
 * than a number from 0 to `max` in halves.
 */
export function parsePoints(text: string, max: number = ANSWER_POINTS_MAX): { value: number | null; valid: boolean } {
  const clean = normalise(text);
  if (clean === '') return { value: null, valid: true };
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(clean)) return { value: null, valid: false };
  const value = Number(clean);
  if (!Number.isFinite(value) || value < 0 || value > max || !Number.isInteger(value * 2)) {
    return { value: null, valid: false };
  }
  return { value, valid: true };
}

/** Points as the field shows them: '7', '7.5'. */
export function formatPoints(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

// ---- score keys: digits typed outside a field give the current answer its points ----

/** Digits typed within this time of each other make one number ("1", "0" → 10). */
export const SCORE_TYPING_MS = 1200;

export interface ScoreTyping {
  /** the points typed so far */
  text: string;
  at: number;
}

/**
 * What a score key does to the current answer's points: the new points text, and what is being typed (for
 * the next key). Null when the key means nothing here (a "." after full marks).
 * - a digit: the points typed so far and this digit ("1" then "0": 10), or this digit alone when that is too
 *   much ("7" then "8": 8);
 * - "." or ",": half a point more (7 → 7.5);
 * - "=": full marks; Backspace or Delete: no points.
 */
export function typeScoreKey(
  key: string,
  typing: ScoreTyping | null,
  current: string,
  now: number,
  max: number = ANSWER_POINTS_MAX,
): { points: string; typing: ScoreTyping | null } | null {
  const recent = typing !== null && now - typing.at <= SCORE_TYPING_MS;
  if (/^[0-9]$/.test(key)) {
    const joined = recent ? `${typing.text}${key}` : key;
    const joinedOk = !joined.includes('.') && parsePoints(joined, max).valid;
    const points = joinedOk ? String(Number(joined)) : key;
    if (!parsePoints(points, max).valid) return null;
    return { points, typing: { text: points, at: now } };
  }
  if (key === '.' || key === ',') {
    const base = parsePoints(recent ? typing.text : current, max).value;
    if (base === null || !Number.isInteger(base) || base + 0.5 > max) return null;
    return { points: String(base + 0.5), typing: null };
  }
  if (key === '=') return { points: String(max), typing: null };
  if (key === 'Backspace' || key === 'Delete') return { points: '', typing: null };
  return null;
}
