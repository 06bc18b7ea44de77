import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type AnswerResponse,
  answerResponse,
  type LessonReport,
  type QuestionAnswer,
  type QuestionType,
  type SaveAnswersInput,
  type StudentLesson,
  type SubmissionInfo,
  type SubmitLessonInput,
} from '@edu/shared';
import { classroomCourses, LESSON_LOCKED, openClassOf, openClassQuery } from '../../../access/classroom';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, iso, isoOrNull, selectRows, type Tx } from '../../../db/queries';
import {
  answers,
  chapters,
  classes,
  courses,
  lessonExercises,
  lessons,
  questions,
  submissions,
} from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { previewOf, renderRichText } from '../../content';
import { gradeAnswer } from '../grading/grade';
import { homeworkOf, homeworkQuestionIds } from '../homework/queries';

const LESSON_NOT_FOUND = 'Lesson not found';
const ALREADY_SUBMITTED = 'This lesson is already submitted; its answers can no longer change';

type SubmissionRow = typeof submissions.$inferSelect;

/**
 * A published lesson of a course the student's brand may read (another brand's or an unknown id: 404, like
 * an id outside the scope), with the class it is released to the student through (403 when none).
 */
async function openLesson(db: Exec, scope: ClassroomScope, lessonId: number) {
  const [row] = await db
    .select({ lesson: lessons, courseTitle: courses.title, chapterTitle: chapters.title })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(readableLesson(scope, lessonId))
    .limit(1);
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return { ...row, classId: await openClassFor(db, scope, lessonId) };
}

/**
 * openLesson for autosave and submit: the same checks and answers, only the class. The lesson's content and
 * rendered HTML (tens of KB with formulas) are not read at every autosave.
 */
async function openLessonClass(db: Exec, scope: ClassroomScope, lessonId: number): Promise<number> {
  const [row] = await readableLessonQuery(db, scope, lessonId);
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return openClassFor(db, scope, lessonId);
}

function readableLesson(scope: ClassroomScope, lessonId: number) {
  return and(eq(lessons.id, lessonId), eq(lessons.published, true), classroomCourses(scope));
}

/** The lesson's id when the student may read it (readableLesson), alone or inside a larger statement. */
function readableLessonQuery(db: Exec, scope: ClassroomScope, lessonId: number) {
  return db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(readableLesson(scope, lessonId))
    .limit(1);
}

/** The class a readable lesson is released to the student through; 403 when none. */
async function openClassFor(db: Exec, scope: ClassroomScope, lessonId: number): Promise<number> {
  const classId = await openClassOf(db, scope.userId, lessonId);
  if (classId === null) throw forbidden(LESSON_LOCKED);
  return classId;
}

const gradingColumns = {
  questionId: questions.id,
  type: questions.type,
  difficulty: questions.difficulty,
  stem: questions.stem,
  options: questions.options,
  answer: questions.answer,
  analysis: questions.analysis,
};

/**
 * What the class works on for the lesson, in order, with what grading needs: the homework's questions when
 * the lesson is the class's homework (fixed when given), else the lesson's exercises.
 */
async function exercisesOf(db: Exec, classId: number, lessonId: number) {
  const homework = await homeworkQuestionIds(db, classId, lessonId);
  if (homework !== null) {
    if (homework.length === 0) return [];
    const rows = await db.select(gradingColumns).from(questions).where(inArray(questions.id, homework));
    const byId = new Map(rows.map((r) => [r.questionId, r]));
    return homework.flatMap((id, i) => {
      const row = byId.get(id);
      return row ? [{ ...row, sort: i + 1 }] : [];
    });
  }
  return db
    .select({ ...gradingColumns, sort: lessonExercises.sort })
    .from(lessonExercises)
    .innerJoin(questions, eq(questions.id, lessonExercises.questionId))
    .where(eq(lessonExercises.lessonId, lessonId))
    .orderBy(lessonExercises.sort, lessonExercises.questionId);
}

function submissionInfoOf(s: SubmissionRow): SubmissionInfo {
  return {
    state: s.state as SubmissionInfo['state'],
    startedAt: iso(s.startedAt),
    submittedAt: isoOrNull(s.submittedAt),
    score: s.score,
    timeSpentMs: s.timeSpentMs,
  };
}

async function submissionOf(db: Exec, studentId: number, classId: number, lessonId: number) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(eq(submissions.studentId, studentId), eq(submissions.classId, classId), eq(submissions.lessonId, lessonId)),
    )
    .limit(1);
  return row;
}

