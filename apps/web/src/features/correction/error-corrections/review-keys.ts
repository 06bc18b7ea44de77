import type { KeyInput, KeyPlace } from '../keyboard';

/**
 * The review drawer's keys (/errorCorrection/index): what a key does, as a pure function of the key and of
 * where it is typed. Outside a field: A accepts, R goes to the comment (returning needs one), ] and [ move
 * to the next and previous waiting correction. In the comment, Ctrl+Enter returns the correction with it and
 * Escape leaves the field; any other key types.
 */
export type ReviewShortcut =
  | { type: 'accept' }
  | { type: 'return' }
  | { type: 'comment' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'leaveField' };

export function reviewShortcutOf(e: KeyInput, place: KeyPlace): ReviewShortcut | null {
  if (e.isComposing) return null;
  const mod = e.ctrlKey || e.metaKey;
  if (place === 'field') {
    if (mod && !e.altKey && !e.shiftKey && e.key === 'Enter') return { type: 'return' };
    if (e.key === 'Escape' && !mod && !e.altKey) return { type: 'leaveField' };
    return null;
  }
  if (mod || e.altKey) return null;
  switch (e.key) {
    case 'a':
    case 'A':
      return { type: 'accept' };
    case 'r':
    case 'R':
      return { type: 'comment' };
    case ']':
      return { type: 'next' };
    case '[':
      return { type: 'previous' };
    default:
      return null;
  }
}
