import { create } from 'zustand';
import { call, routes } from '../../app/api';
import { currentPath } from '../../app/navigation';
import { isPreviewing, storePreview } from '../../app/role-preview';
import { leavePreview } from '../../app/role-preview-exit';

/**
 * Starting and ending a role preview (spec section 4's role change: a token derived from the role, info
 * reloaded, routes regenerated). The preview's token is kept for this tab (app/role-preview) and the page is
 * loaded afresh at '/', so the info, the menu and the permitted routes are the previewed user's; ending it
 * loads the admin's page again with the admin's own token.
 */
export async function startPreview(input: { roleType: number; userId?: number }): Promise<void> {
  const result = await call(routes.session.startRolePreview, input);
  storePreview(result, currentPath());
  window.location.assign('/');
}

/** Ends the preview on the server (best effort: it ends with its time anyway) and goes back to the admin. */
export async function endPreview(): Promise<void> {
  if (isPreviewing()) {
    try {
      await call(routes.session.endRolePreview, {}, { silent: true, handleSessionCodes: false, timeout: 5_000 });
    } catch {
      // an ended preview is gone already
    }
  }
  leavePreview();
}

interface PreviewDialogState {
  open: boolean;
  show(): void;
  hide(): void;
}

/** Open state of the "Preview as role" dialog (opened from the avatar menu). */
export const usePreviewDialog = create<PreviewDialogState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
