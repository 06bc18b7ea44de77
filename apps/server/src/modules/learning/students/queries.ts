import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  FALLING_SCORE_DROP,
  type GetStudentDaysQuery,
  type GetTaughtStudentsQuery,
  type LessonReport,
  type StudentDays,
  type SubmissionState,
  type TaughtStudentRow,
} from '@edu/shared';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import {
  isoOrNull,
  keywordOf,
  NullableKey,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
  prefixPattern,
} from '../../../db/queries';
import {
  assignments,
  classes,
  classStudents,
  classTeachers,
  courses,
  lessons,
  submissions,
  users,
} from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { reportOf } from '../lessons/service';
import { workTrend } from './trend';

const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const numOrNull = (expr: SQL) => sql<number | null>`${expr}`.mapWith((v) => (v === null ? null : Number(v)));
const dateOrNull = (expr: SQL) =>
  sql<Date | null>`${expr}`.mapWith((v: Date | string | null) => (v === null ? null : new Date(v)));

/** The active memberships of the classes the teacher teaches (a student, a class): whom a teacher may read. */
function taughtMemberships(scope: ClassroomScope): SQL {
  return and(
    eq(classStudents.active, true),
    eq(classStudents.brandId, scope.brandId),
    sql`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${classStudents.classId} and ${classTeachers.teacherId} = ${scope.userId})`,
    sql`exists (select 1 from ${classes} where ${classes.id} = ${classStudents.classId} and ${classes.status} = 1)`,
  ) as SQL;
}

/**
 * The classes of the teacher's where this student is now (DESIGN.md section 3: a teacher reads its classes'
 * students). None: 404, like an unknown student, so that ids outside the scope reveal nothing.
 */
async function taughtClassesOf(db: Db, scope: ClassroomScope, studentId: number) {
  const rows = await db
    .select({ id: classes.id, name: classes.name })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.studentId, studentId), taughtMemberships(scope)))
    .orderBy(asc(classes.name), asc(classes.id));
  if (rows.length === 0) throw notFound('Student not found');
  return rows;
}

/**
 * /myStudent/myStudent: every student of the teacher's classes (one row per class it is in), with its work
 * there: lessons handed in, average, and the trend (the mean of the latest graded lessons against the ones
 * before), and how much of its class's homework is overdue. `attention: falling` keeps the students whose
 * score falls by FALLING_SCORE_DROP points or more; `attention: overdue` those with overdue homework.
 */
