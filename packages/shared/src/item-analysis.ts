/**
 * Item analysis of questions (issue 12 item 3; apps/server/src/modules/analytics/README.md), as pure functions
 * over additive sums, so that the aggregates behind them can be kept incrementally: a hand-in adds its
 * figures, a re-grade subtracts the old ones and adds the new, and sums of classes add up to a school's.
 *
 * - facility: the proportion of answers that are right (x = 1);
 * - discrimination: the point-biserial correlation between an answer's 0/1 score x and its submission's
 *   total score y on the same lesson, the Pearson correlation of x and y, which with x in {0, 1} (Σx² = Σx)
 *   needs only n, Σx, Σy, Σy², Σxy:
 *       r = (n Σxy - Σx Σy) / sqrt((n Σx - (Σx)²) (n Σy² - (Σy)²))
 *   null (never NaN) with fewer than 2 answers, or when x or y does not vary (everyone right, or every score
 *   the same): no correlation is defined then.
 */

export interface ItemSums {
  /** answers */
  n: number;
  /** right answers (Σx) */
  sumX: number;
  /** Σy: the answers' submission scores */
  sumY: number;
  sumY2: number;
  sumXY: number;
}

export const EMPTY_SUMS: ItemSums = { n: 0, sumX: 0, sumY: 0, sumY2: 0, sumXY: 0 };

/** The sums of one answer: right or not, and its submission's score. */
export function sumsOf(right: boolean, score: number): ItemSums {
  const x = right ? 1 : 0;
  return { n: 1, sumX: x, sumY: score, sumY2: score * score, sumXY: x * score };
}

/** a + sign × b, field by field (sign -1 takes a counted contribution back). */
export function addSums(a: ItemSums, b: ItemSums, sign: 1 | -1 = 1): ItemSums {
  return {
    n: a.n + sign * b.n,
    sumX: a.sumX + sign * b.sumX,
    sumY: a.sumY + sign * b.sumY,
    sumY2: a.sumY2 + sign * b.sumY2,
    sumXY: a.sumXY + sign * b.sumXY,
  };
}

/** Right answers / answers; null without answers. */
export function facility(attempts: number, correct: number): number | null {
  return attempts > 0 ? correct / attempts : null;
}

/** The point-biserial correlation of the sums (see the top of the file); null when it is not defined. */
export function pointBiserial(s: ItemSums): number | null {
  if (s.n < 2) return null;
  const varX = s.n * s.sumX - s.sumX * s.sumX;
  const varY = s.n * s.sumY2 - s.sumY * s.sumY;
  // Sums of floating-point scores may leave a variance a hair from 0: that is no variance.
  if (varX <= 0 || varY <= 1e-9 * Math.max(1, s.n * s.sumY2)) return null;
  const r = (s.n * s.sumXY - s.sumX * s.sumY) / Math.sqrt(varX * varY);
  if (!Number.isFinite(r)) return null;
  return Math.max(-1, Math.min(1, r));
}

/** A count per key (choices picked, wrong answers given). */
export type CountMap = Record<string, number>;

/**
 * Adds (sign 1) or takes back (-1) `keys` in a map capped at `cap` distinct keys: a new key past the cap is
 * not kept (the map holds the first `cap` answers that came, with their full counts), a count that falls to
 * 0 leaves the map. Pure: returns a new map.
 */
export function addCounts(map: CountMap, keys: readonly string[], sign: 1 | -1 = 1, cap = Infinity): CountMap {
  const out: CountMap = { ...map };
  for (const key of keys) {
    const now = out[key];
    if (sign === 1) {
      if (now !== undefined) out[key] = now + 1;
      else if (Object.keys(out).length < cap) out[key] = 1;
    } else if (now !== undefined) {
      if (now <= 1) delete out[key];
      else out[key] = now - 1;
    }
  }
  return out;
}

/** Sum of maps (a scope's classes); entries by count, highest first, then by key. */
export function mergeCounts(maps: readonly CountMap[]): { key: string; count: number }[] {
  const total = new Map<string, number>();
  for (const m of maps) for (const [k, v] of Object.entries(m)) total.set(k, (total.get(k) ?? 0) + v);
  return [...total.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** What a student answered, as the analytics count it (the contract's answer response, loosely typed). */
export interface GivenResponse {
  choices?: readonly string[];
  judge?: boolean | null;
  blanks?: readonly string[];
  text?: string;
}

/** The keys a choice question's answer counts under: each option picked (single, multiple), true/false (judge). */
export function choiceKeys(type: string, r: GivenResponse): string[] {
  if (type === 'single' || type === 'multiple') return [...new Set(r.choices ?? [])].sort();
  if (type === 'judge' && typeof r.judge === 'boolean') return [String(r.judge)];
  return [];
}

/** Longest wrong answer kept, in characters: a wrong answer is a pattern to spot, not an essay. */
export const WRONG_ANSWER_MAX = 60;

/**
 * A wrong answer as one comparable text: the options picked ('A,C'), 'true'/'false', the blanks' values
 * trimmed and joined with ' | '; null for short answers (free text never repeats exactly) and for nothing given.
 */
export function wrongAnswerKey(type: string, r: GivenResponse): string | null {
  let key = '';
  if (type === 'single' || type === 'multiple') key = choiceKeys(type, r).join(',');
  else if (type === 'judge') key = typeof r.judge === 'boolean' ? String(r.judge) : '';
  else if (type === 'blank') key = (r.blanks ?? []).map((b) => b.trim().replace(/\s+/g, ' ')).join(' | ');
  const trimmed = key.slice(0, WRONG_ANSWER_MAX);
  return trimmed.replace(/[\s|]/g, '') === '' ? null : trimmed;
}
