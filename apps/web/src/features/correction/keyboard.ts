/**
 * The grading page's keyboard (/workCorrectionDetail): what a key does, as a pure function of the key and of
 * where it is typed. In a field (points, comment, a select) only saving and leaving the field work, so that
 * typing is never taken for a command; the marks editor's drawing area keeps its arrows too.
 */

export type Shortcut =
  | { type: 'save' }
  | { type: 'nextAnswer' }
  | { type: 'previousAnswer' }
  | { type: 'nextSubmission' }
  | { type: 'previousSubmission' }
  /** a digit, ".", "=", Backspace: the current answer's points (points.ts typeScoreKey) */
  | { type: 'score'; key: string }
  | { type: 'comment' }
  | { type: 'help' }
  /** Escape in a field: back to the answer, where the keys work again */
  | { type: 'leaveField' };

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** an input method is composing (Chinese, Japanese): its keys are never commands */
  isComposing?: boolean;
}

/** Where a key is typed: in a field (the key types), or elsewhere on the page. */
export type KeyPlace = 'field' | 'page';

export function shortcutOf(e: KeyInput, place: KeyPlace): Shortcut | null {
  if (e.isComposing) return null;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key;
  if (mod && !e.altKey && !e.shiftKey && (key === 's' || key === 'S' || key === 'Enter')) return { type: 'save' };
  if (place === 'field') return key === 'Escape' && !mod && !e.altKey ? { type: 'leaveField' } : null;
  if (mod || e.altKey) return null;
  if (e.shiftKey) {
    if (key === 'N') return { type: 'nextSubmission' };
    if (key === 'P') return { type: 'previousSubmission' };
    if (key === '?') return { type: 'help' };
    // "=" and "+" share a key on many layouts; Shift gives "+"
    if (key === '+') return { type: 'score', key: '=' };
    return null;
  }
  switch (key) {
    case 'j':
    case 'ArrowDown':
      return { type: 'nextAnswer' };
    case 'k':
    case 'ArrowUp':
      return { type: 'previousAnswer' };
    case ']':
      return { type: 'nextSubmission' };
    case '[':
      return { type: 'previousSubmission' };
    case 'c':
      return { type: 'comment' };
    case '?':
      return { type: 'help' };
    case '=':
    case '.':
    case ',':
    case 'Backspace':
    case 'Delete':
      return { type: 'score', key };
    default:
      return /^[0-9]$/.test(key) ? { type: 'score', key } : null;
  }
}

const TEXT_INPUT_TYPES = new Set(['button', 'submit', 'reset', 'checkbox', 'image', 'file', 'range', 'color']);

/**
 * Whether a key event's target takes typing: a text field, a text area, a select, an editable element, a radio
 * group (its arrows choose), or an area that keeps its own keys (`data-own-keys`: the marks editor).
 */
export function placeOf(target: EventTarget | null): KeyPlace {
  if (!(target instanceof Element)) return 'page';
  if (target.closest('[data-own-keys]')) return 'field';
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return 'field';
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type) ? 'page' : 'field';
  if (target instanceof HTMLElement && target.isContentEditable) return 'field';
  const role = target.getAttribute('role');
  if (role === 'combobox' || role === 'listbox' || role === 'textbox' || role === 'spinbutton') return 'field';
  return 'page';
}

/** The shortcuts as the help lists them: keys, and the i18n key of what they do. */
export const SHORTCUT_HELP: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['J', '↓'], action: 'nextAnswer' },
  { keys: ['K', '↑'], action: 'previousAnswer' },
  { keys: ['0 – 9'], action: 'points' },
  { keys: ['.'], action: 'half' },
  { keys: ['='], action: 'fullMarks' },
  { keys: ['Backspace'], action: 'clearPoints' },
  { keys: ['C'], action: 'comment' },
  { keys: ['Esc'], action: 'leaveField' },
  { keys: ['Ctrl + S', 'Ctrl + Enter'], action: 'save' },
  { keys: [']', 'Shift + N'], action: 'nextSubmission' },
  { keys: ['[', 'Shift + P'], action: 'previousSubmission' },
  { keys: ['?'], action: 'help' },
];
