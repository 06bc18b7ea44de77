import { type SQL, sql } from 'drizzle-orm';
import type { ErrorCorrectionAttempt, ErrorCorrectionState, GradeOutcome } from '@edu/shared';
import { type Corrector, correctorReaches, type Reach, submissionAlias } from '../../../access/correction';
import { responseOf } from '../../learning';

// What the error corrections' statements share (README.md "Error correction"). Every statement reads
// error_corrections as `ec`, its reviewer as `rv`; the student's, class's and brand's columns of `ec` copy its
// submission's, so the correction reach (access/correction.ts) reads them as it reads a submission's.

export const ERROR_CORRECTION_NOT_FOUND = 'Error correction not found';

/** A time as the drivers give it (node-postgres a Date, PGlite a Date or text). */
export type Stamp = Date | string;
export const isoOf = (v: Stamp): string => new Date(v).toISOString();
export const isoOrNullOf = (v: Stamp | null): string | null => (v === null ? null : isoOf(v));
export const msOf = (v: Stamp): number => new Date(v).getTime();

/**
 * A correction's `updated_at` as exact text (microseconds, UTC): the review names it and the UPDATE compares
 * it exactly (a JavaScript Date would keep milliseconds only).
 */
export const stampText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The correction `ec` is reached by the corrector (its brand, a student linked to it, a class it corrects for). */
export const reachesCorrection = (me: Corrector | Reach): SQL => correctorReaches(me, submissionAlias('ec'));

/** The student of `ec` is still there (a deleted student's corrections leave the lists and pages). */
export const liveStudent = sql`exists (select 1 from users st where st.id = ec.student_id and st.deleted_at is null)`;

/** The columns of one attempt (over `error_corrections ec left join users rv on rv.id = ec.reviewed_by`). */
export const attemptColumns = sql`ec.id, ec.attempt, ec.state, ec.response, ec.outcome, ec.explanation, ec.photo,
  ec.review_comment as "reviewComment", ec.reviewed_by as "reviewedById", rv.name as "reviewedByName",
  ec.reviewed_at as "reviewedAt", ec.created_at as "createdAt"`;

export interface AttemptRow {
  id: number;
  attempt: number;
  state: string;
  response: unknown;
  outcome: string | null;
  explanation: string;
  photo: string | null;
  reviewComment: string;
  reviewedById: number | null;
  reviewedByName: string | null;
  reviewedAt: Stamp | null;
  createdAt: Stamp;
}

export function attemptOf(r: AttemptRow): ErrorCorrectionAttempt {
  return {
    id: Number(r.id),
    attempt: Number(r.attempt),
    state: r.state as ErrorCorrectionState,
    response: responseOf(r.response),
    outcome: (r.outcome ?? null) as GradeOutcome | null,
    explanation: r.explanation,
    photo: r.photo,
    reviewComment: r.reviewComment,
    reviewedBy: r.reviewedById === null ? null : { id: Number(r.reviewedById), name: r.reviewedByName ?? '' },
    reviewedAt: isoOrNullOf(r.reviewedAt),
    createdAt: isoOf(r.createdAt),
  };
}

/** The photos some attempts name: their own and their redone short answers'. */
export function photosOf(attempts: readonly ErrorCorrectionAttempt[]): string[] {
  const names = attempts.flatMap((a) => [a.photo, a.response.photo].filter((p): p is string => !!p));
  return [...new Set(names)];
}

/** `in (…)` of some ids (non-empty). */
export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
