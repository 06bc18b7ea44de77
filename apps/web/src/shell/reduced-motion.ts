import { useSyncExternalStore } from 'react';

/**
 * Whether the person asked their system for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3): the
 * console then opens and closes its dialogs, menus and drawers without animating them (antd's `motion`
 * token). Followed live: changing the system setting applies at once.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false;
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
