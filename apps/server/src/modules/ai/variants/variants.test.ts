import { questionFields } from '@edu/shared';
import fc from 'fast-check';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { demoQuestions } from '../../../../scripts/seed/seed-content';
import { formulaEquivalentSync } from '../../../math/formula';
import { answersOf, formulasOf, oracle, source } from './test-fixtures';
import { type GeneratedQuestion, makeVariants, type VariantSource } from './index';

const R = String.raw;

function variants(s: VariantSource, count = 3, seed = 1): GeneratedQuestion[] {
  const result = makeVariants(s, count, seed);
  if (!result.ok) throw new Error(result.reason);
  return result.variants;
}

/** Everything a returned variant promises. */
function expectSound(s: VariantSource, v: GeneratedQuestion): void {
  expect(questionFields.safeParse(v).success, v.stem).toBe(true);
  expect(v.stem).not.toBe(s.stem);
  expect(oracle(v), v.stem).toBe(true);
  for (const html of [v.stem, v.analysis, ...v.options]) {
    for (const formula of formulasOf(html)) {
      expect(() => katex.renderToString(formula, { throwOnError: true }), formula).not.toThrow();
    }
  }
  expect(v.type).toBe(s.type);
  expect(v.difficulty).toBe(s.difficulty);
  expect(v.knowledgePointIds).toEqual(s.knowledgePointIds);
}

/** The demo seed's questions (apps/server/scripts/seed), as variant sources. */
const seeded = demoQuestions().map((q, i) =>
  source(i + 1, {
    type: q.type,
    stem: q.stem,
    options: q.options,
    answer: {
      choices: (q.choices ?? []) as GeneratedQuestion['answer']['choices'],
      judge: q.judge ?? null,
      blanks: (q.blanks ?? []) as GeneratedQuestion['answer']['blanks'],
      text: q.text ?? '',
    },
    analysis: q.analysis,
    difficulty: q.difficulty,
  }),
);

describe('arithmetic expressions', () => {
  it('changes the numbers of a single choice, recomputes the value and the options', () => {
    const s = source(1, {
      type: 'single',
      stem: R`<p>计算 $\dfrac{1}{2}+\dfrac{1}{3}$ 的结果是（　）</p>`,
      options: [R`$\dfrac{2}{5}$`, R`$\dfrac{5}{6}$`, R`$\dfrac{1}{6}$`, R`$\dfrac{2}{6}$`],
      answer: { choices: ['B'] },
      analysis: R`<p>通分：$\dfrac{3}{6}+\dfrac{2}{6}=\dfrac{5}{6}$。</p>`,
    });
    const out = variants(s, 5, 42);
    expect(out).toHaveLength(5);
    for (const v of out) {
      expectSound(s, v);
      expect(v.stem).toMatch(/^<p>计算 \$\\dfrac\{1\}\{\d+\}\+\\dfrac\{1\}\{\d+\}\$ 的结果是（　）<\/p>$/);
      expect(v.options).toHaveLength(4);
      expect(new Set(v.options).size).toBe(4);
      expect(answersOf(v)[0]).toMatch(/^\\dfrac\{\d+\}\{\d+\}$/);
    }
  });

  it('keeps the shape of the answer: √n simplified is again k√m', () => {
    const s = source(2, {
      type: 'single',
      stem: R`<p>化简 $\sqrt{12}$ 的结果是（　）</p>`,
      options: [R`$2\sqrt{3}$`, R`$3\sqrt{2}$`, R`$6$`, R`$2\sqrt{4}$`],
      answer: { choices: ['A'] },
      analysis: R`<p>$\sqrt{12}=\sqrt{4\times 3}=2\sqrt{3}$。</p>`,
    });
    for (const v of variants(s, 6, 3)) {
      expectSound(s, v);
      expect(answersOf(v)[0]).toMatch(/^\d+\\sqrt\{\d+\}$/);
      // The analysis's computation is rewritten with the new numbers, never left stale.
      expect(v.analysis).toContain(answersOf(v)[0]);
      if (answersOf(v)[0] !== R`2\sqrt{3}`) expect(v.analysis).not.toContain(R`=2\sqrt{3}`);
    }
  });

  it('fills blanks with expressions, percentages included', () => {
    const s = source(3, {
      type: 'blank',
      stem: R`<p>$25\%\times 80=$ ___1；$3\times 4-5=$ ___2</p>`,
      answer: {
        blanks: [
          { accepted: ['20'], rules: ['trim', 'numeric'] },
          { accepted: ['7'], rules: ['trim', 'numeric'] },
        ],
      },
    });
    for (const v of variants(s, 4, 9)) {
      expectSound(s, v);
      expect(v.answer.blanks.map((b) => b.rules)).toEqual([
        ['trim', 'numeric'],
        ['trim', 'numeric'],
      ]);
    }
  });

  it('keeps a constant expression constant when its numbers change together', () => {
    const s = seeded.find((q) => q.stem.includes(R`\dfrac{x}{x-2}`)) as VariantSource;
    for (const v of variants(s, 4, 5)) {
      expectSound(s, v);
      const a = /x-(\d+)/.exec(v.stem)?.[1];
      expect(v.stem).toContain(R`x\ne ${a}`);
      expect(v.answer.blanks[0]?.accepted).toEqual(['1']);
    }
  });
});

