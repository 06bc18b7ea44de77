/**
 * ISO 8601 weeks ('2025-W07': weeks start on Monday, week 1 holds the year's first Thursday), in UTC: the
 * analytics' trends are by week (apps/server/src/modules/analytics/README.md).
 */

const DAY_MS = 86_400_000;
export const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The Monday (00:00 UTC) of week 1 of an ISO year. */
function firstMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0
  return jan4 - weekday * DAY_MS;
}

/** How many weeks an ISO year has (52 or 53). */
export function isoWeeksIn(year: number): number {
  return Math.round((firstMonday(year + 1) - firstMonday(year)) / (7 * DAY_MS));
}

/** Whether a text is an ISO week that exists ('2026-W53' does not). */
export function isIsoWeek(value: string): boolean {
  const m = ISO_WEEK_PATTERN.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const week = Number(m[2]);
  return year >= 1970 && week >= 1 && week <= isoWeeksIn(year);
}

/** The week a moment falls in. */
export function isoWeekOf(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const thursday = day + (3 - ((new Date(day).getUTCDay() + 6) % 7)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = 1 + Math.floor((thursday - firstMonday(year)) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of a week as a calendar day ('2025-02-10'); the week must be valid (isIsoWeek). */
export function mondayOf(week: string): string {
  const m = ISO_WEEK_PATTERN.exec(week);
  if (!m) throw new Error(`not an ISO week: ${week}`);
  const monday = firstMonday(Number(m[1])) + (Number(m[2]) - 1) * 7 * DAY_MS;
  return new Date(monday).toISOString().slice(0, 10);
}

/** The week of a Monday given as a calendar day (the database's `date`). */
export function weekOfDay(day: string): string {
  return isoWeekOf(new Date(`${day}T12:00:00Z`));
}
