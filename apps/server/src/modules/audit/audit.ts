import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Transactions and the database share the query builder; audit rows go with the change they record. */
type Executor = Pick<Db, 'insert'>;

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId?: number | null;
  brandId?: number | null;
  schoolId?: number | null;
  /** Never secrets: no password, hash or token belongs here. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string;
}

export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    brandId: entry.brandId ?? null,
    schoolId: entry.schoolId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: (entry.ip ?? '').slice(0, 64),
  });
}
