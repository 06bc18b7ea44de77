/**
 * The maker's side of share links (README.md): make one for a target the caller reaches, list its own, withdraw
 * one. Each change is one transaction with its audit entry (never the token: it is derived from the row and the
 * server's key, and shown again only to its maker).
 */
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type CreateShareLinkInput,
  type GetShareLinksQuery,
  type RevokeShareLinkInput,
  type RevokeShareLinkResult,
  SHARE_PAGE_PATHS,
  SHARE_TARGET_FIELDS,
  type ShareLinkRow,
  type ShareLinks,
  type ShareTarget,
  shareLinkState,
  shareTargetOf,
} from '@edu/shared';
import { ORG_ADMINS } from '@edu/shared/access';
import { inScope, orgScopeOf } from '../../../access/org';
import type { SupportScope } from '../../../access/scopes';
import { signingKey } from '../../../access/signed-links';
import type { Db } from '../../../db/client';
import { type Exec, iso, isoOrNull, pageOf, pageWindow } from '../../../db/queries';
import { classes, lessons, shareLinks, users } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { forbidden, notFound } from '../../../http/errors';
import type { AuthContext } from '../../auth';
import { writeAudit } from '../../audit';
import { reachTarget, reaches } from './reach';
import { SHARE_PURPOSE, type SignedLink, shareToken } from './token';

export const LINK_NOT_FOUND = 'Share link not found';
export const NOT_THE_MAKER = 'Only the person who shared this link may withdraw it';

const DAY_MS = 86_400_000;

type LinkRecord = typeof shareLinks.$inferSelect;

/** The public page's address of a link: its path and its token. */
export function addressOf(key: Buffer, link: SignedLink): string {
  return `${SHARE_PAGE_PATHS[link.kind]}?token=${shareToken(key, link)}`;
}

const rowColumns = {
  link: shareLinks,
  lessonTitle: lessons.title,
  className: classes.name,
  studentName: users.name,
};

function linkRows(db: Exec) {
  return db
    .select(rowColumns)
    .from(shareLinks)
    .leftJoin(lessons, eq(lessons.id, shareLinks.lessonId))
    .leftJoin(classes, eq(classes.id, shareLinks.classId))
    .leftJoin(users, eq(users.id, shareLinks.studentId));
}

type Joined = { link: LinkRecord; lessonTitle: string | null; className: string | null; studentName: string | null };

function rowOf(key: Buffer, r: Joined, now = Date.now()): ShareLinkRow {
  const { link } = r;
  const state = shareLinkState(link, now);
  return {
    id: link.id,
    kind: link.kind,
    state,
    address: state === 'active' ? addressOf(key, link) : null,
    target: {
      studentId: link.studentId,
      classId: link.classId,
      lessonId: link.lessonId,
      submissionId: link.submissionId,
      questionId: link.questionId,
    },
    lessonTitle: r.lessonTitle,
    className: r.className,
    studentName: r.studentName,
    createdAt: iso(link.createdAt),
    expiresAt: iso(link.expiresAt),
    revokedAt: isoOrNull(link.revokedAt),
    openedCount: link.openedCount,
    lastOpenedAt: isoOrNull(link.lastOpenedAt),
  };
}

async function rowById(db: Exec, key: Buffer, id: number): Promise<ShareLinkRow> {
  const [r] = await linkRows(db).where(eq(shareLinks.id, id)).limit(1);
  if (!r) throw notFound(LINK_NOT_FOUND);
  return rowOf(key, r);
}

/**
 * Writes a link of a target the caller reaches (reach.ts), expiring in whole seconds `expiresInDays` from now,
 * with its audit entry, on `tx` (a transaction: the endpoint's, or the demo seed's). Its token is not stored:
 * it is derived from the row (token.ts) whenever its maker reads it.
 */
export async function insertShareLink(
  tx: Exec,
  scope: SupportScope,
  input: CreateShareLinkInput,
  ip = '',
): Promise<number> {
  const reached = await reachTarget(tx, scope, shareTargetOf(input.kind, input));
  const expiresAt = new Date(Math.floor((Date.now() + input.expiresInDays * DAY_MS) / 1000) * 1000);
  const [link] = await tx
    .insert(shareLinks)
    .values({
      kind: input.kind,
      brandId: reached.brandId,
      classId: reached.classId,
      lessonId: reached.lessonId,
      studentId: reached.studentId,
      submissionId: reached.submissionId,
      questionId: reached.questionId,
      createdBy: scope.userId,
      expiresAt,
    })
    .returning({ id: shareLinks.id });
  if (!link) throw new Error('insert returned no share link');
  await writeAudit(tx, {
    actorId: scope.userId,
    action: 'shareLink.create',
    targetType: 'shareLink',
    targetId: link.id,
    brandId: reached.brandId,
    schoolId: reached.schoolId,
    after: { kind: input.kind, ...targetIdsOf(reached), expiresAt: expiresAt.toISOString() },
    ip,
  });
  return link.id;
}

