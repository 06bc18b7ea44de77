import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type ClassProgress,
  type GetClassProgressQuery,
  PROGRESS_LESSONS_MAX,
  type ProgressCell,
  type ProgressLesson,
} from '@edu/shared';
import { classroomCourses } from '../../../access/classroom';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { isoOrNull, keywordOf, NullableKey, orderBy, pageOf, pageWindow, prefixPattern } from '../../../db/queries';
import {
  assignments,
  classes,
  classStudents,
  courses,
  lessonReleases,
  lessons,
  schools,
  submissions,
  users,
} from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { taughtClass } from '../classroom';

const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const numOrNull = (expr: SQL) => sql<number | null>`${expr}`.mapWith((v) => (v === null ? null : Number(v)));

/** A lesson's work counts once it is handed in (graded, or submitted while a person grades its short answers). */
const handedIn = sql`${submissions.state} in ('submitted', 'graded')`;

/**
 * One of the teacher's classes as a grid (myClassDetail): the lessons released to it (the latest
 * PROGRESS_LESSONS_MAX, shown in release order) as columns, a page of its active students as rows, each
 * with its work on every column and its totals over them. Four queries, whatever the class size: the class,
 * the columns with their class figures, the page of students with their totals, their cells; the figures and
 * totals each in one grouped pass over the class's work.
 */
export async function getClassProgress(
  db: Db,
  scope: ClassroomScope,
  q: GetClassProgressQuery,
): Promise<ClassProgress> {
  const taught = await taughtClass(db, scope, q.classId);
  const [klass] = await db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      schoolName: schools.name,
      students: num(
        sql`(select count(*) from ${classStudents} where ${classStudents.classId} = ${classes.id} and ${classStudents.active})`,
      ),
    })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classes.id, taught.id));
  if (!klass) throw notFound('Class not found');

  const columns = await releasedLessons(db, scope, q);
  const lessonIds = columns.lessons.map((l) => l.lessonId);

  // The students' totals over the columns only (what the grid shows adds up), in one grouped pass over the
  // class's work: per-student subqueries cost 60 × 4 index walks on the embedded database (~200 ms).
  const agg = db
    .select({
      studentId: submissions.studentId,
      done: sql<number>`count(*) filter (where ${handedIn})`.as('done'),
      average: sql<
        number | null
      >`round((avg(${submissions.score}) filter (where ${submissions.state} = 'graded'))::numeric, 1)`.as('average'),
      timeSpent: sql<number>`sum(${submissions.timeSpentMs})`.as('time_spent'),
      lastSubmitted: sql<Date | null>`max(${submissions.submittedAt})`.as('last_submitted'),
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.classId, taught.id),
        lessonIds.length > 0 ? inArray(submissions.lessonId, lessonIds) : sql`false`,
      ),
    )
    .groupBy(submissions.studentId)
    .as('agg');
  const done = num(sql`coalesce(${agg.done}, 0)`);
  const average = numOrNull(sql`${agg.average}`);
  const timeSpent = num(sql`coalesce(${agg.timeSpent}, 0)`);
  const lastSubmitted = sql<Date | null>`${agg.lastSubmitted}`;
  const kw = keywordOf(q.keyword);
  const where = and(
    eq(classStudents.classId, taught.id),
    eq(classStudents.active, true),
    kw
      ? sql`(lower(${users.name}) like ${prefixPattern(kw)} or lower(${users.username}) like ${prefixPattern(kw)})`
      : undefined,
  );
  const sortKey =
    q.sort === 'average'
      ? new NullableKey(average)
      : q.sort === 'done'
        ? done
        : q.sort === 'lastSubmittedAt'
          ? new NullableKey(lastSubmitted)
          : users.name;
  const { limit, offset } = pageWindow(q);
  const page = (lim: number, off: number) =>
    db
      .select({
        studentId: users.id,
        name: users.name,
        username: users.username,
        done,
        average,
        timeSpentMs: timeSpent,
        // A raw subquery is not mapped by a column: PGlite and pg both hand back a Date or a string.
        lastSubmittedAt: sql<Date | null>`${lastSubmitted}`.mapWith((v: Date | string | null) =>
          v === null ? null : new Date(v),
        ),
        total: num(sql`count(*) over ()`),
      })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .leftJoin(agg, eq(agg.studentId, classStudents.studentId))
      .where(where)
      .orderBy(...orderBy(sortKey, q.order ?? (q.sort && q.sort !== 'name' ? 'desc' : 'asc'), users.id))
      .limit(lim)
      .offset(off);
  const rows = await page(limit, offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);

  const cells = await cellsOf(
    db,
    taught.id,
    rows.map((r) => r.studentId),
    lessonIds,
  );
  const list = rows.map(({ total: _t, lastSubmittedAt, ...r }) => ({
    ...r,
    lastSubmittedAt: isoOrNull(lastSubmittedAt),
    cells: cells.get(r.studentId) ?? [],
  }));
  return {
    ...pageOf(q, list, total),
    class: klass,
    lessons: columns.lessons,
    lessonsCapped: columns.capped,
  };
}

