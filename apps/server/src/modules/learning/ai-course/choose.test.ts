import { describe, expect, it } from 'vitest';
import { pickTarget, targetDifficulty } from './choose';

describe('choosing the next knowledge point', () => {
  const targets = [
    { knowledgePointId: 1, pKnown: 0.4 },
    { knowledgePointId: 2, pKnown: 0.2 },
    { knowledgePointId: 3, pKnown: 0.2 },
    { knowledgePointId: 4, pKnown: 0.97 },
  ];
  it('takes the lowest P(known) below the threshold, the earlier target on a tie', () => {
    expect(pickTarget(targets, new Set())?.knowledgePointId).toBe(2);
  });
  it('skips points without questions left and mastered points', () => {
    expect(pickTarget(targets, new Set([2, 3]))?.knowledgePointId).toBe(1);
    expect(pickTarget(targets, new Set([1, 2, 3]))).toBeUndefined();
    expect(pickTarget([{ knowledgePointId: 9, pKnown: 0.95 }], new Set())).toBeUndefined();
  });
  it('asks harder questions as P(known) rises, within 1-5', () => {
    expect(targetDifficulty(0)).toBe(1);
    expect(targetDifficulty(0.19)).toBe(1);
    expect(targetDifficulty(0.31)).toBe(2);
    expect(targetDifficulty(0.5)).toBe(3);
    expect(targetDifficulty(0.94)).toBe(5);
    expect(targetDifficulty(1)).toBe(5);
    for (let i = 1; i <= 100; i++)
      expect(targetDifficulty(i / 100)).toBeGreaterThanOrEqual(targetDifficulty((i - 1) / 100));
  });
});
