/**
 * The source's analysis with the variant's numbers. The parameters' numbers are replaced, then every
 * formula is checked part by part (parts split at `=`): a part whose value in the source was one of the
 * question's quantities (the answer, a root, the determinant…) must have the variant's value of that
 * quantity (a bare number is rewritten; a computation that no longer holds makes the formula fail); a part equal to
 * the first part of its chain must still be; an equation in one unknown whose roots were the question's
 * roots must have the variant's. When a formula cannot be kept consistent the analysis is not reused
 * (null): the caller writes a worked solution of its own.
 */
import { constantValue } from './common';
import { equal, type Exact } from './exact';
import { polynomialOf, rootsOf } from './families/equation';
import { formatLike } from './format';
import { mathSegments, splitEquals, substitute } from './latex';

/** The quantities with this value; 0 is everywhere (`…=0`) and never taken for one. */
function namesOf(quantities: ReadonlyMap<string, Exact>, value: Exact): string[] {
  if (value.size === 0) return [];
  return [...quantities].filter(([, v]) => equal(v, value)).map(([k]) => k);
}

const ROOTS = ['lo', 'hi', 'root'];

function sameRoots(a: readonly Exact[], b: readonly Exact[]): boolean {
  return a.length === b.length && a.every((r, i) => equal(r, b[i] as Exact));
}

/**
 * An equation in one unknown of the analysis (`(x-2)(x-3)=0`, `x=2`): when its roots were the question's
 * roots (or one of them) in the source, they are the variant's roots (or one of them). A bare `x=2` is
 * not judged here: its value is rewritten part by part.
 */
function rootsFollow(
  source: string,
  variant: string,
  before: ReadonlyMap<string, Exact>,
  after: ReadonlyMap<string, Exact>,
): boolean {
  const polyS = polynomialOf(source);
  const rootsS = polyS ? rootsOf(polyS) : null;
  if (!rootsS) return true;
  if (/^\s*[A-Za-z](_\{?\d\}?)?\s*=/.test(source)) return true;
  const variable = polyS?.variable ?? '';
  const question = (q: ReadonlyMap<string, Exact>) =>
    q.has(variable)
      ? [q.get(variable) as Exact]
      : ROOTS.filter((n) => n !== 'root' || !q.has('lo')).flatMap((n) => (q.has(n) ? [q.get(n) as Exact] : []));
  const rootsQS = question(before);
  const isAll = sameRoots(rootsS, rootsQS);
  const isSome = rootsS.every((r) => rootsQS.some((q) => equal(q, r)));
  if (!isAll && !isSome) return true;
  const polyV = polynomialOf(variant);
  const rootsV = polyV ? rootsOf(polyV) : null;
  if (!rootsV) return false;
  const rootsQV = question(after);
  return isAll ? sameRoots(rootsV, rootsQV) : rootsV.every((r) => rootsQV.some((q) => equal(q, r)));
}

function repairFormula(
  source: string,
  variant: string,
  before: ReadonlyMap<string, Exact>,
  after: ReadonlyMap<string, Exact>,
): string | null {
  const partsS = splitEquals(source);
  const partsV = splitEquals(variant);
  if (partsS.length !== partsV.length) return null;
  if (partsS.length === 2 && !rootsFollow(source, variant, before, after)) return null;
  const kept: string[] = [];
  let firstS: Exact | null = null;
  let firstV: Exact | null = null;
  for (const [i, partS] of partsS.entries()) {
    const partV = partsV[i] as string;
    const valueS = /\d/.test(partS) ? constantValue(partS) : null;
    if (!valueS) {
      kept.push(partV);
      continue;
    }
    const valueV = constantValue(partV);
    const names = namesOf(before, valueS);
    const targets = names.map((n) => after.get(n)).filter((v): v is Exact => v !== undefined);
    if (targets.length > 0) {
      if (valueV && targets.some((t) => equal(t, valueV))) kept.push(partV);
      else {
        const rewritten = targets.map((t) => formatLike(t, partS.trim())).find((t) => t !== null);
        // A computation that no longer gives the quantity: the worked solution is rewritten instead.
        if (!rewritten) return null;
        kept.push(rewritten);
      }
    } else if (firstS && equal(firstS, valueS)) {
      if (!(valueV && firstV && equal(firstV, valueV))) return null;
      kept.push(partV);
    } else if (valueV) kept.push(partV);
    else return null;
    if (firstS === null) {
      firstS = valueS;
      firstV = valueV ?? constantValue(kept.at(-1) ?? '');
    }
  }
  return kept.join('=');
}

export function repairAnalysis(
  analysis: string,
  map: ReadonlyMap<number, number>,
  before: ReadonlyMap<string, Exact>,
  after: ReadonlyMap<string, Exact>,
): string | null {
  if (analysis.trim() === '') return '';
  const variant = substitute(analysis, map);
  const segS = mathSegments(analysis);
  const segV = mathSegments(variant);
  if (segS.length !== segV.length) return null;
  let out = '';
  let at = 0;
  for (const [i, s] of segS.entries()) {
    const v = segV[i];
    if (!v) return null;
    const repaired = repairFormula(s.inner, v.inner, before, after);
    if (repaired === null) return null;
    out += variant.slice(at, v.innerStart) + repaired;
    at = v.innerStart + v.inner.length;
  }
  return out + variant.slice(at);
}
