import { create } from 'zustand';
import type { MyMenu } from '@edu/shared/contracts/menus';
import { call, routes } from './api';
import { useAuthStore } from './auth-store';

/**
 * The caller's menu settings (getMyMenu; issue 13 item 4, apps/server/src/modules/menus/README.md): the
 * order, the names and the hidden entries the platform and the caller's brand set over the route table.
 * The sidebar and the header search arrange the permitted routes with it (shell/menu.ts) and the guard
 * refuses its closed paths (./guard.ts). It never adds a route: the route table decides what a role opens.
 */
interface MenuState {
  /** null: not loaded (or failed): the route table as it is */
  menu: MyMenu | null;
  /** the paths the caller may not open (hidden entries and their detail pages) */
  closed: ReadonlySet<string>;
  /** the token the menu was loaded for */
  token: string;
  setMenu(menu: MyMenu | null, token: string): void;
}

const NONE: ReadonlySet<string> = new Set();

export const useMenuStore = create<MenuState>((set) => ({
  menu: null,
  closed: NONE,
  token: '',
  setMenu(menu, token) {
    set({ menu, token, closed: menu ? new Set(menu.closed) : NONE });
  },
}));

let pending: { token: string; promise: Promise<void> } | undefined;

/** Loads the caller's menu (once per session token); a failure leaves the route table as it is. */
export function loadMyMenu(force = false): Promise<void> {
  const { token } = useAuthStore.getState();
  const state = useMenuStore.getState();
  if (!token) {
    if (state.token) state.setMenu(null, '');
    return Promise.resolve();
  }
  if (!force && state.token === token && state.menu) return Promise.resolve();
  if (!force && pending?.token === token) return pending.promise;
  // Another session's menu is not this one's.
  if (state.token !== token && state.menu) state.setMenu(null, '');
  const promise: Promise<void> = call(routes.menu.getMyMenu, {}, { silent: true, handleSessionCodes: false })
    .then(
      (menu) => {
        if (useAuthStore.getState().token === token) useMenuStore.getState().setMenu(menu, token);
      },
      () => {
        // The next navigation asks again; meanwhile the server still refuses what the menu hides.
      },
    )
    .finally(() => {
      if (pending?.promise === promise) pending = undefined;
    });
  pending = { token, promise };
  return promise;
}
