// The printed sheet's pages (/wrongQues), as a pure function: the blocks (the heading, each question with
// its writing space, the key's heading, each key entry) are measured once at the A4 content width, then
// packed in order into pages, never splitting a block. The print view and the PDF lay out these same pages,
// so that both break alike.

/** A4 at the CSS pixel (96 per inch): 210 × 297 mm. */
export const A4_MM = { width: 210, height: 297 } as const;
/** The sheet's margins on every side. */
export const PAGE_MARGIN_MM = 15;
export const PX_PER_MM = 96 / 25.4;

/** The height a page's content may fill, in CSS pixels. */
export function pageCapacityPx(): number {
  return Math.floor((A4_MM.height - 2 * PAGE_MARGIN_MM) * PX_PER_MM);
}

export interface SheetBlock {
  /** measured height in CSS pixels, margins included */
  height: number;
  /** stays on the page of the block after it (the key's heading) */
  keepWithNext?: boolean;
  /** starts a page of its own (the key, when asked to) */
  breakBefore?: boolean;
}

/**
 * Packs blocks into pages of `capacity` pixels, in order, greedily: a block goes on the current page when it
 * fits, else it starts the next one. A block taller than a page gets a page of its own (it overflows; the
 * print view then lets the browser cut it). A block kept with the next one moves with it when the two do not
 * fit together. Returns the blocks' indexes page by page.
 */
export function packPages(blocks: readonly SheetBlock[], capacity: number): number[][] {
  const pages: number[][] = [];
  let page: number[] = [];
  let used = 0;
  const close = () => {
    if (page.length > 0) pages.push(page);
    page = [];
    used = 0;
  };
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (!block) continue;
    if (block.breakBefore) close();
    // A heading kept with the next block needs room for both.
    const next = block.keepWithNext ? blocks[i + 1] : undefined;
    const needed = block.height + (next ? next.height : 0);
    const fits = used + (next ? Math.min(needed, capacity) : block.height) <= capacity;
    if (!fits && page.length > 0) close();
    page.push(i);
    used += block.height;
  }
  close();
  return pages;
}

/** Writing space under a question, by type: a line for a choice, more for blanks, most for a worked answer. */
export const WRITE_SPACE_MM: Readonly<Record<string, number>> = {
  single: 10,
  multiple: 10,
  judge: 10,
  blank: 26,
  short: 70,
};
