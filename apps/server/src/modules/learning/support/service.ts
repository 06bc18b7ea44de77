import { and, eq } from 'drizzle-orm';
import { type AddFollowUpParsed, FOLLOW_UP_PAST_MAX_DAYS, type FollowUpNote } from '@edu/shared';
import type { SupportScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { iso } from '../../../db/queries';
import { followUpNotes } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { helperOf, linkedStudent } from './queries';

// Follow-up notes (README.md "A DL's work list"): written by a helper about one of its linked students,
// deleted only by their author; each change in one transaction with its audit entry.

const DAY_MS = 86_400_000;
/** A contact "now" from a clock a little ahead of the server's is still now. */
const CLOCK_SLACK_MS = 5 * 60_000;
const NOT_YOURS = 'You can delete only your own follow-up notes';

/** When the contact happened: not in the future, at most FOLLOW_UP_PAST_MAX_DAYS ago. */
function contactTime(value: string, now: Date): Date {
  const at = new Date(value);
  if (at.getTime() > now.getTime() + CLOCK_SLACK_MS) throw badRequest('contactAt: must not be in the future');
  if (at.getTime() < now.getTime() - FOLLOW_UP_PAST_MAX_DAYS * DAY_MS) {
    throw badRequest(`contactAt: at most ${FOLLOW_UP_PAST_MAX_DAYS} days ago`);
  }
  return at;
}

export async function addFollowUp(
  db: Db,
  caller: Caller<SupportScope>,
  input: AddFollowUpParsed,
): Promise<FollowUpNote> {
  const { scope, auth, ip } = caller;
  const contactAt = contactTime(input.contactAt, new Date());
  return db.transaction(async (tx) => {
    const student = await linkedStudent(tx, scope, input.studentId);
    const [row] = await tx
      .insert(followUpNotes)
      .values({
        staffId: scope.userId,
        studentId: student.id,
        brandId: student.brandId,
        note: input.note,
        agreed: input.agreed,
        contactAt,
      })
      .returning();
    if (!row) throw notFound('Student not found');
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'student.followUp.add',
      targetType: 'user',
      targetId: student.id,
      brandId: student.brandId,
      // The audit keeps the lengths; the note itself stays with the student.
      after: {
        followUpId: row.id,
        contactAt: iso(contactAt),
        noteLength: input.note.length,
        agreedLength: input.agreed.length,
      },
      ip,
    });
    return {
      id: row.id,
      studentId: row.studentId,
      staffId: row.staffId,
      staffName: auth.name,
      staffUsername: auth.username,
      note: row.note,
      agreed: row.agreed,
      contactAt: iso(row.contactAt),
      createdAt: iso(row.createdAt),
      mine: true,
    };
  });
}

/**
 * Deletes one of the caller's follow-up notes. A note of a student the caller does not reach answers 404;
 * another helper's note about one of its students, 403.
 */
export async function deleteFollowUp(
  db: Db,
  caller: Caller<SupportScope>,
  input: { id: number },
): Promise<{ deleted: boolean }> {
  const { scope, auth, ip } = caller;
  const helper = helperOf(scope);
  return db.transaction(async (tx) => {
    const [note] = await tx
      .select()
      .from(followUpNotes)
      .where(and(eq(followUpNotes.id, input.id), eq(followUpNotes.brandId, helper.brandId)))
      .for('update')
      .limit(1);
    if (!note) throw notFound('Follow-up note not found');
    // Its own notes stay its own even after the link ends; another's only through a linked student.
    if (note.staffId !== scope.userId) {
      await linkedStudent(tx, scope, note.studentId).catch(() => {
        throw notFound('Follow-up note not found');
      });
      throw forbidden(NOT_YOURS);
    }
    await tx.delete(followUpNotes).where(eq(followUpNotes.id, note.id));
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'student.followUp.delete',
      targetType: 'user',
      targetId: note.studentId,
      brandId: note.brandId,
      before: {
        followUpId: note.id,
        contactAt: iso(note.contactAt),
        noteLength: note.note.length,
        agreedLength: note.agreed.length,
      },
      ip,
    });
    return { deleted: true };
  });
}
