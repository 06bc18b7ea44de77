import { sql } from 'drizzle-orm';
import type {
  AnswerResponse,
  GetMyErrorCorrectionsQuery,
  MyErrorCorrections,
  QuestionAnswer,
  QuestionType,
  SubmitErrorCorrectionParsed,
} from '@edu/shared';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, pageOf, pageWindow, selectRows, uniqueViolation } from '../../../db/queries';
import type { Caller } from '../../../http/define-route';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import type { Storage } from '../../../storage/storage';
import type { ReceivedFile } from '../../../storage/upload';
import { writeAudit } from '../../audit';
import { previewOf } from '../../content';
import { gradeAnswer, photoUrlsFor, storeAnswerPhoto } from '../../learning';
import { SUBMISSION_NOT_FOUND } from '../queries';
import { type AttemptRow, attemptColumns, attemptOf, ERROR_CORRECTION_NOT_FOUND, idList, photosOf } from './common';

// The student's side of error correction (README.md "Error correction"): its own handed-in work only; a
// submission of another student, or one not handed in, answers 404 like an unknown id.

const WAITING = 'An error correction of this answer is waiting for a review';
const ACCEPTED = 'An error correction of this answer was accepted already';

/** The caller as a student (the table lets only students in; the scope also carries teachers). */
function studentOf(scope: ClassroomScope): { userId: number; brandId: number } {
  if (scope.role !== 'student') throw forbidden();
  return { userId: scope.userId, brandId: scope.brandId };
}

interface CorrectableRow {
  submissionId: number;
  lessonId: number;
  classId: number;
  brandId: number;
  schoolId: number;
  answered: boolean;
  outcome: string | null;
  type: QuestionType | null;
  answer: QuestionAnswer | null;
  pending: boolean;
  accepted: boolean;
  lastAttempt: number;
}

/**
 * An answer of the student's own handed-in work that it may correct: wrong or partly right (automatically or
 * by a person), with no attempt waiting and none accepted. 404 for work that is not its own or not handed in;
 * 400 for an answer that is right, not graded yet or not given; 409 while one waits or once one was accepted.
 */
async function correctableAnswer(
  db: Exec,
  studentId: number,
  submissionId: number,
  questionId: number,
): Promise<CorrectableRow> {
  const [row] = await selectRows<CorrectableRow>(
    db,
    sql`select s.id as "submissionId", s.lesson_id as "lessonId", s.class_id as "classId",
          s.brand_id as "brandId", s.school_id as "schoolId", an.question_id is not null as answered,
          an.outcome, q.type, q.answer,
          exists (select 1 from error_corrections ec where ec.submission_id = s.id
                  and ec.question_id = ${questionId} and ec.state = 'pending') as pending,
          exists (select 1 from error_corrections ec where ec.submission_id = s.id
                  and ec.question_id = ${questionId} and ec.state = 'accepted') as accepted,
          coalesce((select max(ec.attempt) from error_corrections ec where ec.submission_id = s.id
                  and ec.question_id = ${questionId}), 0)::int as "lastAttempt"
        from submissions s
        left join answers an on an.submission_id = s.id and an.question_id = ${questionId}
        left join questions q on q.id = an.question_id
        where s.id = ${submissionId} and s.student_id = ${studentId} and s.state in ('submitted', 'graded')`,
  );
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  if (!row.answered || row.type === null || row.answer === null) {
    throw badRequest(`questionId: question ${questionId} is not an answer of this submission`);
  }
  if (row.outcome === 'pending' || row.outcome === null) {
    throw badRequest(`questionId: the answer to question ${questionId} is not graded yet`);
  }
  if (row.outcome === 'correct') {
    throw badRequest(`questionId: the answer to question ${questionId} is right: only a wrong answer is corrected`);
  }
  if (row.accepted) throw conflict(ACCEPTED);
  if (row.pending) throw conflict(WAITING);
  return row;
}

/** The part of a response its question's type reads (the rest is dropped); null when it gives no answer. */
export function redoOf(type: QuestionType, r: AnswerResponse): AnswerResponse | null {
  switch (type) {
    case 'single':
    case 'multiple':
      return r.choices && r.choices.length > 0 ? { choices: r.choices } : null;
    case 'judge':
      return typeof r.judge === 'boolean' ? { judge: r.judge } : null;
    case 'blank':
      return r.blanks?.some((b) => b.trim() !== '') ? { blanks: r.blanks } : null;
    case 'short': {
      const text = r.text?.trim() ?? '';
      if (text === '' && !r.photo) return null;
      return { ...(text === '' ? {} : { text: r.text }), ...(r.photo ? { photo: r.photo } : {}) };
    }
  }
}

