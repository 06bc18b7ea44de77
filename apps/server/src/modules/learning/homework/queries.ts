import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  GetClassHomeworkQuery,
  GetMyHomeworkQuery,
  HomeworkRow,
  HomeworkSource,
  HomeworkStatus,
  MyHomeworkRow,
  StudentLessonState,
} from '@edu/shared';
import { classroomCourses } from '../../../access/classroom';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { containsKeyword, type Exec, iso, isoOrNull, type Page, pageOf, pageWindow } from '../../../db/queries';
import {
  assignments,
  classes,
  classStudents,
  courses,
  lessonReleases,
  lessons,
  submissions,
  users,
} from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { taughtClass } from '../classroom';

const HOMEWORK_NOT_FOUND = 'Homework not found';
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Handed in: submitted (waiting for a person) or graded. */
const handedIn = sql`${submissions.state} in ('submitted', 'graded')`;

/**
 * The questions a class works on for a lesson when the lesson is its homework (fixed when given), or null
 * when it is not: the lesson's own exercises then.
 */
export async function homeworkQuestionIds(db: Exec, classId: number, lessonId: number): Promise<number[] | null> {
  const [row] = await db
    .select({ questionIds: assignments.questionIds })
    .from(assignments)
    .where(and(eq(assignments.classId, classId), eq(assignments.lessonId, lessonId)))
    .limit(1);
  return row ? row.questionIds : null;
}

/** The homework's due time and note for a class's lesson, or null. */
export async function homeworkOf(db: Exec, classId: number, lessonId: number) {
  const [row] = await db
    .select({ dueAt: assignments.dueAt, note: assignments.note })
    .from(assignments)
    .where(and(eq(assignments.classId, classId), eq(assignments.lessonId, lessonId)))
    .limit(1);
  return row ? { dueAt: iso(row.dueAt), note: row.note } : null;
}

/**
 * Homework rows of a class with the class's figures: present students, how many handed in (late among
 * them) and their mean graded score. Students who left the class are not counted (as in the grid).
 */
