/**
 * Exact arithmetic for school numbers: sums of rational multiples of square roots (`3`, `-\frac{7}{12}`,
 * `2\sqrt{3}`, `1+\frac{\sqrt{5}}{2}`), evaluated from the Compute Engine's MathJSON. Anything else
 * (a variable without a value, a cube root, a square root of an irrational number, a huge number) throws
 * `Inexact`: the variant generator only keeps numbers it can write down exactly.
 */
import { parse as parseLatex } from '@cortex-js/compute-engine/latex-syntax';

export type MathJson = NonNullable<ReturnType<typeof parseLatex>>;

/** The expression cannot be computed exactly by this module. */
export class Inexact extends Error {}

/** Numerators and denominators stay far below 2^53. */
const LIMIT = 1e12;

export interface Fraction {
  readonly n: number;
  readonly d: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

export function fraction(n: number, d = 1): Fraction {
  if (!Number.isInteger(n) || !Number.isInteger(d)) throw new Inexact('not an integer');
  if (d === 0) throw new Inexact('division by zero');
  if (Math.abs(n) > LIMIT || Math.abs(d) > LIMIT) throw new Inexact('too large');
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g || 0, d: (sign * d) / g };
}

const fAdd = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
const fMul = (a: Fraction, b: Fraction) => fraction(a.n * b.n, a.d * b.d);
const fDiv = (a: Fraction, b: Fraction) => fraction(a.n * b.d, a.d * b.n);

/** k and r with n = k²·r, r square-free. */
export function extractSquare(n: number): [number, number] {
  let k = 1;
  let r = n;
  for (let p = 2; p * p <= r; p++) {
    while (r % (p * p) === 0) {
      r /= p * p;
      k *= p;
    }
  }
  return [k, r];
}

/** Σ coefficient·√radicand over square-free radicands (1: the rational part); no zero coefficients. */
export type Exact = ReadonlyMap<number, Fraction>;

export const ZERO: Exact = new Map();
export function rational(n: number, d = 1): Exact {
  const f = fraction(n, d);
  return f.n === 0 ? ZERO : new Map([[1, f]]);
}

function plus(into: Map<number, Fraction>, radicand: number, c: Fraction): void {
  const sum = fAdd(into.get(radicand) ?? fraction(0), c);
  if (sum.n === 0) into.delete(radicand);
  else into.set(radicand, sum);
}

export function add(a: Exact, b: Exact): Exact {
  const out = new Map(a);
  for (const [r, c] of b) plus(out, r, c);
  return out;
}

export function negate(a: Exact): Exact {
  return new Map([...a].map(([r, c]) => [r, fraction(-c.n, c.d)]));
}

export function multiply(a: Exact, b: Exact): Exact {
  const out = new Map<number, Fraction>();
  for (const [ra, ca] of a) {
    for (const [rb, cb] of b) {
      const [k, r] = extractSquare(ra * rb);
      plus(out, r, fMul(fMul(ca, cb), fraction(k)));
    }
  }
  return out;
}

export function isRational(a: Exact): boolean {
  return [...a.keys()].every((r) => r === 1);
}

export function rationalPart(a: Exact): Fraction {
  return a.get(1) ?? fraction(0);
}

export function divide(a: Exact, b: Exact): Exact {
  if (b.size === 0) throw new Inexact('division by zero');
  if (b.size === 1) {
    const [[r, c]] = [...b] as [[number, Fraction]];
    // a / (c√r) = a·√r / (c·r)
    return multiply(a, new Map([[r, fDiv(fraction(1), fMul(c, fraction(r)))]]));
  }
  if (b.size === 2 && b.has(1)) {
    // a / (p + q√n) = a·(p − q√n) / (p² − q²n)
    const p = b.get(1) as Fraction;
    const [n, q] = [...b].find(([r]) => r !== 1) as [number, Fraction];
    const conjugate: Exact = new Map([
      [1, p],
      [n, fraction(-q.n, q.d)],
    ]);
    const norm = fAdd(fMul(p, p), fMul(fraction(-n), fMul(q, q)));
    if (norm.n === 0) throw new Inexact('division by zero');
    return multiply(multiply(a, conjugate), new Map([[1, fDiv(fraction(1), norm)]]));
  }
  throw new Inexact('division by a sum of roots');
}

export function sqrt(a: Exact): Exact {
  if (!isRational(a)) throw new Inexact('root of an irrational number');
  const f = rationalPart(a);
  if (f.n < 0) throw new Inexact('root of a negative number');
  if (f.n === 0) return ZERO;
  // √(n/d) = √(n·d) / d
  const [k, r] = extractSquare(f.n * f.d);
  return new Map([[r, fraction(k, f.d)]]);
}

