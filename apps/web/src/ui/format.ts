import { formatNumber } from '@edu/shared/format';
import { parseTime, timeAgo } from '@edu/shared/time';
import { useAppStore } from '../app/app-store';
import { htmlLangOf } from '../app/i18n';

// The console's formatters, on @edu/shared's time helpers (parseTime, timeAgo) where they exist.

/** '2024-05-01 08:30' (with seconds: '2024-05-01 08:30:05') in the browser's time zone; '—' for none. */
export function formatDateTime(iso: string | null | undefined, withSeconds = false): string {
  return parseTime(iso, withSeconds ? '{y}-{m}-{d} {h}:{i}:{s}' : '{y}-{m}-{d} {h}:{i}') ?? '—';
}

/** "5 minutes ago" in the console's language. */
export function useTimeAgo(): (iso: string | null | undefined) => string | null {
  const language = useAppStore((s) => s.language);
  const locale = htmlLangOf(language);
  return (iso) => (iso ? timeAgo(iso, Date.now(), locale) : null);
}

/** A byte count as '532 B', '12.4 KB', '3.1 MB', '1.2 GB'. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** A count shortened with its suffix (spec section 9: k, M, G, T, P, E): 1234 → '1.2k'; under 1000 as it is. */
export function formatCompact(n: number): string {
  return formatNumber(n, 1);
}

/** A time spent as m:ss, or h:mm:ss from an hour (lesson timers, time spent on work). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
