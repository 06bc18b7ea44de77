import { readOwnToken, useAuthStore } from './auth-store';
import { forgetPreview, readPreview } from './role-preview';

/**
 * Leaves this tab's role preview (./role-preview): the preview is forgotten and the admin's own token is
 * the tab's again. The page is then loaded afresh (the spec's role change: info reloaded, routes
 * regenerated) at the admin's page, or at /login when the admin's session is gone too.
 */
export function leavePreview(): void {
  const returnPath = readPreview()?.returnPath ?? '/';
  forgetPreview();
  const own = readOwnToken();
  useAuthStore.setState({ token: own, user: null, roles: [], roletype: null });
  window.location.assign(own ? returnPath : '/login');
}
