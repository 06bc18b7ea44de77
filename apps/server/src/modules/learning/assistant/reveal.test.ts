/** The server-side check of the assistant's replies (reveal.ts) and where a streamed reply may be cut (service.ts). */
import { describe, expect, it } from 'vitest';
import type { QuestionAnswer } from '@edu/shared';
import { type CheckedQuestion, numbersOf, revealsAnswer } from './reveal';
import { openFormulaAt, sendableLength } from './service';

const key = (k: Partial<QuestionAnswer>): QuestionAnswer => ({ choices: [], judge: null, blanks: [], text: '', ...k });

const choice: CheckedQuestion = {
  type: 'single',
  options: ['$\\sqrt{2}$', '$\\sqrt{4}$', 'three halves', '$\\frac{1}{2}$'],
  answer: key({ choices: ['C'] }),
};
const blank: CheckedQuestion = {
  type: 'blank',
  options: [],
  answer: key({ blanks: [{ accepted: ['\\frac{1}{2}'], rules: ['trim', 'formula'] }] }),
};
const numeric: CheckedQuestion = {
  type: 'blank',
  options: [],
  answer: key({ blanks: [{ accepted: ['2'], rules: ['trim', 'numeric'] }] }),
};
const judge: CheckedQuestion = { type: 'judge', options: [], answer: key({ judge: false }) };

describe('a reply giving the answer away', () => {
  it.each([
    'The answer is C.',
    'So the correct option is (C).',
    'C is correct because the others are not rational.',
    '答案是C',
    '所以选 C。',
    'La respuesta es C',
    'It is three halves, of course.',
  ])('choice: %s', async (reply) => {
    expect(await revealsAnswer(reply, choice)).toBe(true);
  });

  it.each([
    'Compare each option with the definition of a rational number.',
    'A square root is rational only when the number under it is a perfect square; check $\\sqrt{4}$ first.',
    'The answer is a number you can write as a fraction.',
    'Option A is not rational: why?',
  ])('choice, a hint: %s', async (reply) => {
    expect(await revealsAnswer(reply, choice)).toBe(false);
  });

  it('blank: the value, an equal number or an equivalent formula', async () => {
    expect(await revealsAnswer('So $x = 0.5$.', blank)).toBe(true);
    expect(await revealsAnswer('The value is $\\frac{2}{4}$', blank)).toBe(true);
    expect(await revealsAnswer('Write it as $\\dfrac{1}{2}$', blank)).toBe(true);
    expect(await revealsAnswer('Divide both sides by $2x$ and simplify.', blank)).toBe(false);
  });

  it('blank: a number only as a number of its own, not a digit inside another', async () => {
    expect(await revealsAnswer('Subtract 3 from both sides of $2x + 3 = 7$ first.', numeric)).toBe(false);
    expect(await revealsAnswer('Then $x = 2$.', numeric)).toBe(true);
    expect(await revealsAnswer('x equals 2', numeric)).toBe(true);
    expect(numbersOf('2x + 3 = 7, 1/2 and 40%')).toEqual([3, 7, 0.5, 0.4]);
  });

  it('true or false: the verdict the key gives', async () => {
    expect(await revealsAnswer('The statement is false.', judge)).toBe(true);
    expect(await revealsAnswer('这个说法是错误的', judge)).toBe(true);
    expect(await revealsAnswer('The statement is true.', judge)).toBe(false);
    expect(await revealsAnswer('Decide whether the statement holds for negative numbers.', judge)).toBe(false);
  });
});

describe('cutting a streamed reply', () => {
  it('keeps back the end and any formula still open', () => {
    expect(sendableLength('short')).toBe(0);
    const long = 'x'.repeat(100);
    expect(sendableLength(long)).toBe(36);
    expect(openFormulaAt(`${long} $\\frac{1}{`)).toBe(101);
    expect(sendableLength(`${long} $\\frac{1}{${'y'.repeat(80)}`)).toBe(101);
    expect(openFormulaAt('$a$ and $$b$$ and \\(c\\)')).toBeNull();
    expect(openFormulaAt('costs \\$5 and $x')).toBe(14);
  });
});
