import { BLANK_RESPONSE_MAX } from '@edu/shared';
import type { MathfieldElement } from 'mathlive';
import { type RefObject, use, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './math-field.css';

type MathfieldClass = typeof MathfieldElement;

let loading: Promise<MathfieldClass> | undefined;

/** Takes only the element class from MathLive's module: the bundler then leaves its other exports out. */
async function importMathfield(): Promise<MathfieldClass> {
  const { MathfieldElement } = await import('mathlive');
  MathfieldElement.fontsDirectory = null;
  MathfieldElement.soundsDirectory = null;
  return MathfieldElement;
}

/**
 * MathLive, loaded once and only by this module (a lazy chunk of the student's lesson page). Nothing comes
 * from a CDN: the fonts are KaTeX's, which the page already has (KaTeX's stylesheet comes with the lesson's
 * math, ui/rich), so `fontsDirectory` is null; no keypress sounds (`soundsDirectory` null). A failed load is
 * forgotten, so that the next blank that mounts tries again.
 */
function loadMathLive(): Promise<MathfieldClass> {
  loading ??= importMathfield().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

const TAB_KEYS = new Set(['[Tab]', 'shift+[Tab]']);

/** MathLive's names of the console's languages (its tooltips and the virtual keyboard's labels). */
const MATHLIVE_LOCALE: Record<string, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };

export interface MathFieldProps {
  /** the blank's number as the stem shows it, `(n)` */
  n: number;
  /** accessible name (forwarded by MathLive to its editable part) */
  label: string;
  /** LaTeX */
  value: string;
  readOnly: boolean;
  onChange: (latex: string) => void;
  /** set while the stand-in text input has the focus: the field takes it over when it replaces the input */
  focused?: RefObject<boolean>;
}

/** The virtual keyboard goes when no math field is left to type into (a page left with it open). */
function hideKeyboardIfIdle(): void {
  const keyboard = window.mathVirtualKeyboard;
  if (!keyboard?.visible) return;
  if (document.activeElement?.tagName.toLowerCase() === 'math-field') return;
  keyboard.hide();
}

/**
 * A blank answered with a formula: MathLive's math field, whose value (LaTeX) is the blank's response, the
 * same string a text input would give. The virtual keyboard has its toggle in the field, and shows by
 * itself on touch screens while the field has the focus (policy `auto`): it goes when the focus leaves.
 * Suspends until MathLive is loaded; a failed load throws to the caller's error boundary.
 */
export default function MathField({ n, label, value, readOnly, onChange, focused }: MathFieldProps) {
  const Mathfield = use(loadMathLive());
  const { i18n } = useTranslation();
  const host = useRef<HTMLSpanElement>(null);
  const field = useRef<MathfieldElement | null>(null);
  const latest = useRef({ value, onChange, label, readOnly });
  latest.current = { value, onChange, label, readOnly };

  useLayoutEffect(() => {
    Mathfield.locale = MATHLIVE_LOCALE[i18n.language] ?? 'en';
    const mf = new Mathfield();
    mf.smartMode = false;
    mf.mathVirtualKeyboardPolicy = 'auto';
    mf.className = 'stu-q__math-field';
    mf.value = latest.current.value;
    mf.setAttribute('aria-label', latest.current.label);
    mf.addEventListener('input', () => {
      const next = mf.value;
      // As the text input's maxLength: an answer the server would refuse is not taken.
      if (next.length > BLANK_RESPONSE_MAX) {
        mf.setValue(latest.current.value, { silenceNotifications: true });
        return;
      }
      if (next !== latest.current.value) latest.current.onChange(next);
    });
    host.current?.append(mf);
    mf.readOnly = latest.current.readOnly;
    // Tab and Shift+Tab go to the next and previous control, as from any other input, wherever the caret is
    // (MathLive would walk through the formula's parts first); the arrow keys move inside the formula.
    mf.keybindings = mf.keybindings.filter((k) => !(TAB_KEYS.has(k.key) && k.ifMode !== 'latex'));
    field.current = mf;
    // A press on the blank's number or border puts the caret in the field, as antd's inputs do.
    const box = host.current?.parentElement;
    const pressBox = (event: PointerEvent) => {
      if (event.target === mf) return;
      event.preventDefault();
      mf.focus();
    };
    box?.addEventListener('pointerdown', pressBox);
    // The virtual keyboard covers the bottom of the screen: the field it types into scrolls above it.
    const keyboard = window.mathVirtualKeyboard;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const keepInSight = () => {
      if (!keyboard?.visible || !mf.hasFocus()) return;
      const top = keyboard.boundingRect.top;
      const bottom = mf.getBoundingClientRect().bottom + 12;
      if (top > 0 && bottom > top) window.scrollBy({ top: bottom - top });
    };
    const onKeyboard = () => {
      keepInSight();
      clearTimeout(settle);
      settle = setTimeout(keepInSight, 350); // after its slide-in
    };
    keyboard?.addEventListener('virtual-keyboard-toggle', onKeyboard);
    keyboard?.addEventListener('geometrychange', onKeyboard);
    if (focused?.current && (document.activeElement === null || document.activeElement === document.body)) {
      mf.focus();
    }
    return () => {
      clearTimeout(settle);
      keyboard?.removeEventListener('virtual-keyboard-toggle', onKeyboard);
      keyboard?.removeEventListener('geometrychange', onKeyboard);
      box?.removeEventListener('pointerdown', pressBox);
      mf.remove();
      field.current = null;
      hideKeyboardIfIdle();
    };
  }, [Mathfield, focused, i18n.language]);

  useLayoutEffect(() => {
    field.current?.setAttribute('aria-label', label);
  }, [label]);

  useLayoutEffect(() => {
    if (field.current) field.current.readOnly = readOnly;
  }, [readOnly]);

  // The response changed elsewhere (a draft restored, the server's answer): the field follows.
  useEffect(() => {
    const mf = field.current;
    if (mf && mf.value !== value) mf.setValue(value, { silenceNotifications: true });
  }, [value]);

  return (
    <span className="stu-q__math" data-testid="stu-math-blank" data-readonly={readOnly || undefined}>
      <span className="stu-q__math-prefix" aria-hidden="true">
        ({n})
      </span>
      {/* MathLive's element is put here by hand: React renders nothing inside. */}
      <span ref={host} className="stu-q__math-host" />
    </span>
  );
}
