import { type RefObject, useEffect } from 'react';

/** The elements antd scrolls a table in (sideways, or both ways with a fixed header). */
const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * Makes a table's scrolling area reachable by keyboard (WCAG 2.1.1, axe: scrollable-region-focusable): when it
 * scrolls and holds nothing that takes the focus (a preview of plain cells), it becomes a focusable region
 * named `label`, so that arrow keys scroll it. Runs after every render: antd makes the element anew when the
 * table's layout changes.
 */
export function useKeyboardScroll(container: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    for (const el of container.current?.querySelectorAll<HTMLElement>(SCROLLERS) ?? []) {
      if (el.hasAttribute('tabindex')) continue;
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
    }
  });
}