/** Refuses a photo that is not the student's own upload for this answer (its lesson and question). */
async function checkPhotos(
  db: Exec,
  studentId: number,
  work: CorrectableRow,
  questionId: number,
  named: { field: string; photo: string | undefined }[],
): Promise<void> {
  const given = named.filter((n): n is { field: string; photo: string } => !!n.photo);
  if (given.length === 0) return;
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select p.name from answer_photos p
        where p.student_id = ${studentId} and p.lesson_id = ${work.lessonId} and p.question_id = ${questionId}
          and p.name in (${sql.join(
            given.map((g) => sql`${g.photo}`),
            sql`, `,
          )})`,
  );
  const mine = new Set(rows.map((r) => r.name));
  const stray = given.find((g) => !mine.has(g.photo));
  if (stray) throw badRequest(`${stray.field}: the photo was not uploaded for this answer`);
}

/**
 * Sends the redo of a wrong answer for review, in one transaction with its audit entry: the attempt gets the
 * next number, the redo its automatic grade (a hint; short answers stay pending). Two submits at once: the
 * partial unique index on pending attempts lets one in; the other answers 409 and writes nothing.
 */
export async function submitErrorCorrection(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: SubmitErrorCorrectionParsed,
) {
  const me = studentOf(caller.scope);
  return db.transaction(async (tx) => {
    const work = await correctableAnswer(tx, me.userId, input.submissionId, input.questionId);
    const type = work.type as QuestionType;
    const redo = redoOf(type, input.response);
    if (!redo) throw badRequest('response: give the new answer');
    await checkPhotos(tx, me.userId, work, input.questionId, [
      { field: 'response.photo', photo: redo.photo },
      { field: 'photo', photo: input.photo },
    ]);
    const grade = await gradeAnswer({ type, answer: work.answer as QuestionAnswer }, redo);
    const attempt = Number(work.lastAttempt) + 1;
    let inserted: { id: number }[];
    try {
      inserted = await selectRows<{ id: number }>(
        tx,
        sql`insert into error_corrections (submission_id, question_id, student_id, class_id, brand_id, attempt,
              response, outcome, explanation, photo)
            values (${work.submissionId}, ${input.questionId}, ${me.userId}, ${work.classId}, ${work.brandId},
              ${attempt}, ${JSON.stringify(redo)}::jsonb, ${grade.outcome}, ${input.explanation},
              ${input.photo ?? null})
            returning id`,
      );
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'error_corrections_one_pending_uq' || constraint === 'error_corrections_attempt_uq') {
        throw conflict(WAITING);
      }
      throw err;
    }
    const id = Number(inserted[0]?.id);
    await writeAudit(tx, {
      actorId: me.userId,
      action: 'errorCorrection.submit',
      targetType: 'errorCorrection',
      targetId: id,
      brandId: work.brandId,
      schoolId: work.schoolId,
      // What was sent, not the explanation's words.
      after: {
        submissionId: work.submissionId,
        questionId: input.questionId,
        attempt,
        outcome: grade.outcome,
        explanationLength: input.explanation.length,
        photo: !!(input.photo ?? redo.photo),
      },
      ip: caller.ip,
    });
    const [row] = await selectRows<AttemptRow>(
      tx,
      sql`select ${attemptColumns} from error_corrections ec left join users rv on rv.id = ec.reviewed_by
          where ec.id = ${id}`,
    );
    if (!row) throw new Error('submitErrorCorrection: the attempt was not written');
    return { ...attemptOf(row), submissionId: work.submissionId, questionId: input.questionId };
  });
}

/** Stores a photo of the working for a correction the student may send now (the same checks as the submit). */
export async function uploadErrorCorrectionPhoto(
  db: Db,
  storage: Storage,
  scope: ClassroomScope,
  input: { submissionId: number; questionId: number },
  file: ReceivedFile,
) {
  const me = studentOf(scope);
  const work = await correctableAnswer(db, me.userId, input.submissionId, input.questionId);
  return storeAnswerPhoto(
    db,
    storage,
    { studentId: me.userId, lessonId: work.lessonId, questionId: input.questionId, brandId: work.brandId },
    file,
  );
}

interface MyRow extends AttemptRow {
  submissionId: number;
  questionId: number;
  lessonId: number;
  lessonTitle: string;
  courseTitle: string;
  type: string;
  difficulty: number;
  stem: string;
  options: string[];
  answer: unknown;
}

/** The student's own corrections, newest first (one answer's with `submissionId` and `questionId`). */
export async function getMyErrorCorrections(
  db: Db,
  scope: ClassroomScope,
  q: GetMyErrorCorrectionsQuery,
): Promise<MyErrorCorrections> {
  const me = studentOf(scope);
  const parts = [sql`ec.student_id = ${me.userId}`];
  if (q.state) parts.push(sql`ec.state = ${q.state}`);
  if (q.submissionId !== undefined) parts.push(sql`ec.submission_id = ${q.submissionId}`);
  if (q.questionId !== undefined) parts.push(sql`ec.question_id = ${q.questionId}`);
  const where = sql.join(parts, sql` and `);
  const { limit, offset } = pageWindow(q);
  const [page, counted] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select ec.id from error_corrections ec where ${where}
          order by ec.created_at desc, ec.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from error_corrections ec where ${where}`),
  ]);
  const ids = page.map((r) => Number(r.id));
  const rows =
    ids.length === 0
      ? []
      : await selectRows<MyRow>(
          db,
          sql`select ${attemptColumns}, ec.submission_id as "submissionId", ec.question_id as "questionId",
                s.lesson_id as "lessonId", l.title as "lessonTitle", co.title as "courseTitle",
                q.type, q.difficulty, q.stem, q.options, q.answer
              from error_corrections ec
              join submissions s on s.id = ec.submission_id
              join lessons l on l.id = s.lesson_id
              join courses co on co.id = l.course_id
              join questions q on q.id = ec.question_id
              left join users rv on rv.id = ec.reviewed_by
              where ec.id in (${idList(ids)})`,
        );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const list = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...attemptOf(r),
        submissionId: Number(r.submissionId),
        questionId: Number(r.questionId),
        lessonId: Number(r.lessonId),
        lessonTitle: r.lessonTitle,
        courseTitle: r.courseTitle,
        preview: previewOf({
          id: Number(r.questionId),
          type: r.type,
          difficulty: Number(r.difficulty),
          stem: r.stem,
          options: r.options,
          answer: r.answer,
        }),
      },
    ];
  });
  return {
    ...pageOf(q, list, Number(counted[0]?.n ?? 0)),
    photoUrls: await photoUrlsFor(db, me.userId, photosOf(list)),
  };
}

