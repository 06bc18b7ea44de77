import { sql } from 'drizzle-orm';
import {
  facility,
  type JzxCell,
  type JzxClassStudents,
  type JzxClassStudentsQuery,
  type JzxHeatmap,
  type JzxHeatmapQuery,
  type JzxStudentAnswers,
  type JzxStudentAnswersQuery,
  RoleType,
} from '@edu/shared';
import { inScope, type OrgScope } from '../../access/org';
import type { Db } from '../../db/client';
import { pageWindow, selectRows } from '../../db/queries';
import { notFound } from '../../http/errors';
import { checkSchool, filterWhere, num } from './filters';

// The heat map: classes × knowledge points, then a class's students × knowledge points, then one student's
// answers to a knowledge point. The first two read the aggregates; the last lists answers (one student's).

type KpRow = { id: number; name: string; subject: string };

async function knowledgePointsOf(db: Db, ids: number[]): Promise<KpRow[]> {
  if (ids.length === 0) return [];
  return selectRows<KpRow>(
    db,
    sql`select id, name, subject from knowledge_points where id = any(${`{${ids.join(',')}}`}::int[])
        order by subject, sort, name, id`,
  );
}

function cellOf(r: { knowledgePointId: number; attempts: unknown; correct: unknown }): JzxCell {
  const attempts = num(r.attempts);
  const correct = num(r.correct);
  return { knowledgePointId: Number(r.knowledgePointId), attempts, correct, facility: facility(attempts, correct) };
}

