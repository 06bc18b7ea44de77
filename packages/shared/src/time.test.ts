import { describe, expect, it } from 'vitest';
import {
  DURATION_LABELS_SHORT,
  durationParts,
  formatClock,
  formatDuration,
  formatTime,
  parseTime,
  timeAgo,
  timeAgoParts,
  toDate,
} from './time';

// Expectations are built from local-time dates so the tests pass in any time zone.
const local = new Date(2024, 0, 2, 3, 4, 5); // 2024-01-02 03:04:05 local, a Tuesday
const localMs = local.getTime();
const localSeconds = Math.floor(localMs / 1000);

describe('toDate', () => {
  it('reads Date, ms, 10-digit seconds and numeric strings', () => {
    expect(toDate(local)?.getTime()).toBe(localMs);
    expect(toDate(localMs)?.getTime()).toBe(localMs);
    expect(String(localSeconds)).toHaveLength(10);
    expect(toDate(localSeconds)?.getTime()).toBe(localSeconds * 1000);
    expect(toDate(String(localSeconds))?.getTime()).toBe(localSeconds * 1000);
    expect(toDate(String(localMs))?.getTime()).toBe(localMs);
    expect(toDate(` ${localMs} `)?.getTime()).toBe(localMs);
  });

  it('reads "YYYY-MM-DD hh:mm:ss" as local time, also with / and T', () => {
    expect(toDate('2024-01-02 03:04:05')?.getTime()).toBe(localMs);
    expect(toDate('2024/01/02 03:04:05')?.getTime()).toBe(localMs);
    expect(toDate('2024-1-2T03:04:05')?.getTime()).toBe(localMs);
    expect(toDate('2024-01-02')?.getTime()).toBe(new Date(2024, 0, 2).getTime());
    expect(toDate('2024-01-02 03:04')?.getTime()).toBe(new Date(2024, 0, 2, 3, 4).getTime());
  });

  it('reads ISO strings with a zone', () => {
    expect(toDate('2024-01-02T03:04:05Z')?.getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(toDate('2024-01-02T03:04:05.123+08:00')?.getTime()).toBe(Date.UTC(2024, 0, 1, 19, 4, 5, 123));
  });

  it('gives null for what it cannot read', () => {
    expect(toDate('')).toBeNull();
    expect(toDate('yesterday-ish')).toBeNull();
    expect(toDate('2024-02-31')).toBeNull();
    expect(toDate(Number.NaN)).toBeNull();
    expect(toDate(new Date('nope'))).toBeNull();
  });

  it('does not treat 9- or 11-digit numbers as seconds', () => {
    expect(toDate(123456789)?.getTime()).toBe(123456789);
    expect(toDate(12345678901)?.getTime()).toBe(12345678901);
  });

  it('returns a copy of a Date', () => {
    const d = toDate(local)!;
    d.setFullYear(2000);
    expect(local.getFullYear()).toBe(2024);
  });
});

describe('parseTime', () => {
  it('uses the default pattern {y}-{m}-{d} {h}:{i}:{s}', () => {
    expect(parseTime(local)).toBe('2024-01-02 03:04:05');
    expect(parseTime(localMs)).toBe('2024-01-02 03:04:05');
    expect(parseTime(localSeconds)).toBe('2024-01-02 03:04:05');
    expect(parseTime(String(localSeconds))).toBe('2024-01-02 03:04:05');
    expect(parseTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
  });

  it('honours a custom pattern and the weekday', () => {
    expect(parseTime(local, '{y}/{m}/{d}')).toBe('2024/01/02');
    expect(parseTime(local, '{h}:{i}')).toBe('03:04');
    expect(parseTime(local, '星期{a}')).toBe('星期二');
    expect(parseTime(new Date(2024, 0, 7), '{a}')).toBe('日');
    expect(parseTime(local, 'no placeholders')).toBe('no placeholders');
  });

  it('gives null for empty or unreadable input', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('garbage')).toBeNull();
  });
});

