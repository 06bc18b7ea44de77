import { describe, expect, it } from 'vitest';
import { DEVELOPING_CREDIT, MASTERED_CREDIT } from './contracts/report';
import {
  commonWrongAnswers,
  masteryLevelOf,
  meanOf,
  medianOf,
  movingAverages,
  roundTo,
  scoreBands,
  wrongAnswerOf,
} from './report-figures';

describe('masteryLevelOf', () => {
  it('cuts at the named thresholds, each bound in the higher level', () => {
    expect(masteryLevelOf(1)).toBe('mastered');
    expect(masteryLevelOf(MASTERED_CREDIT)).toBe('mastered');
    expect(masteryLevelOf(MASTERED_CREDIT - 0.001)).toBe('developing');
    expect(masteryLevelOf(DEVELOPING_CREDIT)).toBe('developing');
    expect(masteryLevelOf(DEVELOPING_CREDIT - 0.001)).toBe('needsWork');
    expect(masteryLevelOf(0)).toBe('needsWork');
  });
});

describe('scoreBands', () => {
  it('counts scores in [0, 60), [60, 70) … [90, 100], 100 in the last band', () => {
    const bands = scoreBands([0, 59.9, 60, 69.5, 70, 85, 89.9, 90, 100]);
    expect(bands.map((b) => [b.from, b.to, b.count])).toEqual([
      [0, 60, 2],
      [60, 70, 2],
      [70, 80, 1],
      [80, 90, 2],
      [90, 100, 2],
    ]);
    expect(scoreBands([]).every((b) => b.count === 0)).toBe(true);
  });
});

describe('meanOf, medianOf, roundTo', () => {
  it('gives null for nothing, the middle (or the mean of the two middle ones) otherwise', () => {
    expect(meanOf([])).toBeNull();
    expect(medianOf([])).toBeNull();
    expect(meanOf([50, 100])).toBe(75);
    expect(medianOf([100, 0, 50])).toBe(50);
    expect(medianOf([90, 10, 40, 60])).toBe(50);
    expect(roundTo(2 / 3, 3)).toBe(0.667);
    expect(roundTo(83.333, 1)).toBe(83.3);
  });
});

describe('movingAverages', () => {
  it('averages each value with the ones before it, fewer at the start', () => {
    expect(movingAverages([0, 50, 100, 100, 40], 3)).toEqual([0, 25, 50, 250 / 3, 80]);
    expect(movingAverages([10, 20], 1)).toEqual([10, 20]);
    expect(movingAverages([], 3)).toEqual([]);
  });
});

describe('wrongAnswerOf', () => {
  it('groups choices by their sorted letters and true/false by its value', () => {
    expect(wrongAnswerOf('multiple', { choices: ['C', 'A', 'C'] })).toEqual({ kind: 'choices', values: ['A', 'C'] });
    expect(wrongAnswerOf('single', { choices: [] })).toEqual({ kind: 'empty', values: [] });
    expect(wrongAnswerOf('judge', { judge: false })).toEqual({ kind: 'judge', values: ['false'] });
    expect(wrongAnswerOf('judge', { judge: null })).toEqual({ kind: 'empty', values: [] });
  });

  it('normalises each blank under its rules (and always trims), so equal mistakes group', () => {
    expect(wrongAnswerOf('blank', { blanks: ['  X ', 'ａｂ'] }, [['caseInsensitive'], ['halfWidth']])).toEqual({
      kind: 'blanks',
      values: ['x', 'ab'],
    });
    expect(wrongAnswerOf('blank', { blanks: ['1  +  2'] })).toEqual({ kind: 'blanks', values: ['1 + 2'] });
    expect(wrongAnswerOf('blank', { blanks: ['', ' '] })).toEqual({ kind: 'empty', values: [] });
  });

  it('groups a short answer by what it holds', () => {
    expect(wrongAnswerOf('short', { text: ' 因为… ' })).toEqual({ kind: 'short', values: ['text'] });
    expect(wrongAnswerOf('short', { text: '', photo: 'p.png' })).toEqual({ kind: 'short', values: ['photo'] });
    expect(wrongAnswerOf('short', { text: 'x', photo: 'p.png' })).toEqual({ kind: 'short', values: ['text', 'photo'] });
    expect(wrongAnswerOf('short', {})).toEqual({ kind: 'empty', values: [] });
  });
});

describe('commonWrongAnswers', () => {
  it('merges equal answers, most first (ties in the order met), at most three', () => {
    const top = commonWrongAnswers([
      { kind: 'choices', values: ['A'], count: 1 },
      { kind: 'choices', values: ['C'], count: 2 },
      { kind: 'choices', values: ['A'], count: 2 },
      { kind: 'empty', values: [], count: 2 },
      { kind: 'choices', values: ['D'], count: 1 },
    ]);
    expect(top).toEqual([
      { kind: 'choices', values: ['A'], count: 3 },
      { kind: 'choices', values: ['C'], count: 2 },
      { kind: 'empty', values: [], count: 2 },
    ]);
    expect(commonWrongAnswers([])).toEqual([]);
  });
});
