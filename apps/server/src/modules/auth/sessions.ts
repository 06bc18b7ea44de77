import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ResultCode, type RoleCode, type RoleName, RoleType, roleNameOf, SESSION_TTL_MS } from '@edu/shared';
import type { Db } from '../../db/client';
import { keepPlan } from '../../db/pglite-statements';
import { preparedStatement } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { SessionCache } from './session-cache';
import { hashToken, newToken, readTokenHeader } from './token';

/** The caller of an authenticated request (a table route's `ctx.caller.auth`). */
export interface AuthContext {
  userId: number;
  username: string;
  name: string;
  roleType: RoleCode;
  roleName: RoleName;
  /** null for the platform admin */
  brandId: number | null;
  /** null for admins and brand admins */
  schoolId: number | null;
  sessionId: number;
  avatarUrl: string;
  introduction: string;
  /** A role preview (./preview.ts): read-only, and who previews; null for an ordinary session. */
  preview: PreviewContext | null;
}

export interface PreviewContext {
  /** the admin who previews, and its own session */
  byUserId: number;
  byUsername: string;
  bySessionId: number;
  expiresAt: Date;
}

export type RevokeReason = 'logout' | 'password_changed' | 'password_reset' | 'revoked' | 'preview_ended';

/** last_seen_at is written at most this often per session, so reads stay reads. */
export const LAST_SEEN_THROTTLE_MS = 60_000;

type Executor = Pick<Db, 'insert' | 'update'>;

export interface NewSession {
  userId: number;
  deviceType: string;
  deviceSerial?: string | null;
  ip: string;
  userAgent: string;
  /** a role preview: the admin's session that opens it, and its end (else SESSION_TTL_MS from now) */
  previewOf?: number;
  expiresAt?: Date;
}

/** Creates a session and returns its token; only the token's SHA-256 is stored. */
export async function createSession(db: Executor, s: NewSession, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: s.userId,
    deviceType: s.deviceType.slice(0, 16),
    deviceSerial: s.deviceSerial ? s.deviceSerial.slice(0, 64) : null,
    ip: s.ip.slice(0, 64),
    userAgent: s.userAgent.slice(0, 512),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: s.expiresAt ?? new Date(now.getTime() + SESSION_TTL_MS),
    previewOf: s.previewOf ?? null,
  });
  return token;
}

const fail = (code: number, msg: string) => new AppError(code, msg);

const p = sql.placeholder;

/** A role preview's admin session and its user (the preview lives only while they do). */
const parentSessions = alias(sessions, 'preview_parent');
const parentUsers = alias(users, 'preview_admin');

/**
 * A session by its token hash with its user, prepared once per database (every uncached request runs it):
 * the session's check-in rides along, written at most once a minute (one statement, not two).
 */
function prepareSessionRead(db: Db) {
  const touched = db.$with('touched').as(
    db
      .update(sessions)
      .set({ lastSeenAt: sql`${p('now')}::timestamptz` })
      .where(and(eq(sessions.tokenHash, p('tokenHash')), lt(sessions.lastSeenAt, sql`${p('seenBefore')}::timestamptz`)))
      .returning({ id: sessions.id }),
  );
  const read = db
    .with(touched)
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      lastSeenAt: sessions.lastSeenAt,
      touched: sql<boolean>`exists (select 1 from ${touched})`,
      userId: users.id,
      username: users.username,
      name: users.name,
      roleType: users.roleType,
      brandId: users.brandId,
      schoolId: users.schoolId,
      status: users.status,
      deletedAt: users.deletedAt,
      avatarUrl: users.avatarUrl,
      introduction: users.introduction,
      previewOf: sessions.previewOf,
      parentExpiresAt: parentSessions.expiresAt,
      parentRevokedAt: parentSessions.revokedAt,
      parentUserId: parentUsers.id,
      parentUsername: parentUsers.username,
      parentRoleType: parentUsers.roleType,
      parentStatus: parentUsers.status,
      parentDeletedAt: parentUsers.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(parentSessions, eq(parentSessions.id, sessions.previewOf))
    .leftJoin(parentUsers, eq(parentUsers.id, parentSessions.userId))
    .where(eq(sessions.tokenHash, p('tokenHash')))
    .limit(1);
  // A key lookup: the embedded database keeps its plan (db/pglite-statements.ts).
  keepPlan(read.toSQL().sql);
  return read.prepare('session_by_token');
}

const sessionReads = new WeakMap<Db, ReturnType<typeof prepareSessionRead>>();

function sessionRead(db: Db) {
  let read = sessionReads.get(db);
  if (!read) {
    read = prepareSessionRead(db);
    sessionReads.set(db, read);
  }
  return read;
}

/**
 * Resolves an Authorization header to its caller with one indexed read (token hash → session → user), or
 * none when `cache` (the embedded database's SessionCache) knows the session. Session codes follow spec
 * section 8: 401 missing/unknown, 50008 malformed, 601 account disabled or deleted, 50012 session ended
 * elsewhere, 50014 expired.
 */
