import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, useReducedMotion } from './reduced-motion';

/** A matchMedia whose answer the test changes, telling its listeners as a browser does. */
function fakeMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      expect(query).toBe('(prefers-reduced-motion: reduce)');
      return list;
    }),
  );
  return {
    set(value: boolean) {
      matches = value;
      for (const l of listeners) l();
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reduced motion', () => {
  it('reads the system setting', () => {
    fakeMedia(true);
    expect(prefersReducedMotion()).toBe(true);
    fakeMedia(false);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('follows a change of the setting while the page is open, and stops listening when unmounted', () => {
    const media = fakeMedia(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
