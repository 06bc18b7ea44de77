import { describe, expect, it } from 'vitest';
import { answerTextOf, choiceKeyText, itemFlags, wrongAnswerText } from './figures';

describe('item flags', () => {
  const item = (attempts: number, facility: number | null, discrimination: number | null) => ({
    attempts,
    facility,
    discrimination,
  });

  it('says nothing of a sound item', () => {
    expect(itemFlags(item(40, 0.6, 0.45))).toEqual([]);
  });

  it('flags weak and negative discrimination', () => {
    expect(itemFlags(item(40, 0.6, 0.19))).toEqual(['weak']);
    expect(itemFlags(item(40, 0.6, 0.2))).toEqual([]);
    expect(itemFlags(item(40, 0.6, -0.05))).toEqual(['negative']);
  });

  it('flags items too hard or too easy', () => {
    expect(itemFlags(item(40, 0.1, 0.3))).toEqual(['hard']);
    expect(itemFlags(item(40, 0.95, 0.3))).toEqual(['easy']);
    expect(itemFlags(item(40, 0.1, -0.3))).toEqual(['negative', 'hard']);
  });

  it('judges nothing on too few answers', () => {
    expect(itemFlags(item(4, 0.1, -0.5))).toEqual(['few']);
    expect(itemFlags(item(5, 0.6, 0.5))).toEqual([]);
  });

  it('does not flag an undefined discrimination (everyone right: only "easy")', () => {
    expect(itemFlags(item(40, 1, null))).toEqual(['easy']);
  });
});

describe('answers as text', () => {
  it('reads each kind of response', () => {
    expect(answerTextOf({ choices: ['C', 'A'] })).toEqual({ kind: 'choices', text: 'A, C' });
    expect(answerTextOf({ judge: false })).toEqual({ kind: 'judge', value: false });
    expect(answerTextOf({ blanks: ['1', ''] })).toEqual({ kind: 'blanks', values: ['1', ''] });
    expect(answerTextOf({ text: 'Because…' })).toEqual({ kind: 'text', text: 'Because…' });
    expect(answerTextOf({ photo: 'a.png' })).toEqual({ kind: 'photo' });
    expect(answerTextOf({})).toEqual({ kind: 'none' });
    expect(answerTextOf({ choices: [], judge: null, text: '  ' })).toEqual({ kind: 'none' });
    // not what the contract sends: nothing
    expect(answerTextOf({ choices: [1, 2] })).toEqual({ kind: 'none' });
  });

  const judge = (value: boolean) => (value ? 'Right' : 'Wrong');

  it('writes a counted wrong answer as it reads', () => {
    expect(wrongAnswerText('multiple', 'A,C', judge)).toBe('A, C');
    expect(wrongAnswerText('judge', 'true', judge)).toBe('Right');
    expect(wrongAnswerText('blank', '0 | 3/2', judge)).toBe('(1) 0  (2) 3/2');
    expect(wrongAnswerText('blank', 'x', judge)).toBe('(1) x');
  });

  it('writes choice keys in words for true/false', () => {
    expect(choiceKeyText('false', judge)).toBe('Wrong');
    expect(choiceKeyText('B', judge)).toBe('B');
  });
});
