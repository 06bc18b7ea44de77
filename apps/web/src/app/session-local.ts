import { useAuthStore } from './auth-store';
import { forgetPreview } from './role-preview';

/**
 * Ending the session on this device, shared by the request client (codes 601/401) and logout().
 * Kept apart from ./session so the request client does not import the login code.
 */
type SessionEndListener = () => void;

const listeners = new Set<SessionEndListener>();

/** Run `listener` whenever the session ends (e.g. to drop cached server data); returns an unsubscribe. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Logout on this device (spec section 4): id, roles, user, roletype, token, the ID/user/sidebar-status/
 * ToDoWork cookies, the permitted routes (they derive from the roles) and all tabs.
 */
export async function clearLocalSession(): Promise<void> {
  forgetPreview();
  useAuthStore.getState().clear();
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // one listener failing must not keep the session alive
    }
  }
  // The tags store is the shell's; load it only now so it stays out of the login page's first load.
  const { clearAllTags } = await import('../shell/tags/store');
  clearAllTags();
}
