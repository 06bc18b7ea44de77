import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../src/db/queries';
import {
  chapters,
  courses,
  knowledgePoints,
  lessonExercises,
  lessons,
  questionKnowledgePoints,
  questions,
} from '../../src/db/schema';

/** The grades of the scale courses, and their names in the courses' and questions' titles. */
export const SCALE_GRADES = [7, 8, 9] as const;
export const SCALE_GRADE_NAMES: Record<number, string> = { 7: '七', 8: '八', 9: '九' };

type QuestionRow = typeof questions.$inferInsert;
type KnowledgeLink = typeof questionKnowledgePoints.$inferInsert;

/** One kind of scale course (the handed-in work of seed-scale-work.ts, the weekly practice of seed-scale-practice.ts). */
export interface ScaleCourses {
  /** the course title is `${prefix}${grade name}年级数学` */
  prefix: string;
  description: string;
  chapterTitle: string;
  /** lessons per course, numbered (`sort`) from 1 */
  lessons: number;
  lessonTitle: (no: number) => string;
  lessonContent: (no: number) => string;
  /** exercises per lesson, in positions 1 to `questions` */
  questions: number;
  question: (brandId: number, grade: number, lessonNo: number, position: number) => QuestionRow;
  /** the knowledge points of a lesson's questions (their ids in exercise order), from mathematics' sub-points */
  links: (
    questionIds: readonly number[],
    lessonNo: number,
    grade: number,
    kps: readonly { id: number }[],
  ) => KnowledgeLink[];
  /** errors say `seed --scale: no ${what}course` (chapter) */
  what: string;
}

/**
 * Per brand and grade (SCALE_GRADES) a published mathematics course of one chapter with its lessons, their
 * auto-numbered exercises (questions written row by row, with their search fields) and their knowledge points
 * (the platform's mathematics sub-points; none when there are none).
 */
export async function seedScaleCourses(tx: Tx, brandIds: readonly number[], spec: ScaleCourses): Promise<void> {
  const kps = await tx
    .select({ id: knowledgePoints.id })
    .from(knowledgePoints)
    .where(
      and(isNotNull(knowledgePoints.parentId), isNull(knowledgePoints.brandId), eq(knowledgePoints.subject, 'math')),
    )
    .orderBy(knowledgePoints.id);
  for (const brandId of brandIds) {
    for (const grade of SCALE_GRADES) {
      const [course] = await tx
        .insert(courses)
        .values({
          brandId,
          title: `${spec.prefix}${SCALE_GRADE_NAMES[grade]}年级数学`,
          subject: 'math',
          grade,
          published: true,
          description: spec.description,
        })
        .returning({ id: courses.id });
      if (!course) throw new Error(`seed --scale: no ${spec.what}course`);
      const [chapter] = await tx
        .insert(chapters)
        .values({ courseId: course.id, brandId, title: spec.chapterTitle, sort: 0 })
        .returning({ id: chapters.id });
      if (!chapter) throw new Error(`seed --scale: no ${spec.what}chapter`);
      const made = await tx
        .insert(lessons)
        .values(
          Array.from({ length: spec.lessons }, (_, i) => ({
            courseId: course.id,
            chapterId: chapter.id,
            brandId,
            title: spec.lessonTitle(i + 1),
            content: spec.lessonContent(i + 1),
            published: true,
            sort: i + 1,
          })),
        )
        .returning({ id: lessons.id, sort: lessons.sort });
      for (const lesson of made) {
        const rows = Array.from({ length: spec.questions }, (_, p) =>
          spec.question(brandId, grade, lesson.sort, p + 1),
        );
        const qs = await tx.insert(questions).values(rows).returning({ id: questions.id });
        await tx
          .insert(lessonExercises)
          .values(qs.map((q, p) => ({ lessonId: lesson.id, questionId: q.id, brandId, sort: p + 1 })));
        if (kps.length === 0) continue;
        const links = spec.links(
          qs.map((q) => q.id),
          lesson.sort,
          grade,
          kps,
        );
        if (links.length > 0) await tx.insert(questionKnowledgePoints).values(links);
      }
    }
  }
}
