import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  type AnswerCorrection,
  type AnswerResponse,
  answerResponse,
  type LessonReport,
  type MarkStroke,
  photoMarks,
  type QuestionAnswer,
  type StudentLesson,
  type SubmissionInfo,
} from '@edu/shared';
import { classroomCourses, LESSON_LOCKED, openClassOf } from '../../../access/classroom';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import type { Bindable } from '../../../db/prepared';
import { type Exec, iso, isoOrNull } from '../../../db/queries';
import {
  answers,
  chapters,
  courses,
  lessonExercises,
  lessons,
  questions,
  submissions,
  users,
} from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';
import { previewOf, renderRichText } from '../../content';
import { homeworkOf, homeworkQuestionIds } from '../homework/queries';
import { photosOf, photoUrlsFor } from '../photos/urls';

export const LESSON_NOT_FOUND = 'Lesson not found';

type SubmissionRow = typeof submissions.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;

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
export async function openLessonClass(db: Exec, scope: ClassroomScope, lessonId: number): Promise<number> {
  const [row] = await readableLessonQuery(db, scope, lessonId);
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return openClassFor(db, scope, lessonId);
}

function readableLesson(scope: ClassroomScope, lessonId: Bindable<number>) {
  return and(eq(lessons.id, lessonId), eq(lessons.published, true), classroomCourses(scope));
}

/**
 * The lesson's id when the student may read it (readableLesson), alone or inside a larger statement (the
 * lesson may be a placeholder of a prepared statement; the scope's role and brand shape the condition).
 */
export function readableLessonQuery(db: Exec, scope: ClassroomScope, lessonId: Bindable<number>) {
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
export async function exercisesOf(db: Exec, classId: number, lessonId: number) {
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

export function submissionInfoOf(s: SubmissionRow): SubmissionInfo {
  return {
    state: s.state as SubmissionInfo['state'],
    startedAt: iso(s.startedAt),
    submittedAt: isoOrNull(s.submittedAt),
    score: s.score,
    timeSpentMs: s.timeSpentMs,
  };
}

/** The student's submission of a lesson in a class, if any. */
export async function submissionOf(db: Exec, studentId: number, classId: number, lessonId: number) {
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
export function responseOf(value: unknown): AnswerResponse {
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
  const saved = (
    submission
      ? await db
          .select({ questionId: answers.questionId, response: answers.response })
          .from(answers)
          .where(eq(answers.submissionId, submission.id))
      : []
  ).map((a) => ({ questionId: a.questionId, response: responseOf(a.response) }));
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
    answers: saved,
    homework,
    photoUrls: await photoUrlsFor(db, scope.userId, photosOf(saved.map((a) => a.response))),
  };
}

/** The report of the student's submitted lesson; before submission there is none (404). */
export async function getLessonReport(db: Db, scope: ClassroomScope, lessonId: number): Promise<LessonReport> {
  return reportOf(db, lessonId, eq(submissions.studentId, scope.userId), scope.userId);
}

/**
 * The report of a lesson handed in, of the submission `which` picks (a student's own; a teacher's: one of
 * its students in one of its classes): score, each answer with its outcome, the key and the analysis, and
 * the addresses of its photos for `readerId`.
 */
export async function reportOf(db: Db, lessonId: number, which: SQL, readerId: number): Promise<LessonReport> {
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
  const byQuestion = new Map(stored.map((a) => [a.questionId, { ...a, response: responseOf(a.response) }]));
  const correctors = await namesOf(
    db,
    stored.flatMap((a) => (a.correctedBy === null ? [] : [a.correctedBy])),
  );
  return {
    lessonId,
    title: row.title,
    courseTitle: row.courseTitle,
    submission: submissionInfoOf(row.submission),
    photoUrls: await photoUrlsFor(
      db,
      readerId,
      photosOf(exercises.flatMap((e) => byQuestion.get(e.questionId)?.response ?? [])),
    ),
    items: exercises.map((e) => {
      const a = byQuestion.get(e.questionId);
      const key = e.answer as QuestionAnswer;
      return {
        questionId: e.questionId,
        sort: e.sort,
        preview: previewOf({ id: e.questionId, ...e }),
        response: a?.response ?? {},
        outcome: (a?.outcome ?? null) as LessonReport['items'][number]['outcome'],
        credit: a?.credit ?? null,
        key: {
          choices: key.choices,
          judge: key.judge,
          blanks: key.blanks.map((b) => b.accepted),
          textHtml: key.text ? renderRichText(key.text) : '',
        },
        analysisHtml: e.analysis ? renderRichText(e.analysis) : '',
        correction: a ? correctionOf(a, correctors) : null,
      };
    }),
  };
}

/** The names of some users, by id. */
async function namesOf(db: Exec, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Stored marks as the contract reads them (rows written by the correction module always parse). */
export function marksOf(value: unknown): MarkStroke[] {
  const parsed = photoMarks.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** A person's grade of an answer (modules/correction), or null before one graded it. */
export function correctionOf(
  a: Pick<AnswerRow, 'points' | 'comment' | 'marks' | 'correctedBy' | 'correctedAt'>,
  names: ReadonlyMap<number, string>,
): AnswerCorrection | null {
  if (a.points === null || a.correctedAt === null) return null;
  return {
    points: a.points,
    comment: a.comment,
    marks: marksOf(a.marks),
    correctedBy: a.correctedBy === null ? null : { id: a.correctedBy, name: names.get(a.correctedBy) ?? '' },
    correctedAt: iso(a.correctedAt),
  };
}