describe('equations', () => {
  it('solves a linear equation ax+b=c with an integer solution', () => {
    const s = source(4, {
      type: 'blank',
      stem: R`<p>解方程 $3x+5=20$，得 $x=$ ___1。</p>`,
      answer: { blanks: [{ accepted: ['5'], rules: ['trim', 'numeric'] }] },
      analysis: R`<p>移项得 $3x=15$，所以 $x=5$。</p>`,
    });
    for (const v of variants(s, 5, 11)) {
      expect(questionFields.safeParse(v).success).toBe(true);
      const m = /\$(\d+)x\+(\d+)=(\d+)\$/.exec(v.stem);
      expect(m, v.stem).not.toBeNull();
      const [a, b, c] = (m as RegExpExecArray).slice(1).map(Number) as [number, number, number];
      const x = v.answer.blanks[0]?.accepted[0] as string;
      expect(a * Number(x) + b).toBe(c);
      expect(Number.isInteger(Number(x))).toBe(true);
      // `3x=15` would be stale: the analysis is rewritten.
      expect(v.analysis).not.toContain('3x=15');
    }
  });

  it('solves quadratics with integer roots, smaller one first', () => {
    const s = seeded.find((q) => q.stem.includes('较小的根')) as VariantSource;
    for (const v of variants(s, 6, 8)) expectSound(s, v);
  });

  it('answers the sum and product of the roots (Vieta)', () => {
    const s = seeded.find((q) => q.stem.includes('两根之和')) as VariantSource;
    for (const v of variants(s, 4, 2)) {
      expectSound(s, v);
      expect(v.analysis).toContain('由韦达定理');
    }
  });

  it('solves a system of two linear equations', () => {
    const s = seeded.find((q) => q.stem.includes(R`\begin{cases} x+y=5`)) as VariantSource;
    for (const v of variants(s, 3, 4)) {
      expectSound(s, v);
      // The source's `2x=6` no longer holds: the worked solution is the generator's own.
      expect(v.analysis).not.toContain('2x=6');
    }
  });
});

describe('matrices and word problems', () => {
  it('recomputes a determinant (single choice) and A² (fill-in)', () => {
    for (const s of seeded.filter((q) => q.stem.includes('pmatrix') && !q.stem.includes('a \\\\'))) {
      if (s.type !== 'single' && s.type !== 'blank') continue;
      for (const v of variants(s, 3, 6)) expectSound(s, v);
    }
  });

  it('recomputes a word problem from the formula of its analysis, keeping every accepted form', () => {
    const s = seeded.find((q) => q.stem.includes('直角边为 $1$')) as VariantSource;
    for (const v of variants(s, 3, 1)) {
      expectSound(s, v);
      const accepted = v.answer.blanks[0]?.accepted ?? [];
      expect(accepted).toHaveLength(3);
      expect(accepted[0]).toMatch(/^√\d+$/);
      expect(accepted[1]).toMatch(/^sqrt\(\d+\)$/);
    }
  });
});

