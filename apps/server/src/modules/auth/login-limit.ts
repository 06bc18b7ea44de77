import { eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { ResultCode } from '@edu/shared';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Login throttling (OWASP Authentication Cheat Sheet: throttle by account and address with growing delays
 * rather than lock accounts), stored in `login_attempts` so that every server process shares it.
 *
 * An attempt is counted *before* its password is checked, in a transaction that holds the rows of its keys:
 * concurrent attempts queue on those rows, so N attempts at once never get past a key's free attempts, and
 * an attempt that arrives after them waits whatever its password. A right password then clears what it
 * proved (see attemptSucceeded); a wrong one stays counted.
 *
 * Which keys count an attempt depends on where it comes from:
 * - from an address the account has logged in from lately (a session created there in TRUSTED_FOR_MS),
 *   only the pair `pair:<account>@<ip>`, so the owner on its usual address is not locked out by guessers
 *   elsewhere, and a guesser on that same address (a school's NAT) is still slowed;
 * - from any other address, the account (`acct:`, all such addresses together: a guesser spreading over
 *   many addresses) and the address (`ip:`, all accounts together: one address trying many accounts).
 * Each key has free attempts (maxPerAccount for pair and account, maxPerIp for the address); after them
 * every attempt waits delayMs after the previous one, doubling each time, at most half a window. A key is
 * forgotten after a whole window without attempts, so an attacker who keeps going stays at the longest delay.
 */
export interface LoginLimits {
  maxPerAccount: number;
  maxPerIp: number;
  windowMs: number;
  delayMs: number;
}

export interface LoginAttempt {
  ip: string;
  username: string;
  /** The account has logged in from this address lately (loggedInFromSql). */
  trusted: boolean;
}

/** How long a successful login makes its address the account's usual one. */
export const TRUSTED_FOR_MS = 30 * 24 * 3600 * 1000;

const account = (username: string) => username.trim().toLowerCase();
const ipKey = (ip: string) => `ip:${ip}`.slice(0, 128);
const accountKey = (username: string) => `acct:${account(username)}`.slice(0, 128);
const pairKey = (who: { ip: string; username: string }) => `pair:${account(who.username)}@${who.ip}`.slice(0, 128);

/**
 * SQL for a select from `users`: whether the user has a session created from this address lately (every
 * login records one). Names are qualified by hand: drizzle writes a single table's columns unqualified, and
 * inside this subquery a bare "id" would be the session's.
 */
export function loggedInFromSql(ip: string, now = Date.now()): SQL<boolean> {
  const since = new Date(now - TRUSTED_FOR_MS).toISOString();
  return sql<boolean>`exists (select 1 from "sessions" where "sessions"."user_id" = "users"."id"
    and "sessions"."ip" = ${ip.slice(0, 64)} and "sessions"."created_at" > ${since}::timestamptz)`;
}

/** The keys that count this attempt, each with its free attempts. */
function keysOf(who: LoginAttempt, limits: LoginLimits): Map<string, number> {
  if (who.trusted) return new Map([[pairKey(who), limits.maxPerAccount]]);
  return new Map([
    [accountKey(who.username), limits.maxPerAccount],
    [ipKey(who.ip), limits.maxPerIp],
  ]);
}

/** The wait after a key's last attempt once it has counted `count`: none within the free attempts. */
function delayAfter(count: number, free: number, limits: LoginLimits): number {
  if (count < free) return 0;
  return Math.min(limits.delayMs * 2 ** (count - free), limits.windowMs / 2);
}

function tooMany(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    ResultCode.tooManyRequests,
    seconds < 60
      ? `Too many login attempts, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`
      : `Too many login attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    { retryAfter: seconds },
    { 'Retry-After': String(seconds) },
  );
}

let sweepCounter = 0;
/** Forgotten keys are deleted now and then, so the table stays the size of recent traffic. */
async function maybeSweep(db: Db, windowMs: number, now: number) {
  sweepCounter = (sweepCounter + 1) % 100;
  if (sweepCounter !== 0) return;
  await db.delete(loginAttempts).where(lte(loginAttempts.lastAt, now - windowMs));
}

/** Counts an attempt before its password is checked; throws 429 with Retry-After when it has to wait. */
export async function reserveAttempt(db: Db, who: LoginAttempt, limits: LoginLimits): Promise<void> {
  await maybeSweep(db, limits.windowMs, Date.now());
  const free = keysOf(who, limits);
  // Every attempt locks its rows in the same (sorted) order, so two attempts never deadlock.
  const keys = [...free.keys()].sort();
  await db.transaction(async (tx) => {
    // Creates the missing rows and locks them all until commit (the no-op update takes the row lock, which
    // also keeps a concurrent sweep from deleting them under us).
    await tx
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key, count: 0, lastAt: Date.now() })))
      .onConflictDoUpdate({ target: loginAttempts.key, set: { count: sql`${loginAttempts.count}` } });
    // Read the clock once the rows are ours: an attempt that queued behind others is judged when it is served.
    const now = Date.now();
    const rows = await tx.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
    const current = rows.map((r) => ({ ...r, count: r.lastAt <= now - limits.windowMs ? 0 : r.count }));
    // The latest wait of the keys is the honest Retry-After. Throwing rolls the new rows back.
    const waitUntil = Math.max(...current.map((r) => r.lastAt + delayAfter(r.count, free.get(r.key) ?? 0, limits)));
    if (waitUntil > now) throw tooMany(waitUntil - now);
    for (const r of current) {
      await tx
        .update(loginAttempts)
        .set({ count: r.count + 1, lastAt: now })
        .where(eq(loginAttempts.key, r.key));
    }
  });
}

/**
 * The password was right: the account's counter of this attempt starts over (the owner proved itself there),
 * and the address gets its attempt back, so logins at a school's start of lesson do not use up its address.
 */
export async function attemptSucceeded(db: Db, who: LoginAttempt): Promise<void> {
  if (who.trusted) {
    await db.delete(loginAttempts).where(eq(loginAttempts.key, pairKey(who)));
    return;
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(who.username)));
  await db
    .update(loginAttempts)
    .set({ count: sql`greatest(${loginAttempts.count} - 1, 0)` })
    .where(eq(loginAttempts.key, ipKey(who.ip)));
}
