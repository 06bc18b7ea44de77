import { parse as parseLatex } from '@cortex-js/compute-engine/latex-syntax';

/**
 * (apps/server/src/math: pure mathematics that several modules use — the grading, the variant generator, the
 * study assistant's answer check — kept outside the modules so that none of them imports another for it.)
 *
 * Mathematical equivalence of two formulas written in LaTeX (or plain text such as `1/2` or `2x+1`, which
 * LaTeX reads the same way): `\frac{1}{2}` = `0.5` = `1/2`, `2x+1` = `1+2x`, `(x-1)(x+1)` = `x^2-1`.
 *
 * The Compute Engine's LaTeX parser turns both into MathJSON. Expressions made of arithmetic, powers, roots
 * and elementary functions are then compared the way WeBWorK compares answers: evaluated at the same
 * sample points (every variable a positive non-integer, so roots and logarithms are defined); equal at
 * every point means equivalent. Anything else (sums, integrals, factorials, sets of other things) goes to
 * the Compute Engine itself, which compares the canonical forms.
 *
 * Cost (issue 10 asks for ≥ 2,000 blank answers per second per core): one parse of the response, a few
 * evaluations; the accepted value's parse is cached. The full engine is loaded only when it is needed.
 */

type MathJson = NonNullable<ReturnType<typeof parseLatex>>;

/** How many sample points are compared, and how many must be defined on both sides to decide. */
const SAMPLE_POINTS = 7;
const MIN_DEFINED_POINTS = 3;
/** Relative tolerance of a comparison: far above double rounding, far below any real difference. */
const TOLERANCE = 1e-9;

/** An expression the evaluator does not know: the full engine decides. */
class Unsupported extends Error {}

const CONSTANTS: Record<string, number> = {
  Pi: Math.PI,
  ExponentialE: Math.E,
  // `e^{x}` parses as the symbol e: in school mathematics it is Euler's number.
  e: Math.E,
};

const UNARY: Record<string, (x: number) => number> = {
  Negate: (x) => -x,
  Sqrt: Math.sqrt,
  Abs: Math.abs,
  Sin: Math.sin,
  Cos: Math.cos,
  Tan: Math.tan,
  Cot: (x) => 1 / Math.tan(x),
  Sec: (x) => 1 / Math.cos(x),
  Csc: (x) => 1 / Math.sin(x),
  Arcsin: Math.asin,
  Arccos: Math.acos,
  Arctan: Math.atan,
  Ln: Math.log,
  Lb: Math.log2,
  Lg: Math.log10,
  Exp: Math.exp,
  Degrees: (x) => (x * Math.PI) / 180,
};

function headOf(expr: MathJson): { head: string; args: MathJson[] } | null {
  if (Array.isArray(expr)) return { head: String(expr[0]), args: expr.slice(1) as MathJson[] };
  if (typeof expr === 'object' && expr !== null && 'fn' in expr && Array.isArray(expr.fn)) {
    return { head: String(expr.fn[0]), args: expr.fn.slice(1) as MathJson[] };
  }
  return null;
}

/** The value of a numeric expression with the variables of `point`; throws Unsupported otherwise. */
function evaluate(expr: MathJson, point: ReadonlyMap<string, number>): number {
  if (typeof expr === 'number') return expr;
  if (typeof expr === 'string') {
    const variable = point.get(expr);
    if (variable !== undefined) return variable;
    const constant = CONSTANTS[expr];
    if (constant !== undefined) return constant;
    throw new Unsupported(expr);
  }
  if (typeof expr === 'object' && expr !== null && 'num' in expr && typeof expr.num === 'string') {
    const n = Number(expr.num);
    if (Number.isNaN(n)) throw new Unsupported(expr.num);
    return n;
  }
  if (typeof expr === 'object' && expr !== null && 'sym' in expr && typeof expr.sym === 'string') {
    return evaluate(expr.sym, point);
  }
  const node = headOf(expr);
  if (!node) throw new Unsupported('unknown node');
  const { head, args } = node;
  const value = (i: number) => evaluate(args[i] as MathJson, point);
  const unary = UNARY[head];
  if (unary && args.length === 1) return unary(value(0));
  switch (head) {
    case 'Add':
      return args.reduce<number>((sum, _, i) => sum + value(i), 0);
    case 'Subtract':
      return args.length === 1 ? -value(0) : args.slice(1).reduce<number>((acc, _, i) => acc - value(i + 1), value(0));
    case 'Multiply':
    case 'InvisibleOperator':
      return args.reduce<number>((product, _, i) => product * value(i), 1);
    case 'Divide':
    case 'Rational':
      if (args.length !== 2) break;
      return value(0) / value(1);
    case 'Power':
      if (args.length !== 2) break;
      return value(0) ** value(1);
    case 'Root':
      if (args.length !== 2) break;
      return value(0) ** (1 / value(1));
    case 'Log':
      if (args.length === 1) return Math.log10(value(0));
      if (args.length === 2) return Math.log(value(0)) / Math.log(value(1));
      break;
    case 'Delimiter':
      // `(x+1)`: parentheses only; `(1,2)` is a sequence, compared element by element above this level.
      if (args.length >= 1 && headOf(args[0] as MathJson)?.head !== 'Sequence') return value(0);
      break;
  }
  throw new Unsupported(head);
}

