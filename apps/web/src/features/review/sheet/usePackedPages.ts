import { useLayoutEffect, useRef, useState } from 'react';
import { packPages, pageCapacityPx } from './pack';
import type { BlockOf } from './SheetBlocks';

/** A block's height with its margins (blocks sit in a flex column: their margins never collapse). */
function outerHeight(el: HTMLElement): number {
  const style = getComputedStyle(el);
  return el.getBoundingClientRect().height + Number.parseFloat(style.marginTop) + Number.parseFloat(style.marginBottom);
}

/**
 * The sheet's pages: the blocks rendered once in `measureRef` (an element at the A4 content width), measured,
 * and packed (pack.ts). Measured again when that element's size changes (fonts and formulas arriving) and
 * once the fonts are ready; null until the first measure.
 */
export function usePackedPages(blocks: readonly BlockOf[]) {
  const measureRef = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<number[][] | null>(null);
  useLayoutEffect(() => {
    const root = measureRef.current;
    if (!root || blocks.length === 0) {
      setPages(null);
      return;
    }
    let live = true;
    const measure = () => {
      if (!live) return;
      const els = [...root.children] as HTMLElement[];
      const specs = blocks.map((b, i) => ({ ...b.spec, height: els[i] ? outerHeight(els[i]) : 0 }));
      const next = packPages(specs, pageCapacityPx());
      setPages((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    void document.fonts?.ready.then(measure);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [blocks]);
  return { measureRef, pages };
}
