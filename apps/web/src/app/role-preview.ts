import { create } from 'zustand';
import type { StartRolePreviewResult } from '@edu/shared';

/**
 * Role preview on this tab (spec section 4's role change; issue 14 item 5). The admin's own token stays
 * where the login put it (local storage); the preview's token lives in this tab's session storage only, so
 * other tabs stay the admin and a reload of this one stays in the preview. The request client reads the
 * token through readStoredToken (./auth-store), which asks here first.
 */
export interface PreviewState {
  token: string;
  username: string;
  roleType: number;
  /** ISO time the server ends the preview */
  expiresAt: string;
  /** the admin's page to go back to */
  returnPath: string;
}

export const PREVIEW_STORAGE_KEY = 'edu.rolePreview';

function isPreviewState(value: unknown): value is PreviewState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<PreviewState>;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.username === 'string' &&
    typeof v.roleType === 'number' &&
    typeof v.expiresAt === 'string' &&
    typeof v.returnPath === 'string'
  );
}

/** The preview of this tab, or null. */
export function readPreview(): PreviewState | null {
  try {
    const raw = sessionStorage.getItem(PREVIEW_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPreviewState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

interface PreviewStore {
  preview: PreviewState | null;
}

/** The preview as the banner shows it. */
export const usePreviewStore = create<PreviewStore>(() => ({ preview: readPreview() }));

/** Keeps the preview of a startRolePreview answer for this tab. */
export function storePreview(result: StartRolePreviewResult, returnPath: string): PreviewState {
  const preview: PreviewState = {
    token: result.user.token,
    username: result.user.username,
    roleType: result.user.roletype,
    expiresAt: result.preview.expiresAt,
    returnPath,
  };
  sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(preview));
  usePreviewStore.setState({ preview });
  return preview;
}

/** Forgets the preview of this tab (the admin's token is untouched). */
export function forgetPreview(): void {
  try {
    sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  usePreviewStore.setState({ preview: null });
}

export function isPreviewing(): boolean {
  return usePreviewStore.getState().preview !== null;
}

/**
 * How a link opens a standalone page (route-table's standaloneRoutes): a tab of its own, or, in a role
 * preview, this tab. The preview lives in this tab's session storage only, which a new tab opened without
 * its opener does not get (it would be the admin's); in this tab the page shows the preview's banner too.
 */
export function useStandaloneLink(): { target?: '_blank'; rel?: string } {
  const previewing = usePreviewStore((s) => s.preview !== null);
  return previewing ? {} : { target: '_blank', rel: 'noopener' };
}
