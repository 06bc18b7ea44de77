import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankMatches, normalizeBlank, parseNumber } from './blank-answer';

describe('blank answers', () => {
  it('applies each rule', () => {
    expect(normalizeBlank('  Ab  c ', ['trim'])).toBe('Ab c');
    expect(normalizeBlank('AbC', ['caseInsensitive'])).toBe('abc');
    expect(normalizeBlank('ＡＢ１２３，', ['halfWidth'])).toBe('AB123,');
    expect(normalizeBlank(' x ', [])).toBe(' x ');
  });

  it('matches accepted values under the rules', () => {
    expect(blankMatches(' 5 ', { accepted: ['5'], rules: ['trim'] })).toBe(true);
    expect(blankMatches(' 5 ', { accepted: ['5'], rules: [] })).toBe(false);
    expect(blankMatches('ＸＹ', { accepted: ['xy'], rules: ['halfWidth', 'caseInsensitive'] })).toBe(true);
    expect(blankMatches('XY', { accepted: ['xy'], rules: ['trim'] })).toBe(false);
    expect(blankMatches('0.5', { accepted: ['1/2'], rules: ['numeric'] })).toBe(true);
    expect(blankMatches('50%', { accepted: ['0.5'], rules: ['numeric'] })).toBe(true);
    expect(blankMatches('.50', { accepted: ['1/2'], rules: ['numeric', 'trim'] })).toBe(true);
    expect(blankMatches('０.５', { accepted: ['1/2'], rules: ['numeric'] })).toBe(true);
    expect(blankMatches('0.6', { accepted: ['1/2'], rules: ['numeric'] })).toBe(false);
    expect(blankMatches('1/2', { accepted: ['0.5'], rules: [] })).toBe(false);
    expect(blankMatches('x', { accepted: ['y', 'x'], rules: [] })).toBe(true);
  });

  it('parses numbers and refuses the rest', () => {
    expect(parseNumber('-3/4')).toBe(-0.75);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber('1/0')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });

  it('always matches a value against itself, whatever the rules', () => {
    const rules = fc.subarray(['trim', 'caseInsensitive', 'halfWidth', 'numeric'] as const);
    fc.assert(fc.property(fc.string(), rules, (s, r) => blankMatches(s, { accepted: [s], rules: r })));
  });

  it('numeric equality is symmetric', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (a, b) => {
        const frac = `${a}/${b}`;
        const dec = String(a / b);
        return (
          blankMatches(frac, { accepted: [dec], rules: ['numeric'] }) ===
          blankMatches(dec, { accepted: [frac], rules: ['numeric'] })
        );
      }),
    );
  });
});
