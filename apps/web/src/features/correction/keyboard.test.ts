import { describe, expect, it } from 'vitest';
import { type KeyInput, placeOf, shortcutOf } from './keyboard';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcutOf on the page', () => {
  it('moves between answers with J/K and the arrows', () => {
    expect(shortcutOf(key('j'), 'page')).toEqual({ type: 'nextAnswer' });
    expect(shortcutOf(key('ArrowDown'), 'page')).toEqual({ type: 'nextAnswer' });
    expect(shortcutOf(key('k'), 'page')).toEqual({ type: 'previousAnswer' });
    expect(shortcutOf(key('ArrowUp'), 'page')).toEqual({ type: 'previousAnswer' });
  });

  it('moves between submissions with ] [ and Shift+N / Shift+P', () => {
    expect(shortcutOf(key(']'), 'page')).toEqual({ type: 'nextSubmission' });
    expect(shortcutOf(key('['), 'page')).toEqual({ type: 'previousSubmission' });
    expect(shortcutOf(key('N', { shiftKey: true }), 'page')).toEqual({ type: 'nextSubmission' });
    expect(shortcutOf(key('P', { shiftKey: true }), 'page')).toEqual({ type: 'previousSubmission' });
    // a lone n or p is nothing (no accident while reading)
    expect(shortcutOf(key('n'), 'page')).toBeNull();
  });

  it('gives points with digits, "." and "=" (also "+" with Shift), clears with Backspace', () => {
    expect(shortcutOf(key('7'), 'page')).toEqual({ type: 'score', key: '7' });
    expect(shortcutOf(key('.'), 'page')).toEqual({ type: 'score', key: '.' });
    expect(shortcutOf(key('='), 'page')).toEqual({ type: 'score', key: '=' });
    expect(shortcutOf(key('+', { shiftKey: true }), 'page')).toEqual({ type: 'score', key: '=' });
    expect(shortcutOf(key('Backspace'), 'page')).toEqual({ type: 'score', key: 'Backspace' });
  });

  it('saves with Ctrl/Cmd+S and Ctrl+Enter', () => {
    expect(shortcutOf(key('s', { ctrlKey: true }), 'page')).toEqual({ type: 'save' });
    expect(shortcutOf(key('s', { metaKey: true }), 'page')).toEqual({ type: 'save' });
    expect(shortcutOf(key('Enter', { ctrlKey: true }), 'page')).toEqual({ type: 'save' });
  });

  it('opens the help with "?", the comment with C', () => {
    expect(shortcutOf(key('?', { shiftKey: true }), 'page')).toEqual({ type: 'help' });
    expect(shortcutOf(key('?'), 'page')).toEqual({ type: 'help' });
    expect(shortcutOf(key('c'), 'page')).toEqual({ type: 'comment' });
  });

  it('leaves the browser’s own combinations alone', () => {
    expect(shortcutOf(key('c', { ctrlKey: true }), 'page')).toBeNull();
    expect(shortcutOf(key('j', { altKey: true }), 'page')).toBeNull();
    expect(shortcutOf(key('s', { ctrlKey: true, shiftKey: true }), 'page')).toBeNull();
    expect(shortcutOf(key('Tab'), 'page')).toBeNull();
  });
});

describe('shortcutOf in a field', () => {
  it('lets the keys type: digits, letters and arrows are no commands', () => {
    for (const k of ['7', 'j', 'k', 'ArrowDown', '=', ']', 'Backspace', 'c']) {
      expect(shortcutOf(key(k), 'field'), k).toBeNull();
    }
    expect(shortcutOf(key('N', { shiftKey: true }), 'field')).toBeNull();
  });

  it('still saves, and Escape leaves the field', () => {
    expect(shortcutOf(key('s', { ctrlKey: true }), 'field')).toEqual({ type: 'save' });
    expect(shortcutOf(key('Enter', { metaKey: true }), 'field')).toEqual({ type: 'save' });
    expect(shortcutOf(key('Escape'), 'field')).toEqual({ type: 'leaveField' });
  });

  it('never reads an input method’s keys', () => {
    expect(shortcutOf(key('s', { ctrlKey: true, isComposing: true }), 'field')).toBeNull();
    expect(shortcutOf(key('1', { isComposing: true }), 'page')).toBeNull();
  });
});

describe('placeOf', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.getElementById('t');
  };

  it('fields take typing', () => {
    expect(placeOf(make('<input id="t" type="text">'))).toBe('field');
    expect(placeOf(make('<textarea id="t"></textarea>'))).toBe('field');
    expect(placeOf(make('<input id="t" type="radio">'))).toBe('field');
    expect(placeOf(make('<div id="t" role="combobox"></div>'))).toBe('field');
    expect(placeOf(make('<div data-own-keys><span id="t"></span></div>'))).toBe('field');
  });

  it('buttons, checkboxes and the page do not', () => {
    expect(placeOf(make('<button id="t">x</button>'))).toBe('page');
    expect(placeOf(make('<input id="t" type="checkbox">'))).toBe('page');
    expect(placeOf(make('<section id="t" tabindex="-1"></section>'))).toBe('page');
    expect(placeOf(null)).toBe('page');
  });
});
