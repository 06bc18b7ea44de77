/**
 * Solving an equation in one unknown of degree 1 or 2 with rational roots: `解方程 $x^2-5x+6=0$，较小的根
 * $x_1=$ ___1…`, `$3x+5=20$，则 $x=$ ___1`, `方程 $x^2-5x+6=0$ 的两根之和为 ___1，两根之积为 ___2`.
 * Quantities: `root` (degree 1 or a double root), `lo`, `hi`, `sum`, `product`, `disc` (b²−4ac).
 */
import { formulaEquivalentSync } from '../../../../math/formula';
import { genericParams, variablesOf } from '../common';
import {
  add,
  divide,
  type Exact,
  evaluate,
  headOf,
  Inexact,
  isRational,
  type MathJson,
  multiply,
  negate,
  parseMath,
  rational,
  sqrt,
  toNumber,
} from '../exact';
import type { Family, Solved } from '../family';
import { formatExact } from '../format';
import { mathSegments, splitEquals } from '../latex';

export interface Polynomial {
  variable: string;
  /** [c, b, a]: c + b·x + a·x² */
  coefficients: [Exact, Exact, Exact];
  degree: 1 | 2;
}

/** The equation `latex` (`…=…`) as a polynomial of degree 1 or 2 in its only variable; null otherwise. */
export function polynomialOf(latex: string): Polynomial | null {
  const json = parseMath(latex);
  const node = json ? headOf(json) : null;
  if (!json || node?.head !== 'Equal' || node.args.length !== 2) return null;
  const variables = [...variablesOf(json)];
  if (variables.length !== 1) return null;
  const variable = variables[0] as string;
  const difference = ['Subtract', node.args[0], node.args[1]] as MathJson;
  try {
    const at = (x: number) => evaluate(difference, new Map([[variable, rational(x)]]));
    const [f0, f1, fm1, f2, f3] = [at(0), at(1), at(-1), at(2), at(3)];
    // c = f(0); a = (f(1) + f(−1))/2 − c; b = (f(1) − f(−1))/2
    const c = f0;
    const half = rational(1, 2);
    const a = add(multiply(add(f1, fm1), half), negate(c));
    const b = multiply(add(f1, negate(fm1)), half);
    const p = (x: number) => add(add(c, multiply(b, rational(x))), multiply(a, rational(x * x)));
    // Degree ≤ 2: the polynomial through three points also passes through two more.
    if (add(p(2), negate(f2)).size !== 0 || add(p(3), negate(f3)).size !== 0) return null;
    if (a.size === 0 && b.size === 0) return null;
    return { variable, coefficients: [c, b, a], degree: a.size === 0 ? 1 : 2 };
  } catch (err) {
    if (err instanceof Inexact) return null;
    throw err;
  }
}

/** The rational roots of a polynomial, smallest first; null when they are not rational. */
export function rootsOf(poly: Polynomial): Exact[] | null {
  const [c, b, a] = poly.coefficients;
  try {
    if (poly.degree === 1) return [divide(negate(c), b)];
    const disc = add(multiply(b, b), negate(multiply(rational(4), multiply(a, c))));
    if (!isRational(disc) || toNumber(disc) < 0) return null;
    const root = sqrt(disc);
    if (!isRational(root)) return null;
    const twoA = multiply(rational(2), a);
    const r1 = divide(add(negate(b), negate(root)), twoA);
    const r2 = divide(add(negate(b), root), twoA);
    return toNumber(r1) <= toNumber(r2) ? [r1, r2] : [r2, r1];
  } catch (err) {
    if (err instanceof Inexact) return null;
    throw err;
  }
}

/** The equation with its unknown replaced by a value (`x^2-5x+6=0` at 2: `\left(2\right)^2-5\left(2\right)+6=0`). */
function substituted(equation: string, variable: string, value: string): string {
  const re = new RegExp(`(?<![A-Za-z\\\\])${variable}(?![A-Za-z])`, 'g');
  return equation.replace(re, `\\left(${value}\\right)`);
}

/** The CAS check of a root: both sides of the equation are equal at it. */
function satisfies(equation: string, variable: string, root: string): boolean {
  const [lhs, rhs] = splitEquals(substituted(equation, variable, root));
  return lhs !== undefined && rhs !== undefined && formulaEquivalentSync(lhs, rhs) === true;
}

export const equationFamily: Family = {
  name: 'equation',
  params: genericParams,
  solve(stem): Solved | null {
    const equations = mathSegments(stem)
      .map((s) => s.inner.trim())
      .filter((inner) => splitEquals(inner).length === 2 && !inner.trim().endsWith('='));
    const found = equations.map((e) => ({ latex: e, poly: polynomialOf(e) })).find((e) => e.poly !== null);
    if (!found?.poly) return null;
    const { latex, poly } = found;
    const roots = rootsOf(poly);
    if (!roots) return null;
    const [c, b, a] = poly.coefficients;
    const quantities = new Map<string, Exact>();
    const [lo, hi] = roots as [Exact, Exact];
    if (poly.degree === 1 || add(lo, negate(hi ?? lo)).size === 0) quantities.set('root', lo);
    if (poly.degree === 2) {
      quantities.set('lo', lo);
      quantities.set('hi', hi);
      quantities.set('sum', add(lo, hi));
      quantities.set('product', multiply(lo, hi));
      quantities.set('disc', add(multiply(b, b), negate(multiply(rational(4), multiply(a, c)))));
    }
    const x = poly.variable;
    const rootText = (r: Exact) => formatExact(r, 'frac');
    const rootsHold = roots.every((r) => satisfies(latex, x, rootText(r)));
    return {
      quantities,
      preferred: [
        ['lo', 'hi'],
        ['sum', 'product'],
      ],
      verify(name, answer) {
        if (!rootsHold) return false;
        const [l, h] = roots.map(rootText) as [string, string];
        switch (name) {
          case 'root':
          case 'lo':
          case 'hi':
            return satisfies(latex, x, answer) && formulaEquivalentSync(answer, name === 'hi' ? h : l) === true;
          case 'sum':
            return formulaEquivalentSync(answer, `\\left(${l}\\right)+\\left(${h}\\right)`) === true;
          case 'product':
            return formulaEquivalentSync(answer, `\\left(${l}\\right)\\left(${h}\\right)`) === true;
          case 'disc': {
            const [cc, bb, aa] = [c, b, a].map((v) => `\\left(${formatExact(v, 'frac')}\\right)`);
            return formulaEquivalentSync(answer, `${bb}^2-4${aa}${cc}`) === true;
          }
          default:
            return false;
        }
      },
      explain(names) {
        const parts = [`$${latex}$`];
        if (poly.degree === 1) parts.push(`$${x}=${rootText(lo)}$`);
        else parts.push(`$${x}_1=${rootText(lo)}$`, `$${x}_2=${rootText(hi)}$`);
        for (const n of names) {
          const v = quantities.get(n);
          if (!v) continue;
          if (n === 'sum') parts.push(`$${x}_1+${x}_2=${rootText(v)}$`);
          if (n === 'product') parts.push(`$${x}_1${x}_2=${rootText(v)}$`);
          if (n === 'disc') parts.push(`$\\Delta=b^2-4ac=${rootText(v)}$`);
        }
        return parts.join('，');
      },
    };
  },
};
