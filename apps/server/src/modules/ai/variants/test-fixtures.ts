/**
 * Test helpers of the variant generator: questions as a VariantSource, and an oracle that checks a
 * variant's answer with the CAS (formula.ts) from the variant's own stem, by means of its own (regular
 * expressions and arithmetic here, not the generator's families).
 */
import { OPTION_KEYS, type QuestionAnswer, type QuestionType } from '@edu/shared';
import { formulaEquivalentSync } from '../../../math/formula';
import type { GeneratedQuestion, VariantSource } from './index';

export function source(
  id: number,
  q: {
    type: QuestionType;
    stem: string;
    options?: string[];
    answer?: Partial<QuestionAnswer>;
    analysis?: string;
    difficulty?: number;
  },
): VariantSource {
  return {
    id,
    type: q.type,
    subject: 'math',
    grade: 8,
    stem: q.stem,
    options: q.options ?? [],
    answer: { choices: [], judge: null, blanks: [], text: '', ...q.answer },
    analysis: q.analysis ?? '',
    difficulty: q.difficulty ?? 2,
    knowledgePointIds: [1],
  };
}

const cas = (a: string, b: string) => formulaEquivalentSync(a, b) === true;
const latexOf = (s: string) =>
  s
    .trim()
    .replace(/^\$|\$$/g, '')
    .replace(/√(\d+)/g, '\\sqrt{$1}')
    .replace(/sqrt\((\d+)\)/g, '\\sqrt{$1}');
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The correct option (single) or the first accepted value of each blank. */
export function answersOf(v: GeneratedQuestion): string[] {
  if (v.type === 'single') {
    const key = v.answer.choices[0] as (typeof OPTION_KEYS)[number];
    return [latexOf(v.options[OPTION_KEYS.indexOf(key)] as string)];
  }
  return v.answer.blanks.map((b) => latexOf(b.accepted[0] as string));
}

/** Substitutes values for single-letter unknowns of a formula. */
function put(formula: string, values: Record<string, string>): string {
  return formula.replace(/(?<![A-Za-z\\])([a-z])(?![A-Za-z])/g, (m) =>
    values[m] !== undefined ? `\\left(${values[m]}\\right)` : m,
  );
}

function holds(equation: string, values: Record<string, string>): boolean {
  const [lhs, rhs] = put(equation, values).split('=');
  return lhs !== undefined && rhs !== undefined && cas(lhs, rhs);
}

/**
 * Whether the variant's answers are right, decided by the CAS from its stem; undefined when the stem is
 * of no shape this oracle knows (the caller fails on that).
 */
export function oracle(v: GeneratedQuestion): boolean | undefined {
  const stem = decode(v.stem);
  const answers = answersOf(v);
  const matrix = /\\begin\{pmatrix\}\s*(-?\d+)\s*&\s*(-?\d+)\s*\\\\\s*(-?\d+)\s*&\s*(-?\d+)\s*\\end\{pmatrix\}/.exec(
    stem,
  );
  if (matrix) {
    const [a, b, c, d] = matrix.slice(1).map(Number) as [number, number, number, number];
    const expected = /A\^2/.test(stem) ? [a * a + b * c, a * d - b * c] : [a * d - b * c];
    return answers.length === expected.length && answers.every((ans, i) => cas(ans, String(expected[i])));
  }
  const system = /\\begin\{cases\}(.*?)\\\\(.*?)\\end\{cases\}/.exec(stem);
  if (system) {
    const [x, y] = answers as [string, string];
    return holds(system[1] as string, { x, y }) && holds(system[2] as string, { x, y });
  }
  const line = /直线 \$y=([^$]*)\$ 的斜率/.exec(stem);
  if (line) {
    const rhs = line[1] as string;
    return cas(answers[0] as string, `${put(rhs, { x: '1' })}-(${put(rhs, { x: '0' })})`);
  }
  const legs = /直角边为 \$(\d+)\$ 和 \$(\d+)\$/.exec(stem);
  if (legs) return cas(answers[0] as string, `\\sqrt{${legs[1]}^2+${legs[2]}^2}`);
  const quadratic = /方程 \$(x\^2[^$]*=0)\$/.exec(stem);
  if (quadratic) {
    const equation = quadratic[1] as string;
    const m = /^x\^2([+-]\d*)x([+-]\d+)=0$/.exec(equation);
    if (!m) return undefined;
    const b = Number(m[1] === '+' || m[1] === '-' ? `${m[1]}1` : m[1]);
    const c = Number(m[2]);
    const root = Math.sqrt(b * b - 4 * c);
    const [lo, hi] = [(-b - root) / 2, (-b + root) / 2];
    if (/两根之和/.test(stem)) return cas(answers[0] as string, String(-b)) && cas(answers[1] as string, String(c));
    return (
      holds(equation, { x: answers[0] as string }) &&
      holds(equation, { x: answers[1] as string }) &&
      cas(answers[0] as string, String(lo)) &&
      cas(answers[1] as string, String(hi))
    );
  }
  if (v.type === 'blank') {
    // `$E=$ ___n`: the blank is E's value.
    const targets = [...stem.matchAll(/\$([^$]*)=\$\s*(?:___\d+|##\$\$)/g)].map((m) => m[1] as string);
    if (targets.length !== answers.length) return undefined;
    return targets.every((t, i) => cas(answers[i] as string, t));
  }
  // A single choice on one formula: the right option is its value, no other is.
  const formulas = [...stem.matchAll(/\$([^$]+)\$/g)].map((m) => m[1] as string);
  if (formulas.length !== 1) return undefined;
  const formula = formulas[0] as string;
  const others = v.options.filter((_, i) => OPTION_KEYS[i] !== v.answer.choices[0]).map(latexOf);
  return cas(answers[0] as string, formula) && others.every((o) => formulaEquivalentSync(o, formula) === false);
}

/** The formulas of a rich text (entities decoded), for KaTeX. */
export function formulasOf(html: string): string[] {
  const text = decode(html.replace(/##\$\$/g, ''));
  return [...text.matchAll(/\$\$([\s\S]+?)\$\$|\$([^$]+?)\$/g)].map((m) => (m[1] ?? m[2]) as string);
}
