import { type KeyboardEvent, useCallback, useState } from 'react';

/**
 * A button that opens an antd Dropdown menu, for the keyboard (WAI-ARIA menu button): opened with Enter or
 * Space, its menu takes the focus at once (arrow keys, Enter, Escape back to the button); opened with the
 * mouse, the menu looks as before (no item highlighted). (Choosing an item gives the focus back to the
 * button: the shell does it for every dropdown menu, shell/menu-focus.)
 *
 * Spread `dropdownProps` on the Dropdown and `buttonProps` on its button.
 */
export function useMenuButton() {
  const [byKeyboard, setByKeyboard] = useState(false);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setByKeyboard(false);
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') setByKeyboard(true);
  }, []);
  const onPointerDown = useCallback(() => setByKeyboard(false), []);
  return {
    dropdownProps: { autoFocus: byKeyboard, onOpenChange },
    buttonProps: { onKeyDown, onPointerDown, 'aria-haspopup': 'menu' as const },
  };
}
