import { eq, sql } from 'drizzle-orm';
import type { ErrorCorrectionDetail, GetErrorCorrectionDetailQuery, SubmissionState } from '@edu/shared';
import { type Corrector, correctorOf, readReach } from '../../../access/correction';
import type { SupportScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, selectRows } from '../../../db/queries';
import { submissions } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { photoUrlsFor, reportOf } from '../../learning';
import {
  type AttemptRow,
  attemptColumns,
  attemptOf,
  ERROR_CORRECTION_NOT_FOUND,
  isoOrNullOf,
  liveStudent,
  photosOf,
  reachesCorrection,
  type Stamp,
  stampText,
} from './common';
import { listWhere } from './queries';

// One error correction in full (README.md "Error correction"): the answer as handed in with its report
// item, the redo, the earlier attempts, the photos' addresses for the corrector, and the pending corrections
// around it in the order the corrector works in.

interface HeadRow {
  id: number;
  submissionId: number;
  questionId: number;
  attempt: number;
  updatedAt: string;
  createdAt: Stamp;
  studentId: number;
  studentName: string;
  studentUsername: string;
  classId: number;
  className: string;
  lessonId: number;
  lessonTitle: string;
  courseTitle: string;
  submissionState: string;
  submittedAt: Stamp | null;
}

/** A correction the corrector reaches (its student still there), with what its page shows around it. */
async function reachedHead(db: Exec, me: Corrector, id: number): Promise<HeadRow | null> {
  const [row] = await selectRows<HeadRow>(
    db,
    sql`select ec.id, ec.submission_id as "submissionId", ec.question_id as "questionId", ec.attempt,
          ${stampText(sql`ec.updated_at`)} as "updatedAt", ec.created_at as "createdAt",
          ec.student_id as "studentId", st.name as "studentName", st.username as "studentUsername",
          ec.class_id as "classId", c.name as "className", s.lesson_id as "lessonId", l.title as "lessonTitle",
          co.title as "courseTitle", s.state as "submissionState", s.submitted_at as "submittedAt"
        from error_corrections ec
        join users st on st.id = ec.student_id
        join submissions s on s.id = ec.submission_id
        join classes c on c.id = ec.class_id
        join lessons l on l.id = s.lesson_id
        join courses co on co.id = l.course_id
        where ec.id = ${id} and ${reachesCorrection(me)} and ${liveStudent}`,
  );
  return row ?? null;
}

/** The pending corrections before and after one in the caller's order (pending, oldest first). */
async function neighbours(db: Exec, me: Corrector, head: HeadRow) {
  const pending = sql`select ec.id, ec.created_at as t from error_corrections ec
    join users st on st.id = ec.student_id and st.deleted_at is null
    where ${listWhere({ reach: await readReach(db, me), state: 'pending' })}`;
  const [row] = await selectRows<{ previousId: number | null; nextId: number | null }>(
    db,
    sql`with pending as (${pending}), point as (select ec.created_at as t, ec.id from error_corrections ec
          where ec.id = ${head.id})
        select (select q.id from pending q, point p where (q.t, q.id) < (p.t, p.id)
                order by q.t desc, q.id desc limit 1) as "previousId",
               (select q.id from pending q, point p where (q.t, q.id) > (p.t, p.id)
                order by q.t, q.id limit 1) as "nextId"`,
  );
  return {
    previousId: row?.previousId == null ? null : Number(row.previousId),
    nextId: row?.nextId == null ? null : Number(row.nextId),
  };
}

/**
 * One correction the corrector reaches: the question with its key and analysis, the answer as handed in with
 * its grade and a person's marks (the report's item), the redo with its automatic grade, the explanation, the
 * photos by signed addresses made for the corrector, the earlier attempts, and its neighbours.
 */
export async function getErrorCorrectionDetail(
  db: Db,
  scope: SupportScope,
  q: GetErrorCorrectionDetailQuery,
): Promise<ErrorCorrectionDetail> {
  const me = correctorOf(scope);
  const head = await reachedHead(db, me, q.id);
  if (!head) throw notFound(ERROR_CORRECTION_NOT_FOUND);
  const submissionId = Number(head.submissionId);
  const questionId = Number(head.questionId);
  const [report, attemptRows, around] = await Promise.all([
    reportOf(db, Number(head.lessonId), eq(submissions.id, submissionId), me.userId),
    selectRows<AttemptRow>(
      db,
      sql`select ${attemptColumns} from error_corrections ec left join users rv on rv.id = ec.reviewed_by
          where ec.submission_id = ${submissionId} and ec.question_id = ${questionId}
          order by ec.attempt desc`,
    ),
    neighbours(db, me, head),
  ]);
  // The report lists the lesson's exercises (a homework's fixed questions): a question taken out of a lesson
  // since has no item there, and its correction no page to show.
  const index = report.items.findIndex((i) => i.questionId === questionId);
  const item = report.items[index];
  if (!item) throw notFound(ERROR_CORRECTION_NOT_FOUND);
  const attempts = attemptRows.map(attemptOf);
  const correction = attempts.find((a) => a.id === Number(head.id));
  if (!correction) throw notFound(ERROR_CORRECTION_NOT_FOUND);
  const earlier = attempts.filter((a) => a.attempt < correction.attempt);
  const photos = [...photosOf([correction, ...earlier]), ...(item.response.photo ? [item.response.photo] : [])];
  return {
    id: Number(head.id),
    updatedAt: head.updatedAt,
    student: { id: Number(head.studentId), name: head.studentName, username: head.studentUsername },
    class: { id: Number(head.classId), name: head.className },
    lesson: { id: Number(head.lessonId), title: head.lessonTitle, courseTitle: head.courseTitle },
    submission: {
      id: submissionId,
      state: head.submissionState as SubmissionState,
      submittedAt: isoOrNullOf(head.submittedAt),
    },
    original: item,
    questionNumber: index + 1,
    correction,
    earlier,
    photoUrls: await photoUrlsFor(db, me.userId, photos),
    ...around,
  };
}
