/**
 * The source's analysis with the variant's numbers. The parameters' numbers are replaced, then every
 * formula is checked part by part (parts split at `=`): a part whose value in the source was one of the
 * question's quantities (the answer, a root, the determinant…) must have the variant's value of that
 * quantity (a bare number is rewritten, a computation that no longer holds is left out); a part equal to
 * the first part of its chain must still be; an equation in one unknown whose roots were the question's
 * roots must have the variant's. When a formula cannot be kept consistent the analysis is not reused
 * (null): the caller writes a worked solution of its own.
 */
import { constantValue } from './common';
import { equal, type Exact } from './exact';
import { polynomialOf, rootsOf } from './families/equation';
import { formatLike } from './format';
import { mathSegments, splitEquals, substitute } from './latex';

function namesOf(quantities: ReadonlyMap<string, Exact>, value: Exact): string[] {
  return [...quantities].filter(([, v]) => equal(v, value)).map(([k]) => k);
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
  if (partsS.length === 2) {
    // An equation in one unknown: its roots follow the question's roots.
    const polyS = polynomialOf(source);
    if (polyS) {
      const rootsS = rootsOf(polyS);
      const polyV = polynomialOf(variant);
      const rootsV = polyV ? rootsOf(polyV) : null;
      if (rootsS?.some((r) => namesOf(before, r).length > 0)) {
        if (!rootsV || rootsV.length !== rootsS.length) return null;
        for (const [i, r] of rootsS.entries()) {
          const names = namesOf(before, r);
          if (names.length === 0) continue;
          const targets = names.map((n) => after.get(n)).filter((v): v is Exact => v !== undefined);
          if (!targets.some((t) => equal(t, rootsV[i] as Exact))) {
            // `x=3`: a bare value is rewritten below; any other equation cannot be kept.
            if (!/^\s*[A-Za-z](_\{?\d\}?)?\s*$/.test(partsS[0] as string)) return null;
          }
        }
      }
    }
  }
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
        if (rewritten) kept.push(rewritten);
      }
    } else if (firstS && equal(firstS, valueS)) {
      if (valueV && firstV && equal(firstV, valueV)) kept.push(partV);
    } else if (valueV) kept.push(partV);
    else return null;
    if (firstS === null) {
      firstS = valueS;
      firstV = valueV ?? constantValue(kept.at(-1) ?? '');
    }
  }
  if (partsS.length >= 2 && kept.length < 2) return null;
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
