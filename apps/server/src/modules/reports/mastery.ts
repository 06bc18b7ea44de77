import { sql } from 'drizzle-orm';
import {
  type GetMyMasteryQuery,
  MASTERY_RECENT_DAYS,
  type MasteryPoint,
  type MyMastery,
  masteryLevelOf,
  roundTo,
} from '@edu/shared';
import type { ClassroomScope } from '../../access/scopes';
import { type Exec, selectRows } from '../../db/queries';
import { numOrNull } from './class-lesson';

interface PointRow {
  knowledgePointId: number;
  subject: string;
  name: string;
  answers: number;
  meanCredit: number | string;
  recentAnswers: number;
  recentCredit: number | string | null;
  earlierCredit: number | string | null;
}

/**
 * Its mastery per knowledge point: every graded answer of its handed-in work (short answers once a person
 * graded them) counted for each knowledge point of its question; the mean credit, its level, and the mean
 * of the last MASTERY_RECENT_DAYS days (by hand-in) against the one before. One statement: its answers grouped
 * by question (answers_pk per submission), then by knowledge point (question_knowledge_points_pk); the subject filter is
 * applied to its result, which also gives the subjects there are.
 */
export async function getMyMastery(db: Exec, scope: ClassroomScope, q: GetMyMasteryQuery): Promise<MyMastery> {
  const recent = sql`s.submitted_at >= now() - ${MASTERY_RECENT_DAYS} * interval '1 day'`;
  // Per question first (its answers are read once), then per knowledge point over a few rows: joining every
  // answer to its points would multiply a year of answers by the points of each question.
  const rows = await selectRows<PointRow>(
    db,
    sql`with q as (
          select an.question_id, count(*) as n, sum(an.credit::float8) as total,
            count(*) filter (where ${recent}) as rn, sum(an.credit::float8) filter (where ${recent}) as rtotal
          from submissions s
          join answers an on an.submission_id = s.id
          where s.student_id = ${scope.userId} and s.state in ('submitted', 'graded')
            and an.outcome in ('correct', 'partial', 'wrong') and an.credit is not null
          group by an.question_id
        )
        select kp.id as "knowledgePointId", kp.subject, kp.name, sum(q.n)::int as answers,
          (sum(q.total) / sum(q.n))::float8 as "meanCredit",
          sum(q.rn)::int as "recentAnswers",
          (sum(q.rtotal) / nullif(sum(q.rn), 0))::float8 as "recentCredit",
          ((sum(q.total) - coalesce(sum(q.rtotal), 0)) / nullif(sum(q.n) - sum(q.rn), 0))::float8 as "earlierCredit"
        from q
        join question_knowledge_points qkp on qkp.question_id = q.question_id
        join knowledge_points kp on kp.id = qkp.knowledge_point_id
        group by kp.id, kp.subject, kp.name`,
  );
  const all: MasteryPoint[] = rows.map((r) => {
    const mean = Number(r.meanCredit);
    const recentCredit = numOrNull(r.recentCredit);
    const earlierCredit = numOrNull(r.earlierCredit);
    return {
      knowledgePointId: Number(r.knowledgePointId),
      subject: r.subject,
      name: r.name,
      answers: Number(r.answers),
      meanCredit: roundTo(mean, 3),
      level: masteryLevelOf(mean),
      recentAnswers: Number(r.recentAnswers),
      recentCredit: recentCredit === null ? null : roundTo(recentCredit, 3),
      earlierCredit: earlierCredit === null ? null : roundTo(earlierCredit, 3),
      change: recentCredit === null || earlierCredit === null ? null : roundTo(recentCredit - earlierCredit, 3),
    };
  });
  const subjects = [...new Set(all.map((p) => p.subject))].sort();
  const points = all
    .filter((p) => q.subject === undefined || p.subject === q.subject)
    .sort(
      (a, b) =>
        a.subject.localeCompare(b.subject) ||
        a.meanCredit - b.meanCredit ||
        a.name.localeCompare(b.name, 'zh') ||
        a.knowledgePointId - b.knowledgePointId,
    );
  return { subjects, points };
}
