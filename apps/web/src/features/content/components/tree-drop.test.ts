import { describe, expect, it } from 'vitest';
import { dropIndex, dropPositionOf } from './tree-drop';

describe('dropPositionOf', () => {
  it('reads antd’s drop info', () => {
    expect(dropPositionOf({ dropToGap: false, dropPosition: 0, node: { pos: '0-1' } })).toBe('inside');
    expect(dropPositionOf({ dropToGap: true, dropPosition: 0, node: { pos: '0-1' } })).toBe('before');
    expect(dropPositionOf({ dropToGap: true, dropPosition: 2, node: { pos: '0-1' } })).toBe('after');
  });
});

describe('dropIndex', () => {
  const keys = ['c:1', 'c:2', 'c:3', 'c:4'];
  it('moves down and up among siblings, the dragged node left out', () => {
    // c:1 dropped after c:3 → order c:2 c:3 c:1 c:4 → index 2
    expect(dropIndex(keys, 'c:1', 'c:3', 'after')).toBe(2);
    // c:4 dropped before c:2 → c:1 c:4 c:2 c:3 → index 1
    expect(dropIndex(keys, 'c:4', 'c:2', 'before')).toBe(1);
    expect(dropIndex(keys, 'c:2', 'c:1', 'before')).toBe(0);
    expect(dropIndex(keys, 'c:1', 'c:4', 'after')).toBe(3);
  });

  it('comes from another parent', () => {
    expect(dropIndex(keys, 'c:9', 'c:2', 'after')).toBe(2);
    expect(dropIndex(keys, 'c:9', 'c:1', 'before')).toBe(0);
  });

  it('counts only siblings of the same kind', () => {
    const mixed = ['l:1', 'l:2', 'c:5', 'c:6'];
    const lesson = (k: string) => k.startsWith('l:');
    const chapter = (k: string) => k.startsWith('c:');
    expect(dropIndex(mixed, 'l:9', 'l:2', 'after', lesson)).toBe(2);
    // a lesson dropped after a sub-chapter goes after the lessons before it
    expect(dropIndex(mixed, 'l:1', 'c:5', 'after', lesson)).toBe(1);
    expect(dropIndex(mixed, 'c:6', 'c:5', 'before', chapter)).toBe(0);
    expect(dropIndex(mixed, 'c:9', 'l:2', 'after', chapter)).toBe(0);
  });

  it('inside the parent: first', () => {
    expect(dropIndex(keys, 'c:9', 'c:2', 'inside')).toBe(0);
  });
});
