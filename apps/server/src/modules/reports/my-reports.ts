import { sql } from 'drizzle-orm';
import {
  type GetMyReportsQuery,
  type GetMyScoreTrendQuery,
  MOVING_AVERAGE_WINDOW,
  type MyReportRow,
  type MyReports,
  type MyScoreTrend,
  meanOf,
  movingAverages,
  roundTo,
  TREND_POINTS_MAX,
  TREND_RANGE_DAYS,
} from '@edu/shared';
import type { ClassroomScope } from '../../access/scopes';
import { type Exec, pageOf, pageWindow, selectRows } from '../../db/queries';
import { addDays, dayIn } from '../learning';
import { isoOf, numOrNull } from './class-lesson';

// The student's report center (README.md "Report center"): its own handed-in work only (submissions of
// `student_id` = the caller, read through submissions_student_class_lesson_uq), in whatever class it was.

interface ReportRow {
  submissionId: number;
  lessonId: number;
  lessonTitle: string;
  courseId: number;
  courseTitle: string;
  classId: number;
  className: string;
  dueAt: Date | string | null;
  submittedAt: Date | string;
  late: boolean;
  state: string;
  score: number | null;
  right: number;
  total: number;
  timeSpentMs: number;
  open: boolean;
  rows: number;
}

/**
 * Its handed-in lessons and homework, newest hand-in first: course, class, homework (due time, late), state
 * (graded, or waiting for a person), score, answers right of all, time spent, and whether the lesson still
 * opens in its lesson page (released to one of its classes now). Filters: course, kind, state, days of the
 * hand-in in `tz`. One statement for the page and its total, one for the courses of its work.
 */
export async function getMyReports(db: Exec, scope: ClassroomScope, q: GetMyReportsQuery): Promise<MyReports> {
  const me = scope.userId;
  const filters = sql`
    ${q.courseId !== undefined ? sql`and l.course_id = ${q.courseId}` : sql``}
    ${q.kind === 'homework' ? sql`and a.id is not null` : q.kind === 'lesson' ? sql`and a.id is null` : sql``}
    ${q.state === 'graded' ? sql`and s.state = 'graded'` : q.state === 'waiting' ? sql`and s.state = 'submitted'` : sql``}
    ${q.from ? sql`and s.submitted_at >= (${q.from}::date)::timestamp at time zone ${q.tz}` : sql``}
    ${q.to ? sql`and s.submitted_at < ((${q.to}::date + 1)::timestamp at time zone ${q.tz})` : sql``}`;
  const { limit, offset } = pageWindow(q);
  const page = (lim: number, off: number) =>
    selectRows<ReportRow>(
      db,
      sql`select s.id as "submissionId", s.lesson_id as "lessonId", l.title as "lessonTitle",
            co.id as "courseId", co.title as "courseTitle", s.class_id as "classId", c.name as "className",
            a.due_at as "dueAt", s.submitted_at as "submittedAt",
            coalesce(s.submitted_at > a.due_at, false) as late, s.state, s.score, s.time_spent_ms as "timeSpentMs",
            (select count(*) from answers an where an.submission_id = s.id and an.outcome = 'correct')::int as "right",
            (select count(*) from answers an where an.submission_id = s.id)::int as total,
            exists (select 1 from lesson_releases r
              join class_students cs on cs.class_id = r.class_id and cs.student_id = ${me} and cs.active
              where r.lesson_id = s.lesson_id and r.unlock_at <= now()) and l.published as open,
            (count(*) over ())::int as rows
          from submissions s
          join lessons l on l.id = s.lesson_id
          join courses co on co.id = l.course_id
          join classes c on c.id = s.class_id
          left join assignments a on a.class_id = s.class_id and a.lesson_id = s.lesson_id
          where s.student_id = ${me} and s.state in ('submitted', 'graded') ${filters}
          order by s.submitted_at desc, s.id desc
          limit ${lim} offset ${off}`,
    );
  const [rows, courses] = await Promise.all([
    page(limit, offset),
    selectRows<{ id: number; title: string }>(
      db,
      sql`select distinct co.id, co.title from submissions s
          join lessons l on l.id = s.lesson_id
          join courses co on co.id = l.course_id
          where s.student_id = ${me} and s.state in ('submitted', 'graded')
          order by co.title, co.id`,
    ),
  ]);
  const total = rows[0]?.rows ?? (offset > 0 ? ((await page(1, 0))[0]?.rows ?? 0) : 0);
  const list: MyReportRow[] = rows.map((r) => ({
    submissionId: Number(r.submissionId),
    lessonId: Number(r.lessonId),
    lessonTitle: r.lessonTitle,
    courseId: Number(r.courseId),
    courseTitle: r.courseTitle,
    classId: Number(r.classId),
    className: r.className,
    dueAt: isoOf(r.dueAt),
    submittedAt: isoOf(r.submittedAt) ?? '',
    late: r.late === true,
    state: r.state === 'graded' ? 'graded' : 'waiting',
    score: numOrNull(r.score),
    right: Number(r.right),
    total: Number(r.total),
    timeSpentMs: Number(r.timeSpentMs),
    open: r.open === true,
  }));
  return { ...pageOf(q, list, total), courses: courses.map((c) => ({ id: Number(c.id), title: c.title })) };
}

interface TrendRow {
  submissionId: number;
  lessonId: number;
  lessonTitle: string;
  courseTitle: string;
  submittedAt: Date | string;
  day: string;
  score: number;
}

/**
 * Its score over time: each graded hand-in in the range (the last 90 or 365 days in `tz`, or all), oldest
 * first, with the moving average of MOVING_AVERAGE_WINDOW scores; at most TREND_POINTS_MAX (the latest).
 */
export async function getMyScoreTrend(db: Exec, scope: ClassroomScope, q: GetMyScoreTrendQuery): Promise<MyScoreTrend> {
  const days = TREND_RANGE_DAYS[q.range];
  const from = days === null ? null : addDays(dayIn(q.tz), 1 - days);
  const rows = await selectRows<TrendRow>(
    db,
    sql`select s.id as "submissionId", s.lesson_id as "lessonId", l.title as "lessonTitle",
          co.title as "courseTitle", s.submitted_at as "submittedAt",
          to_char(s.submitted_at at time zone ${q.tz}, 'YYYY-MM-DD') as day, s.score
        from submissions s
        join lessons l on l.id = s.lesson_id
        join courses co on co.id = l.course_id
        where s.student_id = ${scope.userId} and s.state = 'graded' and s.score is not null
          ${from ? sql`and s.submitted_at >= (${from}::date)::timestamp at time zone ${q.tz}` : sql``}
        order by s.submitted_at desc, s.id desc
        limit ${TREND_POINTS_MAX + 1}`,
  );
  const capped = rows.length > TREND_POINTS_MAX;
  const points = rows.slice(0, TREND_POINTS_MAX).reverse();
  const scores = points.map((p) => Number(p.score));
  const moving = movingAverages(scores, MOVING_AVERAGE_WINDOW);
  const mean = meanOf(scores);
  return {
    range: q.range,
    from,
    capped,
    average: mean === null ? null : roundTo(mean, 1),
    points: points.map((p, i) => ({
      submissionId: Number(p.submissionId),
      lessonId: Number(p.lessonId),
      lessonTitle: p.lessonTitle,
      courseTitle: p.courseTitle,
      submittedAt: isoOf(p.submittedAt) ?? '',
      day: p.day,
      score: Number(p.score),
      movingAverage: roundTo(moving[i] ?? 0, 1),
    })),
  };
}
