import { describe, expect, it } from 'vitest';
import { isAnswerGiven } from './answered';

describe('an answer given in the training camp', () => {
  it('needs an option, true or false, a filled blank or a text', () => {
    expect(isAnswerGiven({ type: 'single' }, undefined)).toBe(false);
    expect(isAnswerGiven({ type: 'single' }, { choices: [] })).toBe(false);
    expect(isAnswerGiven({ type: 'multiple' }, { choices: ['A'] })).toBe(true);
    expect(isAnswerGiven({ type: 'judge' }, { judge: null })).toBe(false);
    expect(isAnswerGiven({ type: 'judge' }, { judge: false })).toBe(true);
    expect(isAnswerGiven({ type: 'blank' }, { blanks: [' ', ''] })).toBe(false);
    expect(isAnswerGiven({ type: 'blank' }, { blanks: ['', '2'] })).toBe(true);
    expect(isAnswerGiven({ type: 'short' }, { text: '  ' })).toBe(false);
  });
});
