import { sql } from 'drizzle-orm';
import type { ErrorCorrectionState, ReviewErrorCorrectionParsed, ReviewErrorCorrectionResult } from '@edu/shared';
import { correctorOf } from '../../../access/correction';
import type { SupportScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/queries';
import type { Caller } from '../../../http/define-route';
import { conflict, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { recordOutcomes, settleBook } from '../../learning';
import { ERROR_CORRECTION_NOT_FOUND, liveStudent, reachesCorrection, type Stamp, stampText } from './common';

// The corrector's review of a pending correction (README.md "Error correction"): accepted (it counts toward
// the wrong-question book, in the same transaction) or returned with a comment. Hold-free but stale-safe: the
// UPDATE names the state and the `updated_at` the page read, so of two reviews exactly one is written.

const REVIEWED = 'This error correction was reviewed meanwhile: open it again to see the review';
const CHANGED = 'This error correction changed meanwhile: open it again to see the changes';

interface Reviewed {
  id: number;
  studentId: number;
  questionId: number;
  submissionId: number;
  attempt: number;
  response: Record<string, unknown>;
  brandId: number;
  schoolId: number;
  reviewedAt: Stamp;
  updatedAt: string;
}

/**
 * Accepts or returns a pending correction the caller reaches, in one transaction with its audit entry (the
 * comment's length, not its words). 404 outside the reach; 409 when it was reviewed already, or changed since
 * the page read it; nothing is written then.
 */
export async function reviewErrorCorrection(
  db: Db,
  caller: Caller<SupportScope>,
  input: ReviewErrorCorrectionParsed,
): Promise<ReviewErrorCorrectionResult> {
  const me = correctorOf(caller.scope);
  const state: ErrorCorrectionState = input.decision === 'accept' ? 'accepted' : 'returned';
  // Hand-ins reach the book moments after the submit (learning's recorder): every one of them first, so that
  // an accepted correction counts after the wrong answer it corrects.
  if (state === 'accepted') await settleBook(db);
  return db.transaction(async (tx) => {
    const [row] = await selectRows<Reviewed>(
      tx,
      sql`update error_corrections ec
          set state = ${state}, review_comment = ${input.comment}, reviewed_by = ${me.userId}, reviewed_at = now(),
              updated_at = now()
          where ec.id = ${input.id} and ec.state = 'pending' and ec.updated_at = ${input.updatedAt}::timestamptz
            and ${reachesCorrection(me)} and ${liveStudent}
          returning ec.id, ec.student_id as "studentId", ec.question_id as "questionId",
            ec.submission_id as "submissionId", ec.attempt, ec.response, ec.brand_id as "brandId",
            (select s.school_id from submissions s where s.id = ec.submission_id) as "schoolId",
            ec.reviewed_at as "reviewedAt", ${stampText(sql`ec.updated_at`)} as "updatedAt"`,
    );
    if (!row) {
      // Say why: out of reach (404), reviewed by someone (409), or changed since it was read (409).
      const [now] = await selectRows<{ state: string }>(
        tx,
        sql`select ec.state from error_corrections ec
            where ec.id = ${input.id} and ${reachesCorrection(me)} and ${liveStudent}`,
      );
      if (!now) throw notFound(ERROR_CORRECTION_NOT_FOUND);
      throw conflict(now.state === 'pending' ? CHANGED : REVIEWED);
    }
    const reviewedAt = new Date(row.reviewedAt);
    if (state === 'accepted') {
      // An accepted correction is a right answer to the question in the student's book (days in UTC, as a
      // person's grades are recorded).
      await recordOutcomes(tx, [
        {
          studentId: Number(row.studentId),
          questionId: Number(row.questionId),
          outcome: 'correct',
          response: row.response,
          at: reviewedAt,
          day: reviewedAt.toISOString().slice(0, 10),
          source: { errorCorrectionId: Number(row.id) },
        },
      ]);
    }
    await writeAudit(tx, {
      actorId: me.userId,
      action: `errorCorrection.${input.decision}`,
      targetType: 'errorCorrection',
      targetId: Number(row.id),
      brandId: row.brandId,
      schoolId: row.schoolId,
      after: {
        state,
        submissionId: Number(row.submissionId),
        questionId: Number(row.questionId),
        attempt: Number(row.attempt),
        commentLength: input.comment.length,
      },
      ip: caller.ip,
    });
    return { id: Number(row.id), state, reviewedAt: reviewedAt.toISOString(), updatedAt: row.updatedAt };
  });
}
