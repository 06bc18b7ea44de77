/**
 * The generated demo work's common parts (seed-history.ts, seed-sessions.ts): the lessons by title with their
 * exercises as the answer model needs them, and a writer of handed-in work graded by the console's own grading,
 * every exercise with a row (an unanswered one graded as the submit grades it: wrong), as submitLesson leaves it.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { AnswerResponse, QuestionAnswer, QuestionType } from '@edu/shared';
import { type Grade, gradeAnswer, scoreOf } from '../../src/modules/learning';
import type { Tx } from '../../src/db/queries';
import {
  answers,
  knowledgePoints,
  lessonExercises,
  lessons,
  questionKnowledgePoints,
  questions,
  submissions,
} from '../../src/db/schema';
import type { PlanQuestion } from './class-plan';
import { itemOf } from './demo-model';

export interface SeedQuestion extends PlanQuestion {
  difficulty: number;
  kps: string[];
}

export interface SeedLesson {
  id: number;
  title: string;
  questions: SeedQuestion[];
}

/** The question a lesson's bad item is: by lesson title and place (1-based). */
export interface BadItem {
  lesson: string;
  no: number;
}

/** Lessons by their full titles, with their exercises in order (their items from the model). */
export async function lessonsByTitle(
  tx: Tx,
  titles: readonly string[],
  bad?: BadItem,
): Promise<Map<string, SeedLesson>> {
  const rows = await tx
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      questionId: questions.id,
      type: questions.type,
      difficulty: questions.difficulty,
      answer: questions.answer,
      options: questions.options,
    })
    .from(lessons)
    .innerJoin(lessonExercises, eq(lessonExercises.lessonId, lessons.id))
    .innerJoin(questions, eq(questions.id, lessonExercises.questionId))
    .where(inArray(lessons.title, [...titles]))
    .orderBy(asc(lessons.id), asc(lessonExercises.sort), asc(lessonExercises.questionId));
  const kpRows =
    rows.length === 0
      ? []
      : await tx
          .select({ questionId: questionKnowledgePoints.questionId, name: knowledgePoints.name })
          .from(questionKnowledgePoints)
          .innerJoin(knowledgePoints, eq(knowledgePoints.id, questionKnowledgePoints.knowledgePointId))
          .where(
            inArray(
              questionKnowledgePoints.questionId,
              rows.map((r) => r.questionId),
            ),
          );
  const kpsOf = new Map<number, string[]>();
  for (const k of kpRows) kpsOf.set(k.questionId, [...(kpsOf.get(k.questionId) ?? []), k.name]);
  const out = new Map<string, SeedLesson>();
  for (const r of rows) {
    let lesson = out.get(r.title);
    if (!lesson) {
      lesson = { id: r.lessonId, title: r.title, questions: [] };
      out.set(r.title, lesson);
    }
    if (lesson.id !== r.lessonId) throw new Error(`seed: two lessons are titled ${r.title}`);
    const type = r.type as QuestionType;
    const kps = (kpsOf.get(r.questionId) ?? []).sort();
    const isBad = bad?.lesson === r.title && bad.no === lesson.questions.length + 1;
    lesson.questions.push({
      questionId: r.questionId,
      type,
      key: r.answer as QuestionAnswer,
      options: Array.isArray(r.options) ? r.options.length : 0,
      difficulty: r.difficulty,
      kps,
      item: itemOf({ questionId: r.questionId, type, difficulty: r.difficulty, kps, bad: isBad }),
    });
  }
  for (const title of titles) if (!out.has(title)) throw new Error(`seed: no lesson ${title} with exercises`);
  return out;
}

/** One student's handed-in lesson: its last answer to each exercise it answered. */
export interface WorkRow {
  studentId: number;
  username: string;
  classId: number;
  schoolId: number;
  brandId: number;
  lesson: SeedLesson;
  startedAt: Date;
  submittedAt: Date;
  responses: Map<number, AnswerResponse>;
}

/** gradeAnswer, once per distinct answer (a class gives the same ones again and again). */
export function makeGrader(): (q: SeedQuestion, response: AnswerResponse) => Promise<Grade> {
  const cache = new Map<string, Promise<Grade>>();
  return (q, response) => {
    const key = `${q.questionId}:${JSON.stringify(response)}`;
    let grade = cache.get(key);
    if (!grade) {
      grade = gradeAnswer({ type: q.type, answer: q.key }, response);
      cache.set(key, grade);
    }
    return grade;
  };
}

/** Writes handed-in work, graded (or handed in, waiting for a person when a grade is pending). */
export async function writeWork(
  tx: Tx,
  rows: readonly WorkRow[],
  grade: (q: SeedQuestion, response: AnswerResponse) => Promise<Grade>,
): Promise<void> {
  if (rows.length === 0) return;
  const graded = await Promise.all(
    rows.map(async (w) => {
      const list = await Promise.all(
        w.lesson.questions.map(async (q) => {
          const response = w.responses.get(q.questionId) ?? {};
          return { questionId: q.questionId, response, grade: await grade(q, response) };
        }),
      );
      const pending = list.some((a) => a.grade.outcome === 'pending');
      return { w, list, pending, score: pending ? null : scoreOf(list.map((a) => a.grade.credit)) };
    }),
  );
  const inserted = await tx
    .insert(submissions)
    .values(
      graded.map(({ w, pending, score }) => ({
        studentId: w.studentId,
        classId: w.classId,
        schoolId: w.schoolId,
        brandId: w.brandId,
        lessonId: w.lesson.id,
        state: pending ? 'submitted' : 'graded',
        startedAt: w.startedAt,
        submittedAt: w.submittedAt,
        gradedAt: pending ? null : w.submittedAt,
        score,
        timeSpentMs: w.submittedAt.getTime() - w.startedAt.getTime(),
        submitKey: `seed-${w.username}-${w.classId}-${w.lesson.id}`,
        updatedAt: w.submittedAt,
      })),
    )
    .returning({ id: submissions.id, key: submissions.submitKey });
  const idOf = new Map(inserted.map((r) => [r.key, r.id]));
  await tx.insert(answers).values(
    graded.flatMap(({ w, list }) => {
      const submissionId = idOf.get(`seed-${w.username}-${w.classId}-${w.lesson.id}`);
      if (submissionId === undefined) throw new Error('seed: a submission was not written');
      return list.map((a) => ({
        submissionId,
        questionId: a.questionId,
        response: a.response,
        outcome: a.grade.outcome,
        credit: a.grade.credit,
        updatedAt: w.submittedAt,
      }));
    }),
  );
}
