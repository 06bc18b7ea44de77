import { ANSWER_POINTS_MAX } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { formatPoints, parsePoints, SCORE_TYPING_MS, typeScoreKey } from './points';

describe('parsePoints', () => {
  it('reads whole and half points from 0 to the maximum', () => {
    expect(parsePoints('0')).toEqual({ value: 0, valid: true });
    expect(parsePoints(' 7.5 ')).toEqual({ value: 7.5, valid: true });
    expect(parsePoints(String(ANSWER_POINTS_MAX))).toEqual({ value: ANSWER_POINTS_MAX, valid: true });
    expect(parsePoints('7.50')).toEqual({ value: 7.5, valid: true });
  });

  it('takes what input methods and other languages type: full-width digits, a decimal comma, ½', () => {
    expect(parsePoints('８．５')).toEqual({ value: 8.5, valid: true });
    expect(parsePoints('6,5')).toEqual({ value: 6.5, valid: true });
    expect(parsePoints('3½')).toEqual({ value: 3.5, valid: true });
    expect(parsePoints('.5')).toEqual({ value: 0.5, valid: true });
  });

  it('an empty text is no points yet, not an error', () => {
    expect(parsePoints('')).toEqual({ value: null, valid: true });
    expect(parsePoints('   ')).toEqual({ value: null, valid: true });
  });

  it('refuses what the contract refuses: over the maximum, negative, quarters, words', () => {
    for (const text of ['11', '-1', '7.25', '7.3', 'abc', '1e1', '0x5', '7.', 'NaN', 'Infinity']) {
      expect(parsePoints(text).valid, text).toBe(false);
    }
  });

  it('formats points for the field', () => {
    expect(formatPoints(7.5)).toBe('7.5');
    expect(formatPoints(10)).toBe('10');
    expect(formatPoints(null)).toBe('');
  });
});

describe('typeScoreKey: the score keys', () => {
  const at = 1_000_000;

  it('a digit gives its points', () => {
    expect(typeScoreKey('7', null, '', at)).toEqual({ points: '7', typing: { text: '7', at } });
  });

  it('"1" then "0" soon after is 10; later it is 0', () => {
    const first = typeScoreKey('1', null, '', at)!;
    expect(typeScoreKey('0', first.typing, '1', at + 300)?.points).toBe('10');
    expect(typeScoreKey('0', first.typing, '1', at + SCORE_TYPING_MS + 1)?.points).toBe('0');
  });

  it('a digit that would make too much starts again ("7", "8" → 8)', () => {
    const first = typeScoreKey('7', null, '', at)!;
    expect(typeScoreKey('8', first.typing, '7', at + 100)).toEqual({
      points: '8',
      typing: { text: '8', at: at + 100 },
    });
  });

  it('"." adds a half to what was typed or to the current points', () => {
    const first = typeScoreKey('7', null, '', at)!;
    expect(typeScoreKey('.', first.typing, '7', at + 100)).toEqual({ points: '7.5', typing: null });
    expect(typeScoreKey('.', null, '4', at)).toEqual({ points: '4.5', typing: null });
    expect(typeScoreKey(',', null, '4', at)?.points).toBe('4.5');
  });

  it('"." does nothing after full marks, a half already, or no points', () => {
    expect(typeScoreKey('.', null, String(ANSWER_POINTS_MAX), at)).toBeNull();
    expect(typeScoreKey('.', null, '4.5', at)).toBeNull();
    expect(typeScoreKey('.', null, '', at)).toBeNull();
  });

  it('"=" is full marks, Backspace clears, other keys mean nothing', () => {
    expect(typeScoreKey('=', null, '3', at)).toEqual({ points: String(ANSWER_POINTS_MAX), typing: null });
    expect(typeScoreKey('Backspace', null, '3', at)).toEqual({ points: '', typing: null });
    expect(typeScoreKey('x', null, '3', at)).toBeNull();
  });

  it('works with a smaller maximum', () => {
    expect(typeScoreKey('7', null, '', at, 5)).toBeNull();
    expect(typeScoreKey('=', null, '', at, 5)?.points).toBe('5');
  });
});