/** createShareLink: one transaction (insertShareLink), then the link with its address. */
export async function createShareLink(
  db: Db,
  scope: SupportScope,
  input: CreateShareLinkInput,
  ip = '',
): Promise<ShareLinkRow> {
  const id = await db.transaction((tx) => insertShareLink(tx, scope, input, ip));
  return rowById(db, await signingKey(db, SHARE_PURPOSE), id);
}

function targetIdsOf(t: Pick<LinkRecord, 'classId' | 'lessonId' | 'studentId' | 'submissionId' | 'questionId'>) {
  return {
    classId: t.classId,
    lessonId: t.lessonId,
    studentId: t.studentId,
    submissionId: t.submissionId,
    questionId: t.questionId,
  };
}

const STATE_WHERE = {
  active: () => and(isNull(shareLinks.revokedAt), sql`${shareLinks.expiresAt} > now()`),
  expired: () => and(isNull(shareLinks.revokedAt), sql`${shareLinks.expiresAt} <= now()`),
  revoked: () => isNotNull(shareLinks.revokedAt),
} as const;

/** The caller's links, newest first (share_links_creator_idx), narrowed by kind, state and the target's ids. */
export async function getShareLinks(db: Db, scope: SupportScope, q: GetShareLinksQuery): Promise<ShareLinks> {
  const conditions: (SQL | undefined)[] = [eq(shareLinks.createdBy, scope.userId)];
  if (q.kind) conditions.push(eq(shareLinks.kind, q.kind));
  if (q.state) conditions.push(STATE_WHERE[q.state]());
  for (const field of SHARE_TARGET_FIELDS) {
    const value = q[field];
    if (value !== undefined) conditions.push(eq(shareLinks[field], value));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(q);
  const [rows, [total], key] = await Promise.all([
    linkRows(db).where(where).orderBy(desc(shareLinks.createdAt), desc(shareLinks.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(shareLinks).where(where),
    signingKey(db, SHARE_PURPOSE),
  ]);
  const now = Date.now();
  return pageOf(
    q,
    rows.map((r) => rowOf(key, r, now)),
    total?.n ?? 0,
  );
}

/** The target a stored link names, as the reach rules read it. */
function targetOfLink(link: LinkRecord): ShareTarget {
  return shareTargetOf(link.kind, {
    studentId: link.studentId ?? undefined,
    classId: link.classId ?? undefined,
    lessonId: link.lessonId ?? undefined,
    submissionId: link.submissionId ?? undefined,
    questionId: link.questionId ?? undefined,
  });
}

/** An organization admin whose scope holds the link's class (its school, its brand, or every brand). */
async function adminOver(db: Exec, auth: AuthContext, link: LinkRecord): Promise<boolean> {
  if (!(ORG_ADMINS as readonly string[]).includes(auth.roleName)) return false;
  const [cls] = await db
    .select({ schoolId: classes.schoolId })
    .from(classes)
    .where(eq(classes.id, link.classId ?? 0))
    .limit(1);
  return inScope(orgScopeOf(auth), { brandId: link.brandId, schoolId: cls?.schoolId ?? null });
}

/**
 * Withdraws a link: its maker, or an organization admin in scope. A colleague who reaches the same target is
 * refused with 403; anyone else finds no such link (404). Withdrawn already: nothing written, `revoked: false`.
 */
export async function revokeShareLink(
  db: Db,
  caller: Caller<SupportScope>,
  input: RevokeShareLinkInput,
): Promise<RevokeShareLinkResult> {
  const { auth, scope, ip } = caller;
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.id, input.id)).limit(1);
  if (!link) throw notFound(LINK_NOT_FOUND);
  if (link.createdBy !== auth.userId && !(await adminOver(db, auth, link))) {
    const colleague = link.brandId === auth.brandId && (await reaches(db, scope, targetOfLink(link)));
    throw colleague ? forbidden(NOT_THE_MAKER) : notFound(LINK_NOT_FOUND);
  }
  const key = await signingKey(db, SHARE_PURPOSE);
  const revoked = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(shareLinks)
      .set({ revokedAt: sql`now()`, revokedBy: auth.userId })
      .where(and(eq(shareLinks.id, link.id), isNull(shareLinks.revokedAt)))
      .returning({ id: shareLinks.id });
    if (!done) return false;
    const [cls] = await tx
      .select({ schoolId: classes.schoolId })
      .from(classes)
      .where(eq(classes.id, link.classId ?? 0));
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'shareLink.revoke',
      targetType: 'shareLink',
      targetId: link.id,
      brandId: link.brandId,
      schoolId: cls?.schoolId ?? null,
      before: { kind: link.kind, ...targetIdsOf(link), createdBy: link.createdBy, openedCount: link.openedCount },
      ip,
    });
    return true;
  });
  return { revoked, link: await rowById(db, key, link.id) };
}
