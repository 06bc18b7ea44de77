import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedPositions, insertAt, moveTo } from './app-home-order';

describe('moveTo', () => {
  it('moves an id to a place, the others keeping their order', () => {
    expect(moveTo([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(moveTo([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moveTo([1, 2, 3], 3, 2)).toEqual([1, 2, 3]);
  });

  it('refuses a place out of range and an id that is not there', () => {
    expect(moveTo([1, 2, 3], 1, 3)).toBeNull();
    expect(moveTo([1, 2, 3], 1, -1)).toBeNull();
    expect(moveTo([1, 2, 3], 1, 1.5)).toBeNull();
    expect(moveTo([1, 2, 3], 9, 0)).toBeNull();
    expect(moveTo([], 1, 0)).toBeNull();
  });

  it('keeps the same ids, with the moved one where asked (any list, any place)', () => {
    const lists = fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(lists, fc.nat(), fc.nat(), (ids, pick, to) => {
        const id = ids[pick % ids.length] as number;
        const position = to % ids.length;
        const after = moveTo(ids, id, position);
        expect(after).not.toBeNull();
        expect([...(after ?? [])].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        expect(after?.indexOf(id)).toBe(position);
        expect(after?.filter((x) => x !== id)).toEqual(ids.filter((x) => x !== id));
      }),
    );
  });
});

describe('insertAt', () => {
  it('places a new id, last by default', () => {
    expect(insertAt([1, 2], 3)).toEqual([1, 2, 3]);
    expect(insertAt([1, 2], 3, 0)).toEqual([3, 1, 2]);
    expect(insertAt([1, 2], 3, 2)).toEqual([1, 2, 3]);
    expect(insertAt([], 3, 0)).toEqual([3]);
  });

  it('refuses a place past the end and an id already there', () => {
    expect(insertAt([1, 2], 3, 3)).toBeNull();
    expect(insertAt([1, 2], 3, -1)).toBeNull();
    expect(insertAt([1, 2], 2, 0)).toBeNull();
  });
});

describe('changedPositions', () => {
  it('lists only the ids whose place changed', () => {
    expect(changedPositions([1, 2, 3, 4], [2, 3, 1, 4])).toEqual([
      { id: 2, position: 0 },
      { id: 3, position: 1 },
      { id: 1, position: 2 },
    ]);
    expect(changedPositions([1, 2], [1, 2])).toEqual([]);
    expect(changedPositions([1, 2], [1])).toEqual([]);
  });
});
