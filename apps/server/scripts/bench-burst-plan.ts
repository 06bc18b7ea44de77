/**
 * The plan of the class hour burst (bench-burst-setup.ts writes it, scripts/bench-burst.mjs sends it,
 * bench-burst-verify.ts checks what it left): the lesson's 20 exercises with a right and a wrong response
 * each, and what every student answers and must score.
 */
import type { AnswerResponse, OPTION_KEYS, QuestionType } from '@edu/shared';

type Option = (typeof OPTION_KEYS)[number];

interface QuestionSeed {
  type: QuestionType;
  stem: string;
  options: string[];
  answer: {
    choices: string[];
    judge: boolean | null;
    blanks: { accepted: string[]; rules: string[] }[];
    text: string;
  };
  analysis: string;
  right: AnswerResponse;
  wrong: AnswerResponse;
}

/** Stems and analyses of a real exercise's length, with a formula. */
const stem = (what: string) =>
  `<p>${what}: given $x^2 - 5x + 6 = 0$ and $\\sqrt{12} = 2\\sqrt{3}$, read the statement carefully and answer.</p>`;
const ANALYSIS =
  '<p>Factor first: $x^2 - 5x + 6 = (x - 2)(x - 3)$, so the roots are $x = 2$ and $x = 3$. ' +
  'Then simplify the radical: $\\sqrt{12} = \\sqrt{4 \\cdot 3} = 2\\sqrt{3}$. Check each step against the definition.</p>';

const key = (choices: string[] = [], judge: boolean | null = null, blanks: QuestionSeed['answer']['blanks'] = []) => ({
  choices,
  judge,
  blanks,
  text: '',
});
const single = (n: number, answer: Option, wrong: Option): QuestionSeed => ({
  type: 'single',
  stem: stem(`Burst single choice ${n}: which option is right?`),
  analysis: ANALYSIS,
  options: ['<p>one</p>', '<p>two</p>', '<p>three</p>', '<p>four</p>'],
  answer: key([answer]),
  right: { choices: [answer] },
  wrong: { choices: [wrong] },
});
const multiple = (n: number, answer: Option[], wrong: Option[]): QuestionSeed => ({
  type: 'multiple',
  stem: stem(`Burst multiple choice ${n}: which options are right?`),
  analysis: ANALYSIS,
  options: ['<p>one</p>', '<p>two</p>', '<p>three</p>', '<p>four</p>'],
  answer: key(answer),
  right: { choices: [...answer].reverse() },
  wrong: { choices: wrong },
});
const judge = (n: number, answer: boolean): QuestionSeed => ({
  type: 'judge',
  stem: stem(`Burst true or false ${n}`),
  analysis: ANALYSIS,
  options: [],
  answer: key([], answer),
  right: { judge: answer },
  wrong: { judge: !answer },
});
const blank = (n: number, accepted: string, rules: string[], right: string, wrong: string): QuestionSeed => ({
  type: 'blank',
  stem: stem(`Burst fill-in ${n}: ____`),
  analysis: ANALYSIS,
  options: [],
  answer: key([], null, [{ accepted: [accepted], rules }]),
  right: { blanks: [right] },
  wrong: { blanks: [wrong] },
});
const FORMULA = ['trim', 'halfWidth', 'formula'];

/** The lesson's 20 exercises: 9 choices, 3 true/false, 5 plain or numeric blanks, 3 formula blanks. */
export const QUESTIONS: QuestionSeed[] = [
  single(1, 'A', 'B'),
  single(2, 'B', 'C'),
  single(3, 'C', 'D'),
  single(4, 'D', 'A'),
  single(5, 'A', 'C'),
  single(6, 'B', 'D'),
  multiple(1, ['A', 'C'], ['A']),
  multiple(2, ['B', 'D'], ['B', 'C', 'D']),
  multiple(3, ['A', 'B', 'D'], ['C']),
  judge(1, true),
  judge(2, false),
  judge(3, true),
  blank(1, '12', ['trim'], ' 12 ', '13'),
  blank(2, 'x=2', ['trim', 'caseInsensitive'], 'X=2', 'x=3'),
  blank(3, '0.25', ['trim', 'numeric'], '.250', '0.5'),
  blank(4, '２５', ['trim', 'halfWidth'], '25', '52'),
  blank(5, '-3', ['trim', 'numeric'], '-3.0', '3'),
  blank(6, '\\frac{1}{2}', FORMULA, '0.5', '\\frac{1}{3}'),
  blank(7, '2x+1', FORMULA, '1+2x', '2x+2'),
  blank(8, '(x-1)(x+1)', FORMULA, 'x^2-1', 'x^2+1'),
];

export interface BurstStudent {
  studentId: number;
  token: string;
  /** made once, as the console makes one per attempt */
  submitKey: string;
  /** one per exercise, in the lesson's order */
  responses: AnswerResponse[];
  /** what grading must give (0-100) */
  score: number;
}

export interface BurstPlan {
  lessonId: number;
  questionIds: number[];
  classIds: number[];
  students: BurstStudent[];
  warmup: BurstStudent[];
}

/** Student j answers exercise s right unless (7j + 3s) % 5 == 0: about four in five right, varied per student. */
export function work(j: number): Pick<BurstStudent, 'responses' | 'score'> {
  let right = 0;
  const responses = QUESTIONS.map((q, s) => {
    const ok = (7 * j + 3 * s) % 5 !== 0;
    if (ok) right++;
    return ok ? q.right : q.wrong;
  });
  return { responses, score: Math.round((1000 * right) / QUESTIONS.length) / 10 };
}

/** The plan file: BURST_PLAN. */
export function planPath(): string {
  const file = process.env.BURST_PLAN;
  if (!file) throw new Error('BURST_PLAN (the plan file) is required');
  return file;
}
