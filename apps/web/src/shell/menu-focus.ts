/**
 * Focus back to the menu button (issue 8, keyboard). An antd dropdown menu closes when one of its items
 * is chosen, and the item's element goes with it: the focus would fall back to the start of the page, and
 * a dialog the item opens (change password, confirm a delete) would give the focus back to nothing when
 * it closes. So, before the item's own handler runs (capture phase, on the document: React's handlers are
 * on the root, inside it), the focus goes back to the element that opened the menu; rc-dropdown marks it
 * with `ant-dropdown-open` while its menu is open. The item's handler still gets its event (the target does
 * not change), and a dialog then opens with the menu button as the element to give the focus back to.
 */

/** The element that opened the dropdown menu that is open, if there is exactly one. */
function openMenuOpener(doc: Document): HTMLElement | null {
  const openers = doc.querySelectorAll<HTMLElement>('.ant-dropdown-open');
  return openers.length === 1 ? (openers[0] ?? null) : null;
}

/** The element to focus when this item of an open dropdown menu is chosen, if there is exactly one. */
export function menuOpener(item: Element, doc: Document = document): HTMLElement | null {
  if (item.getAttribute('aria-disabled') === 'true') return null;
  return openMenuOpener(doc);
}

/** After a menu closes, these moments again (ms): its closing can still take the focus away. */
const REFOCUS_AFTER_MS = [0, 60, 200];

/**
 * Gives the focus back to `opener` if it has gone to nothing (the page's body) while the menu was closing:
 * the e2e suite saw a row's "More" button lose it after Escape on a busy machine. Never takes the focus from
 * an element that has it.
 */
function keepFocusOn(doc: Document, opener: HTMLElement): void {
  for (const ms of REFOCUS_AFTER_MS) {
    setTimeout(() => {
      const active = doc.activeElement;
      if ((active === null || active === doc.body) && opener.isConnected) opener.focus({ preventScroll: true });
    }, ms);
  }
}

/**
 * Listens on the document; returns a function that stops it. Escape in a menu gives the focus back too:
 * rc-dropdown tries it itself, but not every trigger takes it (a router Link in the tags, a button in a
 * table row lost it when the row re-rendered).
 */
export function registerMenuFocusReturn(doc: Document = document): () => void {
  const onActivate = (event: Event) => {
    const key = event.type === 'keydown' ? (event as KeyboardEvent).key : null;
    if (key !== null && key !== 'Enter' && key !== 'Escape') return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (key === 'Escape') {
      if (!target.closest('.ant-dropdown-menu')) return;
      const opener = openMenuOpener(doc);
      opener?.focus({ preventScroll: true });
      if (opener) keepFocusOn(doc, opener);
      return;
    }
    const item = target.closest('.ant-dropdown-menu-item');
    if (!item) return;
    const opener = menuOpener(item, doc);
    if (!opener) return;
    // Enter has done its work on the item (the menu handles it on keydown); with the focus now on the
    // opener, the key's default action would press the opener too and open its menu again.
    if (key === 'Enter') event.preventDefault();
    opener.focus({ preventScroll: true });
  };
  doc.addEventListener('click', onActivate, true);
  doc.addEventListener('keydown', onActivate, true);
  return () => {
    doc.removeEventListener('click', onActivate, true);
    doc.removeEventListener('keydown', onActivate, true);
  };
}