describe('limits and refusals', () => {
  it('refuses what it cannot vary, with a reason', () => {
    const prose = makeVariants(
      source(5, {
        type: 'single',
        stem: '<p>下列各式中，是最简二次根式的是（　）</p>',
        options: ['$\\sqrt{8}$', '$\\sqrt{6}$'],
        answer: { choices: ['B'] },
      }),
      3,
    );
    expect(prose).toEqual({
      ok: false,
      reason: expect.stringContaining('no numbers the variant generator can change'),
    });
    const judge = makeVariants(source(6, { type: 'judge', stem: '<p>$1+1=2$</p>', answer: { judge: true } }), 3);
    expect(judge.ok).toBe(false);
    expect(makeVariants(seeded[2] as VariantSource, 0)).toEqual({
      ok: false,
      reason: 'The number of variants must be 1 to 20',
    });
    expect(makeVariants(seeded[2] as VariantSource, 21).ok).toBe(false);
  });

  it('takes a row as the bank stores it, and refuses one the bank would not accept', () => {
    const row = seeded[20] as VariantSource;
    const loose: VariantSource = { ...row, answer: { ...row.answer, choices: [...row.answer.choices] as string[] } };
    expect(makeVariants(loose, 2).ok).toBe(true);
    const broken = { ...row, answer: { ...row.answer, choices: ['Z'] } };
    expect(makeVariants(broken, 2)).toEqual({
      ok: false,
      reason: 'The question is not valid, so no variant can be made of it',
    });
  });

  it('refuses a question whose answer does not match its own stem', () => {
    const wrong = source(7, {
      type: 'blank',
      stem: R`<p>$2+3=$ ___1</p>`,
      answer: { blanks: [{ accepted: ['6'], rules: ['trim'] }] },
    });
    expect(makeVariants(wrong, 3).ok).toBe(false);
  });

  it('returns fewer variants when the numbers allow no more', () => {
    // x+y=n, x−y=1 has integer solutions for odd n only: 3, 7, 9, 11 in the range tried.
    const s = seeded.find((q) => q.stem.includes(R`\begin{cases} x+y=5`)) as VariantSource;
    const out = variants(s, 20, 1);
    expect(out.length).toBeGreaterThan(0);
    expect(out.length).toBeLessThan(20);
    expect(new Set(out.map((v) => v.stem)).size).toBe(out.length);
  });

  it('is deterministic for a seed and varies with it', () => {
    const s = seeded[20] as VariantSource;
    expect(makeVariants(s, 4, 123)).toEqual(makeVariants(s, 4, 123));
    expect(makeVariants(s, 4, 123)).not.toEqual(makeVariants(s, 4, 124));
  });
});

