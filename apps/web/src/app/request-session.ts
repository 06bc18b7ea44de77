import { LOGOUT_CODES, RELOGIN_CODES } from '@edu/shared/codes';
import { useAuthStore } from './auth-store';
import { confirmDialog } from './feedback';
import { translate } from './i18n';
import { currentPath, loginPath, navigateTo } from './navigation';
import { isPreviewing } from './role-preview';
import { leavePreview } from './role-preview-exit';
import { clearLocalSession } from './session-local';

/**
 * The session part of the error catalogue (spec section 8), loaded by the request client when an answer
 * carries an error code (it stays out of the login page's first load).
 */

let reloginDialogOpen = false;

/** Codes 50008/50012/50014: ask to log in again; one dialog at a time. */
export async function askRelogin(): Promise<void> {
  if (reloginDialogOpen) return;
  reloginDialogOpen = true;
  try {
    const relogin = await confirmDialog({
      title: translate('common:relogin.title'),
      content: translate('common:relogin.message'),
      okText: translate('common:relogin.confirm'),
      cancelText: translate('common:cancel'),
    });
    if (relogin) {
      useAuthStore.getState().resetToken();
      window.location.reload();
    }
  } finally {
    reloginDialogOpen = false;
  }
}

/** Codes 601/401: log out here and go to the login page, back to this page afterwards. */
export async function logoutAndGoToLogin(): Promise<void> {
  const here = currentPath();
  await clearLocalSession();
  if (window.location.pathname !== '/login') navigateTo(loginPath(here), { replace: true });
}

/**
 * Acts on a session code; other codes are left alone (40301, a change refused in a role preview, is only
 * its message). In a role preview every session code means the preview has ended: back to the admin.
 */
export async function handleSessionCode(code: number): Promise<void> {
  if (isPreviewing() && (LOGOUT_CODES.includes(code) || RELOGIN_CODES.includes(code))) leavePreview();
  else if (LOGOUT_CODES.includes(code)) await logoutAndGoToLogin();
  else if (RELOGIN_CODES.includes(code)) await askRelogin();
}
