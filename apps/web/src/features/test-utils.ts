/** Test helpers for feature pages: what antd needs and jsdom lacks (matchMedia, ResizeObserver). */
export function installMatchMedia(): void {
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (typeof globalThis.ResizeObserver !== 'function') {
    class NoResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, value: NoResizeObserver });
  }
}

/** ProseMirror (TipTap) asks the layout for rectangles and points that jsdom does not compute. */
export function installEditorLayout(): void {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.scrollIntoView = () => undefined;
  document.elementFromPoint = () => null;
}
