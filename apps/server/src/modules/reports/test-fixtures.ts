import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AnswerResponse, QuestionAnswer, QuestionType } from '@edu/shared';
import type { Db } from '../../db/client';
import {
  answers,
  assignments,
  chapters,
  classes,
  courses,
  knowledgePoints,
  lessonExercises,
  lessonReleases,
  lessons,
  questionKnowledgePoints,
  questions,
  submissions,
} from '../../db/schema';
import { gradeAnswer, scoreOf } from '../learning';

const MATH_COURSE = '八年级数学：二次根式与一元二次方程';
let made = 0;

export interface QuestionSpec {
  type: QuestionType;
  answer: Partial<QuestionAnswer>;
  options?: string[];
  /** knowledge point names (of the demo tree) */
  kps?: string[];
}

export interface ReportLesson {
  lessonId: number;
  courseId: number;
  questionIds: number[];
}

/** The id of a knowledge point of the demo tree, by name. */
export async function kpId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: knowledgePoints.id }).from(knowledgePoints).where(eq(knowledgePoints.name, name));
  if (!row) throw new Error(`no knowledge point ${name}`);
  return row.id;
}

/**
 * A fresh published lesson of the demo mathematics course with these questions (in order, tagged with their
 * knowledge points), released to the class `releasedAt` (an hour ago) unless `released` is false, and given
 * as homework when `dueAt` is set.
 */
export async function reportLesson(
  db: Db,
  o: {
    classId: number;
    questions: QuestionSpec[];
    released?: boolean;
    releasedAt?: Date;
    dueAt?: Date;
    title?: string;
  },
): Promise<ReportLesson> {
  made += 1;
  const [klass] = await db
    .select({ brandId: classes.brandId, schoolId: classes.schoolId })
    .from(classes)
    .where(eq(classes.id, o.classId));
  const [chapter] = await db
    .select({ id: chapters.id, courseId: chapters.courseId })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(courses.title, MATH_COURSE), isNull(chapters.parentId)))
    .orderBy(asc(chapters.sort), asc(chapters.id))
    .limit(1);
  if (!klass || !chapter) throw new Error('reportLesson: no class or no demo course');
  const [lesson] = await db
    .insert(lessons)
    .values({
      courseId: chapter.courseId,
      chapterId: chapter.id,
      title: o.title ?? `报告练习 ${made}`,
      content: '<p>练习</p>',
      published: true,
      sort: 2000 + made,
    })
    .returning({ id: lessons.id });
  if (!lesson) throw new Error('reportLesson: no lesson');
  const questionIds: number[] = [];
  for (const [i, spec] of o.questions.entries()) {
    const [q] = await db
      .insert(questions)
      .values({
        brandId: klass.brandId,
        type: spec.type,
        subject: 'math',
        grade: 8,
        stem: `<p>报告第 ${made}-${i + 1} 题 ${spec.type === 'blank' ? '___1 ___2' : ''}</p>`,
        options: spec.options ?? (spec.type === 'single' || spec.type === 'multiple' ? ['1', '2', '3', '4'] : []),
        answer: { choices: [], judge: null, blanks: [], text: '', ...spec.answer },
      })
      .returning({ id: questions.id });
    if (!q) throw new Error('reportLesson: no question');
    questionIds.push(q.id);
    for (const name of spec.kps ?? []) {
      await db.insert(questionKnowledgePoints).values({ questionId: q.id, knowledgePointId: await kpId(db, name) });
    }
  }
  await db
    .insert(lessonExercises)
    .values(questionIds.map((questionId, sort) => ({ lessonId: lesson.id, questionId, sort })));
  if (o.released !== false) {
    await db.insert(lessonReleases).values({
      classId: o.classId,
      lessonId: lesson.id,
      brandId: klass.brandId,
      schoolId: klass.schoolId,
      unlockAt: o.releasedAt ?? new Date(Date.now() - 3_600_000),
    });
  }
  if (o.dueAt) {
    await db.insert(assignments).values({
      classId: o.classId,
      lessonId: lesson.id,
      brandId: klass.brandId,
      schoolId: klass.schoolId,
      dueAt: o.dueAt,
      questionIds,
    });
  }
  return { lessonId: lesson.id, courseId: chapter.courseId, questionIds };
}

/**
 * A student's hand-in of a report lesson, graded as the submit grades it (gradeAnswer, scoreOf): one response
 * per question in order; a short answer with `points` is graded by a person (credit points / 10), without
 * them it waits (the submission is then `submitted`).
 */
export async function handIn(
  db: Db,
  o: {
    studentId: number;
    classId: number;
    lesson: ReportLesson;
    responses: AnswerResponse[];
    points?: Record<number, number>;
    submittedAt?: Date;
  },
): Promise<number> {
  const [klass] = await db
    .select({ brandId: classes.brandId, schoolId: classes.schoolId })
    .from(classes)
    .where(eq(classes.id, o.classId));
  if (!klass) throw new Error('handIn: no class');
  const keys = await db
    .select({ id: questions.id, type: questions.type, answer: questions.answer })
    .from(questions)
    .where(inArray(questions.id, o.lesson.questionIds));
  const byId = new Map(keys.map((k) => [k.id, k]));
  const graded = await Promise.all(
    o.lesson.questionIds.map(async (questionId, i) => {
      const q = byId.get(questionId);
      if (!q) throw new Error('handIn: no question');
      const response = o.responses[i] ?? {};
      const points = o.points?.[i];
      if (points !== undefined) {
        const credit = points / 10;
        return {
          questionId,
          response,
          points,
          credit,
          outcome: credit >= 1 ? 'correct' : credit > 0 ? 'partial' : 'wrong',
        };
      }
      const grade = await gradeAnswer({ type: q.type as QuestionType, answer: q.answer as QuestionAnswer }, response);
      return { questionId, response, points: null, credit: grade.credit, outcome: grade.outcome as string };
    }),
  );
  const pending = graded.some((g) => g.outcome === 'pending');
  const at = o.submittedAt ?? new Date(Date.now() - 1_800_000);
  const [submission] = await db
    .insert(submissions)
    .values({
      studentId: o.studentId,
      classId: o.classId,
      schoolId: klass.schoolId,
      brandId: klass.brandId,
      lessonId: o.lesson.lessonId,
      state: pending ? 'submitted' : 'graded',
      startedAt: new Date(at.getTime() - 600_000),
      submittedAt: at,
      gradedAt: pending ? null : at,
      score: pending ? null : scoreOf(graded.map((g) => g.credit)),
      timeSpentMs: 600_000,
      submitKey: `t-report-${o.studentId}-${o.lesson.lessonId}`,
      updatedAt: at,
    })
    .returning({ id: submissions.id });
  if (!submission) throw new Error('handIn: no submission');
  await db.insert(answers).values(
    graded.map((g) => ({
      submissionId: submission.id,
      questionId: g.questionId,
      response: g.response,
      outcome: g.outcome,
      credit: g.credit,
      points: g.points,
      correctedAt: g.points === null ? null : at,
      updatedAt: at,
    })),
  );
  return submission.id;
}
