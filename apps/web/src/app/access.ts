import { LOGOUT_CODES, RELOGIN_CODES } from '@edu/shared/codes';
import { readUserCookie, useAuthStore } from './auth-store';
import { toastError } from './feedback';
import { decideNow, isPublicPath } from './guard';
import { translate } from './i18n';
import { loadMyMenu } from './menu-store';
import { currentPath, loginPath, navigateTo } from './navigation';
import { isPreviewing } from './role-preview';
import { leavePreview } from './role-preview-exit';
import { RequestError } from './api';
import { fetchUserInfo } from './session';

/**
 * The guard at run time, when the user must be loaded first (a lazy chunk: the router imports it only
 * with a token and no user yet, so the login page's first load does not carry it). Spec section 4, "Session".
 * With a token but no user yet (first navigation after a reload):
 * - a user cookie rebuilds the user at once (so the first paint is not held up), then getInfo refreshes it
 *   in the background;
 * - without a cookie, getInfo is awaited.
 * Failure loading the user: the token is reset, the error text (or 'Has Error') is shown and the user goes
 * to /login with a redirect back.
 */

function errorText(error: unknown): string {
  return error instanceof RequestError && error.msg ? error.msg : translate('common:hasError');
}

function failLoadingUser(error: unknown, pathWithSearch: string): string {
  // A role preview that cannot load its user has ended: back to the admin (a fresh page load).
  if (isPreviewing()) {
    leavePreview();
    return '/';
  }
  useAuthStore.getState().resetToken();
  void toastError(errorText(error));
  return loginPath(pathWithSearch);
}

/** Background getInfo after a rebuild from the cookie. */
async function refreshUserInfo(): Promise<void> {
  try {
    await fetchUserInfo({ silent: true });
  } catch (error) {
    // A network failure keeps the cookie's user (the next call will tell); session codes were handled by
    // the request client (logout, or the "log in again" dialog).
    if (!(error instanceof RequestError) || error.kind !== 'server') return;
    if (LOGOUT_CODES.includes(error.code) || RELOGIN_CODES.includes(error.code)) return;
    if (!useAuthStore.getState().token) return;
    navigateTo(failLoadingUser(error, currentPath()), { replace: true });
  }
}

/**
 * Rebuilds the user from the user cookie when there is a token but no user. Returns whether a user is
 * known afterwards. Starts the background refresh when it rebuilt one.
 */
export function restoreUserFromCookie(): boolean {
  const auth = useAuthStore.getState();
  if (auth.user) return true;
  if (!auth.token) return false;
  const cookieUser = readUserCookie();
  if (!cookieUser) return false;
  auth.setUser(cookieUser);
  void refreshUserInfo();
  return true;
}

let pendingUser: Promise<void> | undefined;

function loadUserOnce(): Promise<void> {
  pendingUser ??= fetchUserInfo({ silent: true, handleSessionCodes: false }).then(
    () => {
      pendingUser = undefined;
    },
    (error: unknown) => {
      pendingUser = undefined;
      throw error;
    },
  );
  return pendingUser;
}

/** The guard for one navigation: where to go instead, or null to go ahead. */
export async function resolveNavigation(url: URL): Promise<string | null> {
  const auth = useAuthStore.getState();
  if (auth.token && !auth.user && !isPublicPath(url.pathname) && !restoreUserFromCookie()) {
    try {
      await loadUserOnce();
    } catch (error) {
      return failLoadingUser(error, `${url.pathname}${url.search}`);
    }
  }
  // The menu settings close pages too (once per session; a failure leaves the route table as it is).
  if (useAuthStore.getState().token && !isPublicPath(url.pathname)) await loadMyMenu();
  return decideNow(url);
}
