import type { ShareKind, ShareTargets } from '@edu/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../app/api';

/** How many of a target's links the dialog lists (newest first): far more than anyone makes for one report. */
export const SHARE_DIALOG_LINKS = 50;

/** The caller's links of one target, newest first (only while the dialog is open). */
export function useTargetLinks<K extends ShareKind>(kind: K, target: ShareTargets[K], enabled: boolean) {
  return useQuery({
    ...endpointQuery(routes.report.getShareLinks, { kind, ...target, page: 1, pageSize: SHARE_DIALOG_LINKS }),
    enabled,
    // Read again whenever the dialog opens: the openings counted since are what its maker looks for.
    staleTime: 0,
  });
}

export function useCreateShareLink<K extends ShareKind>(kind: K, target: ShareTargets[K]) {
  const invalidate = useInvalidate('report');
  return useMutation({
    mutationFn: (expiresInDays: number) => call(routes.report.createShareLink, { kind, ...target, expiresInDays }),
    onSuccess: invalidate,
  });
}

export function useRevokeShareLink() {
  const invalidate = useInvalidate('report');
  return useMutation({
    mutationFn: (id: number) => call(routes.report.revokeShareLink, { id }),
    onSuccess: invalidate,
  });
}

/** The whole address of a link's page on this site. */
export function absoluteAddress(address: string): string {
  return new URL(address, window.location.origin).toString();
}

/**
 * Copies text: the Clipboard API where the page may use it, else the selected text of `fallback` (an input
 * showing it) with the older copy command. Resolves whether it was copied.
 */
export async function copyText(text: string, fallback?: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (permissions): try the selection below
  }
  if (!fallback) return false;
  fallback.focus();
  fallback.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
