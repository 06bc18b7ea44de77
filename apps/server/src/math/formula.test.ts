import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formulaEquivalent, formulaEquivalentSync, stripMathDelimiters } from './formula';

describe('formula equivalence', () => {
  it.each([
    ['1/2', '0.5'],
    ['\\frac{1}{2}', '0.5'],
    ['\\frac{2}{4}', '\\frac12'],
    ['0.50', '\\dfrac{1}{2}'],
    ['50\\%', '0.5'],
    ['2x+1', '1+2x'],
    ['2\\cdot x + 1', '1 + x \\times 2'],
    ['(x-1)(x+1)', 'x^2-1'],
    ['x^{2}-2x+1', '(x-1)^2'],
    ['\\sqrt{4}', '2'],
    ['2\\sqrt{2}', '\\sqrt{8}'],
    ['\\frac{x}{2}', '0.5x'],
    ['a+b', 'b+a'],
    ['\\pi r^2', 'r^2\\pi'],
    ['e^{\\ln x}', 'x'],
    ['\\sin^2 x + \\cos^2 x', '1'],
    ['\\log_2 8', '3'],
    ['|{-3}|', '3'],
    ['x_1 + x_2', 'x_2 + x_1'],
    ['y=2x+1', '2x+1=y'],
    ['2y=4x+2', 'y=2x+1'],
    ['(1,2)', '(1, \\frac{4}{2})'],
    ['\\{1,2\\}', '\\{2,1\\}'],
    ['30^\\circ', '\\frac{\\pi}{6}'],
    ['$\\frac{3}{4}$', '0.75'],
  ])('%s = %s', async (a, b) => {
    expect(await formulaEquivalent(a, b)).toBe(true);
    expect(await formulaEquivalent(b, a)).toBe(true);
  });

  it.each([
    ['2x+1', '2x+2'],
    ['x^2+1', '(x+1)^2'],
    ['\\frac{1}{3}', '0.33'],
    ['x', 'y'],
    ['x', '2'],
    ['y=2x+1', 'y=2x'],
    ['y=2x+1', '2x+1'],
    ['(1,2)', '(2,1)'],
    ['(1,2)', '(1,2,3)'],
    ['\\{1,2\\}', '\\{1,3\\}'],
    ['\\pi', '3.14'],
    ['\\sqrt{2}', '1.414'],
  ])('%s ≠ %s', async (a, b) => {
    expect(await formulaEquivalent(a, b)).toBe(false);
    expect(await formulaEquivalent(b, a)).toBe(false);
  });

  it('never takes a response that does not parse, an empty one or text', async () => {
    expect(await formulaEquivalent('\\frac{1}{', '\\frac{1}{2}')).toBe(false);
    expect(await formulaEquivalent('x^', 'x')).toBe(false);
    expect(await formulaEquivalent('', '0')).toBe(false);
    expect(await formulaEquivalent('   ', '0')).toBe(false);
    expect(await formulaEquivalent('\\text{half}', '\\frac{1}{2}')).toBe(false);
  });

  it('leaves what it cannot evaluate to the Compute Engine, which compares canonical forms', async () => {
    // Factorials and sums are outside the sample-point evaluator.
    expect(formulaEquivalentSync('5!', '120')).toBeNull();
    expect(await formulaEquivalent('3!', '3!')).toBe(true);
    expect(await formulaEquivalent('3!', '4!')).toBe(false);
  });

  it('answers at once for hostile input: huge powers, huge factorials, long sums', async () => {
    const started = performance.now();
    expect(await formulaEquivalent('2^{10^{10}}', '2')).toBe(false);
    expect(await formulaEquivalent('99999999!', '1')).toBe(false);
    expect(await formulaEquivalent('\\sum_{n=1}^{1000000000} n', '1')).toBe(false);
    expect(await formulaEquivalent('x^{1000000}', 'x')).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('strips math delimiters around a formula', () => {
    expect(stripMathDelimiters(' $x+1$ ')).toBe('x+1');
    expect(stripMathDelimiters('$$x$$')).toBe('x');
    expect(stripMathDelimiters('\\(x\\)')).toBe('x');
    expect(stripMathDelimiters('\\[x\\]')).toBe('x');
    expect(stripMathDelimiters('x')).toBe('x');
  });
});

/** A polynomial as integer coefficients, constant first. */
const polynomial = fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 4 });

function termLatex(coefficient: number, power: number, style: 'cdot' | 'implicit' | 'times'): string {
  const x = power === 0 ? '' : power === 1 ? 'x' : `x^{${power}}`;
  if (power === 0) return String(coefficient);
  const op = style === 'cdot' ? '\\cdot ' : style === 'times' ? '\\times ' : '';
  return `${coefficient}${op}${x}`;
}

/** Renders the polynomial's terms in the given order, each in the given style. */
function render(coefficients: number[], order: number[], style: 'cdot' | 'implicit' | 'times'): string {
  const terms = order.filter((p) => coefficients[p] !== 0).map((p) => termLatex(coefficients[p] as number, p, style));
  return terms.length === 0 ? '0' : terms.join('+').replace(/\+-/g, '-');
}

describe('formula equivalence: properties', () => {
  it('a polynomial equals itself with its terms in any order, written with ·, × or nothing', () => {
    fc.assert(
      fc.property(
        polynomial,
        fc.constantFrom('cdot', 'implicit', 'times'),
        fc.constantFrom('cdot', 'implicit', 'times'),
        fc.integer({ min: 0, max: 1000 }),
        (coefficients, styleA, styleB, shuffleSeed) => {
          const order = coefficients.map((_, i) => i);
          const shuffled = [...order].sort((a, b) => ((a * 7919 + shuffleSeed) % 13) - ((b * 7919 + shuffleSeed) % 13));
          return (
            formulaEquivalentSync(render(coefficients, order, styleA), render(coefficients, shuffled, styleB)) === true
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('changing one coefficient makes it another polynomial', () => {
    fc.assert(
      fc.property(polynomial, fc.nat(), fc.integer({ min: 1, max: 5 }), (coefficients, at, delta) => {
        const order = coefficients.map((_, i) => i);
        const changed = [...coefficients];
        const i = at % changed.length;
        changed[i] = (changed[i] as number) + delta;
        return (
          formulaEquivalentSync(render(coefficients, order, 'implicit'), render(changed, order, 'implicit')) === false
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a fraction equals its decimal, its reduced form and its double', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.constantFrom(1, 2, 4, 5, 8, 10, 16, 20, 25), (n, d) => {
        const decimal = String(n / d);
        return (
          formulaEquivalentSync(`\\frac{${n}}{${d}}`, decimal) === true &&
          formulaEquivalentSync(`${n}/${d}`, `\\frac{${2 * n}}{${2 * d}}`) === true
        );
      }),
      { numRuns: 300 },
    );
  });
});