/** The variables of an expression: symbols that are not constants. */
function variablesOf(expr: MathJson, into: Set<string>): Set<string> {
  if (typeof expr === 'string') {
    if (!(expr in CONSTANTS) && !expr.startsWith("'")) into.add(expr);
    return into;
  }
  const node = headOf(expr);
  if (node) for (const arg of node.args) variablesOf(arg, into);
  return into;
}

function hasError(expr: MathJson): boolean {
  const node = headOf(expr);
  if (!node) return expr === 'Nothing';
  return node.head === 'Error' || node.args.some(hasError);
}

/** Deterministic sample points: each variable a positive non-integer between 0.3 and 2.7. */
function samplePoints(variables: readonly string[]): Map<string, number>[] {
  let seed = 0x2545f491;
  const next = () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return ((seed >>> 0) % 1_000_003) / 1_000_003;
  };
  return Array.from({ length: SAMPLE_POINTS }, () => new Map(variables.map((v) => [v, 0.3 + 2.4 * next()])));
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * The parts compared one by one: a sequence `(1,2)` its elements, a set `\{1,2\}` its elements (order
 * free, compared by their values), an equation the difference of its sides, anything else itself.
 */
type Shape =
  | { kind: 'value'; expr: MathJson }
  | { kind: 'equation'; difference: MathJson }
  | { kind: 'tuple' | 'set'; items: MathJson[] };

function shapeOf(expr: MathJson): Shape {
  const node = headOf(expr);
  if (node?.head === 'Delimiter' && node.args.length >= 1) {
    const inner = headOf(node.args[0] as MathJson);
    if (inner?.head === 'Sequence') return { kind: 'tuple', items: inner.args };
  }
  if ((node?.head === 'Tuple' || node?.head === 'Sequence' || node?.head === 'List') && node.args.length > 1) {
    return { kind: 'tuple', items: node.args };
  }
  if (node?.head === 'Set') return { kind: 'set', items: node.args };
  if (node?.head === 'Equal' && node.args.length === 2) {
    return { kind: 'equation', difference: ['Subtract', node.args[0], node.args[1]] as MathJson };
  }
  return { kind: 'value', expr };
}

/** Values of an expression at every point (NaN where undefined); throws Unsupported. */
function valuesAt(expr: MathJson, points: readonly Map<string, number>[]): number[] {
  return points.map((point) => evaluate(expr, point));
}

/** true/false when the sample points decide; null when too few points are defined on both sides. */
function sameValues(a: number[], b: number[]): boolean | null {
  let defined = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    const finiteX = Number.isFinite(x);
    const finiteY = Number.isFinite(y);
    if (finiteX !== finiteY) return false;
    if (!finiteX) continue;
    if (!close(x, y)) return false;
    defined++;
  }
  return defined >= Math.min(MIN_DEFINED_POINTS, a.length) ? true : null;
}

/** Two equations are the same when their differences are proportional (`y=2x+1` and `2y-4x=2`). */
function proportional(a: number[], b: number[]): boolean | null {
  let ratio: number | null = null;
  let defined = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (close(x, 0) || close(y, 0)) {
      if (!(close(x, 0) && close(y, 0))) return false;
      continue;
    }
    const r = x / y;
    if (ratio === null) ratio = r;
    else if (!close(ratio, r)) return false;
    defined++;
  }
  return defined >= MIN_DEFINED_POINTS ? true : null;
}

