/** Pieces the families share: generic parameters, blank targets, answers read as exact numbers. */
import { BLANK_MARKER_RE } from '@edu/shared/render/clean';
import { type Env, type Exact, equal, evaluate, headOf, Inexact, type MathJson, parseMath, rational } from './exact';
import type { Param } from './family';
import { mathSegments, numberTokens } from './latex';

/** Larger numbers are not school parameters (and stay as they are). */
const MAX_PARAM = 10_000;

/**
 * The generic parameters of a stem: each distinct whole number ≥ 2 written in its math, with every place
 * it is written (also in the words: `x\ne 3` and "3 apples" change together). 0 and 1 are structure.
 */
export function genericParams(stem: string): Param[] {
  const tokens = numberTokens(stem);
  const values = [
    ...new Set(tokens.filter((t) => t.inMath && t.value >= 2 && t.value <= MAX_PARAM).map((t) => t.value)),
  ];
  return values.map((value) => ({
    value,
    spans: tokens.filter((t) => t.value === value),
    min: 2,
    max: Math.max(12, 2 * value),
  }));
}

/** The stem with each parameter written with its new value (spans never overlap). */
export function applyParams(stem: string, params: readonly Param[], values: readonly number[]): string {
  const edits = params
    .flatMap((p, i) => p.spans.map((s) => ({ ...s, text: String(values[i]) })))
    .sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += stem.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + stem.slice(at);
}

/** Offsets of the blank markers of a stem, in order. */
export function blankOffsets(stem: string): number[] {
  return [...stem.matchAll(new RegExp(BLANK_MARKER_RE.source, 'g'))].map((m) => m.index ?? 0);
}

/**
 * For each blank, the formula written just before it and ending in `=` (`$\dfrac{1}{2}\div\dfrac{1}{3}=$ ___2`):
 * the expression the blank asks for, without the `=`; undefined when the blank has none.
 */
export function blankTargets(stem: string): (string | undefined)[] {
  const segments = mathSegments(stem);
  return blankOffsets(stem).map((offset) => {
    const before = segments.filter((s) => s.end <= offset).at(-1);
    if (!before) return undefined;
    const between = stem.slice(before.end, offset).replace(/<[^>]*>|&nbsp;|\s/g, '');
    if (between !== '') return undefined;
    const inner = before.inner.trim();
    return inner.endsWith('=') ? inner.slice(0, -1).trim() : undefined;
  });
}

/** Symbols of a MathJSON expression that are variables (not constants). */
export function variablesOf(expr: MathJson, into = new Set<string>()): Set<string> {
  if (typeof expr === 'string') {
    if (!['Pi', 'ExponentialE', 'e', 'ImaginaryUnit', 'Nothing'].includes(expr) && !expr.startsWith("'"))
      into.add(expr);
    return into;
  }
  const node = headOf(expr);
  if (node) for (const arg of node.args) variablesOf(arg, into);
  return into;
}

const SAMPLES = [rational(7, 3), rational(11, 5), rational(-13, 4)];

/**
 * The exact value of a formula, also when it has variables but does not depend on them
 * (`\dfrac{x}{x-2}-\dfrac{2}{x-2}` is 1): evaluated at three rational points that must agree.
 */
export function constantValue(latex: string): Exact | null {
  const json = parseMath(latex);
  if (!json) return null;
  const variables = [...variablesOf(json)];
  if (variables.length > 2) return null;
  try {
    if (variables.length === 0) return evaluate(json);
    let first: Exact | null = null;
    for (const [i, sample] of SAMPLES.entries()) {
      const env: Env = new Map(variables.map((v, k) => [v, k === 0 ? sample : (SAMPLES[(i + 1) % 3] as Exact)]));
      const value = evaluate(json, env);
      if (first === null) first = value;
      else if (!equal(first, value)) return null;
    }
    return first;
  } catch (err) {
    if (err instanceof Inexact) return null;
    throw err;
  }
}

/** An answer as written by an author (`7/12`, `√5`, `sqrt(5)`, `2\sqrt{3}`, `$-2$`) as LaTeX. */
export function answerLatex(text: string): string {
  return text
    .trim()
    .replace(/^\$+|\$+$/g, '')
    .replace(/sqrt\(([^()]*)\)/g, '\\sqrt{$1}')
    .replace(/√\s*(\d+)/g, '\\sqrt{$1}')
    .replace(/\*/g, '')
    .trim();
}

/** The exact value of an author's answer; null when it is not a number this module writes. */
export function answerValue(text: string): Exact | null {
  const latex = answerLatex(text);
  if (latex === '' || /[a-zA-Z]/.test(latex.replace(/\\[a-zA-Z]+/g, ''))) return null;
  return constantValue(latex);
}
