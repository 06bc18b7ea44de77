import { BKT_MASTERY } from '@edu/shared';

/**
 * Bayesian Knowledge Tracing (Corbett, A. T. & Anderson, J. R. (1995). Knowledge tracing: modeling the
 * acquisition of procedural knowledge. User Modeling and User-Adapted Interaction 4, 253-278).
 *
 * Each knowledge point is a two-state hidden Markov model: the student knows it or not. Four parameters:
 * - pInit  = P(L0): known before the first opportunity;
 * - pTransit = P(T): learned at an opportunity where it was not known;
 * - pSlip  = P(S): a wrong answer although known;
 * - pGuess = P(G): a right answer although not known.
 * After each answer the posterior of "known" given the answer (Bayes), then the chance of learning at this
 * opportunity (equations 1 and 2 of the paper):
 *   P(L | correct) = P(L)(1 − S) / (P(L)(1 − S) + (1 − P(L)) G)
 *   P(L | wrong)   = P(L) S / (P(L) S + (1 − P(L))(1 − G))
 *   P(L next)      = P(L | answer) + (1 − P(L | answer)) T
 * A knowledge point counts as mastered at P(L) ≥ 0.95 (the paper's mastery criterion).
 * Pure: no database, no clock.
 */

export interface BktParams {
  pInit: number;
  pTransit: number;
  pSlip: number;
  pGuess: number;
}

/** The parameters a knowledge point starts with (the usual defaults of BKT tutors; slip and guess below 0.5). */
export const DEFAULT_BKT_PARAMS: Readonly<BktParams> = Object.freeze({
  pInit: 0.3,
  pTransit: 0.1,
  pSlip: 0.1,
  pGuess: 0.2,
});

/** The paper's mastery criterion. */
export const MASTERY_THRESHOLD = BKT_MASTERY;

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Refuses parameters outside the model: probabilities in [0, 1], slip and guess below 0.5 (else the model is degenerate). */
export function checkParams(p: BktParams): BktParams {
  for (const [name, v] of Object.entries(p)) {
    if (!Number.isFinite(v) || v < 0 || v > 1) throw new RangeError(`${name} must be a probability, got ${v}`);
  }
  if (p.pSlip >= 0.5 || p.pGuess >= 0.5) throw new RangeError('pSlip and pGuess must be below 0.5');
  return p;
}

/** P(L | answer): the posterior of "known" given one observed answer, before any learning. */
export function posterior(pKnown: number, correct: boolean, p: BktParams): number {
  const l = clamp01(pKnown);
  if (correct) {
    const num = l * (1 - p.pSlip);
    const den = num + (1 - l) * p.pGuess;
    return den === 0 ? l : num / den;
  }
  const num = l * p.pSlip;
  const den = num + (1 - l) * (1 - p.pGuess);
  return den === 0 ? l : num / den;
}

/** P(L_n) after one answer: the posterior, then the chance of learning at this opportunity. */
export function update(pKnown: number, correct: boolean, p: BktParams): number {
  const post = posterior(pKnown, correct, p);
  return clamp01(post + (1 - post) * p.pTransit);
}

/** P(correct) at the next opportunity: known and no slip, or not known and a guess. */
export function predictCorrect(pKnown: number, p: BktParams): number {
  const l = clamp01(pKnown);
  return l * (1 - p.pSlip) + (1 - l) * p.pGuess;
}

/** P(known) after a sequence of answers, starting from pInit. */
export function trace(answers: readonly boolean[], p: BktParams): number {
  return answers.reduce((l, correct) => update(l, correct, p), p.pInit);
}

export function isMastered(pKnown: number, threshold = MASTERY_THRESHOLD): boolean {
  return pKnown >= threshold;
}
