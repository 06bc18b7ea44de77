/**
 * Probes of the content group. Reads name the home brand's published book course (readable by every
 * course reader of the brand, correction teachers included), its lesson, a question and a knowledge
 * point of the home brand; changes get a fresh draft course (chapters, lesson), question, point or
 * material of the home teacher per cell. Materials: the teacher owns them, the students of 八年级1班
 * see the one shared with it.
 */
import {
  chapters,
  courses,
  knowledgePoints,
  lessonExercises,
  lessons,
  materials,
  materialShares,
  questions,
} from '../../../db/schema';
import type { FilePart } from '../../../modules/content/test-fixtures';
import { generatedQuestionProbes } from './content-ai-questions';
import { contentCovers, fileMarker, homeBrand, only, type ProbeMap, rowsWithin } from '../probe';
import { MARK, PDF, PNG, type World } from '../world';

const list = { page: 1, pageSize: 100 };
const png: FilePart = { filename: 'dot.png', contentType: 'image/png', body: PNG };
const judge = { type: 'judge', subject: 'math', grade: 8, difficulty: 1, answer: { judge: true } } as const;
const rowOf = (table: Parameters<World['row']>[0]) => (w: World, input: { id?: unknown }) =>
  w.row(table, Number(input.id));
const inHomeBrand = (c: Parameters<typeof contentCovers>[0], w: World) => contentCovers(c, homeBrand(w));

/** A JSON question file with one new question. */
const questionFile = ({ w }: { w: World }): FilePart => ({
  filename: 'questions.json',
  contentType: 'application/json',
  body: Buffer.from(
    JSON.stringify({
      format: 'edu-console.questions',
      version: 1,
      questions: [{ ...judge, stem: `<p>MX imported ${w.next()}</p>` }],
    }),
  ),
});

