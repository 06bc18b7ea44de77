import { and, asc, desc, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  GetLessonPreparationsQuery,
  GetPreparationListQuery,
  GetPrepRevisionsQuery,
  GetUpcomingLessonsQuery,
  LessonPreparations,
  PrepRevisions,
  PrepRow,
  PrepState,
  PrepSummary,
  UpcomingLessonRow,
} from '@edu/shared';
import { classroomCourses } from '../../../access/classroom';
import type { ContentCaller } from '../../../access/content';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { containsKeyword, iso, isoOrNull, keywordOf, type Page, pageOf, pageWindow } from '../../../db/queries';
import {
  chapters,
  classes,
  classTeachers,
  courses,
  lessonPrepRevisions,
  lessonPreps,
  lessonReleases,
  lessons,
  schools,
  users,
} from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { taughtClass } from '../classroom';
import { releaseStateAt } from '../releases/service';

// The lists of lesson preparation: a class's coming lessons (/workClass/index), the teacher's preparations
// and a preparation's revisions (/Lesson/index), a lesson's preparations for the admin (/CourseManag/prepara).

/**
 * A page of rows that carry the list's total beside them (`count(*) over ()`: one query for the page and
 * its count); a page past the end asks the first row for the total.
 */
async function pageWithTotal<R extends { total: number }>(
  q: { page: number; pageSize: number },
  page: (limit: number, offset: number) => Promise<R[]>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const rows = await page(limit, offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  return { rows: rows.map(({ total: _total, ...r }) => r), total };
}

/** Who wrote something, as the lists show it: the name, else the username. */
export const authorName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`;

const totalOver = sql<number>`count(*) over ()`.mapWith(Number);
const exerciseCount = sql<number>`jsonb_array_length(${lessonPreps.questionIds})`.mapWith(Number);

/** The summary columns of a preparation (null columns when the left join found none). */
const summaryColumns = {
  prepId: lessonPreps.id,
  prepState: lessonPreps.state,
  plannedOn: lessonPreps.plannedOn,
  exercises: exerciseCount,
  revision: lessonPreps.revision,
  updatedAt: lessonPreps.updatedAt,
};

function summaryOf(r: {
  prepId: number | null;
  prepState: string | null;
  plannedOn: string | null;
  exercises: number | null;
  revision: number | null;
  updatedAt: Date | null;
}): PrepSummary | null {
  if (r.prepId === null || r.updatedAt === null) return null;
  return {
    id: r.prepId,
    state: r.prepState as PrepState,
    plannedOn: r.plannedOn,
    exercises: r.exercises ?? 0,
    revision: r.revision ?? 0,
    updatedAt: iso(r.updatedAt),
  };
}

/** The teacher still teaches the preparation's class (a class it left takes its preparations out of view). */
const stillTeaches = (db: Db, scope: ClassroomScope) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(classTeachers)
      .where(and(eq(classTeachers.classId, lessonPreps.classId), eq(classTeachers.teacherId, scope.userId))),
  );

/**
 * The coming lessons of one of the teacher's classes (/workClass/index): published lessons of the courses the
 * class may be taught (classroomCourses) of the class's grade, or that the teacher has prepared for it, which
 * are not released to the class yet (locked or scheduled) or that the teacher plans for today or later.
 * Planned ones first by day, then scheduled releases by time, then the courses' reading order.
 */
export async function getUpcomingLessons(
  db: Db,
  scope: ClassroomScope,
  q: GetUpcomingLessonsQuery,
): Promise<Page<UpcomingLessonRow>> {
  const cls = await taughtClass(db, scope, q.classId);
  const [klass] = await db.select({ grade: classes.grade }).from(classes).where(eq(classes.id, cls.id));
  const parent = alias(chapters, 'parent_chapter');
  const notReleased = or(isNull(lessonReleases.unlockAt), sql`${lessonReleases.unlockAt} > now()`);
  const where: (SQL | undefined)[] = [
    eq(lessons.published, true),
    classroomCourses(scope),
    or(eq(courses.grade, klass?.grade ?? 0), sql`${lessonPreps.id} is not null`),
    or(notReleased, sql`${lessonPreps.plannedOn} >= current_date`),
    q.courseId ? eq(courses.id, q.courseId) : undefined,
    q.prep === 'none' ? isNull(lessonPreps.id) : q.prep ? eq(lessonPreps.state, q.prep) : undefined,
    containsKeyword(lessons.title, q.keyword),
  ];
  const page = (limit: number, offset: number) =>
    db
      .select({
        lessonId: lessons.id,
        title: lessons.title,
        courseId: courses.id,
        courseTitle: courses.title,
        chapterTitle: chapters.title,
        unlockAt: lessonReleases.unlockAt,
        ...summaryColumns,
        total: totalOver,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .leftJoin(parent, eq(parent.id, chapters.parentId))
      .leftJoin(lessonReleases, and(eq(lessonReleases.classId, cls.id), eq(lessonReleases.lessonId, lessons.id)))
      .leftJoin(
        lessonPreps,
        and(
          eq(lessonPreps.teacherId, scope.userId),
          eq(lessonPreps.classId, cls.id),
          eq(lessonPreps.lessonId, lessons.id),
        ),
      )
      .where(and(...where))
      .orderBy(
        sql`${lessonPreps.plannedOn} asc nulls last`,
        sql`${lessonReleases.unlockAt} asc nulls last`,
        asc(courses.title),
        asc(courses.id),
        // Reading order of a chapter tree two levels deep: the top chapter, then its sub-chapters.
        sql`coalesce(${parent.sort}, ${chapters.sort})`,
        sql`coalesce(${parent.id}, ${chapters.id})`,
        sql`${chapters.parentId} asc nulls first`,
        asc(chapters.sort),
        asc(lessons.sort),
        asc(lessons.id),
      )
      .limit(limit)
      .offset(offset);
  const { rows, total } = await pageWithTotal(q, page);
  const now = new Date();
  return pageOf(
    q,
    rows.map((r) => ({
      lessonId: r.lessonId,
      title: r.title,
      courseId: r.courseId,
      courseTitle: r.courseTitle,
      chapterTitle: r.chapterTitle,
      release: releaseStateAt(r.unlockAt, now),
      unlockAt: isoOrNull(r.unlockAt),
      prep: summaryOf(r),
    })),
    total,
  );
}

/**
 * The teacher's preparations (/Lesson/index) of the classes it teaches and the lessons it may read: newest
 * change first, or by planned day (soonest first, undated last); `keyword` in the lesson's title.
 */
export async function getPreparationList(
  db: Db,
  scope: ClassroomScope,
  q: GetPreparationListQuery,
): Promise<Page<PrepRow>> {
  const where: (SQL | undefined)[] = [
    eq(lessonPreps.teacherId, scope.userId),
    stillTeaches(db, scope),
    eq(lessons.published, true),
    classroomCourses(scope),
    q.classId ? eq(lessonPreps.classId, q.classId) : undefined,
    q.state ? eq(lessonPreps.state, q.state) : undefined,
    containsKeyword(lessons.title, q.keyword),
  ];
  const order =
    q.sort === 'plannedOn'
      ? [sql`${lessonPreps.plannedOn} ${q.order === 'desc' ? sql`desc` : sql`asc`} nulls last`, desc(lessonPreps.id)]
      : q.order === 'asc'
        ? [asc(lessonPreps.updatedAt), asc(lessonPreps.id)]
        : [desc(lessonPreps.updatedAt), desc(lessonPreps.id)];
  const page = (limit: number, offset: number) =>
    db
      .select({
        classId: lessonPreps.classId,
        className: classes.name,
        lessonId: lessons.id,
        lessonTitle: lessons.title,
        courseTitle: courses.title,
        ...summaryColumns,
        total: totalOver,
      })
      .from(lessonPreps)
      .innerJoin(classes, and(eq(classes.id, lessonPreps.classId), eq(classes.brandId, scope.brandId)))
      .innerJoin(lessons, eq(lessons.id, lessonPreps.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(...where))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const { rows, total } = await pageWithTotal(q, page);
  return pageOf(
    q,
    rows.flatMap((r) => {
      const summary = summaryOf(r);
      if (!summary) return [];
      return [
        {
          ...summary,
          classId: r.classId,
          className: r.className,
          lessonId: r.lessonId,
          lessonTitle: r.lessonTitle,
          courseTitle: r.courseTitle,
        },
      ];
    }),
    total,
  );
}

/** A preparation's revisions, newest first; `current` is its latest (the caller has checked it is the teacher's). */
export async function revisionsOf(db: Db, q: GetPrepRevisionsQuery, current: number): Promise<PrepRevisions> {
  const { limit, offset } = pageWindow(q);
  const rows = await db
    .select({ rev: lessonPrepRevisions, author: authorName })
    .from(lessonPrepRevisions)
    .leftJoin(users, eq(users.id, lessonPrepRevisions.authorId))
    .where(eq(lessonPrepRevisions.prepId, q.prepId))
    .orderBy(desc(lessonPrepRevisions.number))
    .limit(limit)
    .offset(offset);
  return {
    ...pageOf(
      q,
      rows.map(({ rev, author }) => ({
        number: rev.number,
        author: author ?? '',
        createdAt: iso(rev.createdAt),
        restoredFrom: rev.restoredFrom,
        state: rev.snapshot.state,
        plannedOn: rev.snapshot.plannedOn,
        exercises: rev.snapshot.questionIds.length,
        notesLength: rev.snapshot.notes.length,
      })),
      // Revisions are numbered 1..current and never removed.
      current,
    ),
    current,
  };
}

/**
 * Every teacher's preparation of a lesson (the platform admin, /CourseManag/prepara), newest change first;
 * `keyword` in the teacher's name or the class's name.
 */
export async function getLessonPreparations(
  db: Db,
  _reader: ContentCaller,
  q: GetLessonPreparationsQuery,
): Promise<LessonPreparations> {
  const [lesson] = await db
    .select({ id: lessons.id, title: lessons.title, courseId: courses.id, courseTitle: courses.title })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, q.lessonId))
    .limit(1);
  if (!lesson) throw notFound('Lesson not found');
  const kw = keywordOf(q.keyword);
  const where: (SQL | undefined)[] = [
    eq(lessonPreps.lessonId, lesson.id),
    kw
      ? or(containsKeyword(users.name, kw), containsKeyword(users.username, kw), containsKeyword(classes.name, kw))
      : undefined,
  ];
  const page = (limit: number, offset: number) =>
    db
      .select({
        teacher: authorName,
        className: classes.name,
        schoolName: schools.name,
        ...summaryColumns,
        total: totalOver,
      })
      .from(lessonPreps)
      .innerJoin(users, eq(users.id, lessonPreps.teacherId))
      .innerJoin(classes, eq(classes.id, lessonPreps.classId))
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .where(and(...where))
      .orderBy(desc(lessonPreps.updatedAt), desc(lessonPreps.id))
      .limit(limit)
      .offset(offset);
  const { rows, total } = await pageWithTotal(q, page);
  return {
    ...pageOf(
      q,
      rows.flatMap((r) => {
        const summary = summaryOf(r);
        return summary ? [{ ...summary, teacher: r.teacher, className: r.className, schoolName: r.schoolName }] : [];
      }),
      total,
    ),
    lesson,
  };
}
