import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { PreviewInfo, StartRolePreviewInput, StartRolePreviewResult } from '@edu/shared';
import { isPreviewableRole, PREVIEW_TTL_MS } from '@edu/shared/access';
import { inScope, type OrgScope, scopeWhere } from '../../access/org';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { badRequest, forbidden, notFound, previewReadOnly } from '../../http/errors';
import { writeAudit } from '../audit';
import { toSessionUser } from './service';
import { type AuthContext, createSession, revokePreviewsOf, revokeSession } from './sessions';

/**
 * Role preview (spec section 4's role change; issue 14 item 5). An admin (the platform admin, or a brand
 * admin within its brand) opens a preview session of a user of another role: a session like a login's, so
 * the console shows that user's menu, pages and data in its scope. The session
 * - is read-only: every endpoint the table counts as a change is refused with code 40301 before its handler
 *   runs (http/define-route.ts, allowedInPreview in the endpoint table);
 * - lasts PREVIEW_TTL_MS, is never renewed and ends with the admin's session (sessions.ts checks both);
 * - cannot preview an admin or a brand admin, and cannot open another preview (its role is never an admin's,
 *   and startRolePreview is a change);
 * - is written to the audit log when it starts and ends, with who previewed whom.
 */

/** The session's device type of a preview (the sessions table's column, up to 16 characters). */
export const PREVIEW_DEVICE_TYPE = 'preview';

type UserRow = typeof users.$inferSelect;

/** The user a preview shows: the one asked for (in the admin's scope, of that role, active), or the first active one. */
async function previewTarget(db: Db, scope: OrgScope, input: StartRolePreviewInput): Promise<UserRow> {
  if (input.userId !== undefined) {
    const [user] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
    // Outside the scope answers like an unknown id, so a brand admin cannot probe other brands.
    if (!user || user.deletedAt !== null || !inScope(scope, user)) throw notFound('User not found');
    if (!isPreviewableRole(user.roleType)) throw forbidden('A preview cannot show another admin');
    if (user.roleType !== input.roleType) throw badRequest('userId: this user does not have the chosen role');
    if (user.status !== 1) throw badRequest('userId: a disabled account cannot be previewed');
    return user;
  }
  const conditions: (SQL | undefined)[] = [
    eq(users.roleType, input.roleType),
    eq(users.status, 1),
    isNull(users.deletedAt),
    scopeWhere(scope, { brandId: users.brandId, schoolId: users.schoolId }),
  ];
  const [first] = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.id))
    .limit(1);
  if (!first) throw notFound('No active user of this role in your scope');
  return first;
}

export interface PreviewRequest {
  ip: string;
  userAgent: string;
}

/**
 * Opens a preview session for the admin `caller`; an earlier preview of the same admin session ends first
 * (one at a time). Answers the user with the preview's token, as a login does.
 */
export async function startRolePreview(
  db: Db,
  caller: AuthContext,
  scope: OrgScope,
  input: StartRolePreviewInput,
  req: PreviewRequest,
  now = new Date(),
): Promise<StartRolePreviewResult> {
  if (caller.preview) throw previewReadOnly();
  if (!isPreviewableRole(input.roleType)) throw forbidden('A preview cannot show another admin');
  const target = await previewTarget(db, scope, input);

  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, caller.sessionId))
      .limit(1);
    const end = new Date(now.getTime() + PREVIEW_TTL_MS);
    const expiresAt = own && own.expiresAt.getTime() < end.getTime() ? own.expiresAt : end;
    await revokePreviewsOf(tx, caller.sessionId);
    const token = await createSession(
      tx,
      {
        userId: target.id,
        deviceType: PREVIEW_DEVICE_TYPE,
        ip: req.ip,
        userAgent: req.userAgent,
        previewOf: caller.sessionId,
        expiresAt,
      },
      now,
    );
    await writeAudit(tx, {
      actorId: caller.userId,
      action: 'rolePreview.start',
      targetType: 'user',
      targetId: target.id,
      brandId: target.brandId,
      schoolId: target.schoolId,
      after: { username: target.username, roleType: target.roleType, expiresAt: expiresAt.toISOString() },
      ip: req.ip,
    });
    const preview: PreviewInfo = {
      by: { id: caller.userId, username: caller.username },
      expiresAt: expiresAt.toISOString(),
    };
    return { user: toSessionUser(target, token), preview };
  });
}

/** The preview as getInfo reports it, or undefined outside a preview. */
export function previewInfoOf(caller: AuthContext): PreviewInfo | undefined {
  if (!caller.preview) return undefined;
  return {
    by: { id: caller.preview.byUserId, username: caller.preview.byUsername },
    expiresAt: caller.preview.expiresAt.toISOString(),
  };
}

/** Ends the caller's preview session (400 outside a preview) and writes the audit log. */
export async function endRolePreview(db: Db, caller: AuthContext, ip: string): Promise<void> {
  const preview = caller.preview;
  if (!preview) throw forbidden('This session is not a preview');
  await db.transaction(async (tx) => {
    await revokeSession(tx, caller.sessionId, 'preview_ended');
    await writeAudit(tx, {
      actorId: preview.byUserId,
      action: 'rolePreview.end',
      targetType: 'user',
      targetId: caller.userId,
      brandId: caller.brandId,
      schoolId: caller.schoolId,
      after: { username: caller.username, roleType: caller.roleType },
      ip,
    });
  });
}