/** A stored response as the contract reads it (rows written by this module always parse). */
function responseOf(value: unknown): AnswerResponse {
  const parsed = answerResponse.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** The lesson as its student works on it; exercises come without their answers. */
export async function getStudentLesson(db: Db, scope: ClassroomScope, lessonId: number): Promise<StudentLesson> {
  const open = await openLesson(db, scope, lessonId);
  const [exercises, submission, homework] = await Promise.all([
    exercisesOf(db, open.classId, lessonId),
    submissionOf(db, scope.userId, open.classId, lessonId),
    homeworkOf(db, open.classId, lessonId),
  ]);
  const saved = submission
    ? await db
        .select({ questionId: answers.questionId, response: answers.response })
        .from(answers)
        .where(eq(answers.submissionId, submission.id))
    : [];
  return {
    lessonId,
    classId: open.classId,
    title: open.lesson.title,
    courseTitle: open.courseTitle,
    chapterTitle: open.chapterTitle,
    html: open.lesson.html ?? renderRichText(open.lesson.content),
    exercises: exercises.map((e) => ({
      questionId: e.questionId,
      sort: e.sort,
      preview: previewOf({ id: e.questionId, ...e }),
    })),
    submission: submission ? submissionInfoOf(submission) : null,
    answers: saved.map((a) => ({ questionId: a.questionId, response: responseOf(a.response) })),
    homework,
  };
}

/** The student's submission of the lesson, created on first need and locked for this transaction. */
async function lockedSubmission(tx: Tx, scope: ClassroomScope, lessonId: number, classId: number) {
  const mine = and(
    eq(submissions.studentId, scope.userId),
    eq(submissions.classId, classId),
    eq(submissions.lessonId, lessonId),
  );
  // Every save but the first finds the submission: one statement instead of three.
  const [existing] = await tx.select().from(submissions).where(mine).for('update');
  if (existing) return existing;
  const [klass] = await tx
    .select({ schoolId: classes.schoolId, brandId: classes.brandId })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!klass) throw notFound('Class not found');
  await tx
    .insert(submissions)
    .values({ studentId: scope.userId, classId, lessonId, schoolId: klass.schoolId, brandId: klass.brandId })
    .onConflictDoNothing();
  const [row] = await tx.select().from(submissions).where(mine).for('update');
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return row;
}

