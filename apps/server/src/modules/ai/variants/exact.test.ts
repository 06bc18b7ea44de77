import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerValue, constantValue } from './common';
import { equal, parseMath, rational, toNumber } from './exact';
import { formatExact, formatLike, shapeOf } from './format';
import { numberTokens, substitute } from './latex';

const R = String.raw;
const latex = (s: string) => {
  const v = constantValue(s);
  return v === null ? null : formatExact(v, 'dfrac');
};

describe('exact arithmetic', () => {
  it('computes fractions, roots, powers and percentages exactly', () => {
    expect(latex(R`\dfrac{1}{2}+\dfrac{1}{3}`)).toBe(R`\dfrac{5}{6}`);
    expect(latex(R`\sqrt{12}-\sqrt{3}`)).toBe(R`\sqrt{3}`);
    expect(latex(R`\sqrt{48}`)).toBe(R`4\sqrt{3}`);
    expect(latex(R`\dfrac{\sqrt{18}}{\sqrt{2}}`)).toBe('3');
    expect(latex(R`\left(\sqrt{5}-2\right)\left(\sqrt{5}+2\right)`)).toBe('1');
    expect(latex(R`\dfrac{1}{1+\sqrt{2}}`)).toBe(R`-1+\sqrt{2}`);
    expect(latex(R`\sqrt{\dfrac{1}{2}}`)).toBe(R`\dfrac{\sqrt{2}}{2}`);
    expect(latex(R`2^{-2}`)).toBe(R`\dfrac{1}{4}`);
    expect(latex(R`25\%\times 80`)).toBe('20');
    expect(latex(R`\dfrac{x}{x-3}-\dfrac{3}{x-3}`)).toBe('1');
  });

  it('refuses what it cannot write exactly', () => {
    expect(constantValue(R`\dfrac{1}{0}`)).toBeNull();
    expect(constantValue(R`\sqrt{-4}`)).toBeNull();
    expect(constantValue(R`\sqrt{\sqrt{2}}`)).toBeNull();
    expect(constantValue(R`\sqrt[3]{8}`)).toBeNull();
    expect(constantValue(R`x+1`)).toBeNull();
    expect(constantValue(R`\sin 30`)).toBeNull();
    expect(constantValue(R`10^{20}`)).toBeNull();
  });

  it('agrees with floating point on random sums of roots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (p, q, m, n) => {
          const formula = R`\dfrac{${p}}{${q}}+\sqrt{${m}}\times\sqrt{${n}}-\sqrt{${m * n * 4}}`;
          const value = constantValue(formula);
          expect(value).not.toBeNull();
          const expected = p / q + Math.sqrt(m) * Math.sqrt(n) - Math.sqrt(m * n * 4);
          expect(Math.abs(toNumber(value as never) - expected)).toBeLessThan(1e-9);
          // Written and read back, it is the same number.
          expect(equal(constantValue(formatExact(value as never, 'dfrac')) as never, value as never)).toBe(true);
        },
      ),
    );
  });
});

describe('numbers as written', () => {
  it('keeps the shape and style of the source', () => {
    expect(shapeOf(R`$2\sqrt{3}$`)).toBe(R`#\sqrt{#}`);
    expect(formatLike(rational(7, 12), '5/6')).toBe('7/12');
    expect(formatLike(rational(7, 12), R`$\dfrac{5}{6}$`)).toBe(R`$\dfrac{7}{12}$`);
    expect(formatLike(rational(3), R`\dfrac{5}{6}`)).toBeNull();
    const root10 = constantValue(R`\sqrt{10}`) as never;
    expect(formatLike(root10, '√5')).toBe('√10');
    expect(formatLike(root10, 'sqrt(5)')).toBe('sqrt(10)');
    expect(formatLike(root10, R`\sqrt{5}`)).toBe(R`\sqrt{10}`);
  });

  it('reads an author’s answers', () => {
    expect(equal(answerValue('√5') as never, constantValue(R`\sqrt{5}`) as never)).toBe(true);
    expect(equal(answerValue('3/2') as never, rational(3, 2))).toBe(true);
    expect(equal(answerValue('$-2$') as never, rational(-2))).toBe(true);
    expect(answerValue('x≥1')).toBeNull();
    expect(answerValue('有两个相等的实数根')).toBeNull();
  });
});

describe('the numbers of rich text', () => {
  it('finds quantities, not exponents, subscripts, root indices, markers or markup', () => {
    const html = R`<p data-n="7">第 3 题 $x_1^2+5x+\sqrt[3]{8}+2.5=$ ___1 ##$$ &#160;12</p>`;
    expect(numberTokens(html).map((t) => [t.value, t.inMath])).toEqual([
      [3, false],
      [5, true],
      [8, true],
      [12, false],
    ]);
    expect(substitute(R`$x^2-5x+6=0$ 5`, new Map([[5, 7]]))).toBe(R`$x^2-7x+6=0$ 7`);
    expect(substitute(R`$x^2-5x+6=0$ 5`, new Map([[5, 7]]), true)).toBe(R`$x^2-7x+6=0$ 5`);
    expect(parseMath(R`\dfrac{1}{2}`)).toEqual(['Divide', 1, 2]);
  });
});
