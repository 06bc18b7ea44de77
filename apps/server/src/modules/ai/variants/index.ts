/**
 * The built-in generator of parametric variants (issue 14 item 2, "without any provider"): a question
 * whose numbers can change and whose answer can be recomputed gets variants with other numbers, the
 * answer recomputed exactly and checked again with the CAS the grading uses (formula.ts); a variant that
 * fails any check is dropped, never returned. Pure: no database, no HTTP, deterministic for a seed.
 *
 * Families (families/*.ts): an arithmetic expression's value, an equation in one unknown (linear or
 * quadratic: roots, their sum and product, the discriminant), a system of two linear equations, a 2×2
 * matrix (determinant, trace, square), a line y=kx+b (slope, intercept), a word problem whose analysis computes the answer from the stem.
 * Single-choice questions get their options recomputed (the right one and distinct wrong ones, shuffled
 * by the seed); fill-in questions keep every accepted form the source had (`7/12`, `√5`, `\sqrt{5}`…).
 */
import {
  OPTION_KEYS,
  type QuestionAnswer,
  type QuestionFields,
  type QuestionType,
  questionFields,
  type Subject,
} from '@edu/shared';
import type { questions } from '../../../db/schema';
import { formulaEquivalentSync } from '../../../math/formula';
import { renderRichText, renderStem } from '@edu/shared/render/node';
import { repairAnalysis } from './analysis';
import { answerLatex, answerValue, applyParams } from './common';
import { equal, type Exact } from './exact';
import { equationFamily } from './families/equation';
import { expressionFamily } from './families/expression';
import { lineFamily } from './families/line';
import { matrixFamily } from './families/matrix';
import { systemFamily } from './families/system';
import { wordedFamily } from './families/worded';
import type { Family, Param, Solved } from './family';
import { formatLike } from './format';
import { substitute } from './latex';
import { type Random, seeded } from './random';

/**
 * A stored question, as the bank's row has it (`questions` table: type, subject and the answer's letters and
 * rules as plain strings); makeVariants checks it with `questionFields` before anything else.
 */
export interface VariantSource {
  id: number;
  type: QuestionType | string;
  subject: Subject | string;
  grade: number;
  stem: string;
  options: string[];
  answer: StoredQuestion['answer'];
  analysis: string;
  difficulty: number;
  knowledgePointIds: number[];
}

type StoredQuestion = typeof questions.$inferSelect;

/** The source once checked: the bank's own types. */
type Source = QuestionFields & { id: number };

/** A variant, as the question bank creates a question (it validates against `questionFields`). */
export type GeneratedQuestion = QuestionFields;

export type VariantResult = { ok: true; variants: GeneratedQuestion[] } | { ok: false; reason: string };

export const MAX_VARIANTS = 20;
/** The families tried in order (the word-problem family, made for each source, comes last). */
export const FAMILIES: readonly Family[] = [expressionFamily, equationFamily, systemFamily, matrixFamily, lineFamily];

/** Draws of parameters tried per call, at most (the whole grid when it is smaller). */
const MAX_DRAWS = 3000;
const GRID_MAX = 20_000;

interface Binding {
  family: Family;
  solved: Solved;
  params: Param[];
  /** per blank (fill-in) or the one correct option (single): the quantity it is */
  names: string[];
}

/** The quantity each answer of the source is, for one family; null when the family cannot explain it. */
function bind(source: Source, solved: Solved): string[] | null {
  const wanted: Exact[] = [];
  if (source.type === 'blank') {
    for (const blank of source.answer.blanks) {
      const value = answerValue(blank.accepted[0] ?? '');
      if (!value) return null;
      wanted.push(value);
    }
  } else {
    const key = source.answer.choices[0];
    const option = source.options[OPTION_KEYS.indexOf(key as (typeof OPTION_KEYS)[number])];
    const value = option === undefined ? null : answerValue(option);
    if (!value) return null;
    wanted.push(value);
  }
  const matches = (name: string, i: number) => {
    const q = solved.quantities.get(name);
    return q !== undefined && equal(q, wanted[i] as Exact);
  };
  const candidates = wanted.map((_, i) => {
    const hint = solved.blankHint?.(i);
    if (hint !== undefined) return matches(hint, i) ? [hint] : [];
    return [...solved.quantities.keys()].filter((name) => matches(name, i));
  });
  if (candidates.some((c) => c.length === 0)) return null;
  for (const combo of solved.preferred ?? []) {
    if (combo.length === wanted.length && combo.every((name, i) => (candidates[i] as string[]).includes(name))) {
      return [...combo];
    }
  }
  if (candidates.every((c) => c.length === 1)) return candidates.map((c) => c[0] as string);
  return null;
}

