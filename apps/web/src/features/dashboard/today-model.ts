import type { StudentTodoRow } from '@edu/shared';
import dayjs from 'dayjs';

// The dashboard's to-do (issue 10 item 7): the pure part (addresses, due states, time labels, ordering).

// The pages a to-do opens. Written here rather than imported: features do not import each other.
export const todayPaths = {
  /** the teacher prepares a lesson for a class */
  prepare: (classId: number, lessonId: number) => `/TeaCourse/prepara?lessonId=${lessonId}&classId=${classId}`,
  /** releasing (locking, scheduling) a class's lessons */
  lockUp: (classId: number) => `/lockUp/index?classId=${classId}`,
  /** a class's progress grid and homework */
  classDetail: (classId: number) => `/myClass/myClassDetail?classId=${classId}`,
  /** a student's lesson */
  lesson: (lessonId: number) => `/stuLesson/stuLessonDetail?lessonId=${lessonId}`,
} as const;

/** The browser's IANA time zone, as the server's `tz` parameter takes it (UTC when unknown or unusual). */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && /^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/.test(zone) && zone.length <= 64 ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** overdue: the due time is gone; today: later today; soon: within 48 hours; later: further. */
export type DueState = 'overdue' | 'today' | 'soon' | 'later';

export function dueStateOf(dueAt: string, now: number = Date.now()): DueState {
  const due = dayjs(dueAt);
  if (due.valueOf() <= now) return 'overdue';
  if (due.isSame(dayjs(now), 'day')) return 'today';
  if (due.valueOf() - now <= 48 * 3_600_000) return 'soon';
  return 'later';
}

/**
 * A moment relative to now in the console's language, past or future ('in 5 hours', '2 days ago', '3 分钟后'):
 * minutes under an hour, hours under a day, then calendar days.
 */
export function relativeTime(iso: string, now: number = Date.now(), locale = 'en'): string {
  const seconds = (dayjs(iso).valueOf() - now) / 1000;
  const abs = Math.abs(seconds);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  // Days by the calendar: 30 hours from tonight is the day after tomorrow, not "tomorrow".
  return format.format(dayjs(iso).startOf('day').diff(dayjs(now).startOf('day'), 'day'), 'day');
}

/** The exact local date and time ('2026-03-09 18:00'). */
export function absoluteTime(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm');
}

/** The local time of day ('09:30'). */
export function timeOfDay(iso: string): string {
  return dayjs(iso).format('HH:mm');
}

/** The student's homework: overdue first (longest overdue first), then by due time, then by lesson. */
export function orderTodo<T extends Pick<StudentTodoRow, 'dueAt' | 'lessonId'>>(rows: readonly T[], now = Date.now()) {
  const key = (r: T) => dayjs(r.dueAt).valueOf();
  return [...rows].sort((a, b) => {
    const overA = key(a) <= now ? 0 : 1;
    const overB = key(b) <= now ? 0 : 1;
    return overA - overB || key(a) - key(b) || a.lessonId - b.lessonId;
  });
}

/** How many rows a part holds beyond those shown ("+3 more"), 0 when all are shown. */
export function moreOf(part: { list: readonly unknown[]; total: number }): number {
  return Math.max(0, part.total - part.list.length);
}

/** Nothing in any part of the day. */
export function nothingToDo(parts: readonly { total: number }[]): boolean {
  return parts.every((p) => p.total === 0);
}