describe('formatTime (reading B, Chinese wording)', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
  const ago = (s: number) => now - s * 1000;

  it('under 30 s: 刚刚', () => {
    expect(formatTime(ago(0), { now })).toBe('刚刚');
    expect(formatTime(ago(29), { now })).toBe('刚刚');
    expect(formatTime(ago(-10), { now })).toBe('刚刚');
  });

  it('under an hour: N分钟前 (at least 1)', () => {
    expect(formatTime(ago(30), { now })).toBe('1分钟前');
    expect(formatTime(ago(90), { now })).toBe('1分钟前');
    expect(formatTime(ago(5 * 60), { now })).toBe('5分钟前');
    expect(formatTime(ago(3599), { now })).toBe('59分钟前');
  });

  it('under a day: N小时前', () => {
    expect(formatTime(ago(3600), { now })).toBe('1小时前');
    expect(formatTime(ago(2 * 3600 + 59 * 60), { now })).toBe('2小时前');
    expect(formatTime(ago(86399), { now })).toBe('23小时前');
  });

  it('under 48 h: 1天前', () => {
    expect(formatTime(ago(86400), { now })).toBe('1天前');
    expect(formatTime(ago(172799), { now })).toBe('1天前');
  });

  it('otherwise a date M月D日H时i分, or the given pattern', () => {
    const old = new Date(2024, 5, 10, 8, 5, 0);
    expect(formatTime(old, { now })).toBe('6月10日8时5分');
    expect(formatTime(old.getTime(), { now, pattern: '{y}-{m}-{d}' })).toBe('2024-06-10');
    expect(formatTime(ago(172800), { now })).toBe('6月13日12时0分');
  });

  it('a time well in the future is shown as a date', () => {
    expect(formatTime(now + 3600_000, { now })).toBe('6月15日13时0分');
  });

  it('accepts seconds, strings and Dates for both the time and now', () => {
    expect(formatTime(Math.floor(ago(120) / 1000), { now })).toBe('2分钟前');
    expect(formatTime('2024-06-15 11:00:00', { now: new Date(now) })).toBe('1小时前');
  });

  it('takes other labels', () => {
    const labels = {
      justNow: 'just now',
      minutesAgo: (n: number) => `${n} min ago`,
      hoursAgo: (n: number) => `${n} h ago`,
      oneDayAgo: '1 day ago',
    };
    expect(formatTime(ago(5), { now, labels })).toBe('just now');
    expect(formatTime(ago(300), { now, labels })).toBe('5 min ago');
    expect(formatTime(ago(7200), { now, labels })).toBe('2 h ago');
    expect(formatTime(ago(90000), { now, labels })).toBe('1 day ago');
  });

  it('null for unreadable input', () => {
    expect(formatTime('nope', { now })).toBeNull();
  });
});

describe('timeAgo (reading A)', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
  const ago = (s: number) => now - s * 1000;

  it('minutes under an hour, hours under a day, then days', () => {
    expect(timeAgoParts(ago(0), now)).toEqual({ value: 0, unit: 'minute' });
    expect(timeAgoParts(ago(59 * 60 + 59), now)).toEqual({ value: 59, unit: 'minute' });
    expect(timeAgoParts(ago(3600), now)).toEqual({ value: 1, unit: 'hour' });
    expect(timeAgoParts(ago(86399), now)).toEqual({ value: 23, unit: 'hour' });
    expect(timeAgoParts(ago(86400), now)).toEqual({ value: 1, unit: 'day' });
    expect(timeAgoParts(ago(86400 * 40), now)).toEqual({ value: 40, unit: 'day' });
  });

  it('the future counts as 0 minutes', () => {
    expect(timeAgoParts(now + 10_000, now)).toEqual({ value: 0, unit: 'minute' });
  });

  it('reads 10-digit seconds', () => {
    expect(timeAgoParts(Math.floor(ago(7200) / 1000), now)).toEqual({ value: 2, unit: 'hour' });
  });

  it('writes the text in a locale', () => {
    expect(timeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3600), now, 'en')).toBe('1 hour ago');
    expect(timeAgo(ago(3 * 86400), now, 'en')).toBe('3 days ago');
    expect(timeAgo(ago(5 * 60), now, 'zh')).toBe('5分钟前');
    expect(timeAgo(ago(2 * 3600), now, 'es')).toBe('hace 2 horas');
    expect(timeAgo('nope', now)).toBeNull();
  });
});

describe('durations', () => {
  it('splits into days, hours, minutes, seconds', () => {
    expect(durationParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(93784)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(durationParts(59.9)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('formats without the zero parts', () => {
    expect(formatDuration(93784)).toBe('1天2小时3分钟4秒');
    expect(formatDuration(3600)).toBe('1小时');
    expect(formatDuration(86400 + 5)).toBe('1天5秒');
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(93784, DURATION_LABELS_SHORT)).toBe('1d 2h 3m 4s');
    expect(formatDuration(61, { minute: ' min', second: ' s', separator: ', ' })).toBe('1 min, 1 s');
  });

  it('formats as a clock', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(3725)).toBe('01:02:05');
    expect(formatClock(93784)).toBe('1d 02:03:04');
  });
});
