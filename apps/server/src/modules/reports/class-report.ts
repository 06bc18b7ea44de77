import { sql } from 'drizzle-orm';
import {
  type BlankRule,
  type ClassLessonReport,
  type ClassReportQuestion,
  type ClassReportStudent,
  type ClassReportSummary,
  commonWrongAnswers,
  type LooseResponse,
  meanOf,
  medianOf,
  roundTo,
  type StudentLessonState,
  scoreBands,
  type WrongAnswer,
  wrongAnswerOf,
} from '@edu/shared';
import type { ClassroomScope } from '../../access/scopes';
import { type Exec, selectRows } from '../../db/queries';
import { exercisesOf, taughtClass } from '../learning';
import { classLessonOf, isoOf } from './class-lesson';
import { cachedPreview } from './previews';

// A class's report for a lesson (README.md "Class report"): one query per part, whatever the class size: the
// class and lesson, the questions, the present students with their work, the answers' figures per question,
// the wrong answers per question grouped by what was answered. Big parts come back as one JSON array each
// (the embedded database copies every field of every row it answers: modules/learning/progress/queries.ts).

/**
 * The answers of the class's present students' handed-in work on the lesson, as `s` (submissions) with `an`
 * (answers), and what a part joins and asks besides.
 */
const presentWork = (key: { classId: number; lessonId: number }, join = sql``, where = sql``) => sql`
  from submissions s
  join class_students cs on cs.class_id = s.class_id and cs.student_id = s.student_id and cs.active
  join answers an on an.submission_id = s.id
  ${join}
  where s.class_id = ${key.classId} and s.lesson_id = ${key.lessonId} and s.state in ('submitted', 'graded')
  ${where}`;

/** [studentId, name, username, state, score, submittedAt, late] */
type StudentTuple = [number, string, string, string | null, number | null, string | null, boolean];

async function studentsOf(db: Exec, key: { classId: number; lessonId: number }): Promise<ClassReportStudent[]> {
  const [row] = await selectRows<{ students: StudentTuple[] | string | null }>(
    db,
    sql`select json_agg(json_build_array(u.id, u.name, u.username, s.state, s.score, s.submitted_at,
            coalesce(s.submitted_at > a.due_at, false)) order by u.name, u.id) as students
        from class_students cs
        join users u on u.id = cs.student_id
        left join submissions s on s.student_id = cs.student_id and s.class_id = cs.class_id
          and s.lesson_id = ${key.lessonId}
        left join assignments a on a.class_id = cs.class_id and a.lesson_id = ${key.lessonId}
        where cs.class_id = ${key.classId} and cs.active`,
  );
  const tuples: StudentTuple[] = typeof row?.students === 'string' ? JSON.parse(row.students) : (row?.students ?? []);
  return tuples.map(([studentId, name, username, state, score, submittedAt, late]) => ({
    studentId,
    name,
    username,
    state: (state ?? 'new') as StudentLessonState,
    score,
    submittedAt: isoOf(submittedAt),
    late,
  }));
}

interface QuestionFigures {
  questionId: number;
  correct: number;
  partial: number;
  wrong: number;
  pending: number;
  meanCredit: number | null;
  meanPoints: number | null;
}

async function figuresOf(db: Exec, key: { classId: number; lessonId: number }): Promise<Map<number, QuestionFigures>> {
  const rows = await selectRows<QuestionFigures>(
    db,
    sql`select an.question_id as "questionId",
          count(*) filter (where an.outcome = 'correct')::int as correct,
          count(*) filter (where an.outcome = 'partial')::int as partial,
          count(*) filter (where an.outcome = 'wrong')::int as wrong,
          count(*) filter (where an.outcome = 'pending')::int as pending,
          (avg(an.credit) filter (where an.outcome in ('correct', 'partial', 'wrong')))::float8 as "meanCredit",
          (avg(an.points) filter (where an.points is not null))::float8 as "meanPoints"
        ${presentWork(key)}
        group by an.question_id`,
  );
  return new Map(rows.map((r) => [Number(r.questionId), r]));
}

/** [grouping key, count]: the key is the response's field of the question's type (a short answer: flags). */
type WrongTuple = [LooseResponse | boolean | string[] | null, number];

/**
 * The wrong and partly right answers per question, grouped in SQL by the field of the response the question's
 * type reads (a short answer by whether it holds text and a photo); normalised and merged in wrongAnswerOf.
 */
