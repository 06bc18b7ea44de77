import { describe, expect, it } from 'vitest';
import {
  type BktParams,
  checkParams,
  DEFAULT_BKT_PARAMS,
  isMastered,
  MASTERY_THRESHOLD,
  posterior,
  predictCorrect,
  trace,
  update,
} from './bkt';

const P: BktParams = { pInit: 0.3, pTransit: 0.1, pSlip: 0.1, pGuess: 0.2 };

describe('Bayesian Knowledge Tracing (Corbett & Anderson 1995)', () => {
  it('computes the posterior after a right answer by equation 1', () => {
    // 0.3 · 0.9 / (0.3 · 0.9 + 0.7 · 0.2) = 0.27 / 0.41
    expect(posterior(0.3, true, P)).toBeCloseTo(0.27 / 0.41, 12);
    // then learning: p + (1 − p) · 0.1
    expect(update(0.3, true, P)).toBeCloseTo(0.27 / 0.41 + (1 - 0.27 / 0.41) * 0.1, 12);
    expect(update(0.3, true, P)).toBeCloseTo(0.692683, 6);
  });

  it('computes the posterior after a wrong answer by equation 1', () => {
    // 0.3 · 0.1 / (0.3 · 0.1 + 0.7 · 0.8) = 0.03 / 0.59
    expect(posterior(0.3, false, P)).toBeCloseTo(0.03 / 0.59, 12);
    expect(update(0.3, false, P)).toBeCloseTo(0.145763, 6);
  });

  it('predicts a right answer as known-and-no-slip or unknown-and-guess', () => {
    expect(predictCorrect(0.3, P)).toBeCloseTo(0.3 * 0.9 + 0.7 * 0.2, 12);
    expect(predictCorrect(1, P)).toBeCloseTo(0.9, 12);
    expect(predictCorrect(0, P)).toBeCloseTo(0.2, 12);
  });

  it('traces a sequence from pInit, one update per answer', () => {
    expect(trace([], P)).toBe(0.3);
    expect(trace([true, false], P)).toBeCloseTo(update(update(0.3, true, P), false, P), 12);
  });

  it('is monotone: a right answer never lowers P(known), a wrong one never raises the posterior', () => {
    for (let i = 0; i <= 100; i++) {
      const l = i / 100;
      expect(update(l, true, P)).toBeGreaterThanOrEqual(l - 1e-12);
      expect(posterior(l, false, P)).toBeLessThanOrEqual(l + 1e-12);
      expect(update(l, true, P)).toBeGreaterThanOrEqual(update(l, false, P));
      // a higher prior gives a higher posterior, for either answer
      if (i > 0) {
        expect(update(l, true, P)).toBeGreaterThanOrEqual(update((i - 1) / 100, true, P));
        expect(update(l, false, P)).toBeGreaterThanOrEqual(update((i - 1) / 100, false, P));
      }
    }
  });

  it('stays within [0, 1] for any prior and parameters', () => {
    const grid = [0, 0.01, 0.2, 0.49];
    for (const pSlip of grid)
      for (const pGuess of grid)
        for (const pTransit of [0, 0.1, 1])
          for (const l of [0, 0.001, 0.5, 0.999, 1])
            for (const correct of [true, false]) {
              const v = update(l, correct, { pInit: 0.3, pTransit, pSlip, pGuess });
              expect(v).toBeGreaterThanOrEqual(0);
              expect(v).toBeLessThanOrEqual(1);
              expect(Number.isNaN(v)).toBe(false);
            }
  });

  it('converges to mastery after enough right answers, and never when every answer is wrong and nothing is learned', () => {
    let l = P.pInit;
    let n = 0;
    while (!isMastered(l) && n < 100) {
      l = update(l, true, P);
      n++;
    }
    expect(isMastered(l)).toBe(true);
    expect(n).toBe(3); // 0.3 → 0.693 → 0.928 → 0.984
    expect(trace([true, true], P)).toBeLessThan(MASTERY_THRESHOLD);
    const noLearning = { ...P, pTransit: 0 };
    expect(trace(Array(50).fill(false), noLearning)).toBeLessThan(0.001);
    // with learning, wrong answers settle at the fixed point where the posterior's loss equals the gain
    const settled = trace(Array(200).fill(false), P);
    expect(update(settled, false, P)).toBeCloseTo(settled, 9);
    expect(settled).toBeLessThan(MASTERY_THRESHOLD);
  });

  it('refuses parameters outside the model', () => {
    expect(checkParams(DEFAULT_BKT_PARAMS)).toEqual(DEFAULT_BKT_PARAMS);
    expect(() => checkParams({ ...P, pSlip: 0.5 })).toThrow(RangeError);
    expect(() => checkParams({ ...P, pInit: 1.2 })).toThrow(RangeError);
    expect(() => checkParams({ ...P, pTransit: Number.NaN })).toThrow(RangeError);
  });
});