export async function getTaughtStudents(
  db: Db,
  scope: ClassroomScope,
  q: GetTaughtStudentsQuery,
): Promise<Page<TaughtStudentRow>> {
  // The work of the teacher's classes, per student and class (trend.ts).
  const agg = workTrend(
    db,
    sql`${submissions.classId} in (select ${classTeachers.classId} from ${classTeachers} where ${classTeachers.teacherId} = ${scope.userId})`,
    true,
  );
  const kw = keywordOf(q.keyword);
  const inner = db
    .select({
      studentId: sql<number>`${users.id}`.as('student_id'),
      name: sql<string>`${users.name}`.as('name'),
      username: sql<string>`${users.username}`.as('username'),
      classId: sql<number>`${classes.id}`.as('class_id'),
      className: sql<string>`${classes.name}`.as('class_name'),
      done: sql<number>`coalesce(${agg.done}, 0)`.as('done_n'),
      average: sql<number>`${agg.average}`.as('average_score'),
      recentAverage: sql<number>`${agg.recent}`.as('recent_average'),
      earlierAverage: sql<number>`${agg.earlier}`.as('earlier_average'),
      lastSubmittedAt: sql<Date>`${agg.last}`.as('last_submitted_at'),
      // The class's homework whose due time is gone and that the student has not handed in.
      overdue:
        sql<number>`(select count(*) from ${assignments} a where a.class_id = ${classStudents.classId} and a.due_at <= now()
        and not exists (select 1 from ${submissions} s where s.student_id = ${classStudents.studentId} and s.class_id = a.class_id
          and s.lesson_id = a.lesson_id and s.state in ('submitted', 'graded')))`.as('overdue_n'),
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .leftJoin(agg, and(eq(agg.studentId, classStudents.studentId), eq(agg.classId, classStudents.classId)))
    .where(
      and(
        taughtMemberships(scope),
        q.classId ? eq(classStudents.classId, q.classId) : undefined,
        kw
          ? sql`(lower(${users.name}) like ${prefixPattern(kw)} or lower(${users.username}) like ${prefixPattern(kw)})`
          : undefined,
      ),
    )
    .as('t');

  const falling = sql`(${inner.recentAverage} <= ${inner.earlierAverage} - ${FALLING_SCORE_DROP})`;
  const sortKey =
    q.sort === 'average'
      ? new NullableKey(sql`${inner.average}`)
      : q.sort === 'done'
        ? sql`${inner.done}`
        : q.sort === 'lastSubmittedAt'
          ? new NullableKey(sql`${inner.lastSubmittedAt}`)
          : q.attention === 'falling'
            ? // The steepest fall first.
              sql`${inner.recentAverage} - ${inner.earlierAverage}`
            : q.attention === 'overdue'
              ? // The most homework missing first.
                sql`-${inner.overdue}`
              : sql`${inner.name}`;
  const order = q.order ?? (q.sort && q.sort !== 'name' ? 'desc' : 'asc');
  const { limit, offset } = pageWindow(q);
  const page = (lim: number, off: number) =>
    db
      .select({
        studentId: num(sql`${inner.studentId}`),
        name: sql<string>`${inner.name}`,
        username: sql<string>`${inner.username}`,
        classId: num(sql`${inner.classId}`),
        className: sql<string>`${inner.className}`,
        done: num(sql`${inner.done}`),
        average: numOrNull(sql`${inner.average}`),
        recentAverage: numOrNull(sql`${inner.recentAverage}`),
        earlierAverage: numOrNull(sql`${inner.earlierAverage}`),
        falling: sql<boolean>`coalesce(${falling}, false)`.mapWith((v) => v === true || v === 't'),
        overdue: num(sql`${inner.overdue}`),
        lastSubmittedAt: dateOrNull(sql`${inner.lastSubmittedAt}`),
        total: num(sql`count(*) over ()`),
      })
      .from(inner)
      .where(q.attention === 'falling' ? falling : q.attention === 'overdue' ? sql`${inner.overdue} > 0` : undefined)
      .orderBy(
        ...orderBy(sortKey, q.attention && !q.sort ? 'asc' : order, null),
        sql`${inner.studentId} asc`,
        sql`${inner.classId} asc`,
      )
      .limit(lim)
      .offset(off);
  const rows = await page(limit, offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  return pageOf(
    q,
    rows.map(({ total: _t, lastSubmittedAt, ...r }) => ({ ...r, lastSubmittedAt: isoOrNull(lastSubmittedAt) })),
    total,
  );
}

/**
 * Studentays: one student's work in the teacher's classes over a period, by day in the asked time zone
 * (the day a lesson was handed in, or last saved while still in progress), with each day's totals.
 */
export async function getStudentDays(db: Db, scope: ClassroomScope, q: GetStudentDaysQuery): Promise<StudentDays> {
  const taught = await taughtClassesOf(db, scope, q.studentId);
  const [student] = await db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, q.studentId));
  if (!student) throw notFound('Student not found');
  const at = sql`coalesce(${submissions.submittedAt}, ${submissions.updatedAt})`;
  const day = sql<string>`to_char(${at} at time zone ${q.tz}, 'YYYY-MM-DD')`;
  // The period's bounds as local days: [from 00:00, to + 1 day 00:00) in the zone.
  const inPeriod = sql`${at} >= (${q.from}::date)::timestamp at time zone ${q.tz} and ${at} < ((${q.to}::date + 1)::timestamp at time zone ${q.tz})`;
  const rows = await db
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      courseTitle: courses.title,
      classId: classes.id,
      className: classes.name,
      state: submissions.state,
      score: submissions.score,
      timeSpentMs: submissions.timeSpentMs,
      startedAt: submissions.startedAt,
      submittedAt: submissions.submittedAt,
      day,
    })
    .from(submissions)
    .innerJoin(lessons, eq(lessons.id, submissions.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(classes, eq(classes.id, submissions.classId))
    .where(
      and(
        eq(submissions.studentId, q.studentId),
        inArray(
          submissions.classId,
          taught.map((c) => c.id),
        ),
        inPeriod,
      ),
    )
    .orderBy(sql`${at} desc`, sql`${submissions.id} desc`);

  const days = new Map<string, { lessons: number; timeSpentMs: number; scores: number[] }>();
  for (const r of rows) {
    const d = days.get(r.day) ?? { lessons: 0, timeSpentMs: 0, scores: [] };
    d.lessons += 1;
    d.timeSpentMs += r.timeSpentMs;
    if (r.state === 'graded' && r.score !== null) d.scores.push(r.score);
    days.set(r.day, d);
  }
  return {
    student: { ...student, classes: taught },
    from: q.from,
    to: q.to,
    tz: q.tz,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([d, v]) => ({
        day: d,
        lessons: v.lessons,
        timeSpentMs: v.timeSpentMs,
        average: v.scores.length ? Math.round((v.scores.reduce((x, y) => x + y, 0) / v.scores.length) * 10) / 10 : null,
      })),
    work: rows.map((r) => ({
      ...r,
      state: r.state as SubmissionState,
      startedAt: r.startedAt.toISOString(),
      submittedAt: isoOrNull(r.submittedAt),
    })),
  };
}

/** The report of a lesson a student of the teacher's classes handed in there (answers, key, analysis). */
export async function getStudentReport(
  db: Db,
  scope: ClassroomScope,
  q: { studentId: number; lessonId: number },
): Promise<LessonReport> {
  const taught = await taughtClassesOf(db, scope, q.studentId);
  return reportOf(
    db,
    q.lessonId,
    and(
      eq(submissions.studentId, q.studentId),
      inArray(
        submissions.classId,
        taught.map((c) => c.id),
      ),
    ) as SQL,
    scope.userId,
  );
}
