import { describe, expect, it } from 'vitest';
import { givesAnswer } from './redo';

describe('a redone answer', () => {
  it('gives an answer when its type’s part is filled', () => {
    expect(givesAnswer('single', { choices: ['B'] })).toBe(true);
    expect(givesAnswer('multiple', { choices: [] })).toBe(false);
    expect(givesAnswer('judge', { judge: false })).toBe(true);
    expect(givesAnswer('judge', { judge: null })).toBe(false);
    expect(givesAnswer('blank', { blanks: ['', ' 2 '] })).toBe(true);
    expect(givesAnswer('blank', { blanks: ['  ', ''] })).toBe(false);
    expect(givesAnswer('short', { text: '  ' })).toBe(false);
    expect(givesAnswer('short', { text: '  ', photo: 'a.png' })).toBe(true);
    expect(givesAnswer('short', { text: '因为……' })).toBe(true);
  });

  it('reads only its type’s part', () => {
    expect(givesAnswer('blank', { choices: ['A'] })).toBe(false);
    expect(givesAnswer('single', { blanks: ['2'] })).toBe(false);
    expect(givesAnswer('short', { judge: true })).toBe(false);
  });
});