/** Stores answers of a submission in progress; every question must be an exercise of the lesson. */
async function storeAnswers(
  tx: Tx,
  submission: SubmissionRow,
  exerciseIds: ReadonlySet<number>,
  input: Pick<SaveAnswersInput, 'answers' | 'timeSpentMs'>,
): Promise<Date> {
  const now = new Date();
  const stray = input.answers.find((a) => !exerciseIds.has(a.questionId));
  if (stray) throw badRequest(`answers: question ${stray.questionId} is not an exercise of this lesson`);
  if (input.answers.length > 0) {
    await tx
      .insert(answers)
      .values(
        input.answers.map((a) => ({
          submissionId: submission.id,
          questionId: a.questionId,
          response: a.response,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [answers.submissionId, answers.questionId],
        set: { response: sql`excluded.response`, updatedAt: now },
      });
  }
  await tx
    .update(submissions)
    .set({ timeSpentMs: Math.max(submission.timeSpentMs, input.timeSpentMs ?? 0), updatedAt: now })
    .where(eq(submissions.id, submission.id));
  return now;
}

/**
 * Everything an autosave checks, in one read: the class the lesson is open to the student through (a
 * readable lesson, released, the student present in the class), the questions it may answer (the homework's
 * or the lesson's exercises, as exercisesOf) and its submission. Null when the lesson is not open: the
 * checks of the full path then say why.
 */
async function autosaveTarget(db: Exec, scope: ClassroomScope, lessonId: number) {
  const [row] = await selectRows<{
    class_id: number;
    exercise_ids: number[];
    submission_id: number | null;
    state: string | null;
    time_spent_ms: number | null;
  }>(
    db,
    sql`
    select oc.class_id,
      coalesce(
        (select array(select q.id from questions q
                        where q.id in (select e::int from jsonb_array_elements_text(a.question_ids) e))
           from assignments a where a.class_id = oc.class_id and a.lesson_id = ${lessonId} limit 1),
        array(select le.question_id from lesson_exercises le where le.lesson_id = ${lessonId})
      ) as exercise_ids,
      s.id as submission_id, s.state, s.time_spent_ms
    from ${openClassQuery(db, scope.userId, lessonId)} oc
    left join submissions s on s.student_id = ${scope.userId} and s.class_id = oc.class_id and s.lesson_id = ${lessonId}
    where exists ${readableLessonQuery(db, scope, lessonId)}`,
  );
  if (!row) return null;
  return {
    classId: Number(row.class_id),
    exerciseIds: new Set((row.exercise_ids ?? []).map(Number)),
    submission: row.submission_id === null ? null : { id: Number(row.submission_id), state: row.state ?? '' },
  };
}

/**
 * An autosave as one statement: `kept`, a CTE that writes the submission and returns its id only while it is
 * in progress, then the answers into that submission. Whether the submission was in progress (a submit that
 * got there first leaves nothing to write).
 */
async function saveInOneStatement(
  db: Exec,
  kept: SQL,
  answersGiven: SaveAnswersInput['answers'],
  stamp: string,
): Promise<boolean> {
  const [row] = await selectRows<{ kept: number }>(
    db,
    sql`
    with kept as (${kept}), saved as (
      insert into ${answers} (submission_id, question_id, response, updated_at)
      select kept.id, given."questionId", given.response, ${stamp}::timestamptz
      from kept, jsonb_to_recordset(${JSON.stringify(answersGiven)}::jsonb) as given("questionId" int, response jsonb)
      on conflict (submission_id, question_id) do update set response = excluded.response, updated_at = excluded.updated_at
      returning 1
    )
    select (select count(*) from kept)::int as kept, (select count(*) from saved)::int as saved`,
  );
  return Number(row?.kept ?? 0) === 1;
}

/** The autosave of a student already working on the lesson: its time and the answers. */
function storeAnswersAtOnce(
  db: Exec,
  submissionId: number,
  input: Pick<SaveAnswersInput, 'answers' | 'timeSpentMs'>,
  stamp: string,
): Promise<boolean> {
  const kept = sql`
      update ${submissions}
      set time_spent_ms = greatest(time_spent_ms, ${input.timeSpentMs ?? 0}), updated_at = ${stamp}::timestamptz
      where id = ${submissionId} and state = 'in_progress'
      returning id`;
  return saveInOneStatement(db, kept, input.answers, stamp);
}

/**
 * A student's first save of a lesson: the submission is created (or, when a save of the same student got
 * there first, found while still in progress) with the answers.
 */
function startWithAnswers(
  db: Exec,
  studentId: number,
  classId: number,
  lessonId: number,
  input: Pick<SaveAnswersInput, 'answers' | 'timeSpentMs'>,
  stamp: string,
): Promise<boolean> {
  const kept = sql`
      insert into ${submissions} (student_id, class_id, lesson_id, school_id, brand_id, time_spent_ms, updated_at)
      select ${studentId}, c.id, ${lessonId}, c.school_id, c.brand_id, ${input.timeSpentMs ?? 0}, ${stamp}::timestamptz
      from ${classes} c where c.id = ${classId}
      on conflict (student_id, class_id, lesson_id) do update
        set time_spent_ms = greatest(submissions.time_spent_ms, excluded.time_spent_ms), updated_at = excluded.updated_at
        where submissions.state = 'in_progress'
      returning id`;
  return saveInOneStatement(db, kept, input.answers, stamp);
}

/** Autosave (debounced by the console): refused once the lesson is submitted, and while it is locked. */
export async function saveAnswers(db: Db, caller: Caller<ClassroomScope>, input: SaveAnswersInput) {
  // The usual save (the lesson open, the student working on it or starting): one read and one write.
  const target = await autosaveTarget(db, caller.scope, input.lessonId);
  if (target) {
    if (target.submission && target.submission.state !== 'in_progress') throw conflict(ALREADY_SUBMITTED);
    const stray = input.answers.find((a) => !target.exerciseIds.has(a.questionId));
    if (stray) throw badRequest(`answers: question ${stray.questionId} is not an exercise of this lesson`);
    const savedAt = new Date().toISOString();
    const inProgress = target.submission
      ? await storeAnswersAtOnce(db, target.submission.id, input, savedAt)
      : await startWithAnswers(db, caller.scope.userId, target.classId, input.lessonId, input, savedAt);
    if (!inProgress) throw conflict(ALREADY_SUBMITTED);
    return { saved: input.answers.length, savedAt, state: 'in_progress' as const };
  }
  // Not open to the student: the lesson's checks say why (404 for one it may not read, else 403).
  await openLessonClass(db, caller.scope, input.lessonId);
  throw forbidden(LESSON_LOCKED);
}

/**
 * Submits the lesson once: the last answers, then every exercise graded (an unanswered one is wrong).
 * `graded` with its score when grading decided everything, `submitted` while short answers wait for a
 * person. A submission already made answers as it is: a retried or doubled submit changes nothing.
 */
export async function submitLesson(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: SubmitLessonInput,
): Promise<SubmissionInfo> {
  const classId = await openLessonClass(db, caller.scope, input.lessonId);
  const exercises = await exercisesOf(db, classId, input.lessonId);
  return db.transaction(async (tx) => {
    const submission = await lockedSubmission(tx, caller.scope, input.lessonId, classId);
    if (submission.state !== 'in_progress') return submissionInfoOf(submission);
    await storeAnswers(tx, submission, new Set(exercises.map((e) => e.questionId)), input);
    const stored = await tx
      .select({ questionId: answers.questionId, response: answers.response })
      .from(answers)
      .where(eq(answers.submissionId, submission.id));
    const byQuestion = new Map(stored.map((a) => [a.questionId, responseOf(a.response)]));
    const now = new Date();
    const grades = await Promise.all(
      exercises.map(async (e) => ({
        questionId: e.questionId,
        response: byQuestion.get(e.questionId) ?? {},
        grade: await gradeAnswer(
          { type: e.type as QuestionType, answer: e.answer as QuestionAnswer },
          byQuestion.get(e.questionId) ?? {},
        ),
      })),
    );
    if (grades.length > 0) {
      await tx
        .insert(answers)
        .values(
          grades.map((g) => ({
            submissionId: submission.id,
            questionId: g.questionId,
            response: g.response,
            outcome: g.grade.outcome,
            credit: g.grade.credit,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [answers.submissionId, answers.questionId],
          set: { outcome: sql`excluded.outcome`, credit: sql`excluded.credit`, updatedAt: now },
        });
    }
    const pending = grades.some((g) => g.grade.outcome === 'pending');
    const score = pending
      ? null
      : grades.length === 0
        ? 100
        : Math.round((1000 * grades.reduce((s, g) => s + g.grade.credit, 0)) / grades.length) / 10;
    const [done] = await tx
      .update(submissions)
      .set({
        state: pending ? 'submitted' : 'graded',
        submittedAt: now,
        gradedAt: pending ? null : now,
        score,
        submitKey: input.submitKey,
        updatedAt: now,
      })
      .where(eq(submissions.id, submission.id))
      .returning();
    if (!done) throw notFound(LESSON_NOT_FOUND);
    return submissionInfoOf(done);
  });
}

/** The report of the student's submitted lesson; before submission there is none (404). */
export async function getLessonReport(db: Db, scope: ClassroomScope, lessonId: number): Promise<LessonReport> {
  return reportOf(db, lessonId, eq(submissions.studentId, scope.userId));
}

/**
 * The report of a lesson handed in, of the submission `which` picks (a student's own; a teacher's: one of
 * its students in one of its classes): score, each answer with its outcome, the key and the analysis.
 */
export async function reportOf(db: Db, lessonId: number, which: SQL): Promise<LessonReport> {
  const [row] = await db
    .select({ submission: submissions, title: lessons.title, courseTitle: courses.title })
    .from(submissions)
    .innerJoin(lessons, eq(lessons.id, submissions.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(which, eq(submissions.lessonId, lessonId), inArray(submissions.state, ['submitted', 'graded'])))
    .orderBy(submissions.id)
    .limit(1);
  if (!row) throw notFound('Report not found: the lesson is not submitted yet');
  const [exercises, stored] = await Promise.all([
    exercisesOf(db, row.submission.classId, lessonId),
    db.select().from(answers).where(eq(answers.submissionId, row.submission.id)),
  ]);
  const byQuestion = new Map(stored.map((a) => [a.questionId, a]));
  return {
    lessonId,
    title: row.title,
    courseTitle: row.courseTitle,
    submission: submissionInfoOf(row.submission),
    items: exercises.map((e) => {
      const a = byQuestion.get(e.questionId);
      const key = e.answer as QuestionAnswer;
      return {
        questionId: e.questionId,
        sort: e.sort,
        preview: previewOf({ id: e.questionId, ...e }),
        response: responseOf(a?.response ?? {}),
        outcome: (a?.outcome ?? null) as LessonReport['items'][number]['outcome'],
        credit: a?.credit ?? null,
        key: {
          choices: key.choices,
          judge: key.judge,
          blanks: key.blanks.map((b) => b.accepted),
          textHtml: key.text ? renderRichText(key.text) : '',
        },
        analysisHtml: e.analysis ? renderRichText(e.analysis) : '',
      };
    }),
  };
}
