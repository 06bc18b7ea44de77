import { describe, expect, it } from 'vitest';
import { BENCH_LESSON_FORMULAS, BENCH_LESSON_HTML, measureRenderThroughput } from './bench-fixture';
import { cleanText } from './clean';
import { findFormulas, renderMath } from './math';

describe('bench lesson', () => {
  it('holds 20+ formulas of every kind, all of which render', () => {
    const formulas = findFormulas(BENCH_LESSON_HTML);
    expect(formulas.length).toBe(BENCH_LESSON_FORMULAS);
    expect(formulas.length).toBeGreaterThanOrEqual(20);
    const all = formulas.map((f) => f.tex).join(' ');
    for (const needle of [
      '\\frac',
      '\\sqrt',
      '\\begin{array}',
      '\\begin{align*}',
      '\\begin{pmatrix}',
      '\\begin{cases}',
    ]) {
      expect(all).toContain(needle);
    }
    expect(new Set(formulas.map((f) => f.delimiter))).toEqual(new Set(['$', '$$', '\\(', '\\[']));
    expect(renderMath(BENCH_LESSON_HTML)).not.toContain('math-error');
  });

  it('has fill-in blanks and a price that is not a formula', () => {
    expect(cleanText(BENCH_LESSON_HTML).blankCount).toBe(6);
    expect(renderMath(BENCH_LESSON_HTML)).toContain('从 $5 涨到 $8');
  });
});

describe('measureRenderThroughput', () => {
  it('renders until both the minimum runs and duration are reached, on the given clock', () => {
    let clock = 0;
    const seen: string[] = [];
    const result = measureRenderThroughput(
      (html) => {
        seen.push(html);
        clock += 50;
        return html;
      },
      { now: () => clock, minDurationMs: 1000, minRuns: 3, html: 'L' },
    );
    expect(result).toEqual({ runs: 20, elapsedMs: 1000, lessonsPerSecond: 20 });
    expect(seen.every((h) => h === 'L')).toBe(true);
  });

  it('honours the minimum number of runs on a fast render', () => {
    let clock = 0;
    const result = measureRenderThroughput(
      (html) => {
        clock += 1;
        return html;
      },
      { now: () => clock, minDurationMs: 2, minRuns: 10 },
    );
    expect(result.runs).toBe(10);
    expect(result.lessonsPerSecond).toBe(1000);
  });
});
