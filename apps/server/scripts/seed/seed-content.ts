/**
 * Demo content (issue 4 item 6), seeded with the rest of the demo data: a real mathematics course
 * (3 chapters, 7 lessons with LaTeX), a book course following a textbook's table of contents, a course
 * of each brand, a knowledge-point tree and 60 questions of every type linked to it, and a learning
 * material (a small PDF, modules/content/materials/demo-pdf.ts) shared with the demo student's class.
 * Deterministic; rich text is our own, stored as the editor would store it; lessons are rendered on
 * first read. The data lives in data/ (one file per course or kind of question); this file writes it.
 */
import { DEMO_MATERIAL_KEY, DEMO_MATERIAL_NAME, demoMaterialPdf } from '../../src/modules/content';
import { searchFields } from '../../src/modules/content';
import type { Tx } from '../../src/db/queries';
import {
  chapters,
  courses,
  knowledgePoints,
  lessonExercises,
  lessons,
  materials,
  materialShares,
  questionKnowledgePoints,
  questions,
} from '../../src/db/schema';
import {
  BOOK_CHAPTERS,
  BOOK_COURSE,
  BOOK_FRACTION_LESSONS,
  BOOK_TOC,
  BRAND_COURSES,
  type ChapterSeed,
} from './data/courses';
import { KP_TREE } from './data/knowledge-points';
import { MATH_CHAPTERS, MATH_COURSE, MATH_LESSON_KPS } from './data/math-course';
import type { QuestionSeed } from './data/question-seed';
import { generatedQuestions } from './data/questions-generated';
import { HAND_QUESTIONS } from './data/questions-written';

export interface ContentSeedIds {
  brand: (key: string) => number;
  user: (username: string) => number;
  /** class id by school key and class name */
  klass: (school: string, name: string) => number;
}

export function demoQuestions(): QuestionSeed[] {
  const all = [...HAND_QUESTIONS, ...generatedQuestions()];
  return all.slice(0, 60);
}

async function insertCourse(
  tx: Tx,
  course: typeof courses.$inferInsert,
  tree: ChapterSeed[],
): Promise<{ courseId: number; lessonIds: number[] }> {
  const [created] = await tx.insert(courses).values(course).returning({ id: courses.id });
  if (!created) throw new Error('seed: no course');
  const chapterRows = await tx
    .insert(chapters)
    .values(tree.map((ch, sort) => ({ courseId: created.id, brandId: course.brandId ?? null, title: ch.title, sort })))
    .returning({ id: chapters.id, sort: chapters.sort });
  const lessonValues = tree.flatMap((ch, i) => {
    const chapterId = chapterRows.find((r) => r.sort === i)?.id;
    if (chapterId === undefined) throw new Error('seed: no chapter');
    return ch.lessons.map((l, sort) => ({
      courseId: created.id,
      chapterId,
      brandId: course.brandId ?? null,
      title: l.title,
      content: l.content,
      published: true,
      sort,
    }));
  });
  const lessonRows =
    lessonValues.length === 0 ? [] : await tx.insert(lessons).values(lessonValues).returning({ id: lessons.id });
  return { courseId: created.id, lessonIds: lessonRows.map((r) => r.id) };
}

