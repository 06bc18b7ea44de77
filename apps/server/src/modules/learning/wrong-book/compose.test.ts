import { describe, expect, it } from 'vitest';
import { composeSet } from './compose';

describe('the training camp composition', () => {
  it('fills the set with due questions, then unseen ones, then the rest of the book, up to its size', () => {
    expect(composeSet({ due: [1, 2], unseen: [10, 11], rest: [3, 4] }, 5)).toEqual([
      { questionId: 1, source: 'review' },
      { questionId: 2, source: 'review' },
      { questionId: 10, source: 'new' },
      { questionId: 11, source: 'new' },
      { questionId: 3, source: 'review' },
    ]);
  });

  it('takes due questions first even when they fill the set', () => {
    expect(composeSet({ due: [1, 2, 3], unseen: [10], rest: [4] }, 2).map((i) => i.questionId)).toEqual([1, 2]);
  });

  it('never repeats a question', () => {
    expect(composeSet({ due: [1, 1], unseen: [1, 10], rest: [10, 2] }, 10).map((i) => i.questionId)).toEqual([
      1, 10, 2,
    ]);
  });

  it('is empty when there is nothing to draw on', () => {
    expect(composeSet({ due: [], unseen: [], rest: [] }, 10)).toEqual([]);
  });
});
