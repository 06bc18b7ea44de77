/**
 * A word problem whose analysis computes the answer from the stem's numbers: `直角三角形的两条直角边为
 * $3$ 和 $4$，则斜边长为 ___1` with the analysis `$c=\sqrt{3^2+4^2}=\sqrt{25}=5$`. The formula taken is
 * the first part of an analysis formula that has a value, uses every number of the stem that can change
 * (and no other number ≥ 2); the variant's answer is that formula with the variant's numbers.
 */
import { formulaEquivalentSync } from '../../../../math/formula';
import { constantValue, genericParams } from '../common';
import type { Exact } from '../exact';
import type { Family, Solved } from '../family';
import { formatExact } from '../format';
import { mathSegments, numberTokens, splitEquals, substitute } from '../latex';

/** The analysis's formulas that compute a value from exactly the stem's parameters. */
function formulasOf(stem: string, analysis: string): string[] {
  const params = new Set(genericParams(stem).map((p) => p.value));
  if (params.size === 0) return [];
  const out: string[] = [];
  for (const segment of mathSegments(analysis)) {
    for (const part of splitEquals(segment.inner)) {
      const used = new Set(
        numberTokens(`$${part}$`)
          .filter((t) => t.value >= 2)
          .map((t) => t.value),
      );
      if (used.size !== params.size || [...used].some((v) => !params.has(v))) continue;
      if (constantValue(part)) out.push(part.trim());
    }
  }
  return out;
}

/** The family for one source question (it reads the source's analysis). */
export function wordedFamily(sourceStem: string, sourceAnalysis: string): Family {
  const sourceTokens = numberTokens(sourceStem);
  const formulas = formulasOf(sourceStem, sourceAnalysis);
  return {
    name: 'worded',
    params: (stem) => (formulas.length > 0 ? genericParams(stem) : []),
    solve(stem): Solved | null {
      if (formulas.length === 0) return null;
      // The new numbers, position by position (a variant only changes digits).
      const tokens = numberTokens(stem);
      if (tokens.length !== sourceTokens.length) return null;
      const map = new Map<number, number>();
      for (const [i, t] of sourceTokens.entries()) {
        const now = (tokens[i] as { value: number }).value;
        if (map.has(t.value) && map.get(t.value) !== now) return null;
        map.set(t.value, now);
      }
      const computed = formulas.map((f) => substitute(f, map));
      const values = computed.map(constantValue);
      const quantities = new Map<string, Exact>();
      for (const [i, v] of values.entries()) if (v) quantities.set(`formula${i + 1}`, v);
      if (quantities.size === 0) return null;
      return {
        quantities,
        verify(name, answer) {
          const formula = computed[Number(name.replace('formula', '')) - 1];
          return formula !== undefined && formulaEquivalentSync(answer, formula) === true;
        },
        explain: (names) =>
          names
            .map((n) => {
              const i = Number(n.replace('formula', '')) - 1;
              return `$${computed[i]}=${formatExact(values[i] as Exact, 'dfrac')}$`;
            })
            .join('；'),
      };
    },
  };
}