export const contentProbes: ProbeMap<'content'> = {
  ...generatedQuestionProbes,
  // ---- courses
  'content.getCourseList': {
    kind: 'list',
    input: () => list,
    check: rowsWithin(
      (data) => data.list,
      (row) => ({ brandId: row.brandId }),
      contentCovers,
    ),
  },
  'content.getCourseDetail': {
    kind: 'target',
    input: ({ w }) => ({ id: w.home.bookCourse }),
  },
  'content.saveCourse': {
    kind: 'target',
    input: async ({ w }) => ({ id: (await w.course()).course, title: `MX renamed ${w.next()}` }),
    state: rowOf(courses),
  },
  'content.deleteCourse': {
    kind: 'target',
    input: async ({ w }) => ({ id: (await w.course()).course }),
    writes: courses,
  },
  'content.publishCourse': {
    kind: 'target',
    input: async ({ w }) => ({ id: (await w.course()).course, published: true }),
    state: rowOf(courses),
  },
  'content.getTextbookEditions': {
    kind: 'list',
    input: () => ({ subject: 'math' }),
    check: ({ data }, { w, caller }) => {
      const has = data.some((r) => r.edition === MARK.edition);
      const should = inHomeBrand(caller, w);
      return has === should ? null : `${has ? 'leaks' : 'misses'} the home brand's edition`;
    },
  },
  'content.uploadCover': { kind: 'own', input: () => ({}), file: png },
  'content.uploadImage': { kind: 'own', input: () => ({}), file: png },
  'content.cover': { kind: 'own', input: ({ w }) => ({ file: w.home.cover }) },
  'content.image': { kind: 'own', input: ({ w }) => ({ file: w.home.image }) },
  // ---- chapters
  'content.getChapterTree': {
    kind: 'target',
    input: ({ w }) => ({ courseId: w.home.bookCourse }),
  },
  'content.saveChapter': {
    kind: 'target',
    input: async ({ w }) => ({ id: (await w.course()).chapters[0], title: `MX renamed ${w.next()}` }),
    state: rowOf(chapters),
  },
  'content.moveChapter': {
    kind: 'target',
    input: async ({ w }) => ({ id: (await w.course({ chapterCount: 2 })).chapters[1] ?? 0, parentId: null, index: 0 }),
    state: rowOf(chapters),
  },
  'content.deleteChapter': {
    kind: 'target',
    input: async ({ w }) => ({ id: (await w.course()).chapters[0] ?? 0 }),
    writes: chapters,
  },
  'content.saveChapterTree': {
    kind: 'target',
    input: async ({ w }) => ({ courseId: (await w.course()).course, nodes: [{ key: 'a', title: 'MX 第一章' }] }),
    writes: chapters,
  },
  // ---- lessons
  'content.getLessonDetail': {
    kind: 'target',
    // The lesson is released to 八年级1班 (World.setup): of the students, only the home one, who is in that
    // class, may open it; another school's student of the same brand finds it locked (403, issue 10).
    covers: (c, w) => (c.spec.role === 'student' ? c.spec.key === 'student' : contentCovers(c, homeBrand(w))),
    refusal: (c, w) => (c.spec.role === 'student' && contentCovers(c, homeBrand(w)) ? 403 : 404),
    input: ({ w }) => ({ id: w.home.bookLesson }),
  },
  'content.saveLesson': {
    kind: 'target',
    input: async ({ w }) => ({ id: (await w.course()).lesson, title: `MX renamed ${w.next()}` }),
    state: rowOf(lessons),
  },
  'content.deleteLesson': {
    kind: 'target',
    input: async ({ w }) => ({ id: (await w.course()).lesson }),
    writes: lessons,
  },
  'content.moveLesson': {
    kind: 'target',
    input: async ({ w }) => {
      const c = await w.course({ chapterCount: 2 });
      return { id: c.lesson, chapterId: c.chapters[1] ?? 0, index: 0 };
    },
    state: rowOf(lessons),
  },
  'content.publishLesson': {
    kind: 'target',
    input: async ({ w }) => ({ id: (await w.course()).lesson, published: true }),
    state: rowOf(lessons),
  },
  'content.setLessonExercises': {
    kind: 'target',
    input: async ({ w }) => ({ lessonId: (await w.course()).lesson, questionIds: [w.home.platformQuestion] }),
    writes: lessonExercises,
  },
  // ---- question bank
  'content.getQuestionList': {
    kind: 'list',
    input: () => list,
    check: rowsWithin(
      (data) => data.list,
      (row) => ({ brandId: row.brandId }),
      contentCovers,
    ),
  },
  'content.getQuestionDetail': {
    kind: 'target',
    input: ({ w }) => ({ id: w.home.question }),
  },
  'content.saveQuestion': {
    kind: 'target',
    input: async ({ w }) => ({ ...judge, id: await w.question(w.brand.qiming), stem: `<p>MX saved ${w.next()}</p>` }),
    state: rowOf(questions),
  },
  'content.deleteQuestion': {
    kind: 'target',
    input: async ({ w }) => ({ id: await w.question(w.brand.qiming) }),
    writes: questions,
  },
  'content.importQuestions': {
    kind: 'target',
    // The owner brand named: the home brand.
    input: ({ w }) => ({ brandId: w.brand.qiming }),
    file: questionFile,
    writes: questions,
  },
  'content.exportQuestions': {
    kind: 'list',
    input: () => ({ format: 'json' }),
    check: fileMarker(MARK.question, inHomeBrand),
  },
  // ---- knowledge points
  'content.getKnowledgeTree': {
    kind: 'target',
    // The home brand's tree, asked by its id.
    input: ({ w }) => ({ subject: 'math', brandId: w.brand.qiming }),
    check: rowsWithin(
      (data) => data.points,
      (row) => ({ brandId: row.brandId }),
      contentCovers,
    ),
  },
  'content.saveKnowledgePoint': {
    kind: 'target',
    input: async ({ w }) => ({ id: await w.knowledgePoint(w.brand.qiming), name: `MX renamed ${w.next()}` }),
    state: rowOf(knowledgePoints),
  },
  'content.moveKnowledgePoint': {
    kind: 'target',
    input: async ({ w }) => ({ id: await w.knowledgePoint(w.brand.qiming), parentId: null, index: 0 }),
    state: rowOf(knowledgePoints),
  },
  'content.deleteKnowledgePoint': {
    kind: 'target',
    input: async ({ w }) => ({ id: await w.knowledgePoint(w.brand.qiming) }),
    writes: knowledgePoints,
  },
  // ---- learning materials
  'content.uploadMaterial': {
    kind: 'own',
    input: () => ({ name: 'MX upload.pdf' }),
    file: { filename: 'mx.pdf', contentType: 'application/pdf', body: PDF },
    writes: materials,
  },
  'content.getMaterialList': {
    kind: 'list',
    input: () => list,
    // Teachers: their own materials; students: materials of their brand's teachers shared with them.
    check: async ({ data }, { w, caller }) => {
      for (const row of data.list) {
        const ok =
          caller.spec.role === 'teacher'
            ? row.ownerId === caller.userId
            : (await w.brandOfUser(row.ownerId)) === caller.brandId;
        if (!ok) return `leaks material ${row.id} of user ${row.ownerId}`;
      }
      return null;
    },
  },
  'content.getShareClasses': {
    kind: 'list',
    input: () => ({}),
    check: async ({ data }, { w, caller }) => {
      for (const row of data) {
        if ((await w.schoolOfClass(row.id)) !== caller.schoolId) return `leaks class ${row.id} (${row.name})`;
      }
      return null;
    },
  },
  'content.shareMaterial': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ id: await w.material(), classIds: [w.home.class81] }),
    writes: materialShares,
  },
  'content.getMaterialUrl': {
    kind: 'target',
    covers: only('teacher', 'student'),
    input: ({ w }) => ({ id: w.home.material }),
  },
  'content.deleteMaterial': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ id: await w.material() }),
    writes: materials,
  },
  'content.openMaterial': {
    kind: 'target',
    covers: only('teacher', 'student'),
    input: ({ w }) => ({ id: w.home.material }),
  },
};
