import { describe, expect, it } from 'vitest';
import { packPages, pageCapacityPx } from './pack';

const blocks = (...heights: number[]) => heights.map((height) => ({ height }));

describe('packing the sheet into A4 pages', () => {
  it('fills each page in order and starts the next one when a block does not fit', () => {
    expect(packPages(blocks(40, 30, 30, 50, 10), 100)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });

  it('never splits a block: one taller than a page gets a page of its own', () => {
    expect(packPages(blocks(20, 150, 20), 100)).toEqual([[0], [1], [2]]);
  });

  it('keeps a heading with the block after it', () => {
    const b = [{ height: 30 }, { height: 50 }, { height: 10, keepWithNext: true }, { height: 30 }];
    // 30 + 50 + 10 fit, but the heading's entry would not: the heading moves with it.
    expect(packPages(b, 100)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('starts a page where a block asks to', () => {
    const b = [{ height: 10 }, { height: 10, breakBefore: true }, { height: 10 }];
    expect(packPages(b, 100)).toEqual([[0], [1, 2]]);
  });

  it('has no page for no block, and an A4 page holds 267 mm of content', () => {
    expect(packPages([], 100)).toEqual([]);
    expect(pageCapacityPx()).toBe(1009);
  });
});
