import { type RefObject, useEffect, useRef } from 'react';
import { placeOf, type Shortcut, shortcutOf } from '../keyboard';

/**
 * The grading page's keys (keyboard.ts), listened to on the window while the page is open. `onShortcut`
 * answers whether it took the key (its default is prevented then); the latest one is read through a ref,
 * so that the listener stays the same.
 */
export function usePageShortcuts(
  pageRef: RefObject<HTMLElement | null>,
  onShortcut: (s: Shortcut, e: KeyboardEvent) => boolean,
) {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const target = e.target instanceof Element ? e.target : null;
      // Dialogs (the help, a confirmation) keep their keys.
      if (target?.closest('.ant-modal-wrap, [role=dialog]')) return;
      const shortcut = shortcutOf(e, placeOf(target));
      if (!shortcut) return;
      // Only saving works from anywhere; the other keys when the page (or nothing) has the focus.
      const inPage = !target || target === document.body || pageRef.current?.contains(target);
      if (shortcut.type !== 'save' && !inPage) return;
      if (handler.current(shortcut, e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pageRef]);
}