export async function resolveSession(
  db: Db,
  header: string | string[] | undefined,
  now = new Date(),
  cache?: SessionCache,
): Promise<AuthContext> {
  const parsed = readTokenHeader(header);
  if (parsed.kind === 'missing') throw fail(ResultCode.unauthorized, 'Please log in');
  if (parsed.kind === 'malformed') throw fail(ResultCode.illegalToken, 'Invalid token, please log in again');
  const tokenHash = hashToken(parsed.token);

  const cached = cache?.get(tokenHash, now.getTime());
  if (cached && cached.expiresAt.getTime() > now.getTime()) {
    // The check-in does not empty the cache (migration 0012): the kept session records it.
    if (await touch(db, cached.auth.sessionId, cached.lastSeenAt, now)) cached.lastSeenAt = now;
    return cached.auth;
  }

  const mark = cache?.mark() ?? 0;
  const [row] = await sessionRead(db).execute({
    tokenHash,
    now: now.toISOString(),
    seenBefore: new Date(now.getTime() - LAST_SEEN_THROTTLE_MS).toISOString(),
  });

  if (!row) throw fail(ResultCode.unauthorized, 'Your session is not valid, please log in');
  const preview = row.previewOf === null ? null : previewOf(row, now);
  // Account state first: a disabled account is the truest reason, whatever the session's state.
  if (row.deletedAt !== null || row.status !== 1) {
    throw fail(ResultCode.accountDisabled, 'This account has been disabled');
  }
  // A token its owner logged out is simply no longer a session (401, straight to login); a session
  // ended by something else (password change, admin) is reported as ended elsewhere (50012).
  if (row.revokedAt !== null && row.revokedReason === 'logout') {
    throw fail(ResultCode.unauthorized, 'Your session is not valid, please log in');
  }
  if (row.revokedAt !== null) {
    throw fail(ResultCode.otherClientLoggedIn, 'You have been logged out: your session was ended elsewhere');
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw fail(ResultCode.tokenExpired, 'Your session has expired, please log in again');
  }
  const roleName = roleNameOf(row.roleType);
  if (roleName === undefined) throw fail(ResultCode.forbidden, 'This account has no valid role');

  const auth: AuthContext = {
    userId: row.userId,
    username: row.username,
    name: row.name,
    roleType: RoleType[roleName],
    roleName,
    brandId: row.brandId,
    schoolId: row.schoolId,
    sessionId: row.sessionId,
    avatarUrl: row.avatarUrl,
    introduction: row.introduction,
    preview,
  };
  const lastSeenAt = row.touched ? now : row.lastSeenAt;
  cache?.store(tokenHash, { auth, expiresAt: preview?.expiresAt ?? row.expiresAt, lastSeenAt }, mark, now.getTime());
  return auth;
}

export const PREVIEW_ENDED = 'The preview has ended';

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionRead>['execute']>>[number];

/**
 * A role preview's context, while it lasts: its own session live and the admin's session live, the admin
 * still an active admin. Once any of it fails the preview has ended (50014; the console goes back to the
 * admin's session, or to login when that ended too).
 */
function previewOf(row: SessionRow, now: Date): PreviewContext {
  const parentLive =
    row.parentUserId !== null &&
    row.parentExpiresAt !== null &&
    row.parentRevokedAt === null &&
    row.parentExpiresAt.getTime() > now.getTime() &&
    row.parentStatus === 1 &&
    row.parentDeletedAt === null &&
    (row.parentRoleType === RoleType.admin || row.parentRoleType === RoleType.brandingAdmin);
  const expiresAt =
    row.parentExpiresAt !== null && row.parentExpiresAt.getTime() < row.expiresAt.getTime()
      ? row.parentExpiresAt
      : row.expiresAt;
  if (!parentLive || row.revokedAt !== null || expiresAt.getTime() <= now.getTime()) {
    throw fail(ResultCode.tokenExpired, PREVIEW_ENDED);
  }
  return {
    byUserId: row.parentUserId ?? 0,
    byUsername: row.parentUsername ?? '',
    bySessionId: row.previewOf ?? 0,
    expiresAt,
  };
}

/** A session's check-in, prepared once (a kept session checks in once a minute). */
const checkIn = preparedStatement<{ sessionId: number; now: string }, unknown>(
  () => sql`update ${sessions} set last_seen_at = ${p('now')}::timestamptz where id = ${p('sessionId')}`,
);

/** Records that the session was used, at most once per LAST_SEEN_THROTTLE_MS; whether it wrote. */
async function touch(db: Db, sessionId: number, lastSeenAt: Date, now: Date): Promise<boolean> {
  if (now.getTime() - lastSeenAt.getTime() < LAST_SEEN_THROTTLE_MS) return false;
  await checkIn(db, { sessionId, now: now.toISOString() });
  return true;
}

export async function revokeSession(db: Executor, sessionId: number, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user; their next request gets 50012. */
export async function revokeUserSessions(db: Executor, userId: number, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends the live role previews an admin's session opened (they end with it anyway; this keeps the table true). */
export async function revokePreviewsOf(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'preview_ended' })
    .where(and(eq(sessions.previewOf, sessionId), isNull(sessions.revokedAt)));
}