/** The grid's columns: the latest lessons released to the class (of a course when asked), oldest first. */
async function releasedLessons(
  db: Db,
  scope: ClassroomScope,
  q: GetClassProgressQuery,
): Promise<{ lessons: ProgressLesson[]; capped: boolean }> {
  // The class's figures per lesson in one grouped pass over its work (present students only).
  const figures = db
    .select({
      lessonId: submissions.lessonId,
      submitted: sql<number>`count(*) filter (where ${handedIn})`.as('submitted'),
      average: sql<
        number | null
      >`round((avg(${submissions.score}) filter (where ${submissions.state} = 'graded'))::numeric, 1)`.as('average'),
    })
    .from(submissions)
    .innerJoin(
      classStudents,
      and(
        eq(classStudents.classId, submissions.classId),
        eq(classStudents.studentId, submissions.studentId),
        eq(classStudents.active, true),
      ),
    )
    .where(eq(submissions.classId, q.classId))
    .groupBy(submissions.lessonId)
    .as('figures');
  const rows = await db
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      courseId: courses.id,
      courseTitle: courses.title,
      releasedAt: lessonReleases.unlockAt,
      submitted: num(sql`coalesce(${figures.submitted}, 0)`),
      average: numOrNull(sql`${figures.average}`),
      dueAt: assignments.dueAt,
    })
    .from(lessonReleases)
    .innerJoin(lessons, eq(lessons.id, lessonReleases.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(figures, eq(figures.lessonId, lessonReleases.lessonId))
    .leftJoin(
      assignments,
      and(eq(assignments.classId, lessonReleases.classId), eq(assignments.lessonId, lessonReleases.lessonId)),
    )
    .where(
      and(
        eq(lessonReleases.classId, q.classId),
        sql`${lessonReleases.unlockAt} <= now()`,
        eq(lessons.published, true),
        classroomCourses(scope),
        q.courseId ? eq(courses.id, q.courseId) : undefined,
      ),
    )
    .orderBy(desc(lessonReleases.unlockAt), desc(lessons.id))
    .limit(PROGRESS_LESSONS_MAX + 1);
  const capped = rows.length > PROGRESS_LESSONS_MAX;
  return {
    capped,
    lessons: rows
      .slice(0, PROGRESS_LESSONS_MAX)
      .reverse()
      .map((r) => ({ ...r, releasedAt: (r.releasedAt ?? new Date(0)).toISOString(), dueAt: isoOrNull(r.dueAt) })),
  };
}

/** A cell as the database hands it back: [lessonId, state, score, late]. */
type CellTuple = [number, ProgressCell['state'], number | null, boolean];

/**
 * The work of these students on these lessons in the class, by student: one row per student with its cells
 * as a JSON array. The embedded database copies every field of every row it hands back into a fresh buffer;
 * 60 × 40 cells as rows of five fields cost ~14 ms on PGlite, as 60 JSON arrays ~5 ms (bench (e)).
 */
async function cellsOf(
  db: Db,
  classId: number,
  studentIds: number[],
  lessonIds: number[],
): Promise<Map<number, ProgressCell[]>> {
  const byStudent = new Map<number, ProgressCell[]>();
  if (studentIds.length === 0 || lessonIds.length === 0) return byStudent;
  const late = sql`coalesce(${submissions.submittedAt} > ${assignments.dueAt}, false)`;
  const cell = sql`${submissions.lessonId}, ${submissions.state}, ${submissions.score}, ${late}`;
  const rows = await db
    .select({
      studentId: submissions.studentId,
      cells: sql<CellTuple[]>`json_agg(json_build_array(${cell}))`.mapWith((v: CellTuple[] | string): CellTuple[] =>
        typeof v === 'string' ? JSON.parse(v) : v,
      ),
    })
    .from(submissions)
    .leftJoin(
      assignments,
      and(eq(assignments.classId, submissions.classId), eq(assignments.lessonId, submissions.lessonId)),
    )
    .where(
      and(
        eq(submissions.classId, classId),
        inArray(submissions.studentId, studentIds),
        inArray(submissions.lessonId, lessonIds),
      ),
    )
    .groupBy(submissions.studentId);
  for (const r of rows) {
    byStudent.set(
      r.studentId,
      r.cells.map(([lessonId, state, score, late]) => ({ lessonId, state, score, late })),
    );
  }
  return byStudent;
}