export function power(a: Exact, e: Exact): Exact {
  if (!isRational(e)) throw new Inexact('irrational exponent');
  const f = rationalPart(e);
  if (f.d === 2) return power(sqrt(a), rational(f.n));
  if (f.d !== 1 || Math.abs(f.n) > 12) throw new Inexact('exponent');
  let out: Exact = rational(1);
  for (let i = 0; i < Math.abs(f.n); i++) out = multiply(out, a);
  return f.n < 0 ? divide(rational(1), out) : out;
}

export function equal(a: Exact, b: Exact): boolean {
  return add(a, negate(b)).size === 0;
}

export function toNumber(a: Exact): number {
  let sum = 0;
  for (const [r, c] of a) sum += (c.n / c.d) * Math.sqrt(r);
  return sum;
}

/** A decimal string (`25e-2`, `0.5`) as a fraction. */
function decimal(text: string): Exact {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i.exec(text.trim());
  if (!m) throw new Inexact(`number ${text}`);
  const digits = `${m[2] ?? ''}${m[3] ?? ''}` || '0';
  const exponent = Number(m[4] ?? 0) - (m[3] ?? '').length;
  const n = Number(digits) * (m[1] ? -1 : 1);
  return exponent >= 0 ? rational(n * 10 ** exponent) : rational(n, 10 ** -exponent);
}

function headOf(expr: MathJson): { head: string; args: MathJson[] } | null {
  if (Array.isArray(expr)) return { head: String(expr[0]), args: expr.slice(1) as MathJson[] };
  if (typeof expr === 'object' && expr !== null && 'fn' in expr && Array.isArray(expr.fn)) {
    return { head: String(expr.fn[0]), args: expr.fn.slice(1) as MathJson[] };
  }
  return null;
}

/** Exact values of the variables an expression may use. */
export type Env = ReadonlyMap<string, Exact>;

/** The exact value of a MathJSON expression; throws Inexact. */
export function evaluate(expr: MathJson, env: Env = new Map()): Exact {
  if (typeof expr === 'number') {
    return Number.isInteger(expr) ? rational(expr) : decimal(String(expr));
  }
  if (typeof expr === 'string') {
    const value = env.get(expr);
    if (value) return value;
    throw new Inexact(`variable ${expr}`);
  }
  if (typeof expr === 'object' && expr !== null && 'num' in expr && typeof expr.num === 'string') {
    return decimal(expr.num);
  }
  if (typeof expr === 'object' && expr !== null && 'sym' in expr && typeof expr.sym === 'string') {
    return evaluate(expr.sym, env);
  }
  const node = headOf(expr);
  if (!node) throw new Inexact('unknown node');
  const { head, args } = node;
  const v = (i: number) => evaluate(args[i] as MathJson, env);
  switch (head) {
    case 'Add':
      return args.reduce<Exact>((sum, _, i) => add(sum, v(i)), ZERO);
    case 'Subtract':
      if (args.length === 1) return negate(v(0));
      return args.slice(1).reduce<Exact>((acc, _, i) => add(acc, negate(v(i + 1))), v(0));
    case 'Negate':
      if (args.length === 1) return negate(v(0));
      break;
    case 'Multiply':
    case 'InvisibleOperator':
      return args.reduce<Exact>((product, _, i) => multiply(product, v(i)), rational(1));
    case 'Divide':
    case 'Rational':
      if (args.length === 2) return divide(v(0), v(1));
      break;
    case 'Power':
      if (args.length === 2) return power(v(0), v(1));
      break;
    case 'Square':
      if (args.length === 1) return power(v(0), rational(2));
      break;
    case 'Sqrt':
      if (args.length === 1) return sqrt(v(0));
      break;
    case 'Root':
      if (args.length === 2 && equal(v(1), rational(2))) return sqrt(v(0));
      break;
    case 'Delimiter':
      if (args.length === 1 && headOf(args[0] as MathJson)?.head !== 'Sequence') return v(0);
      break;
  }
  throw new Inexact(head);
}

/** MathJSON of a LaTeX formula, null when it does not parse cleanly. */
export function parseMath(latex: string): MathJson | null {
  try {
    const json = parseLatex(latex);
    return json === null || hasError(json) ? null : json;
  } catch {
    return null;
  }
}

function hasError(expr: MathJson): boolean {
  const node = headOf(expr);
  if (!node) return expr === 'Nothing';
  return node.head === 'Error' || node.args.some(hasError);
}

export { headOf };