function homeworkSelect(db: Exec) {
  const present = sql`exists (select 1 from ${classStudents} cs where cs.class_id = ${submissions.classId} and cs.student_id = ${submissions.studentId} and cs.active)`;
  const work = db
    .select({
      submitted: sql`count(*) filter (where ${handedIn})`.as('submitted'),
      late: sql`count(*) filter (where ${handedIn} and ${submissions.submittedAt} > ${assignments.dueAt})`.as('late'),
      average: sql`round(avg(${submissions.score}) filter (where ${submissions.state} = 'graded')::numeric, 1)`.as(
        'average',
      ),
    })
    .from(submissions)
    .where(and(eq(submissions.classId, assignments.classId), eq(submissions.lessonId, assignments.lessonId), present))
    .as('work');
  return db
    .select({
      lessonId: assignments.lessonId,
      title: lessons.title,
      courseTitle: courses.title,
      dueAt: assignments.dueAt,
      source: assignments.source,
      questionIds: assignments.questionIds,
      note: assignments.note,
      assignedAt: assignments.assignedAt,
      students:
        sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${assignments.classId} and ${classStudents.active})`.mapWith(
          Number,
        ),
      submitted: sql<number>`${work.submitted}`.mapWith(Number),
      late: sql<number>`${work.late}`.mapWith(Number),
      average: sql<number | null>`${work.average}`.mapWith(num),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(assignments)
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoinLateral(work, sql`true`);
}

type HomeworkSelectRow = Awaited<ReturnType<ReturnType<typeof homeworkSelect>['execute']>>[number];

function homeworkRowOf({ total: _total, questionIds, ...r }: HomeworkSelectRow): HomeworkRow {
  return {
    ...r,
    dueAt: iso(r.dueAt),
    assignedAt: iso(r.assignedAt),
    source: r.source as HomeworkSource,
    questionCount: questionIds.length,
  };
}

/** One homework of a class with its figures (404 when the lesson is not the class's homework). */
export async function homeworkRowFor(db: Exec, classId: number, lessonId: number): Promise<HomeworkRow> {
  const [row] = await homeworkSelect(db)
    .where(and(eq(assignments.classId, classId), eq(assignments.lessonId, lessonId)))
    .limit(1);
  if (!row) throw notFound(HOMEWORK_NOT_FOUND);
  return homeworkRowOf(row);
}

/** The homework of one of the teacher's classes: open ones first by due time, then past ones latest first. */
export async function getClassHomework(
  db: Db,
  scope: ClassroomScope,
  q: GetClassHomeworkQuery,
): Promise<Page<HomeworkRow>> {
  const cls = await taughtClass(db, scope, q.classId);
  const open = sql`${assignments.dueAt} > now()`;
  const where = and(
    eq(assignments.classId, cls.id),
    q.when === 'open' ? open : q.when === 'past' ? sql`not (${open})` : undefined,
    containsKeyword(lessons.title, q.keyword),
  );
  const page = (limit: number, offset: number) =>
    homeworkSelect(db)
      .where(where)
      .orderBy(
        desc(open),
        sql`case when ${open} then ${assignments.dueAt} end asc`,
        desc(assignments.dueAt),
        desc(assignments.lessonId),
      )
      .limit(limit)
      .offset(offset);
  const { limit, offset } = pageWindow(q);
  const rows = await page(limit, offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  return pageOf(q, rows.map(homeworkRowOf), total);
}

/** One homework of the teacher's class: every present student's work, who has not handed it in first. */
export async function getHomeworkStatus(
  db: Db,
  scope: ClassroomScope,
  q: { classId: number; lessonId: number },
): Promise<HomeworkStatus> {
  const cls = await taughtClass(db, scope, q.classId);
  const homework = await homeworkRowFor(db, cls.id, q.lessonId);
  const dueAt = new Date(homework.dueAt);
  const rows = await db
    .select({
      studentId: users.id,
      name: users.name,
      username: users.username,
      state: submissions.state,
      submittedAt: submissions.submittedAt,
      score: submissions.score,
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .leftJoin(
      submissions,
      and(
        eq(submissions.studentId, classStudents.studentId),
        eq(submissions.classId, cls.id),
        eq(submissions.lessonId, q.lessonId),
      ),
    )
    .where(and(eq(classStudents.classId, cls.id), eq(classStudents.active, true)))
    .orderBy(
      sql`case when ${handedIn} then 1 else 0 end`,
      asc(sql`coalesce(nullif(${users.name}, ''), ${users.username})`),
      asc(users.id),
    );
  const now = Date.now();
  return {
    homework,
    students: rows.map((r) => {
      const state = (r.state ?? 'new') as StudentLessonState;
      const done = state === 'submitted' || state === 'graded';
      return {
        studentId: r.studentId,
        name: r.name,
        username: r.username,
        state,
        submittedAt: isoOrNull(r.submittedAt),
        score: r.score,
        late: done && r.submittedAt !== null && r.submittedAt.getTime() > dueAt.getTime(),
        overdue: !done && dueAt.getTime() <= now,
      };
    }),
  };
}

/**
 * The student's homework in its active classes, on lessons open to it now: to do (not handed in, earliest
 * due first) and handed in (latest due first), or both in that order.
 */
export async function getMyHomework(
  db: Db,
  scope: ClassroomScope,
  q: GetMyHomeworkQuery,
): Promise<Page<MyHomeworkRow>> {
  const state = sql<string>`coalesce(${submissions.state}, 'new')`;
  const done = sql`coalesce(${submissions.state} in ('submitted', 'graded'), false)`;
  const where: (SQL | undefined)[] = [
    eq(classStudents.studentId, scope.userId),
    eq(classStudents.active, true),
    sql`${lessonReleases.unlockAt} <= now()`,
    eq(lessons.published, true),
    classroomCourses(scope),
    q.state === 'todo' ? sql`not ${done}` : q.state === 'done' ? done : undefined,
    containsKeyword(lessons.title, q.keyword),
  ];
  const page = (limit: number, offset: number) =>
    db
      .select({
        lessonId: lessons.id,
        title: lessons.title,
        courseTitle: courses.title,
        className: classes.name,
        dueAt: assignments.dueAt,
        note: assignments.note,
        questionIds: assignments.questionIds,
        state,
        score: submissions.score,
        submittedAt: submissions.submittedAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(assignments)
      .innerJoin(classStudents, eq(classStudents.classId, assignments.classId))
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .innerJoin(
        lessonReleases,
        and(eq(lessonReleases.classId, assignments.classId), eq(lessonReleases.lessonId, assignments.lessonId)),
      )
      .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .leftJoin(
        submissions,
        and(
          eq(submissions.studentId, scope.userId),
          eq(submissions.classId, assignments.classId),
          eq(submissions.lessonId, assignments.lessonId),
        ),
      )
      .where(and(...where))
      .orderBy(
        done,
        sql`case when not ${done} then ${assignments.dueAt} end asc`,
        desc(assignments.dueAt),
        desc(assignments.lessonId),
      )
      .limit(limit)
      .offset(offset);
  const { limit, offset } = pageWindow(q);
  const rows = await page(limit, offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  const now = Date.now();
  return pageOf(
    q,
    rows.map(({ total: _total, questionIds, ...r }) => {
      const handed = r.state === 'submitted' || r.state === 'graded';
      return {
        ...r,
        dueAt: iso(r.dueAt),
        state: r.state as StudentLessonState,
        submittedAt: isoOrNull(r.submittedAt),
        questionCount: questionIds.length,
        late: handed && r.submittedAt !== null && r.submittedAt.getTime() > r.dueAt.getTime(),
        overdue: !handed && r.dueAt.getTime() <= now,
      };
    }),
    total,
  );
}

/** Lessons of `lessonIds` that are homework of the class, with their due times. */
export async function dueTimesOf(db: Exec, classId: number, lessonIds: number[]): Promise<Map<number, Date>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: assignments.lessonId, dueAt: assignments.dueAt })
    .from(assignments)
    .where(and(eq(assignments.classId, classId), inArray(assignments.lessonId, lessonIds)));
  return new Map(rows.map((r) => [r.lessonId, r.dueAt]));
}
