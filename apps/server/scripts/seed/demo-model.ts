/**
 * The answer model of the generated demo work (seed-history.ts, seed-sessions.ts) and of `npm run demo:live`
 * (class-plan.ts): a seeded pseudo-random generator (never Math.random: the same seed gives the same rows) and a
 * student-ability × item-difficulty model (three-parameter logistic, as item response theory writes it):
 * P(right) = c + (1 - c) / (1 + e^(-1.7 a (θ - b))), θ the student's ability, b the question's difficulty, a its
 * discrimination, c the chance of guessing it. Wrong answers are the ones students give: a favourite distractor
 * of each choice question, a sign slip or an inverted fraction in a fill-in. Pure.
 */
import { type AnswerResponse, OPTION_KEYS, type QuestionAnswer, type QuestionType } from '@edu/shared';

/** A generator of numbers in [0, 1): mulberry32, small and good enough for demo data. */
export type Rand = () => number;

export function prng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from any parts (FNV-1a over their text): one stream per student, lesson, session… */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0001')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A standard normal draw (Box-Muller). */
export function normal(rand: Rand): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/**
 * A demo student's ability (θ, 0 the average of the demo classes) and how it moves per week over the term,
 * from its username: the same student is as strong in the seeded history as in `npm run demo:live`.
 */
export function abilityOf(username: string, offset = 0): { theta: number; growth: number } {
  const rand = prng(seedOf('ability', username));
  return { theta: offset + 0.95 * normal(rand), growth: (rand() - 0.35) * 0.12 };
}

/** One of `items`, each as likely as its weight. */
export function weighted<T>(rand: Rand, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('weighted: nothing to choose from');
  return last[0];
}

/** A question's parameters in the model. */
export interface Item {
  /** difficulty, on the ability scale (0: an average student is right about half the time, less guessing) */
  b: number;
  /** discrimination: how sharply the chance rises with ability; below 0 a bad item (the able get it wrong) */
  a: number;
  /** the chance of guessing it right */
  c: number;
}

/**
 * How hard each knowledge point of the demo mathematics is for the demo classes (added to b): the fractions
 * are easy, the discriminant is hard. Points not named are 0.
 */
export const KP_DIFFICULTY: Record<string, number> = {
  分式的运算: -0.9,
  二次根式的化简: -0.4,
  一次函数: -0.2,
  函数: 0,
  二次根式的运算: 0.3,
  一元二次方程的解法: 0.5,
  反比例函数: 0.5,
  二次函数: 0.8,
  根的判别式: 0.9,
  矩阵的运算: 0.6,
  行列式: 0.7,
  二元一次方程组: 0.2,
};

const GUESS: Record<QuestionType, number> = { single: 0.2, multiple: 0.04, judge: 0.4, blank: 0, short: 0 };

/**
 * A question's item from what the bank says of it: its difficulty (1-5), type and knowledge points, plus a
 * jitter of its own (by id), so that two questions of one point differ. `bad` makes it the bad item: the weak
 * get it right more often than the able (a misleading wording), which the item analysis shows as a
 * discrimination near zero.
 */
export function itemOf(q: {
  questionId: number;
  type: QuestionType;
  difficulty: number;
  kps: readonly string[];
  bad?: boolean;
}): Item {
  const rand = prng(seedOf('item', q.questionId));
  const kp = q.kps.length === 0 ? 0 : q.kps.reduce((s, k) => s + (KP_DIFFICULTY[k] ?? 0), 0) / q.kps.length;
  const b = kp + (q.difficulty - 3) * 0.45 + (rand() - 0.5) * 0.6;
  if (q.bad) return { b, a: -2, c: 0.05 };
  return { b, a: 0.65 + rand() * 1.2, c: GUESS[q.type] };
}

export function pRight(theta: number, item: Item): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-1.7 * item.a * (theta - item.b)));
}

/** What the model needs of a question to answer it. */
export interface AnswerableQuestion {
  questionId: number;
  type: QuestionType;
  key: QuestionAnswer;
  /** the number of options of a choice question */
  options: number;
}

type Letter = (typeof OPTION_KEYS)[number];
const byLetter = (a: Letter, b: Letter) => a.localeCompare(b);

export function rightResponse(q: AnswerableQuestion): AnswerResponse {
  switch (q.type) {
    case 'single':
    case 'multiple':
      return { choices: [...q.key.choices].sort(byLetter) };
    case 'judge':
      return { judge: q.key.judge };
    case 'blank':
      return { blanks: q.key.blanks.map((b) => b.accepted[0] ?? '') };
    default:
      return { text: SHORT_ANSWERS[q.questionId % SHORT_ANSWERS.length] ?? '' };
  }
}

