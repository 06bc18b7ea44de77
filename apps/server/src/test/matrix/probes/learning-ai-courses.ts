import { aiCourseItems, aiCourses, courses, questionKnowledgePoints, studentKpStates } from '../../../db/schema';
import { homeOnly, only, type ProbeMap } from '../probe';
import type { World } from '../world';

/**
 * The AI course endpoints of the learning group (modules/learning/ai-course): the home student's record is
 * reached by its teacher (八年级1班) and the admins over its school; its courses are done by itself only.
 */

/** The home student weak on a fresh knowledge point with a question of the home brand to ask. */
async function weakPoint(w: World): Promise<number> {
  const kp = await w.knowledgePoint(w.brand.qiming);
  const question = await w.question(w.brand.qiming);
  await w.t.db.insert(questionKnowledgePoints).values({ questionId: question, knowledgePointId: kp });
  await w.t.db.insert(studentKpStates).values({
    studentId: w.userId('student'),
    knowledgePointId: kp,
    pInit: 0.3,
    pTransit: 0.1,
    pSlip: 0.1,
    pGuess: 0.2,
    pKnown: 0.01,
    answers: 3,
  });
  return kp;
}

/** A fresh AI course of the home student, made by its teacher, with one pending question (a judge: true). */
async function homeAiCourse(w: World): Promise<{ id: number; itemId: number }> {
  const kp = await weakPoint(w);
  const question = await w.question(w.brand.qiming);
  await w.t.db.insert(questionKnowledgePoints).values({ questionId: question, knowledgePointId: kp });
  const [course] = await w.t.db
    .insert(courses)
    .values({ brandId: w.brand.qiming, title: `MX AI ${w.next()}`, subject: 'math', grade: 8, kind: 'ai' })
    .returning({ id: courses.id });
  const [ai] = await w.t.db
    .insert(aiCourses)
    .values({
      courseId: course?.id ?? 0,
      studentId: w.userId('student'),
      brandId: w.brand.qiming,
      schoolId: w.school['qiming-no1'],
      createdBy: w.userId('teacher'),
      subject: 'math',
      knowledgePointIds: [kp],
    })
    .returning({ id: aiCourses.id });
  const [item] = await w.t.db
    .insert(aiCourseItems)
    .values({
      aiCourseId: ai?.id ?? 0,
      position: 1,
      kind: 'question',
      questionId: question,
      knowledgePointId: kp,
      reason: { rule: 'lowest', knowledgePointId: kp, pKnown: 0.01, answers: 3, difficulty: 1, targetDifficulty: 1 },
    })
    .returning({ id: aiCourseItems.id });
  if (!ai || !item) throw new Error('matrix: no AI course inserted');
  return { id: ai.id, itemId: item.id };
}

export const aiCourseProbes = {
  'learning.createAiCourse': {
    kind: 'target',
    covers: homeOnly,
    input: async ({ w }) => {
      await weakPoint(w);
      return { studentId: w.userId('student'), points: 1 };
    },
    writes: aiCourses,
  },
  'learning.getAiCourses': {
    kind: 'target',
    covers: homeOnly,
    input: ({ w }) => ({ studentId: w.userId('student') }),
  },
  'learning.getAiCourse': {
    kind: 'target',
    covers: homeOnly,
    input: async ({ w }) => ({ id: (await homeAiCourse(w)).id }),
  },
  'learning.getMyAiCourses': {
    kind: 'list',
    input: () => ({}),
    check: ({ data }, { caller }) => {
      const other = data.find((row) => row.studentId !== caller.userId);
      return other ? `leaks AI course ${other.id} of student ${other.studentId}` : null;
    },
  },
  'learning.getMyAiCourseItem': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => ({ id: (await homeAiCourse(w)).id }),
  },
  'learning.answerAiCourseItem': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => {
      const { id, itemId } = await homeAiCourse(w);
      return { id, itemId, response: { judge: true } };
    },
    writes: aiCourseItems,
  },
} satisfies Partial<ProbeMap<'learning'>>;
