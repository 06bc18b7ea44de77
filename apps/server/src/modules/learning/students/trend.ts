import { type SQL, sql } from 'drizzle-orm';
import { FALLING_SCORE_WINDOW } from '@edu/shared';
import type { Exec } from '../../../db/queries';
import { submissions } from '../../../db/schema';

/**
 * Students' work in one grouped pass, as a subquery to join (my students, the DL's work list): lessons handed
 * in, the mean graded score, the trend's two windows (the mean of the latest FALLING_SCORE_WINDOW graded
 * lessons, and of the ones before them, only when that window is full) and the last hand-in. Graded lessons
 * are ranked latest first per student, and per class when `perClass` (a student's row per class it is in);
 * per-row subqueries would cost several index walks per student. `where` picks the submissions.
 */
export function workTrend(db: Exec, where: SQL | undefined, perClass: boolean) {
  const graded = sql`${submissions.state} = 'graded'`;
  const partition = perClass ? sql`${submissions.studentId}, ${submissions.classId}` : sql`${submissions.studentId}`;
  const ranked = db
    .select({
      studentId: submissions.studentId,
      classId: submissions.classId,
      state: submissions.state,
      score: submissions.score,
      submittedAt: submissions.submittedAt,
      rank: sql<number>`row_number() over (partition by ${partition}, ${graded} order by ${submissions.gradedAt} desc, ${submissions.id} desc)`.as(
        'rank',
      ),
    })
    .from(submissions)
    .where(where)
    .as('ranked');
  const rGraded = sql`${ranked.state} = 'graded'`;
  const windowed = (from: number, to: number) =>
    sql`avg(${ranked.score}) filter (where ${rGraded} and ${ranked.rank} > ${from} and ${ranked.rank} <= ${to})`;
  return db
    .select({
      studentId: ranked.studentId,
      // The class when per class; otherwise one of the student's (a column to join on only per class).
      classId: perClass ? ranked.classId : sql<number>`min(${ranked.classId})`.as('class_id'),
      done: sql<number>`count(*) filter (where ${ranked.state} in ('submitted', 'graded'))`.as('done'),
      average: sql<number>`round((avg(${ranked.score}) filter (where ${rGraded}))::numeric, 1)`.as('average'),
      recent: sql<number>`round((${windowed(0, FALLING_SCORE_WINDOW)})::numeric, 1)`.as('recent'),
      // Only a full window before the latest one makes a trend.
      earlier:
        sql<number>`case when count(*) filter (where ${rGraded} and ${ranked.rank} > ${FALLING_SCORE_WINDOW}) >= ${FALLING_SCORE_WINDOW}
        then round((${windowed(FALLING_SCORE_WINDOW, 2 * FALLING_SCORE_WINDOW)})::numeric, 1) end`.as('earlier'),
      last: sql<Date>`max(${ranked.submittedAt})`.as('last'),
    })
    .from(ranked)
    .groupBy(...(perClass ? [ranked.studentId, ranked.classId] : [ranked.studentId]))
    .as('agg');
}