const SHORT_ANSWERS = [
  '先整理成一般式，再按步骤求解，最后检验，结果如上。',
  '由题意列式，逐步化简得出答案，并代回原式检验。',
  '两边同时变形后求解，写出每一步的依据。',
];

/**
 * The slip most students make in a fill-in blank: the sign of a number, a fraction turned over, an inequality
 * that forgot its "or equal"; '0' when none of these apply.
 */
export function favouriteSlip(accepted: string): string {
  const fraction = /^(-?)(\d+)\/(\d+)$/.exec(accepted);
  if (fraction) return `${fraction[1]}${fraction[3]}/${fraction[2]}`;
  if (/^-?\d+(\.\d+)?$/.test(accepted)) {
    const n = Number(accepted);
    return String(n === 0 ? 1 : -n);
  }
  if (/≥|>=|≤|<=/.test(accepted)) {
    return accepted.replace('≥', '>').replace('>=', '>').replace('≤', '<').replace('<=', '<');
  }
  return '0';
}

/** Another slip: one off, twice the value, or nothing meaningful. */
function otherSlip(accepted: string, rand: Rand): string {
  if (/^-?\d+(\.\d+)?$/.test(accepted)) {
    const n = Number(accepted);
    return weighted(rand, [
      [String(n + 1), 2],
      [String(n * 2 === n ? 2 : n * 2), 1],
    ]);
  }
  return weighted(rand, [
    ['0', 2],
    ['1', 1],
  ]);
}

/**
 * A wrong answer as students give it: a choice question's favourite distractor (by the question's id) most
 * often, a multiple choice missing one of its options or with one too many, the other truth value, a slip in a
 * fill-in blank (the others right with even odds: partly right work), a short answer that goes nowhere.
 */
export function wrongResponse(q: AnswerableQuestion, rand: Rand): AnswerResponse {
  const letters = OPTION_KEYS.slice(0, Math.max(2, q.options));
  const key = new Set<Letter>(q.key.choices);
  const distractors = letters.filter((l) => !key.has(l));
  switch (q.type) {
    case 'single': {
      if (distractors.length === 0) return { choices: [] };
      const favourite = distractors[seedOf('favourite', q.questionId) % distractors.length];
      const picked = weighted(
        rand,
        distractors.map((d) => [d, d === favourite ? 4 : 1] as const),
      );
      return { choices: [picked] };
    }
    case 'multiple': {
      const keys = [...key].sort(byLetter);
      const missing = keys[seedOf('missing', q.questionId) % Math.max(1, keys.length)];
      const extra = distractors[seedOf('extra', q.questionId) % Math.max(1, distractors.length)];
      const shape = weighted(rand, [
        ['missing', 5],
        ['extra', 3],
        ['one', 2],
      ] as const);
      let choices: Letter[];
      if (shape === 'missing' && keys.length > 1) choices = keys.filter((k) => k !== missing);
      else if (shape === 'extra' && extra) choices = [...keys, extra];
      else choices = [distractors[0] ?? keys[0] ?? 'A'];
      return { choices: choices.sort(byLetter) };
    }
    case 'judge':
      return { judge: !q.key.judge };
    case 'blank': {
      const blanks = q.key.blanks.map((b) => b.accepted[0] ?? '');
      // Most often the same slip in every blank (the sign, in every root); else one blank wrong, the others
      // right (partly right work); now and then anything.
      const shape = weighted(rand, [
        ['favourite', 6],
        ['one', 3],
        ['any', 1],
      ] as const);
      const one = Math.floor(rand() * blanks.length);
      return {
        blanks: blanks.map((value, i) => {
          if (shape === 'favourite') return favouriteSlip(value);
          if (shape === 'one') return i === one ? favouriteSlip(value) : value;
          return i === one || rand() < 0.5 ? otherSlip(value, rand) : value;
        }),
      };
    }
    default:
      return { text: '不会做。' };
  }
}

/** An answer to a question by a student of ability `theta` at this draw: right with the model's chance. */
export function modelResponse(
  q: AnswerableQuestion,
  item: Item,
  theta: number,
  rand: Rand,
): { response: AnswerResponse; right: boolean } {
  const right = rand() < pRight(theta, item);
  return { response: right ? rightResponse(q) : wrongResponse(q, rand), right };
}
