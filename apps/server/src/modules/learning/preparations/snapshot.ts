import { eq } from 'drizzle-orm';
import type { PrepQuestion, PrepSnapshot, Preparation } from '@edu/shared';
import type { ClassroomScope } from '../../../access/scopes';
import { type Exec, iso } from '../../../db/queries';
import { lessonPrepRevisions, lessonPreps, type PrepSnapshotRow } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';

// A preparation's content as one snapshot (notes, questions, day, state): compared, answered, and written as a
// new revision, the one way a save and a restore change a preparation.

export const PREP_NOT_FOUND = 'Preparation not found';

export type PrepRow = typeof lessonPreps.$inferSelect;

export function snapshotOf(row: Pick<PrepRow, 'notes' | 'questionIds' | 'plannedOn' | 'state'>): PrepSnapshotRow {
  return {
    notes: row.notes,
    questionIds: [...row.questionIds],
    plannedOn: row.plannedOn,
    state: row.state as PrepSnapshotRow['state'],
  };
}

export function sameSnapshot(a: PrepSnapshotRow, b: PrepSnapshotRow): boolean {
  return (
    a.notes === b.notes &&
    a.plannedOn === b.plannedOn &&
    a.state === b.state &&
    a.questionIds.length === b.questionIds.length &&
    a.questionIds.every((id, i) => id === b.questionIds[i])
  );
}

export function prepOf(row: PrepRow, qs: PrepQuestion[]): Preparation {
  return {
    id: row.id,
    classId: row.classId,
    lessonId: row.lessonId,
    ...(snapshotOf(row) satisfies PrepSnapshot),
    questions: qs,
    revision: row.revision,
    updatedAt: iso(row.updatedAt),
  };
}

/** The audit entry's view of a revision: no notes (the revision keeps them), their length. */
function auditView(s: PrepSnapshotRow, revision: number) {
  return {
    revision,
    state: s.state,
    plannedOn: s.plannedOn,
    questionIds: s.questionIds,
    notesLength: s.notes.length,
  };
}

/**
 * Writes a new revision of a locked preparation: the row takes the snapshot, the revision keeps it, the
 * audit entry records it, all in the caller's transaction.
 */
export async function writeRevision(
  tx: Exec,
  caller: Caller<ClassroomScope>,
  prep: PrepRow,
  cls: { brandId: number; schoolId: number },
  snapshot: PrepSnapshotRow,
  restoredFrom: number | null,
): Promise<PrepRow> {
  const number = prep.revision + 1;
  const now = new Date();
  const [updated] = await tx
    .update(lessonPreps)
    .set({ ...snapshot, revision: number, updatedAt: now })
    .where(eq(lessonPreps.id, prep.id))
    .returning();
  if (!updated) throw notFound(PREP_NOT_FOUND);
  await tx.insert(lessonPrepRevisions).values({
    prepId: prep.id,
    number,
    snapshot,
    authorId: caller.auth.userId,
    restoredFrom,
    createdAt: now,
  });
  await writeAudit(tx, {
    actorId: caller.auth.userId,
    ip: caller.ip,
    action: restoredFrom !== null ? 'lessonPrep.restore' : number === 1 ? 'lessonPrep.create' : 'lessonPrep.save',
    targetType: 'lessonPrep',
    targetId: prep.id,
    brandId: cls.brandId,
    schoolId: cls.schoolId,
    before: prep.revision > 0 ? auditView(snapshotOf(prep), prep.revision) : null,
    after: {
      classId: prep.classId,
      lessonId: prep.lessonId,
      ...auditView(snapshot, number),
      ...(restoredFrom !== null ? { restoredFrom } : {}),
    },
  });
  return updated;
}
