import { type SQL, sql } from 'drizzle-orm';
import type { ClassLessonReportRow, ClassLessonReports, GetClassLessonReportsQuery } from '@edu/shared';
import { classroomCourses } from '../../access/classroom';
import type { ClassroomScope } from '../../access/scopes';
import { containsPattern, type Exec, keywordOf, pageOf, pageWindow, selectRows } from '../../db/queries';
import { courses } from '../../db/schema';
import { taughtClass } from '../learning';
import { givenToClass, isoOf, numOrNull } from './class-lesson';

interface Row {
  classId: number;
  className: string;
  lessonId: number;
  lessonTitle: string;
  courseId: number;
  courseTitle: string;
  releasedAt: Date | string | null;
  dueAt: Date | string | null;
  students: number;
  submitted: number;
  graded: number;
  waiting: number;
  late: number;
  average: number | string | null;
  total: number;
}

/**
 * /reportList/index: every lesson given to the teacher's active classes (released to it now, homework, or handed
 * in before it was locked again: class-lesson.ts givenToClass), per class, with its present students' figures:
 * handed in, graded, waiting, late, average. Lessons nobody started show zeros. `classId` (one of its classes; another's: 404), `courseId`, `keyword` (lesson title), sorts,
 * paged. The figures come from one grouped pass over the classes' work, joined to the page's rows.
 */
export async function getClassLessonReports(
  db: Exec,
  scope: ClassroomScope,
  q: GetClassLessonReportsQuery,
): Promise<ClassLessonReports> {
  if (q.classId !== undefined) await taughtClass(db, scope, q.classId);
  const taught = sql`select c.id, c.name from class_teachers ct join classes c on c.id = ct.class_id
    where ct.teacher_id = ${scope.userId} and c.brand_id = ${scope.brandId} and c.status = 1
    ${q.classId !== undefined ? sql`and c.id = ${q.classId}` : sql``}`;
  const kw = keywordOf(q.keyword);
  // The lessons given to the classes (lesson_releases_pk by class), readable by the teacher.
  const given = (join: SQL, where: SQL) => sql`
    from lesson_releases r
    join (${taught}) t on t.id = r.class_id
    join lessons l on l.id = r.lesson_id and l.published
    join ${courses} on ${courses.id} = l.course_id
    left join assignments a on a.class_id = r.class_id and a.lesson_id = r.lesson_id
    ${join}
    where ${givenToClass(sql`r.class_id`)} and ${classroomCourses(scope) ?? sql`true`} ${where}`;
  const filters = sql`${q.courseId !== undefined ? sql`and ${courses.id} = ${q.courseId}` : sql``}
    ${kw ? sql`and lower(l.title) like ${containsPattern(kw)}` : sql``}`;

  const order =
    q.sort === 'average'
      ? sql`f.average`
      : q.sort === 'submitted'
        ? sql`coalesce(f.submitted, 0)`
        : q.sort === 'title'
          ? sql`l.title`
          : sql`coalesce(r.unlock_at, a.due_at)`;
  const dir = (q.order ?? (q.sort === 'title' ? 'asc' : 'desc')) === 'asc' ? sql`asc` : sql`desc`;
  const { limit, offset } = pageWindow(q);
  const page = (lim: number, off: number) =>
    selectRows<Row>(
      db,
      sql`with present as (
            select cs.class_id, cs.student_id from class_students cs
            where cs.active and cs.class_id in (select id from (${taught}) t)
          ),
          f as (
            select s.class_id, s.lesson_id,
              count(*) filter (where s.state in ('submitted', 'graded'))::int as submitted,
              count(*) filter (where s.state = 'graded')::int as graded,
              count(*) filter (where s.state = 'submitted')::int as waiting,
              count(*) filter (where s.submitted_at > a.due_at)::int as late,
              round((avg(s.score) filter (where s.state = 'graded'))::numeric, 1)::float8 as average
            from submissions s
            join present p on p.class_id = s.class_id and p.student_id = s.student_id
            left join assignments a on a.class_id = s.class_id and a.lesson_id = s.lesson_id
            group by s.class_id, s.lesson_id
          )
          select t.id as "classId", t.name as "className", l.id as "lessonId", l.title as "lessonTitle",
            ${courses.id} as "courseId", ${courses.title} as "courseTitle",
            case when r.unlock_at <= now() then r.unlock_at end as "releasedAt", a.due_at as "dueAt",
            (select count(*) from present p where p.class_id = t.id)::int as students,
            coalesce(f.submitted, 0) as submitted, coalesce(f.graded, 0) as graded,
            coalesce(f.waiting, 0) as waiting, coalesce(f.late, 0) as late, f.average,
            (count(*) over ())::int as total
          ${given(sql`left join f on f.class_id = r.class_id and f.lesson_id = r.lesson_id`, filters)}
          order by ${order} ${dir} nulls last, t.name asc, l.id desc
          limit ${lim} offset ${off}`,
    );
  const rows = await page(limit, offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  const courseRows = await selectRows<{ id: number; title: string }>(
    db,
    sql`select distinct ${courses.id} as id, ${courses.title} as title ${given(sql``, sql``)} order by 2, 1`,
  );
  const list: ClassLessonReportRow[] = rows.map((r) => ({
    classId: Number(r.classId),
    className: r.className,
    lessonId: Number(r.lessonId),
    lessonTitle: r.lessonTitle,
    courseId: Number(r.courseId),
    courseTitle: r.courseTitle,
    releasedAt: isoOf(r.releasedAt),
    dueAt: isoOf(r.dueAt),
    students: Number(r.students),
    submitted: Number(r.submitted),
    graded: Number(r.graded),
    waiting: Number(r.waiting),
    late: Number(r.late),
    average: numOrNull(r.average),
  }));
  return {
    ...pageOf(q, list, total),
    courses: courseRows.map((c) => ({ id: Number(c.id), title: c.title })),
  };
}
