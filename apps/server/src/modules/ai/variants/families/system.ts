/**
 * A system of two linear equations in two unknowns (`\begin{cases} x+y=5 \\ x-y=1 \end{cases}`), solved
 * exactly (Cramer's rule); the quantities are the unknowns by name (`x`, `y`).
 */
import { formulaEquivalentSync } from '../../../../math/formula';
import { blankTargets, genericParams, variablesOf } from '../common';
import {
  add,
  divide,
  type Exact,
  evaluate,
  headOf,
  Inexact,
  type MathJson,
  multiply,
  negate,
  parseMath,
  rational,
} from '../exact';
import type { Family, Solved } from '../family';
import { formatExact } from '../format';
import { mathSegments, splitEquals } from '../latex';

interface Linear {
  /** a·u + b·v = c */
  a: Exact;
  b: Exact;
  c: Exact;
}

function linear(equation: MathJson, u: string, v: string): Linear | null {
  const node = headOf(equation);
  if (node?.head !== 'Equal' || node.args.length !== 2) return null;
  const difference = ['Subtract', node.args[0], node.args[1]] as MathJson;
  const at = (x: number, y: number) =>
    evaluate(
      difference,
      new Map([
        [u, rational(x)],
        [v, rational(y)],
      ]),
    );
  const f00 = at(0, 0);
  const a = add(at(1, 0), negate(f00));
  const b = add(at(0, 1), negate(f00));
  // Linear: the plane through three points holds at two more.
  for (const [x, y] of [
    [1, 1],
    [2, 3],
  ] as const) {
    const plane = add(add(f00, multiply(a, rational(x))), multiply(b, rational(y)));
    if (add(plane, negate(at(x, y))).size !== 0) return null;
  }
  return { a, b, c: negate(f00) };
}

export const systemFamily: Family = {
  name: 'system',
  params: genericParams,
  solve(stem): Solved | null {
    const segment = mathSegments(stem).find((s) => /\\begin\{cases\}/.test(s.inner));
    if (!segment) return null;
    const json = parseMath(segment.inner);
    const node = json ? headOf(json) : null;
    if (!json || !node || node.args.length !== 2) return null;
    const variables = [...variablesOf(json)].sort();
    if (variables.length !== 2) return null;
    const [u, v] = variables as [string, string];
    try {
      const [e1, e2] = node.args.map((eq) => linear(eq, u, v));
      if (!e1 || !e2) return null;
      const det = add(multiply(e1.a, e2.b), negate(multiply(e1.b, e2.a)));
      if (det.size === 0) return null;
      const x = divide(add(multiply(e1.c, e2.b), negate(multiply(e1.b, e2.c))), det);
      const y = divide(add(multiply(e1.a, e2.c), negate(multiply(e1.c, e2.a))), det);
      const quantities = new Map<string, Exact>([
        [u, x],
        [v, y],
      ]);
      const equations = segment.inner
        .replace(/\\(begin|end)\{cases\}/g, '')
        .split('\\\\')
        .map((e) => e.trim());
      const targets = blankTargets(stem);
      return {
        quantities,
        blankHint: (blank) => {
          const target = targets[blank]?.trim();
          return target && quantities.has(target) ? target : undefined;
        },
        verify(name, answer) {
          const other = name === u ? formatExact(y, 'frac') : formatExact(x, 'frac');
          const values = new Map([
            [name, answer],
            [name === u ? v : u, other],
          ]);
          // Both equations hold with the answer (and the other unknown's value).
          return equations.every((eq) => {
            const put = eq.replace(/(?<![A-Za-z\\])([A-Za-z])(?![A-Za-z])/g, (m) =>
              values.has(m) ? `\\left(${values.get(m)}\\right)` : m,
            );
            const [lhs, rhs] = splitEquals(put);
            return lhs !== undefined && rhs !== undefined && formulaEquivalentSync(lhs, rhs) === true;
          });
        },
        explain: () => `$${segment.inner}$，$${u}=${formatExact(x, 'dfrac')}$，$${v}=${formatExact(y, 'dfrac')}$`,
      };
    } catch (err) {
      if (err instanceof Inexact) return null;
      throw err;
    }
  },
};
