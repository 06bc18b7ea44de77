/**
 * A 2×2 matrix of integers written in the stem (`\begin{pmatrix} 1 &amp; 2 \\ 3 &amp; 4 \end{pmatrix}`):
 * its determinant (`det`), trace (`trace`) and the entries of its square (`a2_11`, `a2_12`, `a2_21`,
 * `a2_22`). Every entry is a parameter (0 and 1 included, signs too).
 */
import { formulaEquivalentSync } from '../../../../math/formula';
import { blankOffsets } from '../common';
import { type Exact, rational } from '../exact';
import type { Family, Param, Solved } from '../family';
import { mathSegments } from '../latex';

const MATRIX_RE = /\\begin\{([pbv]?matrix)\}([\s\S]*?)\\end\{\1\}/g;

interface Entry {
  value: number;
  start: number;
  end: number;
}

/** The entries of the stem's only 2×2 integer matrix, with their offsets; null when there is not exactly one. */
function entriesOf(stem: string): Entry[] | null {
  const found: Entry[][] = [];
  for (const m of stem.matchAll(MATRIX_RE)) {
    const bodyStart = (m.index ?? 0) + m[0].indexOf(m[2] as string);
    const body = m[2] as string;
    const entries: Entry[] = [];
    const rows = body.split('\\\\');
    let offset = bodyStart;
    let ok = rows.length === 2;
    for (const row of rows) {
      const cells = row.split(/&amp;|&/);
      if (cells.length !== 2) ok = false;
      let cellOffset = offset;
      for (const cell of cells) {
        const num = /^(\s*)(-?\d+)\s*$/.exec(cell);
        if (!num) ok = false;
        else {
          const start = cellOffset + (num[1] as string).length;
          entries.push({ value: Number(num[2]), start, end: start + (num[2] as string).length });
        }
        cellOffset += cell.length + (stem.startsWith('&amp;', cellOffset + cell.length) ? 5 : 1);
      }
      offset += row.length + 2;
    }
    if (ok && entries.length === 4) found.push(entries);
  }
  return found.length === 1 ? (found[0] as Entry[]) : null;
}

export const matrixFamily: Family = {
  name: 'matrix',
  params(stem): Param[] {
    const entries = entriesOf(stem) ?? [];
    const negative = entries.some((e) => e.value < 0);
    return entries.map((e) => ({
      value: e.value,
      spans: [{ start: e.start, end: e.end }],
      min: negative ? -5 : 0,
      max: 9,
    }));
  },
  solve(stem): Solved | null {
    const entries = entriesOf(stem);
    if (!entries) return null;
    const [a, b, c, d] = entries.map((e) => e.value) as [number, number, number, number];
    const formulas: Record<string, [string, number]> = {
      det: [`(${a})(${d})-(${b})(${c})`, a * d - b * c],
      trace: [`(${a})+(${d})`, a + d],
      a2_11: [`(${a})(${a})+(${b})(${c})`, a * a + b * c],
      a2_12: [`(${a})(${b})+(${b})(${d})`, a * b + b * d],
      a2_21: [`(${c})(${a})+(${d})(${c})`, c * a + d * c],
      a2_22: [`(${c})(${b})+(${d})(${d})`, c * b + d * d],
    };
    const quantities = new Map<string, Exact>(Object.entries(formulas).map(([k, [, v]]) => [k, rational(v)]));
    const segments = mathSegments(stem);
    const blanks = blankOffsets(stem);
    return {
      quantities,
      blankHint(blank) {
        const offset = blanks[blank];
        if (offset === undefined) return undefined;
        const before = segments.filter((s) => s.end <= offset).at(-1);
        return before && /\\det\b/.test(before.inner) ? 'det' : undefined;
      },
      preferred: [['a2_11', 'det'], ['det'], ['trace', 'det']],
      verify(name, answer) {
        const formula = formulas[name];
        return formula !== undefined && formulaEquivalentSync(answer, formula[0]) === true;
      },
      explain(names) {
        const show = (v: number) => (v < 0 ? `(${v})` : String(v));
        const lines: Record<string, string> = {
          det: `$${show(a)}\\times ${show(d)}-${show(b)}\\times ${show(c)}=${a * d - b * c}$`,
          trace: `$${show(a)}+${show(d)}=${a + d}$`,
          a2_11: `$${show(a)}^2+${show(b)}\\times ${show(c)}=${a * a + b * c}$`,
          a2_12: `$${show(a)}\\times ${show(b)}+${show(b)}\\times ${show(d)}=${a * b + b * d}$`,
          a2_21: `$${show(c)}\\times ${show(a)}+${show(d)}\\times ${show(c)}=${c * a + d * c}$`,
          a2_22: `$${show(c)}\\times ${show(b)}+${show(d)}^2=${c * b + d * d}$`,
        };
        return names.map((n) => lines[n] ?? '').join('；');
      },
    };
  },
};