describe('the demo seed', () => {
  const supported = seeded.filter((s) => makeVariants(s, 1, 1).ok);
  const numeric = seeded.filter(
    (s) => (s.type === 'single' || s.type === 'blank') && /\d/.test(s.stem.replace(/___\d+/g, '')),
  );

  it('supports most of its single-choice and fill-in questions with numbers', () => {
    // Not supported (5 of 37): the domains of √(x−2) and √(x−1) (inequalities), the kind of roots of
    // x²−4x+4=0 (options in words), simplifying (x²−1)/(x²+x) (no number to change), a determinant given
    // with an unknown entry.
    expect(numeric.length).toBe(37);
    expect(supported.length).toBe(32);
    expect(supported.every((s) => numeric.includes(s))).toBe(true);
    expect(supported.every((s) => s.type === 'single' || s.type === 'blank')).toBe(true);
  });

  it('property: for any seed, every variant is sound, distinct and within the count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...supported),
        fc.integer({ min: 1, max: 5 }),
        (seed, s, count) => {
          const result = makeVariants(s, count, seed);
          if (!result.ok) return false;
          expect(result.variants.length).toBeGreaterThan(0);
          expect(result.variants.length).toBeLessThanOrEqual(count);
          expect(new Set(result.variants.map((v) => v.stem)).size).toBe(result.variants.length);
          for (const v of result.variants) expectSound(s, v);
          return true;
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('questions made up by the property test', () => {
  it('property: linear equations ax+b=c, every variant solved right', () => {
    let supportedCount = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (a, b, x, seed) => {
          const s = source(100, {
            type: 'blank',
            stem: `<p>解方程 $${a}x+${b}=${a * x + b}$，得 $x=$ ___1。</p>`,
            answer: { blanks: [{ accepted: [String(x)], rules: ['trim', 'numeric'] }] },
          });
          const result = makeVariants(s, 3, seed);
          if (!result.ok) {
            expect(result.reason).toMatch(/variant/);
            return;
          }
          supportedCount++;
          for (const v of result.variants) {
            expect(questionFields.safeParse(v).success).toBe(true);
            const m = /\$(\d+)x\+(\d+)=(-?\d+)\$/.exec(v.stem) as RegExpExecArray;
            const answer = v.answer.blanks[0]?.accepted[0] as string;
            expect(formulaEquivalentSync(`${m[1]}\\left(${answer}\\right)+${m[2]}`, m[3] as string)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(supportedCount).toBeGreaterThan(30);
  });

  it('property: fraction arithmetic in blanks, every accepted value equal to its formula', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 2, max: 9 }),
        fc.constantFrom('+', '-', '\\times', '\\div'),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (p, q, r, t, op, seed) => {
          const formula = R`\dfrac{${p}}{${q}}${op}\dfrac{${r}}{${t}}`;
          const value = {
            '+': p / q + r / t,
            '-': p / q - r / t,
            '\\times': (p * r) / (q * t),
            '\\div': (p * t) / (q * r),
          }[op] as number;
          // The author's answer in lowest terms, as a/b.
          const num = { '+': p * t + r * q, '-': p * t - r * q, '\\times': p * r, '\\div': p * t }[op] as number;
          const den = { '+': q * t, '-': q * t, '\\times': q * t, '\\div': q * r }[op] as number;
          const g = gcd(num, den);
          const accepted = den / g === 1 ? String(num / g) : `${num / g}/${den / g}`;
          expect(Math.abs(num / den - value)).toBeLessThan(1e-9);
          const s = source(101, {
            type: 'blank',
            stem: `<p>$${formula}=$ ___1</p>`,
            answer: { blanks: [{ accepted: [accepted], rules: ['trim', 'numeric'] }] },
          });
          const result = makeVariants(s, 2, seed);
          if (!result.ok) return;
          for (const v of result.variants) expectSound(s, v);
        },
      ),
      { numRuns: 60 },
    );
  });
});

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

describe('untrusted input', () => {
  it('property: any stem (broken LaTeX, markup, huge numbers) gives sound variants or a reason, never a throw', () => {
    const piece = fc.constantFrom(
      '$',
      '$$',
      '=',
      '+',
      '-',
      '\\times',
      '\\div',
      '\\frac{',
      '\\dfrac{',
      '\\sqrt{',
      '{',
      '}',
      '^',
      '_',
      'x',
      'y',
      '(',
      ')',
      '&amp;',
      '<b>',
      '</b>',
      '\\begin{pmatrix}',
      '\\end{pmatrix}',
      '\\\\',
      '2',
      '3',
      '12',
      '0',
      '99999999999999999999',
      ' ',
      '计算',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.boolean(), fc.integer(), (pieces, formula, seed) => {
        const stem = formula ? `<p>$${pieces.join('')}=$ ___1</p>` : `<p>${pieces.join('')} ___1</p>`;
        const s = source(200, {
          type: 'blank',
          stem,
          answer: { blanks: [{ accepted: ['5'], rules: ['trim', 'numeric'] }] },
        });
        const result = makeVariants(s, 2, seed);
        if (!result.ok) expect(result.reason.length).toBeGreaterThan(10);
        else for (const v of result.variants) expect(questionFields.safeParse(v).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