function compareShapes(a: Shape, b: Shape, points: readonly Map<string, number>[]): boolean | null {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'value' && b.kind === 'value') return sameValues(valuesAt(a.expr, points), valuesAt(b.expr, points));
  if (a.kind === 'equation' && b.kind === 'equation') {
    return proportional(valuesAt(a.difference, points), valuesAt(b.difference, points));
  }
  if ((a.kind === 'tuple' || a.kind === 'set') && (b.kind === 'tuple' || b.kind === 'set')) {
    if (a.items.length !== b.items.length) return false;
    const left = a.items.map((item) => valuesAt(item, points));
    const right = b.items.map((item) => valuesAt(item, points));
    if (a.kind === 'set') {
      // Sets: every element of one matches a different element of the other.
      const unused = new Set(right.keys());
      for (const values of left) {
        const match = [...unused].find((j) => sameValues(values, right[j] as number[]) === true);
        if (match === undefined) return false;
        unused.delete(match);
      }
      return true;
    }
    let decided = true;
    for (let i = 0; i < left.length; i++) {
      const same = sameValues(left[i] as number[], right[i] as number[]);
      if (same === false) return false;
      if (same === null) decided = false;
    }
    return decided ? true : null;
  }
  return false;
}

/** A formula as LaTeX: without `$…$`, `\(…\)` or `\[…\]` around it. */
export function stripMathDelimiters(latex: string): string {
  const t = latex.trim();
  const wrapped = /^\$\$([\s\S]*)\$\$$/.exec(t) ?? /^\$([\s\S]*)\$$/.exec(t) ?? /^\\[([]([\s\S]*)\\[)\]]$/.exec(t);
  return (wrapped?.[1] ?? t).trim();
}

/** Parsed accepted values: a question's answer key is compared with every response of a class. */
const parsedCache = new Map<string, MathJson | null>();
const PARSED_CACHE_MAX = 5_000;

function parseFormula(latex: string): MathJson | null {
  const source = stripMathDelimiters(latex);
  if (source === '') return null;
  try {
    const json = parseLatex(source);
    return json === null || hasError(json) ? null : json;
  } catch {
    return null;
  }
}

function parseCached(latex: string): MathJson | null {
  const hit = parsedCache.get(latex);
  if (hit !== undefined) return hit;
  const parsed = parseFormula(latex);
  if (parsedCache.size >= PARSED_CACHE_MAX) parsedCache.delete(parsedCache.keys().next().value as string);
  parsedCache.set(latex, parsed);
  return parsed;
}

type Engine = InstanceType<typeof import('@cortex-js/compute-engine')['ComputeEngine']>;
let engine: Promise<Engine> | undefined;

/** The full Compute Engine, loaded on first need (it is large; most answers never need it). */
function computeEngine(): Promise<Engine> {
  engine ??= import('@cortex-js/compute-engine').then(({ ComputeEngine }) => new ComputeEngine());
  return engine;
}

/** The Compute Engine's own verdict: the canonical forms are the same expression. */
async function sameCanonical(a: MathJson, b: MathJson): Promise<boolean> {
  try {
    const ce = await computeEngine();
    return ce.box(a).isSame(ce.box(b));
  } catch {
    return false;
  }
}

/**
 * Whether `response` is mathematically the same as `accepted`. A response that does not parse is never
 * equivalent (the caller has already compared the texts).
 */
export async function formulaEquivalent(response: string, accepted: string): Promise<boolean> {
  const quick = formulaEquivalentSync(response, accepted);
  if (quick !== null) return quick;
  const got = parseFormula(response);
  const want = parseCached(accepted);
  return got !== null && want !== null && sameCanonical(got, want);
}

/**
 * The sample-point verdict alone: true or false when it decides, null when the expressions need the full
 * engine (an operation the evaluator does not know, or too few points where both are defined).
 */
export function formulaEquivalentSync(response: string, accepted: string): boolean | null {
  const got = parseFormula(response);
  const want = parseCached(accepted);
  if (got === null || want === null) return false;
  const variables = [...variablesOf(got, variablesOf(want, new Set()))].sort();
  try {
    return compareShapes(shapeOf(got), shapeOf(want), samplePoints(variables));
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}
