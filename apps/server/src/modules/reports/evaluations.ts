import { type SQL, sql } from 'drizzle-orm';
import {
  type EvaluationRow,
  type GetLessonEvaluationsQuery,
  type LessonEvaluation,
  type LessonEvaluations,
  type LessonPointMastery,
  type MasteryLevel,
  masteryLevelOf,
  roundTo,
  type SaveLessonEvaluationParsed,
  type SavedEvaluation,
  type StudentLessonState,
} from '@edu/shared';
import type { ClassroomScope } from '../../access/scopes';
import type { Db } from '../../db/client';
import { type Exec, keywordOf, pageOf, pageWindow, prefixPattern, selectRows } from '../../db/queries';
import type { Caller } from '../../http/define-route';
import { badRequest, conflict } from '../../http/errors';
import { writeAudit } from '../audit';
import { exercisesOf, taughtClass } from '../learning';
import { classLessonOf, isoOf, numOrNull } from './class-lesson';

// After-class evaluations (README.md "Evaluations"): the teacher's comment per student, class and lesson
// (lesson_evaluations), beside the mastery the student's answers to the lesson show: derived, never stored.

const NOT_IN_CLASS = 'studentId: not a student of the class';
const SAVED_MEANWHILE = 'This evaluation was saved meanwhile: open it again to see the changes';

type Key = { classId: number; lessonId: number };

