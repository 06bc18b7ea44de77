import { timeAgo } from '@edu/shared/time';
import dayjs from 'dayjs';
import { useAppStore } from '../../../app/app-store';
import { htmlLangOf } from '../../../app/i18n';

/** '2024-05-01 08:30' in the browser's time zone; '—' for none. */
export function formatDateTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '—';
  const d = dayjs(iso);
  return d.isValid() ? d.format(withSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm') : '—';
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD') : '—';
}

/** "5 minutes ago" in the console's language. */
export function useTimeAgo(): (iso: string | null | undefined) => string | null {
  const language = useAppStore((s) => s.language);
  const locale = htmlLangOf(language);
  return (iso) => (iso ? timeAgo(iso, Date.now(), locale) : null);
}

/** Columns pinned to the table's sides on wide screens only (on a phone they would cover the table). */
export function pinned(wide: boolean, side: 'left' | 'right'): 'left' | 'right' | undefined {
  return wide ? side : undefined;
}
