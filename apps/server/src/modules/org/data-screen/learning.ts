import { sql } from 'drizzle-orm';
import { type DataScreenLearning, type DataScreenLiveSession, PRESENCE_TIMEOUT_SECONDS } from '@edu/shared';
import type { Exec } from '../../../db/queries';
import { selectRows } from '../../../db/queries';
import { liveSessionFigures, mostMissedPoints, type PointRow, type SubjectRow, subjectAccuracy } from './shape';

// The data screen's learning figures (issue 12 item 4), read from the work itself rather than the analytics
// aggregates: those follow graded work some seconds later, and the screen shows a hand-in at once. Each read
// is one school's work of one day or week, through `submissions_school_submitted_idx` (school, hand-in
// time) and the answers' key; live sessions through `class_sessions_school_live_idx`.

/** Only graded answers count: work waiting for a person (pending) is left out, partly right is not right. */
const GRADED = sql.raw(`('correct', 'partial', 'wrong')`);

interface Bounds {
  today: string;
  week_start_day: string;
  /** the instants today and this week began and end */
  day_start: string;
  day_end: string;
  week_start: string;
  week_end: string;
}

/** Today and the Monday of this ISO week in the zone, as days and as the instants they begin and end. */
async function boundsOf(db: Exec, zone: string, now: Date): Promise<Bounds> {
  const at = now.toISOString();
  const [row] = await selectRows<Bounds>(
    db,
    sql`select to_char(local, 'YYYY-MM-DD') as today,
          to_char(date_trunc('week', local), 'YYYY-MM-DD') as week_start_day,
          (date_trunc('day', local) at time zone ${zone})::text as day_start,
          ((date_trunc('day', local) + interval '1 day') at time zone ${zone})::text as day_end,
          (date_trunc('week', local) at time zone ${zone})::text as week_start,
          ((date_trunc('week', local) + interval '7 days') at time zone ${zone})::text as week_end
        from (select ${at}::timestamptz at time zone ${zone} as local) z`,
  );
  if (!row) throw new Error('the day bounds were not read');
  return row;
}

interface LiveRow {
  id: number;
  class_name: string;
  grade: number;
  lesson_title: string;
  teacher_name: string;
  started_at: string | Date;
  students: number;
  online: number;
  answered: number;
  correct: number;
}

/** The learning figures of a school at `now`, "today" and "this week" in `zone`. */
export async function learningFigures(
  db: Exec,
  schoolId: number,
  zone: string,
  now: Date,
): Promise<DataScreenLearning> {
  const bounds = await boundsOf(db, zone, now);
  const today = sql`s.submitted_at >= ${bounds.day_start}::timestamptz and s.submitted_at < ${bounds.day_end}::timestamptz`;
  const week = sql`s.submitted_at >= ${bounds.week_start}::timestamptz and s.submitted_at < ${bounds.week_end}::timestamptz`;
  const onlineSince = new Date(now.getTime() - PRESENCE_TIMEOUT_SECONDS * 1000).toISOString();

  const [handIns, subjects, points, live] = await Promise.all([
    selectRows<{ hand_ins: number; students: number }>(
      db,
      sql`select count(*)::int as hand_ins, count(distinct s.student_id)::int as students
          from submissions s
          where s.school_id = ${schoolId} and ${today}`,
    ),
    selectRows<SubjectRow>(
      db,
      sql`select q.subject,
            count(*) filter (where ${today})::int as today_answered,
            count(*) filter (where ${today} and a.outcome = 'correct')::int as today_correct,
            count(*)::int as week_answered,
            count(*) filter (where a.outcome = 'correct')::int as week_correct
          from submissions s
          join answers a on a.submission_id = s.id
          join questions q on q.id = a.question_id
          where s.school_id = ${schoolId} and ${week} and a.outcome in ${GRADED}
          group by q.subject`,
    ),
    selectRows<PointRow>(
      db,
      sql`select kp.id, kp.name, kp.subject, count(*)::int as attempts,
            count(*) filter (where a.outcome <> 'correct')::int as missed
          from submissions s
          join answers a on a.submission_id = s.id
          join question_knowledge_points qk on qk.question_id = a.question_id
          join knowledge_points kp on kp.id = qk.knowledge_point_id
          where s.school_id = ${schoolId} and ${week} and a.outcome in ${GRADED}
          group by kp.id, kp.name, kp.subject`,
    ),
    selectRows<LiveRow>(
      db,
      sql`select cs.id, c.name as class_name, c.grade, l.title as lesson_title,
            coalesce(nullif(u.name, ''), u.username) as teacher_name, cs.started_at,
            (select count(*) from class_students st where st.class_id = cs.class_id and st.active)::int as students,
            (select count(*) from class_session_presence p
               join class_students st on st.class_id = cs.class_id and st.student_id = p.student_id and st.active
               where p.session_id = cs.id and p.last_seen_at >= ${onlineSince}::timestamptz)::int as online,
            w.answered, w.correct
          from class_sessions cs
          join classes c on c.id = cs.class_id
          join lessons l on l.id = cs.lesson_id
          join users u on u.id = cs.teacher_id
          cross join lateral (
            select count(*)::int as answered, count(*) filter (where a.outcome = 'correct')::int as correct
            from submissions s join answers a on a.submission_id = s.id
            where s.class_id = cs.class_id and s.lesson_id = cs.lesson_id and a.updated_at >= cs.started_at
              and a.outcome in ${GRADED}
          ) w
          where cs.school_id = ${schoolId} and cs.state = 'live'`,
    ),
  ]);

  const sessions: DataScreenLiveSession[] = live.map((r) => ({
    id: Number(r.id),
    className: r.class_name,
    grade: Number(r.grade),
    lessonTitle: r.lesson_title,
    teacherName: r.teacher_name,
    startedAt: new Date(r.started_at).toISOString(),
    online: Number(r.online),
    students: Number(r.students),
    answers: { answered: Number(r.answered), correct: Number(r.correct) },
  }));
  return {
    today: bounds.today,
    weekStart: bounds.week_start_day,
    handInsToday: Number(handIns[0]?.hand_ins ?? 0),
    studentsToday: Number(handIns[0]?.students ?? 0),
    accuracyBySubject: subjectAccuracy(subjects),
    ...liveSessionFigures(sessions),
    missedPoints: mostMissedPoints(points),
  };
}
