/** How a score reads at a glance: high from 85, pass from 60, low under it (the grid's and reports' colours). */
export type ScoreBand = 'high' | 'pass' | 'low';

export const SCORE_HIGH = 85;
export const SCORE_PASS = 60;

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_HIGH) return 'high';
  if (score >= SCORE_PASS) return 'pass';
  return 'low';
}
