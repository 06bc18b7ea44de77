/**
 * A straight line `y=kx+b` written in the stem (`直线 $y=2x+1$ 的斜率 $k$ 等于（　）`): its slope
 * (`slope`) and its intercept on the y-axis (`intercept`).
 */
import { formulaEquivalentSync } from '../../../../math/formula';
import { genericParams } from '../common';
import type { Exact } from '../exact';
import type { Family, Solved } from '../family';
import { formatExact } from '../format';
import { mathSegments } from '../latex';
import { polynomialOf } from './equation';

/** The right-hand side at a value of x (`2x+1` at 3: `2\left(3\right)+1`). */
function at(rhs: string, x: number): string {
  return rhs.replace(/(?<![A-Za-z\\])x(?![A-Za-z])/g, `\\left(${x}\\right)`);
}

export const lineFamily: Family = {
  name: 'line',
  params: genericParams,
  solve(stem): Solved | null {
    const lines = mathSegments(stem)
      .map((s) => /^\s*y\s*=([^=]+)$/.exec(s.inner)?.[1])
      .filter((rhs): rhs is string => rhs !== undefined && /x/.test(rhs));
    if (lines.length !== 1) return null;
    const rhs = (lines[0] as string).trim();
    // y = kx + b: the polynomial of `kx+b=0` in x, of degree 1.
    const poly = polynomialOf(`${rhs}=0`);
    if (poly?.degree !== 1 || poly.variable !== 'x') return null;
    const [b, k] = poly.coefficients;
    const quantities = new Map<string, Exact>([
      ['slope', k],
      ['intercept', b],
    ]);
    return {
      quantities,
      verify(name, answer) {
        const expected = name === 'slope' ? `${at(rhs, 1)}-\\left(${at(rhs, 0)}\\right)` : at(rhs, 0);
        return formulaEquivalentSync(answer, expected) === true;
      },
      explain: (names) =>
        [
          `$y=${rhs}$`,
          ...names.map((n) => `$${n === 'slope' ? 'k' : 'b'}=${formatExact(quantities.get(n) ?? b, 'dfrac')}$`),
        ].join('，'),
    };
  },
};