/** Takes back the student's own attempt while it waits (deleted, with its audit entry); reviewed ones stay. */
export async function withdrawErrorCorrection(db: Db, caller: Caller<ClassroomScope>, input: { id: number }) {
  const me = studentOf(caller.scope);
  return db.transaction(async (tx) => {
    const [gone] = await selectRows<{ submissionId: number; questionId: number; attempt: number; brandId: number }>(
      tx,
      sql`delete from error_corrections ec where ec.id = ${input.id} and ec.student_id = ${me.userId}
            and ec.state = 'pending'
          returning ec.submission_id as "submissionId", ec.question_id as "questionId", ec.attempt,
            ec.brand_id as "brandId"`,
    );
    if (!gone) {
      const [mine] = await selectRows<{ id: number }>(
        tx,
        sql`select ec.id from error_corrections ec where ec.id = ${input.id} and ec.student_id = ${me.userId}`,
      );
      if (!mine) throw notFound(ERROR_CORRECTION_NOT_FOUND);
      throw conflict('This error correction was reviewed already; it can no longer be withdrawn');
    }
    await writeAudit(tx, {
      actorId: me.userId,
      action: 'errorCorrection.withdraw',
      targetType: 'errorCorrection',
      targetId: input.id,
      brandId: gone.brandId,
      before: { submissionId: Number(gone.submissionId), questionId: Number(gone.questionId), attempt: gone.attempt },
      ip: caller.ip,
    });
    return { withdrawn: true };
  });
}
