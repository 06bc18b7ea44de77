import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
import { type Exec, selectRows } from '../db/queries';
import { forbidden } from '../http/errors';
import type { SupportScope } from './scopes';

// The correction policy as the server applies it to rows (DESIGN.md section 3: "correctionTeacher: submissions
// assigned to it"; modules/correction/README.md). Here rather than in the correction module because the
// learning module's photo reader asks it too.

/** A correction teacher with its brand: the scope of the correction endpoints. */
export interface Corrector {
  userId: number;
  brandId: number;
}

/** The caller as a corrector; an account without a brand, or of another role, reaches nothing (403). */
export function correctorOf(scope: SupportScope): Corrector {
  if (scope.roleType !== RoleType.correctionTeacher) throw forbidden();
  if (scope.brandId === null) throw forbidden('This account has no brand');
  return { userId: scope.userId, brandId: scope.brandId };
}

/** A value of the condition: a number, or an SQL expression (a column of the statement, a placeholder). */
type Operand = number | SQLWrapper;

/** The columns of a submission the condition reads (qualify them: the condition holds subqueries). */
export interface SubmissionRef {
  studentId: SQLWrapper;
  classId: SQLWrapper;
  brandId: SQLWrapper;
}

/** `s.<column>` of a submission aliased `alias` in hand-written SQL. */
export function submissionAlias(alias: string): SubmissionRef {
  return {
    studentId: sql.raw(`${alias}.student_id`),
    classId: sql.raw(`${alias}.class_id`),
    brandId: sql.raw(`${alias}.brand_id`),
  };
}

/** The students linked to a corrector for correction, in its brand. */
const linkedStudents = (c: { userId: Operand; brandId: Operand }) =>
  sql`select sl.student_id from support_links sl
      where sl.staff_id = ${c.userId} and sl.kind = 'correction' and sl.brand_id = ${c.brandId}`;

/** The classes a corrector corrects for, in its brand. */
const correctedClasses = (c: { userId: Operand; brandId: Operand }) =>
  sql`select cc.class_id from class_correctors cc where cc.corrector_id = ${c.userId} and cc.brand_id = ${c.brandId}`;

/** A corrector's reach read once (readReach): its brand, its linked students, the classes it corrects for. */
export interface Reach {
  brandId: number;
  studentIds: number[];
  classIds: number[];
}

/** `'{1,2}'::int[]`: one parameter, whose values the planner sees. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * Whether a correction teacher reaches a submission: in its brand, the student is linked to it by a support
 * link of kind `correction`, or the submission's class is one it corrects for (`class_correctors`). The one
 * rule, used by every correction endpoint and by the photo reader (modules/learning/photos).
 *
 * The corrector is named by its id and brand (values or columns of the statement: the students and classes
 * are then subqueries of the condition, `= any(array(…))`, computed once per corrector), or by its Reach read
 * beforehand (readReach: the lists, whose planner then sees how few students and classes they are and reads
 * the submissions through the partial indexes on (student_id, …) and (class_id, …) with a BitmapOr).
 */
export function correctorReaches(corrector: { userId: Operand; brandId: Operand } | Reach, s: SubmissionRef): SQL {
  const reach = 'studentIds' in corrector;
  const students = reach ? intArray(corrector.studentIds) : sql`array(${linkedStudents(corrector)})`;
  const classes = reach ? intArray(corrector.classIds) : sql`array(${correctedClasses(corrector)})`;
  return sql`(${s.brandId} = ${corrector.brandId} and (${s.studentId} = any(${students}) or ${s.classId} = any(${classes})))`;
}

/**
 * The ids of the correction teachers whose links or classes reach a submission: correctorReaches read from the
 * submission's side (a corrector of the submission's brand, linked to its student for correction or correcting
 * for its class), through the links' student index and the class correctors' key. Join the users to keep live
 * correction teachers of the submission's brand. For a page of submissions; asking correctorReaches of every
 * correction teacher of the brand for each row took 200 ms at --scale 250 (500 teachers).
 */
export function correctorsReaching(s: SubmissionRef): SQL {
  return sql`(select sl.staff_id from support_links sl
      where sl.student_id = ${s.studentId} and sl.kind = 'correction' and sl.brand_id = ${s.brandId}
    union
    select cc.corrector_id from class_correctors cc where cc.class_id = ${s.classId} and cc.brand_id = ${s.brandId})`;
}

/** A corrector's Reach, read with the same subqueries as correctorReaches. */
export async function readReach(db: Exec, corrector: Corrector): Promise<Reach> {
  const [row] = await selectRows<{ studentIds: number[] | null; classIds: number[] | null }>(
    db,
    sql`select array(${linkedStudents(corrector)}) as "studentIds", array(${correctedClasses(corrector)}) as "classIds"`,
  );
  return {
    brandId: corrector.brandId,
    studentIds: (row?.studentIds ?? []).map(Number),
    classIds: (row?.classIds ?? []).map(Number),
  };
}

/** Handed-in work: the only work a corrector sees. */
export const HANDED_IN = ['submitted', 'graded'] as const;

/**
 * Correction work: handed in and waiting for a person (`submitted`: short answers wait), or graded by one (a
 * correction save bumps `version`). Work graded automatically alone is none. The predicate of the partial
 * indexes `submissions_correction_*_idx`, written the same way so that the planner matches them.
 */
export function correctionWork(s: { state: SQLWrapper; version: SQLWrapper }): SQL {
  return sql`(${s.state} = 'submitted' or (${s.state} = 'graded' and ${s.version} > 0))`;
}
