import { type AnyColumn, and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type GetTeacherTodayQuery,
  type PrepState,
  STUDENT_RESULTS_MAX,
  STUDENT_TODO_MAX,
  type StudentToday,
  TEACHER_TODAY_MAX,
  type TeacherToday,
  TODAY_WINDOW_DAYS,
} from '@edu/shared';
import { classroomCourses } from '../../../access/classroom';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { iso, isoOrNull } from '../../../db/queries';
import {
  assignments,
  classes,
  classStudents,
  classTeachers,
  courses,
  lessonPreps,
  lessonReleases,
  lessons,
  submissions,
} from '../../../db/schema';
import { getMyHomework } from '../homework/queries';

/**
 * The dashboard's to-do (issue 10 item 7): a teacher's day in its active classes, a student's own. Every part
 * is one query bounded by its maximum, with the total beside each row (`count(*) over ()`).
 */

const total = sql<number>`count(*) over ()`.mapWith(Number);
const week = sql.raw(`interval '${TODAY_WINDOW_DAYS} days'`);
/** A raw timestamp (an aggregate's) comes back as text or a Date: read it as a time. */
const isoOf = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const bounded = <R extends { total: number }, T>(rows: R[], map: (r: R) => T) => ({
  list: rows.map(map),
  total: rows[0]?.total ?? 0,
});

