import { describe, expect, it } from 'vitest';
import { formatNumber, formatThousands } from './format';

describe('formatNumber', () => {
  it('uses the suffixes k, M, G, T, P, E', () => {
    expect(formatNumber(1234, 1)).toBe('1.2k');
    expect(formatNumber(1_000)).toBe('1k');
    expect(formatNumber(2_500_000, 1)).toBe('2.5M');
    expect(formatNumber(3e9)).toBe('3G');
    expect(formatNumber(4.25e12, 2)).toBe('4.25T');
    expect(formatNumber(5e15)).toBe('5P');
    expect(formatNumber(6e18)).toBe('6E');
    expect(formatNumber(7.5e21, 1)).toBe('7500E');
  });

  it('rounds to at most `digits` decimals and drops trailing zeros', () => {
    expect(formatNumber(1234)).toBe('1k');
    expect(formatNumber(1500)).toBe('2k');
    expect(formatNumber(1_050, 1)).toBe('1.1k');
    expect(formatNumber(1_000_000, 3)).toBe('1M');
    expect(formatNumber(1_230_000, 3)).toBe('1.23M');
    expect(formatNumber(1_234_567, 2)).toBe('1.23M');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(formatNumber(999_950, 1)).toBe('1M');
    expect(formatNumber(999_999)).toBe('1M');
    expect(formatNumber(999.7)).toBe('1k');
    expect(formatNumber(999_949, 1)).toBe('999.9k');
  });

  it('leaves numbers under 1000 readable', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12.345, 2)).toBe('12.35');
    expect(formatNumber(12.5, 0)).toBe('13');
    expect(formatNumber(0.0001, 2)).toBe('0');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatNumber(-1234, 1)).toBe('-1.2k');
    expect(formatNumber(-42)).toBe('-42');
    expect(formatNumber(-2e9)).toBe('-2G');
  });

  it('returns non-finite values as text and clamps odd digit counts', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(formatNumber(1234, -3)).toBe('1k');
    expect(formatNumber(1234, 1.9)).toBe('1.2k');
  });
});

describe('formatThousands', () => {
  it('groups the integer part', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands('1234567.891')).toBe('1,234,567.891');
    expect(formatThousands(-1234)).toBe('-1,234');
  });

  it('leaves text that is not a plain number alone', () => {
    expect(formatThousands('abc')).toBe('abc');
    expect(formatThousands('1e21')).toBe('1e21');
  });
});
