/**
 * The reports' figures as pure functions (issue 11 item 4; contracts/report.ts): mastery levels, score bands,
 * the median, the trend's moving average, and a wrong answer normalised so that equal mistakes group together.
 * The server computes the reports with them; the console may reuse them.
 */
import { normalizeBlank } from './blank-answer';
import type { BlankRule, QuestionType } from './contracts/content';
import {
  COMMON_WRONG_MAX,
  DEVELOPING_CREDIT,
  MASTERED_CREDIT,
  type MasteryLevel,
  SCORE_BAND_FLOORS,
  type ScoreBand,
  type WrongAnswer,
} from './contracts/report';

/** The level of a mean credit (0-1): mastered, developing or needs work (the thresholds of contracts/report). */
export function masteryLevelOf(meanCredit: number): MasteryLevel {
  if (meanCredit >= MASTERED_CREDIT) return 'mastered';
  if (meanCredit >= DEVELOPING_CREDIT) return 'developing';
  return 'needsWork';
}

/** A number rounded to `digits` decimals (figures travel rounded: 66.7, 0.83). */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** The mean, or null for none. */
export function meanOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** The median (the mean of the two middle ones for an even count), or null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Scores (0-100) counted in SCORE_BAND_FLOORS' bands: [0, 60), [60, 70) … [90, 100] (100 in the last). */
export function scoreBands(scores: readonly number[]): ScoreBand[] {
  const bands = SCORE_BAND_FLOORS.map((from, i) => ({ from, to: SCORE_BAND_FLOORS[i + 1] ?? 100, count: 0 }));
  for (const score of scores) {
    let i = bands.length - 1;
    while (i > 0 && score < (bands[i]?.from ?? 0)) i--;
    const band = bands[i];
    if (band) band.count += 1;
  }
  return bands;
}

/** The trailing moving average of each value: its mean with the `window - 1` before it (fewer at the start). */
export function movingAverages(values: readonly number[], window: number): number[] {
  const size = Math.max(1, Math.floor(window));
  const out: number[] = [];
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i] ?? 0;
    if (i >= size) sum -= values[i - size] ?? 0;
    out.push(sum / Math.min(i + 1, size));
  }
  return out;
}

/** A response as grouping reads it (the stored answer's fields; a short answer may come as flags). */
export interface LooseResponse {
  choices?: readonly string[];
  judge?: boolean | null;
  blanks?: readonly string[];
  text?: string;
  photo?: string;
}

/**
 * A wrong answer normalised for grouping: choices as sorted letters, true/false, each blank's value under its
 * rules (trimmed and its blanks collapsed whatever the rules: grouping, not grading), a short answer by what
 * it holds (text, photo); nothing at all is `empty`.
 */
export function wrongAnswerOf(
  type: QuestionType | string,
  response: LooseResponse,
  blankRules: readonly (readonly BlankRule[])[] = [],
): Omit<WrongAnswer, 'count'> {
  switch (type) {
    case 'single':
    case 'multiple': {
      const letters = [...new Set(response.choices ?? [])].sort();
      return letters.length === 0 ? { kind: 'empty', values: [] } : { kind: 'choices', values: letters };
    }
    case 'judge':
      return typeof response.judge === 'boolean'
        ? { kind: 'judge', values: [String(response.judge)] }
        : { kind: 'empty', values: [] };
    case 'blank': {
      const values = (response.blanks ?? []).map((v, i) =>
        normalizeBlank(v, blankRules[i] ?? [])
          .trim()
          .replace(/\s+/g, ' '),
      );
      return values.every((v) => v === '') ? { kind: 'empty', values: [] } : { kind: 'blanks', values };
    }
    default: {
      const values = [...((response.text ?? '').trim() === '' ? [] : ['text']), ...(response.photo ? ['photo'] : [])];
      return values.length === 0 ? { kind: 'empty', values: [] } : { kind: 'short', values };
    }
  }
}

/**
 * The most common of some wrong answers (each with how often it was given), equal ones merged after
 * normalising: most first, then in the order met; at most `max`.
 */
export function commonWrongAnswers(answers: readonly WrongAnswer[], max: number = COMMON_WRONG_MAX): WrongAnswer[] {
  const merged = new Map<string, WrongAnswer>();
  for (const a of answers) {
    const key = JSON.stringify([a.kind, a.values]);
    const seen = merged.get(key);
    if (seen) seen.count += a.count;
    else merged.set(key, { kind: a.kind, values: [...a.values], count: a.count });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count).slice(0, max);
}
