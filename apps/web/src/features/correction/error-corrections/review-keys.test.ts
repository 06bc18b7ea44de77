import { describe, expect, it } from 'vitest';
import type { KeyInput } from '../keyboard';
import { reviewShortcutOf } from './review-keys';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('the review keys', () => {
  it('accept, go to the comment and move on outside a field', () => {
    expect(reviewShortcutOf(key('a'), 'page')).toEqual({ type: 'accept' });
    expect(reviewShortcutOf(key('A', { shiftKey: true }), 'page')).toEqual({ type: 'accept' });
    expect(reviewShortcutOf(key('r'), 'page')).toEqual({ type: 'comment' });
    expect(reviewShortcutOf(key(']'), 'page')).toEqual({ type: 'next' });
    expect(reviewShortcutOf(key('['), 'page')).toEqual({ type: 'previous' });
    expect(reviewShortcutOf(key('x'), 'page')).toBeNull();
    // The browser's and the system's own keys stay theirs.
    expect(reviewShortcutOf(key('a', { ctrlKey: true }), 'page')).toBeNull();
    expect(reviewShortcutOf(key('r', { metaKey: true }), 'page')).toBeNull();
    expect(reviewShortcutOf(key('a', { altKey: true }), 'page')).toBeNull();
  });

  it('type in the comment: only Ctrl+Enter (return) and Escape are commands there', () => {
    expect(reviewShortcutOf(key('a'), 'field')).toBeNull();
    expect(reviewShortcutOf(key(']'), 'field')).toBeNull();
    expect(reviewShortcutOf(key('Enter'), 'field')).toBeNull();
    expect(reviewShortcutOf(key('Enter', { ctrlKey: true }), 'field')).toEqual({ type: 'return' });
    expect(reviewShortcutOf(key('Enter', { metaKey: true }), 'field')).toEqual({ type: 'return' });
    expect(reviewShortcutOf(key('Enter', { ctrlKey: true, shiftKey: true }), 'field')).toBeNull();
    expect(reviewShortcutOf(key('Escape'), 'field')).toEqual({ type: 'leaveField' });
  });

  it('never takes the keys of an input method composing a word', () => {
    expect(reviewShortcutOf(key('a', { isComposing: true }), 'page')).toBeNull();
    expect(reviewShortcutOf(key('Enter', { ctrlKey: true, isComposing: true }), 'field')).toBeNull();
  });
});
