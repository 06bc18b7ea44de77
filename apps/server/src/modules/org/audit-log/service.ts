import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuditRow, AuditTargetType } from '@edu/shared';
import type { Db } from '../../../db/client';
import {
  auditLog,
  chapters,
  classes,
  courses,
  knowledgePoints,
  lessons,
  materials,
  questions,
  schools,
  users,
} from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { iso, keywordOf, type Page, pageOf, pageWindow, prefixPattern } from '../../../db/queries';
import { inScope, type OrgScope, scopeWhere } from '../../../access/org';

/**
 * Content rows (content module) by target type. Their audit entries carry the content's brand (null for
 * platform content) and no school, like the rows themselves: a brand admin sees its brand's content
 * history, a school admin none, the platform admin all.
 */
const CONTENT_TABLES = {
  course: courses,
  chapter: chapters,
  lesson: lessons,
  question: questions,
  knowledgePoint: knowledgePoints,
  material: materials,
} as const;

interface TargetOwner {
  brandId: number | null;
  schoolId: number | null;
}

/** The target's current brand and school, or null when it no longer exists (a deleted class). */
async function currentTarget(db: Db, type: AuditTargetType, id: number): Promise<TargetOwner | null> {
  switch (type) {
    case 'school': {
      const [row] = await db
        .select({ brandId: schools.brandId, schoolId: schools.id })
        .from(schools)
        .where(eq(schools.id, id));
      return row ?? null;
    }
    case 'user': {
      // Deleted users too: their history stays readable.
      const [row] = await db
        .select({ brandId: users.brandId, schoolId: users.schoolId })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    }
    case 'class': {
      const [row] = await db
        .select({ brandId: classes.brandId, schoolId: classes.schoolId })
        .from(classes)
        .where(eq(classes.id, id));
      return row ?? null;
    }
    default: {
      const table = CONTENT_TABLES[type];
      const [row] = await db.select({ brandId: table.brandId }).from(table).where(eq(table.id, id));
      return row ? { brandId: row.brandId, schoolId: null } : null;
    }
  }
}

function toRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The audit log, newest first. Each entry carries the brand and school of its target at the time, so
 * the scope is one indexed condition on the log itself; a target that still exists in another scope
 * answers 404. The keyword is a prefix of the action (e.g. "user.", "class.students").
 */
export async function getAuditLog(
  db: Db,
  scope: OrgScope,
  q: { page: number; pageSize: number; keyword?: string; targetType?: AuditTargetType; targetId?: number },
): Promise<Page<AuditRow>> {
  if (q.targetId !== undefined) {
    if (q.targetType === undefined) throw badRequest('targetType: is required with targetId');
    const target = await currentTarget(db, q.targetType, q.targetId);
    if (target && !inScope(scope, target)) throw notFound('Not found');
  }
  const conds: (SQL | undefined)[] = [scopeWhere(scope, { brandId: auditLog.brandId, schoolId: auditLog.schoolId })];
  if (q.targetType !== undefined) conds.push(eq(auditLog.targetType, q.targetType));
  if (q.targetId !== undefined) conds.push(eq(auditLog.targetId, q.targetId));
  const kw = keywordOf(q.keyword);
  if (kw) conds.push(sql`lower(${auditLog.action}) like ${prefixPattern(kw)}`);
  const where = and(...conds);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: users.id,
        actorUsername: users.username,
        actorName: users.name,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
        at: auditLog.at,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(where),
  ]);
  return pageOf(
    q,
    rows.map((r) => ({
      id: r.id,
      actor:
        r.actorId === null || r.actorUsername === null || r.actorName === null
          ? null
          : { id: r.actorId, username: r.actorUsername, name: r.actorName },
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: toRecord(r.before),
      after: toRecord(r.after),
      ip: r.ip,
      at: iso(r.at),
    })),
    total?.n ?? 0,
  );
}
