import { eq, sql } from 'drizzle-orm';
import type { CorrectionDetail, GetCorrectionDetailQuery } from '@edu/shared';
import { type Corrector, correctorOf, readReach } from '../../access/correction';
import type { SupportScope } from '../../access/scopes';
import type { Db } from '../../db/client';
import { type Exec, selectRows } from '../../db/queries';
import { submissions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { reportOf } from '../learning';
import {
  QUEUE_KEY,
  type RowData,
  reachOf,
  rowOf,
  rowSelect,
  SUBMISSION_NOT_FOUND,
  workFrom,
  workOf,
  workWhere,
} from './queries';

// The page of one submission (/workCorrectionDetail, README.md): its report with what a person grades, the
// hold, and its neighbours in the corrector's queue.

/** One submission of the corrector's work with what its page shows besides the report; null when it has none. */
export async function reachedRow(db: Exec, me: Corrector, submissionId: number): Promise<RowData | null> {
  const [row] = await selectRows<RowData>(
    db,
    rowSelect(sql`s.id = ${submissionId} and ${workOf()} and ${reachOf(me)}`),
  );
  return row ?? null;
}

/** The submissions before and after one (in the queue or not) in the order of the corrector's queue. */
async function neighbours(db: Exec, me: Corrector, submissionId: number) {
  const queue = sql`select s.id, ${QUEUE_KEY} as k, s.submitted_at as t from ${workFrom}
    where ${workWhere({ reach: await readReach(db, me), state: 'waiting' })}`;
  const point = sql`select ${QUEUE_KEY} as k, s.submitted_at as t, s.id from submissions s
    left join assignments a on a.class_id = s.class_id and a.lesson_id = s.lesson_id where s.id = ${submissionId}`;
  const [row] = await selectRows<{ previousId: number | null; nextId: number | null }>(
    db,
    sql`with queue as (${queue}), point as (${point})
        select (select q.id from queue q, point p where (q.k, q.t, q.id) < (p.k, p.t, p.id)
                order by q.k desc, q.t desc, q.id desc limit 1) as "previousId",
               (select q.id from queue q, point p where (q.k, q.t, q.id) > (p.k, p.t, p.id)
                order by q.k, q.t, q.id limit 1) as "nextId"`,
  );
  return {
    previousId: row?.previousId == null ? null : Number(row.previousId),
    nextId: row?.nextId == null ? null : Number(row.nextId),
  };
}

/**
 * One submission answer by answer (/workCorrectionDetail): the report's items (the lesson's exercises or the
 * homework's questions, in order, with the key and the analysis) with what a person grades, the photos'
 * addresses for the caller, the hold and the neighbours in the caller's queue.
 */
export async function getCorrectionDetail(
  db: Db,
  scope: SupportScope,
  q: GetCorrectionDetailQuery,
): Promise<CorrectionDetail> {
  const me = correctorOf(scope);
  const row = await reachedRow(db, me, q.submissionId);
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  const id = Number(row.submissionId);
  const [report, around] = await Promise.all([
    reportOf(db, Number(row.lessonId), eq(submissions.id, id), me.userId),
    neighbours(db, me, id),
  ]);
  const r = rowOf(row, me.userId);
  return {
    submissionId: id,
    version: Number(row.version),
    state: row.state as CorrectionDetail['state'],
    correctionState: r.state,
    student: r.student,
    class: { id: r.classId, name: r.className },
    lesson: { id: r.lessonId, title: r.lessonTitle, courseTitle: r.courseTitle },
    submittedAt: r.submittedAt,
    dueAt: r.dueAt,
    late: r.late,
    score: r.score,
    items: report.items.map((item) => ({
      ...item,
      byPerson: item.outcome === 'pending' || item.correction !== null,
    })),
    photoUrls: report.photoUrls,
    hold: r.hold,
    ...around,
  };
}