/** A list of ids as one int[] parameter. */
const idArray = (ids: readonly number[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** The graded answers of some students' handed-in work on a lesson of a class, as `s` with `an`. */
const gradedAnswers = (key: Key, studentIds: readonly number[], join: SQL = sql``) => sql`
  from submissions s
  join answers an on an.submission_id = s.id
  ${join}
  where s.class_id = ${key.classId} and s.lesson_id = ${key.lessonId} and s.student_id = any(${idArray(studentIds)})
    and s.state in ('submitted', 'graded') and an.outcome in ('correct', 'partial', 'wrong')`;

interface Mastery {
  points: LessonPointMastery[];
  level: MasteryLevel | null;
}

/** [studentId, knowledgePointId, name, answers, meanCredit] */
type PointTuple = [number, number, string, number, number];

/**
 * The mastery of some students of a class on a lesson: by knowledge point of the questions they answered, the
 * mean credit of their graded answers (handed-in work only: work in progress is graded for nobody yet), and
 * a level from the mean credit of all of them. Two grouped statements, whatever the number of students.
 */
async function masteryOf(db: Exec, key: Key, studentIds: readonly number[]): Promise<Map<number, Mastery>> {
  const out = new Map<number, Mastery>();
  if (studentIds.length === 0) return out;
  const [[byPoint], overall] = await Promise.all([
    selectRows<{ tuples: PointTuple[] | string | null }>(
      db,
      sql`select json_agg(json_build_array(g.student_id, g.kp, g.name, g.n, g.mean)
            order by g.student_id, g.sort, g.kp) as tuples
          from (
            select s.student_id, kp.id as kp, kp.name, kp.sort, count(*)::int as n, avg(an.credit)::float8 as mean
            ${gradedAnswers(
              key,
              studentIds,
              sql`join question_knowledge_points qkp on qkp.question_id = an.question_id
                join knowledge_points kp on kp.id = qkp.knowledge_point_id`,
            )}
            group by s.student_id, kp.id, kp.name, kp.sort
          ) g`,
    ),
    selectRows<{ studentId: number; mean: number | null }>(
      db,
      sql`select s.student_id as "studentId", avg(an.credit)::float8 as mean
          ${gradedAnswers(key, studentIds)} group by s.student_id`,
    ),
  ]);
  for (const r of overall) {
    const mean = numOrNull(r.mean);
    out.set(Number(r.studentId), { points: [], level: mean === null ? null : masteryLevelOf(mean) });
  }
  const tuples: PointTuple[] =
    typeof byPoint?.tuples === 'string' ? JSON.parse(byPoint.tuples) : (byPoint?.tuples ?? []);
  for (const [studentId, knowledgePointId, name, answers, mean] of tuples) {
    const entry = out.get(studentId) ?? { points: [], level: masteryLevelOf(mean) };
    entry.points.push({
      knowledgePointId,
      name,
      answers,
      meanCredit: roundTo(mean, 3),
      level: masteryLevelOf(mean),
    });
    out.set(studentId, entry);
  }
  return out;
}

interface StoredEvaluation {
  comment: string;
  updatedAt: Date | string;
  authorId: number | null;
  authorName: string | null;
}

const evaluationColumns = sql`e.comment, e.updated_at as "updatedAt", e.author_id as "authorId",
  au.name as "authorName"`;

function authorOf(e: Pick<StoredEvaluation, 'authorId' | 'authorName'>) {
  return e.authorId === null ? null : { id: Number(e.authorId), name: e.authorName ?? '' };
}

/**
 * A student's evaluation for a lesson of a class (for the share links of modules/reports/share and the
 * teacher's pages): the mastery its graded answers to the lesson show by knowledge point, the overall level,
 * and the teacher's comment with who wrote it and when. Null when there is nothing to show: no comment saved
 * and no graded answer. The caller has checked who may read it.
 */
export async function studentLessonEvaluation(
  db: Exec,
  key: { studentId: number; classId: number; lessonId: number },
): Promise<LessonEvaluation | null> {
  const [[stored], mastery] = await Promise.all([
    selectRows<StoredEvaluation>(
      db,
      sql`select ${evaluationColumns} from lesson_evaluations e left join users au on au.id = e.author_id
          where e.student_id = ${key.studentId} and e.class_id = ${key.classId} and e.lesson_id = ${key.lessonId}`,
    ),
    masteryOf(db, key, [key.studentId]),
  ]);
  const mine = mastery.get(key.studentId);
  if (!stored && !mine) return null;
  return {
    ...key,
    mastery: mine?.points ?? [],
    level: mine?.level ?? null,
    comment: stored?.comment ?? '',
    author: stored ? authorOf(stored) : null,
    updatedAt: stored ? isoOf(stored.updatedAt) : null,
  };
}

interface StudentRow extends Partial<StoredEvaluation> {
  studentId: number;
  name: string;
  username: string;
  state: StudentLessonState | null;
  score: number | null;
  submittedAt: Date | string | null;
  total: number;
}

/**
 * /afterClassEvaluation/index: the present students of one of the teacher's classes on a lesson given to it,
 * by name (`keyword`: name or username prefix), paged: their work, their mastery of the lesson's knowledge
 * points and the teacher's comment. Three statements for the page (students, their mastery, the lesson's
 * knowledge points) after the class and the lesson.
 */
export async function getLessonEvaluations(
  db: Exec,
  scope: ClassroomScope,
  q: GetLessonEvaluationsQuery,
): Promise<LessonEvaluations> {
  const taught = await taughtClass(db, scope, q.classId);
  const key = { classId: taught.id, lessonId: q.lessonId };
  const head = await classLessonOf(db, key);
  const kw = keywordOf(q.keyword);
  const { limit, offset } = pageWindow(q);
  const page = (lim: number, off: number) =>
    selectRows<StudentRow>(
      db,
      sql`select u.id as "studentId", u.name, u.username, s.state, s.score, s.submitted_at as "submittedAt",
            ${evaluationColumns}, (count(*) over ())::int as total
          from class_students cs
          join users u on u.id = cs.student_id
          left join submissions s on s.student_id = cs.student_id and s.class_id = cs.class_id
            and s.lesson_id = ${key.lessonId}
          left join lesson_evaluations e on e.student_id = cs.student_id and e.class_id = cs.class_id
            and e.lesson_id = ${key.lessonId}
          left join users au on au.id = e.author_id
          where cs.class_id = ${key.classId} and cs.active
            ${kw ? sql`and (lower(u.name) like ${prefixPattern(kw)} or lower(u.username) like ${prefixPattern(kw)})` : sql``}
          order by u.name, u.id
          limit ${lim} offset ${off}`,
    );
  const [rows, exercises] = await Promise.all([page(limit, offset), exercisesOf(db, key.classId, key.lessonId)]);
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  const questionIds = exercises.map((e) => e.questionId);
  const [mastery, points] = await Promise.all([
    masteryOf(
      db,
      key,
      rows.map((r) => Number(r.studentId)),
    ),
    questionIds.length === 0
      ? []
      : selectRows<{ id: number; name: string }>(
          db,
          sql`select kp.id, kp.name from question_knowledge_points qkp
              join knowledge_points kp on kp.id = qkp.knowledge_point_id
              where qkp.question_id = any(${idArray(questionIds)})
              group by kp.id, kp.name, kp.sort order by kp.sort, kp.id`,
        ),
  ]);
  const list: EvaluationRow[] = rows.map((r) => {
    const studentId = Number(r.studentId);
    const m = mastery.get(studentId);
    const saved = r.updatedAt !== null && r.updatedAt !== undefined;
    return {
      studentId,
      classId: key.classId,
      lessonId: key.lessonId,
      name: r.name,
      username: r.username,
      state: r.state ?? 'new',
      score: numOrNull(r.score),
      submittedAt: isoOf(r.submittedAt),
      mastery: m?.points ?? [],
      level: m?.level ?? null,
      comment: r.comment ?? '',
      author: saved ? authorOf({ authorId: r.authorId ?? null, authorName: r.authorName ?? null }) : null,
      updatedAt: saved ? isoOf(r.updatedAt ?? null) : null,
    };
  });
  return {
    ...pageOf(q, list, total),
    class: { id: head.classId, name: head.className },
    lesson: { id: head.lessonId, title: head.title, courseTitle: head.courseTitle },
    knowledgePoints: points.map((p) => ({ id: Number(p.id), name: p.name })),
  };
}

/**
 * Saves the teacher's comment on a student of one of its classes for a lesson given to the class, in one
 * transaction with its audit entry (the comment's length, never its text). `updatedAt` names the version the
 * page read (null: none): an evaluation saved since answers 409 and nothing is written. The time written is
 * in milliseconds and always after the one before, so that the next save's check is exact.
 */
export async function saveLessonEvaluation(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: SaveLessonEvaluationParsed,
): Promise<SavedEvaluation> {
  const { scope, auth, ip } = caller;
  return db.transaction(async (tx) => {
    const taught = await taughtClass(tx, scope, input.classId);
    const key = { classId: taught.id, lessonId: input.lessonId };
    await classLessonOf(tx, key);
    const [member] = await selectRows<{ id: number }>(
      tx,
      sql`select cs.student_id as id from class_students cs
          where cs.class_id = ${key.classId} and cs.student_id = ${input.studentId} and cs.active`,
    );
    if (!member) throw badRequest(NOT_IN_CLASS);
    const pk = sql`student_id = ${input.studentId} and class_id = ${key.classId} and lesson_id = ${key.lessonId}`;
    const [before] = await selectRows<{ comment: string; updatedAt: Date | string }>(
      tx,
      sql`select comment, updated_at as "updatedAt" from lesson_evaluations where ${pk} for update`,
    );
    if (input.updatedAt !== undefined) {
      const expected = input.updatedAt === null ? null : Date.parse(input.updatedAt);
      const actual = before ? new Date(before.updatedAt).getTime() : null;
      if (expected !== actual) throw conflict(SAVED_MEANWHILE);
    }
    const stamp = sql`greatest(date_trunc('milliseconds', clock_timestamp()),
      date_trunc('milliseconds', lesson_evaluations.updated_at) + interval '1 millisecond')`;
    const [saved] = await selectRows<{ updatedAt: Date | string }>(
      tx,
      sql`insert into lesson_evaluations (student_id, class_id, school_id, brand_id, lesson_id, comment, author_id,
            created_at, updated_at)
          values (${input.studentId}, ${key.classId}, ${taught.schoolId}, ${taught.brandId}, ${key.lessonId},
            ${input.comment}, ${auth.userId}, date_trunc('milliseconds', clock_timestamp()),
            date_trunc('milliseconds', clock_timestamp()))
          on conflict (student_id, class_id, lesson_id) do update
            set comment = excluded.comment, author_id = excluded.author_id, updated_at = ${stamp}
            ${before ? sql`` : sql`where ${input.updatedAt === undefined ? sql`true` : sql`false`}`}
          returning updated_at as "updatedAt"`,
    );
    // A row made by another save after the read above (there was none to lock): the page saw none.
    if (!saved) throw conflict(SAVED_MEANWHILE);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: before ? 'lessonEvaluation.update' : 'lessonEvaluation.create',
      targetType: 'user',
      targetId: input.studentId,
      brandId: taught.brandId,
      schoolId: taught.schoolId,
      // Lengths, not the text: the comment stays with the evaluation.
      before: before ? { classId: key.classId, lessonId: key.lessonId, length: before.comment.length } : null,
      after: { classId: key.classId, lessonId: key.lessonId, length: input.comment.length },
      ip,
    });
    return {
      studentId: input.studentId,
      classId: key.classId,
      lessonId: key.lessonId,
      comment: input.comment,
      author: { id: auth.userId, name: auth.name },
      updatedAt: isoOf(saved.updatedAt) ?? new Date().toISOString(),
    };
  });
}
