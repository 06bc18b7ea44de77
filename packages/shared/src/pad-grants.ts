/**
 * Grant periods of AI-pad content packages (issue 13 item 7): a grant covers [startsAt, endsAt): it takes
 * effect at its start and expires by itself at its end, with no job to run: whether a grant counts is
 * computed from the clock wherever it is read (the server's queries say the same in SQL:
 * apps/server/src/modules/pads/README.md). A revoked grant never counts again.
 */

/** At most this long a single grant (about ten years). */
export const GRANT_MAX_DAYS = 3660;
/** A package's default grant length: 1 day to GRANT_MAX_DAYS. */
export const PACKAGE_DAYS_DEFAULT = 365;

const DAY_MS = 86_400_000;

export type GrantStatus = 'scheduled' | 'active' | 'expired' | 'revoked';
export const GRANT_STATUSES = ['scheduled', 'active', 'expired', 'revoked'] as const satisfies readonly GrantStatus[];

export interface GrantPeriod {
  startsAt: Date;
  endsAt: Date;
  revokedAt?: Date | null;
}

/** Where a grant stands at `now`: revoked, not yet started, in effect ([start, end)), or over. */
export function grantStatus(grant: GrantPeriod, now: Date): GrantStatus {
  if (grant.revokedAt) return 'revoked';
  if (now.getTime() < grant.startsAt.getTime()) return 'scheduled';
  if (now.getTime() < grant.endsAt.getTime()) return 'active';
  return 'expired';
}

/** Whether the grant gives its package at `now`. */
export function grantEffective(grant: GrantPeriod, now: Date): boolean {
  return grantStatus(grant, now) === 'active';
}

/**
 * What is wrong with a period, or null: its end is not after its start, or it is longer than
 * GRANT_MAX_DAYS.
 */
export type PeriodProblem = 'end-not-after-start' | 'too-long';
/** What is wrong with extending a grant: revoked, or the new end not later than the current one. */
export type ExtensionProblem = PeriodProblem | 'revoked' | 'not-later';

export function periodProblem(startsAt: Date, endsAt: Date): PeriodProblem | null {
  if (endsAt.getTime() <= startsAt.getTime()) return 'end-not-after-start';
  if (endsAt.getTime() - startsAt.getTime() > GRANT_MAX_DAYS * DAY_MS) return 'too-long';
  return null;
}

/** A renewal moves the end later, never earlier, and never revives a revoked grant. */
export function extensionProblem(grant: GrantPeriod, newEnd: Date): ExtensionProblem | null {
  if (grant.revokedAt) return 'revoked';
  if (newEnd.getTime() <= grant.endsAt.getTime()) return 'not-later';
  return periodProblem(grant.startsAt, newEnd);
}

/** Whether two periods overlap ([a, b) and [c, d) share an instant). */
export function periodsOverlap(a: GrantPeriod, b: GrantPeriod): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** The default end of a grant starting at `from`: `days` later. */
export function defaultGrantEnd(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** Whole days left until the end (0 once over; a part of a day counts as a day). */
export function daysLeft(grant: GrantPeriod, now: Date): number {
  const ms = grant.endsAt.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}
