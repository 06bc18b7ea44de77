import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { QuestionType, Subject } from '@edu/shared';
import type { Db } from '../../../db/client';
import {
  chapters,
  courses,
  knowledgePoints,
  lessonExercises,
  lessons,
  practiceAnswers,
  practiceSets,
  questionKnowledgePoints,
  questions,
  wrongQuestions,
} from '../../../db/schema';
import { searchFields } from '../../content';

const MATH_COURSE = '八年级数学：二次根式与一元二次方程';
let made = 0;

/** Empties a student's book and its training camp (the demo data give the demo students both). */
export async function clearBook(db: Db, studentId: number): Promise<void> {
  const sets = db.select({ id: practiceSets.id }).from(practiceSets).where(eq(practiceSets.studentId, studentId));
  await db.delete(practiceAnswers).where(inArray(practiceAnswers.practiceId, sets));
  await db.delete(wrongQuestions).where(eq(wrongQuestions.studentId, studentId));
  await db.delete(practiceSets).where(eq(practiceSets.studentId, studentId));
}

/** A knowledge point of the platform (or of a brand). */
export async function newPoint(db: Db, o: { name: string; subject?: Subject; brandId?: number | null }) {
  const [row] = await db
    .insert(knowledgePoints)
    .values({ name: o.name, subject: o.subject ?? 'math', brandId: o.brandId ?? null })
    .returning({ id: knowledgePoints.id });
  if (!row) throw new Error('newPoint: no row');
  return row.id;
}

/**
 * A question of the bank: a single choice whose key is A by default (a blank's key `2`, a true/false one true,
 * a short answer a reference text), linked to `points`.
 */
export async function newQuestion(
  db: Db,
  o: { type?: QuestionType; subject?: Subject; brandId?: number | null; points?: number[]; stem?: string } = {},
): Promise<number> {
  made += 1;
  const type = o.type ?? 'single';
  const stem = o.stem ?? `<p>错题本测试第 ${made} 题 $x^${made}$</p>`;
  const options = type === 'single' || type === 'multiple' ? ['<p>甲</p>', '<p>乙</p>', '<p>丙</p>'] : [];
  const [row] = await db
    .insert(questions)
    .values({
      brandId: o.brandId ?? null,
      type,
      subject: o.subject ?? 'math',
      grade: 8,
      stem: type === 'blank' ? `${stem}<p>___</p>` : stem,
      options,
      answer: {
        choices: type === 'single' ? ['A'] : type === 'multiple' ? ['A', 'C'] : [],
        judge: type === 'judge' ? true : null,
        blanks: type === 'blank' ? [{ accepted: ['2'], rules: ['trim'] }] : [],
        text: type === 'short' ? '<p>参考答案</p>' : '',
      },
      analysis: `<p>解析 ${made}</p>`,
      ...searchFields(stem, options),
    })
    .returning({ id: questions.id });
  if (!row) throw new Error('newQuestion: no row');
  if (o.points?.length) {
    await db
      .insert(questionKnowledgePoints)
      .values(o.points.map((knowledgePointId) => ({ questionId: row.id, knowledgePointId })));
  }
  return row.id;
}

/** A fresh published lesson of the demo mathematics course (platform-wide) with these exercises, in order. */
export async function lessonWith(db: Db, questionIds: readonly number[]): Promise<number> {
  made += 1;
  const [chapter] = await db
    .select({ id: chapters.id, courseId: chapters.courseId })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(courses.title, MATH_COURSE), isNull(chapters.parentId)))
    .orderBy(asc(chapters.sort), asc(chapters.id))
    .limit(1);
  if (!chapter) throw new Error('lessonWith: no demo course');
  const [lesson] = await db
    .insert(lessons)
    .values({
      courseId: chapter.courseId,
      chapterId: chapter.id,
      title: `错题复练 ${made}`,
      content: '<p>练习</p>',
      published: true,
      sort: 2000 + made,
    })
    .returning({ id: lessons.id });
  if (!lesson) throw new Error('lessonWith: no lesson');
  await db
    .insert(lessonExercises)
    .values(questionIds.map((questionId, sort) => ({ lessonId: lesson.id, questionId, sort })));
  return lesson.id;
}