/** Every draw of the parameters (the grid, shuffled) or random ones, lazily. */
function* draws(params: readonly Param[], random: Random): Generator<number[]> {
  const sizes = params.map((p) => p.max - p.min + 1);
  const total = sizes.reduce((a, b) => a * b, 1);
  if (total <= GRID_MAX) {
    const order = random.shuffle(Array.from({ length: total }, (_, i) => i));
    for (const index of order.slice(0, MAX_DRAWS)) {
      let rest = index;
      yield params.map((p, k) => {
        const size = sizes[k] as number;
        const value = p.min + (rest % size);
        rest = Math.floor(rest / size);
        return value;
      });
    }
    return;
  }
  for (let i = 0; i < MAX_DRAWS; i++) yield params.map((p) => random.int(p.min, p.max));
}

/** Small enough to be a school answer: |numerator| < 1000, denominator < 100, radicand < 200. */
function nice(value: Exact): boolean {
  return [...value].every(([r, c]) => Math.abs(c.n) < 1000 && c.d < 100 && r < 200);
}

/** Whether the rich text's math passes KaTeX (the render pipeline marks a failed formula `math-error`). */
function katexAccepts(html: string, stem = false): boolean {
  if (html.trim() === '') return true;
  const out = stem ? renderStem(html).html : renderRichText(html);
  return !out.includes('math-error');
}

/** Wrong options: the source's wrong options with the new numbers, then the right one's digits nudged. */
function distractors(
  correct: string,
  value: Exact,
  sourceWrong: readonly string[],
  map: ReadonlyMap<number, number>,
  wanted: number,
  random: Random,
): string[] | null {
  const inner = (s: string) => s.trim().replace(/^\$(.*)\$$/s, '$1');
  const wrap = (s: string) => (correct.trim().startsWith('$') ? `$${s}$` : s);
  const nudged: string[] = [];
  const body = inner(correct);
  for (const m of body.matchAll(/\d+/g)) {
    const at = m.index ?? 0;
    const n = Number(m[0]);
    for (const delta of [1, -1, 2, n]) {
      const next = n + delta;
      if (next < 0) continue;
      nudged.push(wrap(body.slice(0, at) + String(next) + body.slice(at + m[0].length)));
    }
  }
  nudged.push(wrap(body.startsWith('-') ? body.slice(1) : `-${body}`));
  // A nudged number is written in lowest terms, as the right one is (no `\dfrac{6}{6}`).
  const canonical = (candidate: string, v: Exact) => formatLike(v, candidate) === candidate.trim();
  const pool = [
    ...sourceWrong.map((w) => ({ text: substitute(w, map, true), nudged: false })),
    ...random.shuffle(nudged).map((text) => ({ text, nudged: true })),
  ];
  const chosen: string[] = [];
  const values: Exact[] = [value];
  for (const { text: candidate, nudged: isNudged } of pool) {
    if (chosen.length === wanted) break;
    const v = answerValue(candidate);
    if (!v || !nice(v) || values.some((x) => equal(x, v))) continue;
    if ((isNudged || canonical(correct, value)) && !canonical(candidate, v)) continue;
    const latex = answerLatex(candidate);
    // The CAS agrees that it is wrong (and different from the others).
    if (formulaEquivalentSync(latex, answerLatex(correct)) !== false) continue;
    if (chosen.some((c) => formulaEquivalentSync(latex, answerLatex(c)) !== false)) continue;
    chosen.push(candidate);
    values.push(v);
  }
  return chosen.length === wanted ? chosen : null;
}

