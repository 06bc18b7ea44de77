import dayjs, { type Dayjs } from 'dayjs';

/** Due within this many hours: "due soon". */
export const DUE_SOON_HOURS = 24;

/** past: the due time is gone; soon: within DUE_SOON_HOURS; later: further away. */
export type DueState = 'past' | 'soon' | 'later';

export function dueStateOf(dueAt: string, now: Date = new Date()): DueState {
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left <= 0) return 'past';
  return left <= DUE_SOON_HOURS * 3_600_000 ? 'soon' : 'later';
}

/** The due time a new homework starts with: the day after tomorrow at 20:00, the evening it is done. */
export function defaultDueTime(now: Dayjs = dayjs()): Dayjs {
  return now.add(2, 'day').hour(20).minute(0).second(0).millisecond(0);
}

/** Whether a due time can be chosen: in the future, and after the lesson opens when it is scheduled. */
export function dueTimeProblem(
  at: Dayjs | null,
  opensAt: string | null,
  now: Dayjs = dayjs(),
): 'required' | 'past' | 'beforeOpen' | null {
  if (!at) return 'required';
  if (!at.isAfter(now)) return 'past';
  if (opensAt && !at.isAfter(dayjs(opensAt))) return 'beforeOpen';
  return null;
}

/**
 * A due time relative to now in a locale, either way ('in 5 hours', '3 days ago'; 'dans 5 heures', '5小时后'):
 * minutes under an hour, hours under two days, days after.
 */
export function relativeDue(dueAt: string, locale: string, now: Date = new Date()): string {
  const seconds = (new Date(dueAt).getTime() - now.getTime()) / 1000;
  const abs = Math.abs(seconds);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const sign = seconds < 0 ? -1 : 1;
  if (abs < 3600) return format.format(sign * Math.max(1, Math.round(abs / 60)), 'minute');
  if (abs < 48 * 3600) return format.format(sign * Math.round(abs / 3600), 'hour');
  return format.format(sign * Math.round(abs / 86400), 'day');
}
