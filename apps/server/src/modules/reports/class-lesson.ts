import { type SQL, sql } from 'drizzle-orm';
import { type Exec, selectRows } from '../../db/queries';
import { notFound } from '../../http/errors';

/**
 * A lesson the class was given: released to it (open now), given as homework (whatever its release), or locked
 * again after some of its present students handed it in (their work keeps its report).
 */
export interface ClassLesson {
  classId: number;
  className: string;
  schoolName: string;
  brandId: number;
  schoolId: number;
  lessonId: number;
  title: string;
  courseTitle: string;
  releasedAt: Date | null;
  dueAt: Date | null;
}

export const REPORT_NOT_FOUND = 'Report not found: the lesson was not given to this class';

/**
 * Whether the lesson `l` (its release `r` and homework `a`, left joined) counts as given to the class `classId`
 * (a column of the statement): open now, homework, or handed in by one of its present students
 * (submissions_class_lesson_idx; a student who left takes its work with it, as everywhere in the reports).
 */
export const givenToClass = (classId: SQL) => sql`(r.unlock_at <= now() or a.id is not null or exists (
  select 1 from submissions hs
  join class_students hcs on hcs.class_id = hs.class_id and hcs.student_id = hs.student_id and hcs.active
  where hs.class_id = ${classId} and hs.lesson_id = l.id and hs.state in ('submitted', 'graded')))`;

/**
 * The class and one of its lessons (a published lesson given to it: givenToClass), with the release and the
 * due time; 404 otherwise (a lesson locked for the class that nobody handed in has no report).
 */
export async function classLessonOf(db: Exec, key: { classId: number; lessonId: number }): Promise<ClassLesson> {
  const [row] = await selectRows<ClassLesson>(
    db,
    sql`select c.id as "classId", c.name as "className", sc.name as "schoolName", c.brand_id as "brandId",
          c.school_id as "schoolId", l.id as "lessonId", l.title, co.title as "courseTitle",
          case when r.unlock_at <= now() then r.unlock_at end as "releasedAt", a.due_at as "dueAt"
        from classes c
        join schools sc on sc.id = c.school_id
        join lessons l on l.id = ${key.lessonId} and l.published
        join courses co on co.id = l.course_id
        left join lesson_releases r on r.class_id = c.id and r.lesson_id = l.id
        left join assignments a on a.class_id = c.id and a.lesson_id = l.id
        where c.id = ${key.classId} and ${givenToClass(sql`c.id`)}`,
  );
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return {
    ...row,
    classId: Number(row.classId),
    brandId: Number(row.brandId),
    schoolId: Number(row.schoolId),
    lessonId: Number(row.lessonId),
    releasedAt: row.releasedAt === null ? null : new Date(row.releasedAt),
    dueAt: row.dueAt === null ? null : new Date(row.dueAt),
  };
}

/** A time as the contracts carry it (raw rows hand back a Date or a string). */
export function isoOf(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A number a raw row may hand back as a string (numeric, bigint). */
export function numOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}