// One formatter per zone (making one costs far more than using it).
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of `at` in the time zone `tz`. */
export function dayIn(tz: string, at: Date = new Date()): string {
  let format = dayFormatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(tz, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The teacher's active classes (class_teachers_teacher_idx). */
async function activeClassIds(db: Db, scope: ClassroomScope): Promise<number[]> {
  const rows = await db
    .select({ id: classes.id })
    .from(classTeachers)
    .innerJoin(classes, eq(classes.id, classTeachers.classId))
    .where(and(eq(classTeachers.teacherId, scope.userId), eq(classes.brandId, scope.brandId), eq(classes.status, 1)));
  return rows.map((r) => r.id);
}

/**
 * The teacher's day in its active classes, `today` in `q.tz`: lessons to prepare (a draft preparation planned
 * from today to a week on, or a release scheduled within the next 7 × 24 h whose preparation is missing or a
 * draft), releases scheduled today, homework due within the next 7 × 24 h and gone due within the last, and
 * hand-ins waiting for a person.
 */
export async function getTeacherToday(db: Db, scope: ClassroomScope, q: GetTeacherTodayQuery): Promise<TeacherToday> {
  const tz = q.tz;
  const today = dayIn(tz);
  const empty = { list: [], total: 0 };
  const classIds = await activeClassIds(db, scope);
  if (classIds.length === 0) {
    return { today, tz, prepare: empty, releases: empty, dueSoon: empty, pastDue: empty, toGrade: empty };
  }
  const mine = (column: AnyColumn) => inArray(column, classIds);
  const day = sql`${today}::date`;
  const dayStart = sql`(${today}::date::timestamp at time zone ${tz})`;
  const dayEnd = sql`(${addDays(today, 1)}::date::timestamp at time zone ${tz})`;

  // ---- Lessons to prepare: the union of the two reasons, then the teacher's preparation and the release.
  const plannedSoon = sql`${lessonPreps.plannedOn} between ${day} and ${addDays(today, TODAY_WINDOW_DAYS)}::date`;
  const scheduledSoon = sql`${lessonReleases.unlockAt} > now() and ${lessonReleases.unlockAt} <= now() + ${week}`;
  const candidates = db
    .select({ classId: lessonPreps.classId, lessonId: lessonPreps.lessonId })
    .from(lessonPreps)
    .where(
      and(
        eq(lessonPreps.teacherId, scope.userId),
        mine(lessonPreps.classId),
        eq(lessonPreps.state, 'draft'),
        plannedSoon,
      ),
    )
    .union(
      db
        .select({ classId: lessonReleases.classId, lessonId: lessonReleases.lessonId })
        .from(lessonReleases)
        .where(and(mine(lessonReleases.classId), scheduledSoon)),
    )
    .as('candidates');
  const when = sql`least(
    case when ${plannedSoon} then (${lessonPreps.plannedOn}::timestamp at time zone ${tz}) end,
    case when ${scheduledSoon} then ${lessonReleases.unlockAt} end)`;
  const prepRows = await db
    .select({
      classId: classes.id,
      className: classes.name,
      lessonId: lessons.id,
      title: lessons.title,
      courseTitle: courses.title,
      plannedOn: lessonPreps.plannedOn,
      unlockAt: sql<
        Date | string | null
      >`case when ${lessonReleases.unlockAt} > now() then ${lessonReleases.unlockAt} end`,
      prepState: lessonPreps.state,
      total,
    })
    .from(candidates)
    .innerJoin(classes, eq(classes.id, candidates.classId))
    .innerJoin(lessons, eq(lessons.id, candidates.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(
      lessonPreps,
      and(
        eq(lessonPreps.teacherId, scope.userId),
        eq(lessonPreps.classId, candidates.classId),
        eq(lessonPreps.lessonId, candidates.lessonId),
      ),
    )
    .leftJoin(
      lessonReleases,
      and(eq(lessonReleases.classId, candidates.classId), eq(lessonReleases.lessonId, candidates.lessonId)),
    )
    .where(and(eq(lessons.published, true), sql`(${lessonPreps.id} is null or ${lessonPreps.state} = 'draft')`))
    .orderBy(asc(when), asc(classes.name), asc(lessons.id))
    .limit(TEACHER_TODAY_MAX);

  // ---- Releases scheduled today (open already or later today), by time.
  const releaseRows = await db
    .select({
      classId: classes.id,
      className: classes.name,
      lessonId: lessons.id,
      title: lessons.title,
      courseTitle: courses.title,
      unlockAt: lessonReleases.unlockAt,
      released: sql<boolean>`${lessonReleases.unlockAt} <= now()`,
      total,
    })
    .from(lessonReleases)
    .innerJoin(classes, eq(classes.id, lessonReleases.classId))
    .innerJoin(lessons, eq(lessons.id, lessonReleases.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(
      and(
        mine(lessonReleases.classId),
        sql`${lessonReleases.unlockAt} >= ${dayStart} and ${lessonReleases.unlockAt} < ${dayEnd}`,
      ),
    )
    .orderBy(asc(lessonReleases.unlockAt), asc(classes.name), asc(lessons.id))
    .limit(TEACHER_TODAY_MAX);

  // ---- Homework due soon and gone due: the class's present students and who of them handed it in.
  const students = sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${assignments.classId} and ${classStudents.active})`;
  const submitted = sql<number>`(select count(*) from ${submissions} where ${submissions.classId} = ${assignments.classId} and ${submissions.lessonId} = ${assignments.lessonId} and ${submissions.state} in ('submitted', 'graded') and exists (select 1 from ${classStudents} cs where cs.class_id = ${submissions.classId} and cs.student_id = ${submissions.studentId} and cs.active))`;
  const homework = (window: ReturnType<typeof sql>, order: ReturnType<typeof asc>) =>
    db
      .select({
        classId: classes.id,
        className: classes.name,
        lessonId: lessons.id,
        title: lessons.title,
        courseTitle: courses.title,
        dueAt: assignments.dueAt,
        students: students.mapWith(Number),
        submitted: submitted.mapWith(Number),
        total,
      })
      .from(assignments)
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(mine(assignments.classId), window))
      .orderBy(order, asc(classes.name), asc(lessons.id))
      .limit(TEACHER_TODAY_MAX);
  const dueRows = await homework(
    sql`${assignments.dueAt} > now() and ${assignments.dueAt} <= now() + ${week}`,
    asc(assignments.dueAt),
  );
  const pastRows = await homework(
    sql`${assignments.dueAt} <= now() and ${assignments.dueAt} > now() - ${week}`,
    desc(assignments.dueAt),
  );

  // ---- Hand-ins waiting for a person, per class and lesson, longest waiting first.
  const oldest = sql<Date | string>`min(coalesce(${submissions.submittedAt}, ${submissions.updatedAt}))`;
  const gradingRows = await db
    .select({
      classId: classes.id,
      className: classes.name,
      lessonId: lessons.id,
      title: lessons.title,
      courseTitle: courses.title,
      waiting: sql<number>`count(*)`.mapWith(Number),
      oldestAt: oldest,
      total,
    })
    .from(submissions)
    .innerJoin(classes, eq(classes.id, submissions.classId))
    .innerJoin(lessons, eq(lessons.id, submissions.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(
      classStudents,
      and(
        eq(classStudents.classId, submissions.classId),
        eq(classStudents.studentId, submissions.studentId),
        eq(classStudents.active, true),
      ),
    )
    .where(and(mine(submissions.classId), eq(submissions.state, 'submitted')))
    .groupBy(classes.id, classes.name, lessons.id, lessons.title, courses.title)
    .orderBy(asc(oldest), asc(classes.name), asc(lessons.id))
    .limit(TEACHER_TODAY_MAX);

  const homeworkRow = ({ total: _t, dueAt, ...r }: (typeof dueRows)[number]) => ({
    ...r,
    dueAt: iso(dueAt),
    missing: Math.max(0, r.students - r.submitted),
  });
  return {
    today,
    tz,
    prepare: bounded(prepRows, ({ total: _t, unlockAt, prepState, ...r }) => ({
      ...r,
      unlockAt: unlockAt === null ? null : isoOf(unlockAt),
      prepState: (prepState ?? null) as PrepState | null,
    })),
    releases: bounded(releaseRows, ({ total: _t, unlockAt, ...r }) => ({
      ...r,
      unlockAt: isoOrNull(unlockAt) ?? '',
    })),
    dueSoon: bounded(dueRows, homeworkRow),
    pastDue: bounded(pastRows, homeworkRow),
    toGrade: bounded(gradingRows, ({ total: _t, oldestAt, ...r }) => ({ ...r, oldestAt: isoOf(oldestAt) })),
  };
}

/**
 * The student's day in its active classes, on lessons open to it now: its homework not handed in (overdue
 * ones first, as they are due first, then by due time), the other lessons it has started and not handed in
 * (latest saved first), and its latest graded lessons.
 */
export async function getStudentToday(db: Db, scope: ClassroomScope): Promise<StudentToday> {
  // The to-do is the student's homework list, not handed in (homework/queries.ts getMyHomework).
  const todo = await getMyHomework(db, scope, { page: 1, pageSize: STUDENT_TODO_MAX, state: 'todo' });

  // The student's own work (submissions_student_class_lesson_uq), with the lesson still open to its class.
  const work = (state: 'in_progress' | 'graded') =>
    and(
      eq(submissions.studentId, scope.userId),
      eq(submissions.state, state),
      eq(classStudents.studentId, scope.userId),
      eq(classStudents.active, true),
      sql`${lessonReleases.unlockAt} <= now()`,
      eq(lessons.published, true),
      classroomCourses(scope),
    );
  const progressRows = await db
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      courseTitle: courses.title,
      className: classes.name,
      updatedAt: submissions.updatedAt,
      total,
    })
    .from(submissions)
    .innerJoin(
      classStudents,
      and(eq(classStudents.classId, submissions.classId), eq(classStudents.studentId, submissions.studentId)),
    )
    .innerJoin(classes, eq(classes.id, submissions.classId))
    .innerJoin(
      lessonReleases,
      and(eq(lessonReleases.classId, submissions.classId), eq(lessonReleases.lessonId, submissions.lessonId)),
    )
    .innerJoin(lessons, eq(lessons.id, submissions.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    // Homework is on the to-do already.
    .leftJoin(
      assignments,
      and(eq(assignments.classId, submissions.classId), eq(assignments.lessonId, submissions.lessonId)),
    )
    .where(and(work('in_progress'), isNull(assignments.id)))
    .orderBy(desc(submissions.updatedAt), desc(submissions.id))
    .limit(STUDENT_TODO_MAX);

  const gradedAt = sql<
    Date | string
  >`coalesce(${submissions.gradedAt}, ${submissions.submittedAt}, ${submissions.updatedAt})`;
  const resultRows = await db
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      courseTitle: courses.title,
      score: submissions.score,
      gradedAt,
    })
    .from(submissions)
    .innerJoin(
      classStudents,
      and(eq(classStudents.classId, submissions.classId), eq(classStudents.studentId, submissions.studentId)),
    )
    .innerJoin(
      lessonReleases,
      and(eq(lessonReleases.classId, submissions.classId), eq(lessonReleases.lessonId, submissions.lessonId)),
    )
    .innerJoin(lessons, eq(lessons.id, submissions.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(work('graded'), sql`${submissions.score} is not null`))
    .orderBy(desc(gradedAt), desc(submissions.id))
    .limit(STUDENT_RESULTS_MAX);

  return {
    todo: {
      list: todo.list.map(({ lessonId, title, courseTitle, className, dueAt, state, overdue }) => ({
        lessonId,
        title,
        courseTitle,
        className,
        dueAt,
        state,
        overdue,
      })),
      total: todo.total,
    },
    inProgress: bounded(progressRows, ({ total: _t, updatedAt, ...r }) => ({ ...r, updatedAt: iso(updatedAt) })),
    results: resultRows.map(({ score, gradedAt: at, ...r }) => ({ ...r, score: score ?? 0, gradedAt: isoOf(at) })),
  };
}
