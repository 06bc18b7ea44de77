/**
 * Evaluating an arithmetic expression: `计算 $\dfrac{1}{2}+\dfrac{1}{3}$ 的结果是（　）`, `化简 $\sqrt{12}$`,
 * `$\sqrt{12}-\sqrt{3}$`, `$\dfrac{\sqrt{18}}{\sqrt{2}}=$ ___1`, `$\dfrac{x}{x-2}-\dfrac{2}{x-2}=$ ___1`.
 * A single-choice stem has one formula with a value; a fill-in stem has, before each blank, a formula
 * ending in `=`. Fractions, square roots, powers and percentages are computed exactly.
 */
import { formulaEquivalentSync } from '../../../../math/formula';
import { blankTargets, constantValue, genericParams } from '../common';
import type { Exact } from '../exact';
import type { Family, Solved } from '../family';
import { formatExact } from '../format';
import { mathSegments } from '../latex';

function solved(targets: readonly string[], values: readonly Exact[], names: readonly string[]): Solved {
  const quantities = new Map(names.map((n, i) => [n, values[i] as Exact]));
  return {
    quantities,
    blankHint: (blank) => names[blank],
    verify: (name, answer) => {
      const target = targets[names.indexOf(name)];
      return target !== undefined && formulaEquivalentSync(answer, target) === true;
    },
    explain: (wanted) =>
      wanted
        .map((n) => {
          const i = names.indexOf(n);
          return `$${targets[i]}=${formatExact(values[i] as Exact, 'dfrac')}$`;
        })
        .join('；'),
  };
}

export const expressionFamily: Family = {
  name: 'expression',
  params: genericParams,
  solve(stem) {
    const targets = blankTargets(stem);
    if (targets.length > 0) {
      if (targets.some((t) => t === undefined)) return null;
      const latex = targets as string[];
      const values = latex.map(constantValue);
      if (values.some((v) => v === null)) return null;
      return solved(
        latex,
        values as Exact[],
        latex.map((_, i) => `blank${i + 1}`),
      );
    }
    // A choice stem: exactly one formula with digits whose value is exact.
    const candidates = mathSegments(stem)
      .map((s) => s.inner.trim())
      .filter((inner) => /\d/.test(inner) && !/[=<>]|\\[lg]e|\\ne|&[lg]t;/.test(inner));
    if (candidates.length !== 1) return null;
    const latex = candidates[0] as string;
    const value = constantValue(latex);
    if (!value) return null;
    return solved([latex], [value], ['value']);
  },
};
