import type { BlankRule, QuestionAnswer } from '@edu/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeAnswer, gradeBlank } from './grade';

const key = (answer: Partial<QuestionAnswer>): QuestionAnswer => ({
  choices: [],
  judge: null,
  blanks: [],
  text: '',
  ...answer,
});

describe('gradeAnswer', () => {
  it('grades a single choice exactly', async () => {
    const q = { type: 'single' as const, answer: key({ choices: ['B'] }) };
    expect(await gradeAnswer(q, { choices: ['B'] })).toEqual({ outcome: 'correct', credit: 1 });
    expect(await gradeAnswer(q, { choices: ['A'] })).toEqual({ outcome: 'wrong', credit: 0 });
    expect(await gradeAnswer(q, {})).toEqual({ outcome: 'wrong', credit: 0 });
  });

  it('grades a multiple choice right only with exactly the right options, in any order', async () => {
    const q = { type: 'multiple' as const, answer: key({ choices: ['A', 'C'] }) };
    expect((await gradeAnswer(q, { choices: ['C', 'A'] })).outcome).toBe('correct');
    expect((await gradeAnswer(q, { choices: ['A'] })).outcome).toBe('wrong');
    expect((await gradeAnswer(q, { choices: ['A', 'B', 'C'] })).outcome).toBe('wrong');
  });

  it('grades true/false; no answer is wrong', async () => {
    const q = { type: 'judge' as const, answer: key({ judge: false }) };
    expect((await gradeAnswer(q, { judge: false })).outcome).toBe('correct');
    expect((await gradeAnswer(q, { judge: true })).outcome).toBe('wrong');
    expect((await gradeAnswer(q, { judge: null })).outcome).toBe('wrong');
    expect((await gradeAnswer(q, {})).outcome).toBe('wrong');
  });

  it('grades fill-in blanks one by one with partial credit', async () => {
    const q = {
      type: 'blank' as const,
      answer: key({
        blanks: [
          { accepted: ['\\frac{1}{2}'], rules: ['trim', 'formula'] },
          { accepted: ['Paris'], rules: ['trim', 'caseInsensitive'] },
          { accepted: ['3'], rules: ['trim', 'numeric'] },
          { accepted: ['2x+1'], rules: ['trim', 'formula'] },
        ],
      }),
    };
    const all = await gradeAnswer(q, { blanks: ['0.5', ' paris ', '3.0', '1+2x'] });
    expect(all).toEqual({ outcome: 'correct', credit: 1, blanks: [true, true, true, true] });
    const half = await gradeAnswer(q, { blanks: ['1/2', 'London', '', '1+2x'] });
    expect(half).toEqual({ outcome: 'partial', credit: 0.5, blanks: [true, false, false, true] });
    const none = await gradeAnswer(q, {});
    expect(none).toEqual({ outcome: 'wrong', credit: 0, blanks: [false, false, false, false] });
  });

  it('leaves a short answer to a person, and an empty one is wrong', async () => {
    const q = { type: 'short' as const, answer: key({ text: '<p>Because…</p>' }) };
    expect(await gradeAnswer(q, { text: 'Because the sum of angles is 180°' })).toEqual({
      outcome: 'pending',
      credit: 0,
    });
    expect((await gradeAnswer(q, { text: '  ' })).outcome).toBe('wrong');
    // A photo of handwritten work alone is an answer for a person to read.
    const photo = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    expect((await gradeAnswer(q, { photo })).outcome).toBe('pending');
    expect((await gradeAnswer(q, { text: '', photo })).outcome).toBe('pending');
  });
});

describe('gradeBlank', () => {
  it('compares formulas only where the blank says so', async () => {
    expect(await gradeBlank('0.5', { accepted: ['\\frac{1}{2}'], rules: ['trim'] })).toBe(false);
    expect(await gradeBlank('0.5', { accepted: ['\\frac{1}{2}'], rules: ['trim', 'formula'] })).toBe(true);
  });

  it('reads full-width formulas under the half-width rule', async () => {
    const blank = { accepted: ['2x+1'], rules: ['trim', 'halfWidth', 'formula'] as BlankRule[] };
    expect(await gradeBlank('１＋２ｘ', blank)).toBe(true);
  });

  it('is case-sensitive unless the blank says otherwise', async () => {
    expect(await gradeBlank('paris', { accepted: ['Paris'], rules: ['trim'] })).toBe(false);
    expect(await gradeBlank('PARIS', { accepted: ['Paris'], rules: ['trim', 'caseInsensitive'] })).toBe(true);
  });

  it('property: spaces around and inside a response do not matter under trim', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z0-9]{1,8}( [a-z0-9]{1,8}){0,2}$/),
        fc.nat({ max: 3 }),
        fc.nat({ max: 3 }),
        async (word, before, after) => {
          const spaced = `${' '.repeat(before)}${word.replace(/ /g, '  ')}${' '.repeat(after)}`;
          return gradeBlank(spaced, { accepted: [word], rules: ['trim'] });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: a full-width spelling matches its ASCII answer under halfWidth', async () => {
    const toFullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[!-~]{1,12}$/), async (ascii) =>
        gradeBlank(toFullWidth(ascii), { accepted: [ascii], rules: ['trim', 'halfWidth'] }),
      ),
      { numRuns: 200 },
    );
  });

  it('property: an empty or blank response never matches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[ \t\u3000]{0,4}$/),
        async (blank) =>
          !(await gradeBlank(blank, { accepted: ['0'], rules: ['trim', 'halfWidth', 'numeric', 'formula'] })),
      ),
      { numRuns: 50 },
    );
  });
});