export async function seedContent(tx: Tx, ids: ContentSeedIds): Promise<void> {
  // Knowledge points.
  const kpIds = new Map<string, number>();
  const roots = await tx
    .insert(knowledgePoints)
    .values(KP_TREE.map(([name], sort) => ({ subject: 'math', name, sort })))
    .returning({ id: knowledgePoints.id, name: knowledgePoints.name });
  for (const r of roots) kpIds.set(r.name, r.id);
  const leaves = await tx
    .insert(knowledgePoints)
    .values(
      KP_TREE.flatMap(([root, children]) =>
        children.map((name, sort) => ({ subject: 'math', name, sort, parentId: kpIds.get(root) ?? null })),
      ),
    )
    .returning({ id: knowledgePoints.id, name: knowledgePoints.name });
  for (const r of leaves) kpIds.set(r.name, r.id);

  // Questions (platform-wide, grade 8 mathematics).
  const seeds = demoQuestions();
  const questionRows = await tx
    .insert(questions)
    .values(
      seeds.map((q) => ({
        type: q.type,
        subject: 'math',
        grade: 8,
        difficulty: q.difficulty,
        stem: q.stem,
        options: q.options ?? [],
        answer: { choices: q.choices ?? [], judge: q.judge ?? null, blanks: q.blanks ?? [], text: q.text ?? '' },
        analysis: q.analysis,
        ...searchFields(q.stem, q.options ?? []),
      })),
    )
    .returning({ id: questions.id });
  const qIds = questionRows.map((r) => r.id);
  await tx.insert(questionKnowledgePoints).values(
    seeds.flatMap((q, i) =>
      q.kps.map((name) => {
        const kp = kpIds.get(name);
        const qid = qIds[i];
        if (kp === undefined || qid === undefined) throw new Error(`seed: unknown knowledge point ${name}`);
        return { questionId: qid, knowledgePointId: kp };
      }),
    ),
  );

  // The mathematics course (platform-wide, published) with exercises.
  const math = await insertCourse(tx, MATH_COURSE, MATH_CHAPTERS);
  // Three exercises per lesson, by knowledge point.
  const byKp = (name: string) => seeds.flatMap((q, i) => (q.kps.includes(name) ? [qIds[i] ?? 0] : []));
  await tx.insert(lessonExercises).values(
    math.lessonIds.flatMap((lessonId, i) => {
      const pool = [...new Set((MATH_LESSON_KPS[i] ?? []).flatMap(byKp))].slice(0, 3);
      return pool.map((questionId, sort) => ({ lessonId, questionId, sort, brandId: null }));
    }),
  );

  // A book course following a textbook edition's table of contents.
  const book = await insertCourse(tx, BOOK_COURSE, BOOK_CHAPTERS);
  // The fractions lessons (the book's last ones): three exercises each, a choice, a blank and one more.
  const fractionQuestions = (type: string) =>
    seeds.flatMap((q, i) => (q.type === type && q.kps.includes('分式的运算') ? [qIds[i] ?? 0] : []));
  const [singles, blanks, multiples] = [
    fractionQuestions('single'),
    fractionQuestions('blank'),
    fractionQuestions('multiple'),
  ];
  const fractionLessonIds = book.lessonIds.slice(-BOOK_FRACTION_LESSONS.length);
  await tx.insert(lessonExercises).values(
    fractionLessonIds.flatMap((lessonId, i) =>
      [singles[i], blanks[i], i === 0 ? singles[3] : multiples[i - 1]].map((questionId, sort) => {
        if (!questionId) throw new Error('seed: too few fraction questions');
        return { lessonId, questionId, sort, brandId: null };
      }),
    ),
  );
  // Sections of the book's table of contents as sub-chapters.
  const bookChapters = await tx
    .select({ id: chapters.id, title: chapters.title, courseId: chapters.courseId, brandId: chapters.brandId })
    .from(chapters);
  const subChapters = BOOK_TOC.flatMap(([title, sections]) => {
    const parent = bookChapters.find((c) => c.title === title);
    if (!parent) throw new Error(`seed: no chapter ${title}`);
    return sections.map((s, sort) => ({
      courseId: parent.courseId,
      brandId: null,
      parentId: parent.id,
      title: s,
      sort,
    }));
  });
  await tx.insert(chapters).values(subChapters);

  // A course of each brand.
  for (const b of BRAND_COURSES) await insertCourse(tx, { brandId: ids.brand(b.brand), ...b.course }, b.chapters);

  // The demo material, shared with the demo student's class.
  const [material] = await tx
    .insert(materials)
    .values({
      brandId: ids.brand('qiming'),
      ownerId: ids.user('teacher'),
      name: DEMO_MATERIAL_NAME,
      kind: 'pdf',
      contentType: 'application/pdf',
      size: demoMaterialPdf().length,
      storageKey: DEMO_MATERIAL_KEY,
    })
    .returning({ id: materials.id });
  if (!material) throw new Error('seed: no material');
  await tx.insert(materialShares).values({
    materialId: material.id,
    classId: ids.klass('qiming-no1', '八年级1班'),
    brandId: ids.brand('qiming'),
  });
}
