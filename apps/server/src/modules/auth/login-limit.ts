import { eq, inArray, lte, sql } from 'drizzle-orm';
import { ResultCode } from '@edu/shared';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Login throttling with fixed windows stored in `login_attempts`, so every server process shares them.
 *
 * Policy: only failed attempts count (wrong password at login, wrong old password when changing it),
 * under two keys at once:
 * - per account (`acct:<lowercased username>`): stops guessing one account's password; a successful
 *   login clears it;
 * - per IP (`ip:<address>`): stops one address from trying many accounts; success does not clear it.
 * Successful logins are not counted per IP because a whole school often shares one NAT address and
 * logs in at the start of a lesson. Once a key is at its limit, attempts are refused before the
 * password is checked, until its window ends.
 */
export interface LoginLimits {
  maxPerAccount: number;
  maxPerIp: number;
  windowMs: number;
}

export const ipKey = (ip: string) => `ip:${ip}`.slice(0, 128);
export const accountKey = (username: string) => `acct:${username.trim().toLowerCase()}`.slice(0, 128);

function tooMany(windowStart: number, windowMs: number, now: number): AppError {
  const seconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    ResultCode.tooManyRequests,
    `Too many login attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    null,
    { 'Retry-After': String(seconds) },
  );
}

/** Adds one to a key's current window (starting a new window when the old one has ended). */
async function bump(db: Db, key: string, windowMs: number, now: number): Promise<void> {
  const cutoff = now - windowMs;
  await db
    .insert(loginAttempts)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        count: sql`case when ${loginAttempts.windowStart} <= ${cutoff}::bigint then 1 else ${loginAttempts.count} + 1 end`,
        windowStart: sql`case when ${loginAttempts.windowStart} <= ${cutoff}::bigint then ${now}::bigint else ${loginAttempts.windowStart} end`,
      },
    });
}

let sweepCounter = 0;
/** Stale windows are deleted now and then, so the table stays the size of recent traffic. */
async function maybeSweep(db: Db, windowMs: number, now: number) {
  sweepCounter = (sweepCounter + 1) % 100;
  if (sweepCounter !== 0) return;
  await db.delete(loginAttempts).where(lte(loginAttempts.windowStart, now - windowMs));
}

/** Throws 429 when the account or the IP has used up its failed attempts in the current window. */
export async function assertLoginAllowed(
  db: Db,
  who: { ip: string; username: string },
  limits: LoginLimits,
  now = Date.now(),
): Promise<void> {
  await maybeSweep(db, limits.windowMs, now);
  const keys = { [accountKey(who.username)]: limits.maxPerAccount, [ipKey(who.ip)]: limits.maxPerIp };
  const rows = await db
    .select({ key: loginAttempts.key, count: loginAttempts.count, windowStart: loginAttempts.windowStart })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, Object.keys(keys)));
  const blocked = rows
    .filter((r) => r.windowStart > now - limits.windowMs && r.count >= (keys[r.key] ?? Number.POSITIVE_INFINITY))
    // When both are over, the later end of the two windows is the honest Retry-After.
    .sort((a, b) => b.windowStart - a.windowStart)[0];
  if (blocked) throw tooMany(blocked.windowStart, limits.windowMs, now);
}

export async function recordFailedAttempt(
  db: Db,
  who: { ip: string; username: string },
  limits: LoginLimits,
  now = Date.now(),
) {
  await bump(db, accountKey(who.username), limits.windowMs, now);
  await bump(db, ipKey(who.ip), limits.windowMs, now);
}

export async function clearFailedAttempts(db: Db, username: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(username)));
}