async function wrongOf(db: Exec, key: { classId: number; lessonId: number }): Promise<Map<number, WrongTuple[]>> {
  const field = sql`case q.type
      when 'single' then jsonb_build_object('choices', an.response->'choices')
      when 'multiple' then jsonb_build_object('choices', an.response->'choices')
      when 'judge' then jsonb_build_object('judge', an.response->'judge')
      when 'blank' then jsonb_build_object('blanks', an.response->'blanks')
      else jsonb_strip_nulls(jsonb_build_object(
        'text', case when coalesce(btrim(an.response->>'text'), '') <> '' then 'text' end,
        'photo', case when an.response ? 'photo' then 'photo' end))
    end`;
  const rows = await selectRows<{ questionId: number; answers: WrongTuple[] | string }>(
    db,
    sql`select g.question_id as "questionId", json_agg(json_build_array(g.response, g.n)) as answers
        from (
          select an.question_id, ${field} as response, count(*)::int as n
          ${presentWork(key, sql`join questions q on q.id = an.question_id`, sql`and an.outcome in ('wrong', 'partial')`)}
          group by an.question_id, 2
        ) g
        group by g.question_id`,
  );
  return new Map(
    rows.map((r) => [Number(r.questionId), typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers]),
  );
}

function summaryOf(students: readonly ClassReportStudent[]): ClassReportSummary {
  const scores = students.flatMap((s) => (s.state === 'graded' && s.score !== null ? [s.score] : []));
  const mean = meanOf(scores);
  const median = medianOf(scores);
  return {
    students: students.length,
    submitted: students.filter((s) => s.state === 'submitted' || s.state === 'graded').length,
    graded: scores.length,
    waiting: students.filter((s) => s.state === 'submitted').length,
    late: students.filter((s) => s.late).length,
    average: mean === null ? null : roundTo(mean, 1),
    median: median === null ? null : roundTo(median, 1),
    highest: scores.length === 0 ? null : Math.max(...scores),
    lowest: scores.length === 0 ? null : Math.min(...scores),
    bands: scoreBands(scores),
  };
}

/**
 * A class's report for a lesson given to it (released, or homework): the summary over its present students,
 * each question the class worked on in order (accuracy, mean credit, outcomes, the most common wrong answers,
 * mean points of a person's grades), and the students with their work. 404 when the lesson was not given to
 * the class. The caller has checked who may read it (a teacher of the class; a share link).
 */
export async function classLessonReport(
  db: Exec,
  key: { classId: number; lessonId: number },
): Promise<ClassLessonReport> {
  const head = await classLessonOf(db, key);
  const [exercises, students, figures, wrong] = await Promise.all([
    exercisesOf(db, key.classId, key.lessonId),
    studentsOf(db, key),
    figuresOf(db, key),
    wrongOf(db, key),
  ]);
  const questions: ClassReportQuestion[] = exercises.map((e) => {
    const f = figures.get(e.questionId);
    const graded = f ? f.correct + f.partial + f.wrong : 0;
    const rules = (e.answer as { blanks?: { rules?: BlankRule[] }[] }).blanks?.map((b) => b.rules ?? []) ?? [];
    const grouped: WrongAnswer[] = (wrong.get(e.questionId) ?? []).map(([response, count]) => ({
      ...wrongAnswerOf(e.type, (response ?? {}) as LooseResponse, rules),
      count: Number(count),
    }));
    return {
      questionId: e.questionId,
      sort: e.sort,
      preview: cachedPreview({ id: e.questionId, ...e }),
      outcomes: {
        correct: f?.correct ?? 0,
        partial: f?.partial ?? 0,
        wrong: f?.wrong ?? 0,
        pending: f?.pending ?? 0,
      },
      accuracy: f && graded > 0 ? roundTo(f.correct / graded, 3) : null,
      meanCredit: f?.meanCredit == null ? null : roundTo(Number(f.meanCredit), 3),
      meanPoints: f?.meanPoints == null ? null : roundTo(Number(f.meanPoints), 1),
      commonWrong: commonWrongAnswers(grouped),
    };
  });
  return {
    class: { id: head.classId, name: head.className, schoolName: head.schoolName },
    lesson: {
      id: head.lessonId,
      title: head.title,
      courseTitle: head.courseTitle,
      releasedAt: isoOf(head.releasedAt),
      dueAt: isoOf(head.dueAt),
    },
    summary: summaryOf(students),
    questions,
    students,
  };
}

/** The teacher's report of one of its classes for a lesson (another teacher's class: 404). */
export async function getClassLessonReport(
  db: Exec,
  scope: ClassroomScope,
  q: { classId: number; lessonId: number },
): Promise<ClassLessonReport> {
  const taught = await taughtClass(db, scope, q.classId);
  return classLessonReport(db, { classId: taught.id, lessonId: q.lessonId });
}
