/** Date and time helpers (spec section 9). All output is in the local time zone. */

export type TimeInput = Date | number | string;

export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

const LOCAL_DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * Turns an input into a Date, or null when it cannot be read.
 * - Date: as is (a copy); an invalid Date gives null.
 * - number: milliseconds, except a 10-digit integer which is seconds.
 * - numeric string: the same rules as a number ('1700000000' is seconds).
 * - 'YYYY-MM-DD[ HH:mm[:ss]]' (also with '/' or 'T'): local time, as the original console read it.
 * - any other string: Date.parse (ISO 8601 with a zone, RFC 2822).
 */
export function toDate(time: TimeInput): Date | null {
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? null : new Date(time.getTime());
  if (typeof time === 'number') {
    if (!Number.isFinite(time)) return null;
    const ms = Number.isInteger(time) && String(Math.abs(time)).length === 10 ? time * 1000 : time;
    return new Date(ms);
  }
  if (typeof time !== 'string') return null;
  const text = time.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text)) return toDate(Number.parseInt(text, 10));
  if (/^-?\d+\.\d+$/.test(text)) return toDate(Number.parseFloat(text));
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = local;
    const date = new Date(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
      Number(ms.padEnd(3, '0')),
    );
    // Reject overflowing values such as 2024-02-31 instead of rolling them over.
    return date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d) ? date : null;
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

const WEEKDAYS_ZH = ['日', '一', '二', '三', '四', '五', '六'];

/**
 * Formats a time with a pattern; placeholders {y} {m} {d} {h} {i} {s} (zero-padded to two digits except
 * the year) and {a} (weekday in Chinese, 日 一 … 六). Default pattern '{y}-{m}-{d} {h}:{i}:{s}'.
 * Returns null for an empty or unreadable input.
 */
export function parseTime(time: TimeInput | null | undefined, pattern: string = DEFAULT_TIME_PATTERN): string | null {
  if (time === null || time === undefined || time === '') return null;
  const date = toDate(time);
  if (!date) return null;
  const values: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/\{([ymdhisa])+\}/g, (_, key: string) => {
    const value = values[key] ?? 0;
    if (key === 'a') return WEEKDAYS_ZH[value] ?? '';
    if (key === 'y') return String(value);
    return String(value).padStart(2, '0');
  });
}

function toMs(now: TimeInput | undefined): number {
  if (now === undefined) return Date.now();
  return toDate(now)?.getTime() ?? Date.now();
}

/** Words of the relative-time reading B; the defaults are the console's Chinese wording. */
export interface RelativeTimeLabels {
  justNow: string;
  minutesAgo: (n: number) => string;
  hoursAgo: (n: number) => string;
  oneDayAgo: string;
  /** the date shown after 48 hours when no pattern is given */
  date: (d: Date) => string;
}

export const RELATIVE_TIME_LABELS_ZH: RelativeTimeLabels = {
  justNow: '刚刚',
  minutesAgo: (n) => `${n}分钟前`,
  hoursAgo: (n) => `${n}小时前`,
  oneDayAgo: '1天前',
  date: (d) => `${d.getMonth() + 1}月${d.getDate()}日${d.getHours()}时${d.getMinutes()}分`,
};

export interface FormatTimeOptions {
  /** the reference time; default Date.now() */
  now?: TimeInput;
  /** pattern for times 48 hours or more ago (see parseTime); default the labels' date, 'M月D日H时i分' */
  pattern?: string;
  labels?: Partial<RelativeTimeLabels>;
}

/**
 * Relative time, reading B (Chinese wording): under 30 s '刚刚', under 1 h 'N分钟前', under 24 h 'N小时前',
 * under 48 h '1天前', otherwise a date ('M月D日H时i分', or `pattern`). N is the whole number of elapsed
 * units, at least 1. A time in the future by more than 30 s is shown as a date. Null for an unreadable time.
 */
export function formatTime(time: TimeInput, options: FormatTimeOptions = {}): string | null {
  const date = toDate(time);
  if (!date) return null;
  const labels = { ...RELATIVE_TIME_LABELS_ZH, ...options.labels };
  const diff = (toMs(options.now) - date.getTime()) / 1000;
  if (diff >= -30) {
    if (diff < 30) return labels.justNow;
    if (diff < 3600) return labels.minutesAgo(Math.max(1, Math.floor(diff / 60)));
    if (diff < 86400) return labels.hoursAgo(Math.max(1, Math.floor(diff / 3600)));
    if (diff < 172800) return labels.oneDayAgo;
  }
  return options.pattern ? parseTime(date, options.pattern) : labels.date(date);
}

export type RelativeUnit = 'minute' | 'hour' | 'day';

/**
 * Relative time, reading A: whole minutes under an hour, whole hours under a day, then whole days.
 * `value` is never negative (a time in the future counts as 0 minutes).
 */
export function timeAgoParts(time: TimeInput, now?: TimeInput): { value: number; unit: RelativeUnit } | null {
  const date = toDate(time);
  if (!date) return null;
  const between = Math.max(0, (toMs(now) - date.getTime()) / 1000);
  if (between < 3600) return { value: Math.floor(between / 60), unit: 'minute' };
  if (between < 86400) return { value: Math.floor(between / 3600), unit: 'hour' };
  return { value: Math.floor(between / 86400), unit: 'day' };
}

/**
 * Reading A as text in a locale ('en' → '5 minutes ago', 'zh' → '5分钟前', 'es' → 'hace 5 minutos'),
 * through Intl.RelativeTimeFormat. Null for an unreadable time.
 */
export function timeAgo(time: TimeInput, now?: TimeInput, locale = 'en'): string | null {
  const parts = timeAgoParts(time, now);
  if (!parts) return null;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-parts.value, parts.unit);
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a duration in seconds (fractions dropped, negatives count as 0) into days, hours, minutes, seconds. */
export function durationParts(totalSeconds: number): DurationParts {
  const total = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export interface DurationLabels {
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** put between the parts; '' by default */
  separator: string;
}

export const DURATION_LABELS_ZH: DurationLabels = {
  day: '天',
  hour: '小时',
  minute: '分钟',
  second: '秒',
  separator: '',
};
export const DURATION_LABELS_SHORT: DurationLabels = { day: 'd', hour: 'h', minute: 'm', second: 's', separator: ' ' };

/**
 * A duration in seconds as days, hours, minutes and seconds, leaving out the zero parts:
 * 93784 → '1天2小时3分钟4秒', 3600 → '1小时', 0 → '0秒'. Labels replaceable (DURATION_LABELS_SHORT → '1d 2h 3m 4s').
 */
export function formatDuration(totalSeconds: number, labels: Partial<DurationLabels> = {}): string {
  const l = { ...DURATION_LABELS_ZH, ...labels };
  const p = durationParts(totalSeconds);
  const out: string[] = [];
  if (p.days) out.push(`${p.days}${l.day}`);
  if (p.hours) out.push(`${p.hours}${l.hour}`);
  if (p.minutes) out.push(`${p.minutes}${l.minute}`);
  if (p.seconds || out.length === 0) out.push(`${p.seconds}${l.second}`);
  return out.join(l.separator);
}

/** A duration in seconds as a clock: 3725 → '01:02:05'; a day or more → '1d 02:03:04'. */
export function formatClock(totalSeconds: number): string {
  const p = durationParts(totalSeconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(p.hours)}:${two(p.minutes)}:${two(p.seconds)}`;
  return p.days ? `${p.days}d ${clock}` : clock;
}