function variantOf(
  source: Source,
  binding: Binding,
  values: readonly number[],
  random: Random,
): GeneratedQuestion | null {
  const { family, params, names, solved: before } = binding;
  const stem = applyParams(source.stem, params, values);
  if (stem === source.stem) return null;
  const after = family.solve(stem);
  if (!after) return null;
  const newValues = names.map((n) => after.quantities.get(n));
  if (newValues.some((v) => v === undefined || !nice(v))) return null;
  const answersNow = newValues as Exact[];
  // The answer changes with the numbers (else the variant teaches nothing new).
  if (names.every((n, i) => equal(before.quantities.get(n) as Exact, answersNow[i] as Exact))) return null;
  const map = new Map<number, number>();
  for (const [i, p] of params.entries()) {
    if (p.value >= 2 && params.filter((q) => q.value === p.value).length === 1) map.set(p.value, values[i] as number);
  }
  const answer: QuestionAnswer = { choices: [], judge: null, blanks: [], text: '' };
  let options: string[] = [];
  if (source.type === 'blank') {
    for (const [i, blank] of source.answer.blanks.entries()) {
      const value = answersNow[i] as Exact;
      const primary = formatLike(value, blank.accepted[0] as string);
      if (!primary || !after.verify(names[i] as string, answerLatex(primary))) return null;
      const accepted = [
        ...new Set(blank.accepted.map((a) => formatLike(value, a)).filter((a): a is string => a !== null)),
      ];
      answer.blanks.push({ accepted, rules: blank.rules });
    }
  } else {
    const key = source.answer.choices[0] as (typeof OPTION_KEYS)[number];
    const index = OPTION_KEYS.indexOf(key);
    const value = answersNow[0] as Exact;
    const correct = formatLike(value, source.options[index] as string);
    if (!correct || !after.verify(names[0] as string, answerLatex(correct))) return null;
    const wrong = distractors(
      correct,
      value,
      source.options.filter((_, i) => i !== index),
      map,
      source.options.length - 1,
      random,
    );
    if (!wrong) return null;
    options = random.shuffle([correct, ...wrong]);
    answer.choices = [OPTION_KEYS[options.indexOf(correct)] as (typeof OPTION_KEYS)[number]];
  }
  const analysis =
    repairAnalysis(source.analysis, map, before.quantities, after.quantities) ?? `<p>${after.explain(names)}</p>`;
  const question = {
    type: source.type,
    subject: source.subject,
    grade: source.grade,
    difficulty: source.difficulty,
    stem,
    options,
    answer,
    analysis,
    knowledgePointIds: source.knowledgePointIds,
  };
  const parsed = questionFields.safeParse(question);
  if (!parsed.success) return null;
  if (!katexAccepts(stem, true) || !katexAccepts(analysis) || !options.every((o) => katexAccepts(o))) return null;
  return parsed.data;
}

/** How a result of fewer variants than asked is explained. */
const NOT_SUPPORTED =
  'This question has no numbers the variant generator can change and recompute (supported: arithmetic ' +
  'expressions, equations in one unknown with rational roots, systems of two linear equations, 2×2 ' +
  'matrices, lines y=kx+b, word problems whose analysis computes the answer from the stem)';

/**
 * Up to `count` variants of `source` (1 to 20), deterministic for `seed`. Fewer when the question's
 * numbers do not allow more distinct nice variants; `{ ok: false }` with the reason when none.
 */
export function makeVariants(input: VariantSource, count: number, seed = 1): VariantResult {
  if (!Number.isInteger(count) || count < 1 || count > MAX_VARIANTS) {
    return { ok: false, reason: `The number of variants must be 1 to ${MAX_VARIANTS}` };
  }
  const checked = questionFields.safeParse(input);
  if (!checked.success) return { ok: false, reason: 'The question is not valid, so no variant can be made of it' };
  const source: Source = { ...checked.data, id: input.id };
  if (source.type !== 'single' && source.type !== 'blank') {
    return {
      ok: false,
      reason: 'Variants are made of single-choice and fill-in questions only; this one is not',
    };
  }
  let reason = NOT_SUPPORTED;
  for (const family of [...FAMILIES, wordedFamily(source.stem, source.analysis)]) {
    const solved = family.solve(source.stem);
    if (!solved) continue;
    const names = bind(source, solved);
    if (!names) continue;
    const params = family.params(source.stem);
    if (params.length === 0) continue;
    const binding: Binding = { family, solved, params, names };
    const random = seeded(seed ^ Math.imul(source.id, 0x9e3779b1));
    const variants: GeneratedQuestion[] = [];
    const stems = new Set([source.stem]);
    const distinctSource = new Set(params.map((p) => p.value)).size === params.length;
    for (const values of draws(params, random)) {
      if (variants.length >= count) break;
      if (distinctSource && new Set(values).size !== values.length) continue;
      const variant = variantOf(source, binding, values, random);
      if (!variant || stems.has(variant.stem)) continue;
      stems.add(variant.stem);
      variants.push(variant);
    }
    if (variants.length > 0) return { ok: true, variants };
    reason = 'The numbers of this question allow no variant with a nice, verified answer';
  }
  return { ok: false, reason };
}
