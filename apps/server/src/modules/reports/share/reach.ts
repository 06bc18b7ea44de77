/**
 * Who may share what (README.md "Scope"): a teacher the reports of the classes it teaches and the answers of
 * their handed-in work; a correction teacher the answers and the student reports of the work it reaches
 * (access/correction.ts). A target outside the caller's reach answers 404 like an unknown one; a target must
 * exist and be handed in.
 */
import { type SQL, sql } from 'drizzle-orm';
import { RoleType, type ShareTarget } from '@edu/shared';
import { correctorOf, correctorReaches, HANDED_IN, submissionAlias } from '../../../access/correction';
import type { SupportScope } from '../../../access/scopes';
import { type Exec, selectRows } from '../../../db/queries';
import { AppError, forbidden, notFound } from '../../../http/errors';
import { taughtClass } from '../../learning';
import { classLessonOf } from '../class-lesson';

export const NOT_HANDED_IN = 'Report not found: the lesson is not submitted yet';
export const CLASS_NOT_HANDED_IN = 'Report not found: nobody in the class has handed this lesson in yet';
export const ANSWER_NOT_FOUND = 'Answer not found';
export const CORRECTOR_KINDS = 'A correction teacher shares answers and student reports only';

/** A target as a link row stores it: every id its page needs, with the brand and school of its class. */
export interface ReachedTarget {
  brandId: number;
  schoolId: number;
  classId: number;
  lessonId: number;
  studentId: number | null;
  submissionId: number | null;
  questionId: number | null;
}

interface SubmissionRow {
  id: number;
  studentId: number;
  classId: number;
  lessonId: number;
  brandId: number;
  schoolId: number;
}

const handedIn = sql.raw(`s.state in (${HANDED_IN.map((s) => `'${s}'`).join(', ')})`);

async function handedInSubmission(db: Exec, where: SQL): Promise<SubmissionRow | null> {
  const [row] = await selectRows<SubmissionRow>(
    db,
    sql`select s.id, s.student_id as "studentId", s.class_id as "classId", s.lesson_id as "lessonId",
               s.brand_id as "brandId", s.school_id as "schoolId"
        from submissions s where ${handedIn} and ${where} limit 1`,
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/** taughtClass, with its 404 as null. */
async function taughtOrNull(db: Exec, scope: SupportScope, classId: number) {
  if (scope.brandId === null) throw forbidden('This account has no brand');
  try {
    return await taughtClass(db, { role: 'teacher', userId: scope.userId, brandId: scope.brandId }, classId);
  } catch (err) {
    if (err instanceof AppError && err.code === 404) return null;
    throw err;
  }
}

const answerOf = (submissionId: number, questionId: number) =>
  sql`s.id = ${submissionId} and exists (select 1 from answers a where a.submission_id = s.id and a.question_id = ${questionId})`;
const workOf = (t: { studentId: number; classId: number; lessonId: number }) =>
  sql`s.student_id = ${t.studentId} and s.class_id = ${t.classId} and s.lesson_id = ${t.lessonId}`;

function stored(s: SubmissionRow, questionId: number | null): ReachedTarget {
  return {
    brandId: s.brandId,
    schoolId: s.schoolId,
    classId: s.classId,
    lessonId: s.lessonId,
    studentId: s.studentId,
    submissionId: s.id,
    questionId,
  };
}

async function teacherTarget(db: Exec, scope: SupportScope, target: ShareTarget): Promise<ReachedTarget> {
  switch (target.kind) {
    case 'class_report': {
      const taught = await taughtOrNull(db, scope, target.classId);
      if (!taught) throw notFound('Class not found');
      // The class report's own rule: a lesson given to the class (released or homework); and handed in by someone.
      await classLessonOf(db, target);
      const any = await handedInSubmission(db, sql`s.class_id = ${taught.id} and s.lesson_id = ${target.lessonId}`);
      if (!any) throw notFound(CLASS_NOT_HANDED_IN);
      return {
        brandId: taught.brandId,
        schoolId: taught.schoolId,
        classId: taught.id,
        lessonId: target.lessonId,
        studentId: null,
        submissionId: null,
        questionId: null,
      };
    }
    case 'student_report': {
      if (!(await taughtOrNull(db, scope, target.classId))) throw notFound('Class not found');
      const s = await handedInSubmission(db, workOf(target));
      if (!s) throw notFound(NOT_HANDED_IN);
      return stored(s, null);
    }
    case 'answer': {
      const s = await handedInSubmission(db, answerOf(target.submissionId, target.questionId));
      if (!s || !(await taughtOrNull(db, scope, s.classId))) throw notFound(ANSWER_NOT_FOUND);
      return stored(s, target.questionId);
    }
  }
}

async function correctorTarget(db: Exec, scope: SupportScope, target: ShareTarget): Promise<ReachedTarget> {
  const me = correctorOf(scope);
  const reached = correctorReaches(me, submissionAlias('s'));
  switch (target.kind) {
    case 'class_report':
      throw forbidden(CORRECTOR_KINDS);
    case 'student_report': {
      const s = await handedInSubmission(db, sql`${workOf(target)} and ${reached}`);
      if (!s) throw notFound(NOT_HANDED_IN);
      return stored(s, null);
    }
    case 'answer': {
      const s = await handedInSubmission(db, sql`${answerOf(target.submissionId, target.questionId)} and ${reached}`);
      if (!s) throw notFound(ANSWER_NOT_FOUND);
      return stored(s, target.questionId);
    }
  }
}

/** The target as the caller may share it (404 outside its reach or before a hand-in; 403 a kind not its). */
export function reachTarget(db: Exec, scope: SupportScope, target: ShareTarget): Promise<ReachedTarget> {
  if (scope.roleType === RoleType.teacher) return teacherTarget(db, scope, target);
  if (scope.roleType === RoleType.correctionTeacher) return correctorTarget(db, scope, target);
  throw forbidden();
}

/** Whether the caller reaches a target at all (a colleague of the maker: 403 rather than 404 on a revoke). */
export async function reaches(db: Exec, scope: SupportScope, target: ShareTarget): Promise<boolean> {
  try {
    await reachTarget(db, scope, target);
    return true;
  } catch (err) {
    if (err instanceof AppError && (err.code === 404 || err.code === 403)) return false;
    throw err;
  }
}