export async function getJzxHeatmap(db: Db, scope: OrgScope, q: JzxHeatmapQuery): Promise<JzxHeatmap> {
  await checkSchool(db, scope, q.schoolId);
  const weekly = Boolean(q.weekFrom || q.weekTo);
  const table = sql.raw(weekly ? 'analytics_class_kp_week' : 'analytics_class_kp');
  // The classes' totals: without a week range from the class × subject rollup (one row per class).
  const totals = sql.raw(weekly ? 'analytics_class_kp_week' : 'analytics_class_subject');
  const where = filterWhere(scope, q, 't', weekly);
  const { limit, offset } = pageWindow(q);
  const classes = await selectRows<{
    classId: number;
    className: string;
    schoolId: number;
    schoolName: string;
    grade: number;
    attempts: number;
    correct: number;
    total: number;
  }>(
    db,
    sql`with per as (select t.class_id, sum(t.attempts) as attempts, sum(t.correct) as correct
                     from ${totals} t where ${where} group by t.class_id having sum(t.attempts) > 0)
        select per.class_id as "classId", c.name as "className", c.school_id as "schoolId", s.name as "schoolName",
          c.grade, per.attempts, per.correct, count(*) over () as total
        from per join classes c on c.id = per.class_id join schools s on s.id = c.school_id
        order by s.name, c.grade, c.name, c.id limit ${limit} offset ${offset}`,
  );
  const ids = classes.map((c) => Number(c.classId));
  const cells =
    ids.length === 0
      ? []
      : await selectRows<{ classId: number; knowledgePointId: number; attempts: number; correct: number }>(
          db,
          sql`select t.class_id as "classId", t.knowledge_point_id as "knowledgePointId", sum(t.attempts) as attempts,
                sum(t.correct) as correct
              from ${table} t where ${where} and t.class_id = any(${`{${ids.join(',')}}`}::int[])
              group by t.class_id, t.knowledge_point_id having sum(t.attempts) > 0`,
        );
  const kps = await knowledgePointsOf(db, [...new Set(cells.map((c) => Number(c.knowledgePointId)))]);
  return {
    knowledgePoints: kps,
    list: classes.map((c) => ({
      classId: Number(c.classId),
      className: c.className,
      schoolId: Number(c.schoolId),
      schoolName: c.schoolName,
      grade: Number(c.grade),
      attempts: num(c.attempts),
      correct: num(c.correct),
      cells: cells.filter((x) => Number(x.classId) === Number(c.classId)).map(cellOf),
    })),
    total: num(classes[0]?.total),
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function getJzxClassStudents(
  db: Db,
  scope: OrgScope,
  q: JzxClassStudentsQuery,
): Promise<JzxClassStudents> {
  const [klass] = await selectRows<{ id: number; name: string; brandId: number; schoolId: number }>(
    db,
    sql`select id, name, brand_id as "brandId", school_id as "schoolId" from classes where id = ${q.classId}`,
  );
  if (!klass || !inScope(scope, klass)) throw notFound('Class not found');
  const subject = q.subject ? sql`and t.subject = ${q.subject}` : sql``;
  const { limit, offset } = pageWindow(q);
  const students = await selectRows<{
    studentId: number;
    name: string;
    username: string;
    attempts: number;
    correct: number;
    total: number;
  }>(
    db,
    sql`with per as (select t.student_id, sum(t.attempts) as attempts, sum(t.correct) as correct
                     from analytics_student_kp t where t.class_id = ${q.classId} ${subject}
                     group by t.student_id having sum(t.attempts) > 0)
        select per.student_id as "studentId", u.name, u.username, per.attempts, per.correct, count(*) over () as total
        from per join users u on u.id = per.student_id
        order by u.name, u.id limit ${limit} offset ${offset}`,
  );
  const ids = students.map((s) => Number(s.studentId));
  const cells =
    ids.length === 0
      ? []
      : await selectRows<{ studentId: number; knowledgePointId: number; attempts: number; correct: number }>(
          db,
          sql`select t.student_id as "studentId", t.knowledge_point_id as "knowledgePointId", t.attempts, t.correct
              from analytics_student_kp t
              where t.class_id = ${q.classId} ${subject} and t.attempts > 0
                and t.student_id = any(${`{${ids.join(',')}}`}::int[])`,
        );
  const kps = await knowledgePointsOf(db, [...new Set(cells.map((c) => Number(c.knowledgePointId)))]);
  return {
    classId: klass.id,
    className: klass.name,
    knowledgePoints: kps,
    list: students.map((s) => ({
      studentId: Number(s.studentId),
      name: s.name,
      username: s.username,
      attempts: num(s.attempts),
      correct: num(s.correct),
      cells: cells.filter((c) => Number(c.studentId) === Number(s.studentId)).map(cellOf),
    })),
    total: num(students[0]?.total),
    page: q.page,
    pageSize: q.pageSize,
  };
}

const STEM_CHARS = 200;

export async function getJzxStudentAnswers(
  db: Db,
  scope: OrgScope,
  q: JzxStudentAnswersQuery,
): Promise<JzxStudentAnswers> {
  const [student] = await selectRows<{
    id: number;
    name: string;
    username: string;
    brandId: number | null;
    schoolId: number | null;
  }>(
    db,
    sql`select id, name, username, brand_id as "brandId", school_id as "schoolId" from users
        where id = ${q.studentId} and role_type = ${RoleType.student} and deleted_at is null`,
  );
  if (!student || !inScope(scope, student)) throw notFound('Student not found');
  const [kp] = await knowledgePointsOf(db, [q.knowledgePointId]);
  if (!kp) throw notFound('Knowledge point not found');
  // The student's work in the caller's scope only (a student moved between schools keeps older work elsewhere).
  const within =
    scope.kind === 'platform'
      ? sql`true`
      : scope.kind === 'brand'
        ? sql`s.brand_id = ${scope.brandId}`
        : sql`s.school_id = ${scope.schoolId}`;
  const { limit, offset } = pageWindow(q);
  const rows = await selectRows<{
    submissionId: number;
    lessonId: number;
    lessonTitle: string;
    questionId: number;
    questionType: string;
    stemText: string;
    response: Record<string, unknown>;
    outcome: string | null;
    submittedAt: Date | string | null;
    total: number;
  }>(
    db,
    sql`select s.id as "submissionId", s.lesson_id as "lessonId", l.title as "lessonTitle", a.question_id as "questionId",
          qu.type as "questionType", left(qu.search_text, ${STEM_CHARS}) as "stemText", a.response, a.outcome,
          s.submitted_at as "submittedAt", count(*) over () as total
        from submissions s
        join answers a on a.submission_id = s.id
        join question_knowledge_points qk on qk.question_id = a.question_id and qk.knowledge_point_id = ${q.knowledgePointId}
        join questions qu on qu.id = a.question_id
        join lessons l on l.id = s.lesson_id
        where s.student_id = ${q.studentId} and s.state = 'graded' and ${within}
        order by s.submitted_at desc nulls last, s.id desc, a.question_id
        limit ${limit} offset ${offset}`,
  );
  return {
    student: { id: student.id, name: student.name, username: student.username },
    knowledgePoint: kp,
    list: rows.map((r) => ({
      submissionId: Number(r.submissionId),
      lessonId: Number(r.lessonId),
      lessonTitle: r.lessonTitle,
      questionId: Number(r.questionId),
      questionType: r.questionType,
      stemText: r.stemText,
      response: r.response,
      outcome: r.outcome,
      submittedAt: r.submittedAt === null ? null : new Date(r.submittedAt).toISOString(),
    })),
    total: num(rows[0]?.total),
    page: q.page,
    pageSize: q.pageSize,
  };
}
