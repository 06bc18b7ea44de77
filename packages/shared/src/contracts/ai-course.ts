import { z } from 'zod';
import { idParam, text, timeZone } from './common';
import { questionPreview, subject } from './content';
import { answerResponse, gradeOutcome } from './learning';

/**
 * AI courses (issue 14 item 3; apps/server/src/modules/learning/ai-course): one student's adaptive course,
 * built from its weakest knowledge points and adapted after each answer with Bayesian Knowledge Tracing
 * (Corbett & Anderson 1995). No language model is involved.
 */

const isoTime = text();

/** How many knowledge points a course targets at most. */
export const AI_COURSE_POINTS_MAX = 5;
/** How many questions a course holds at most (then it is complete whatever the model says). */
export const AI_COURSE_QUESTIONS_MAX = 40;
/** The paper's mastery criterion: P(known) ≥ 0.95. */
export const BKT_MASTERY = 0.95;

export const AI_COURSE_STATES = ['active', 'completed'] as const;
export const aiCourseState = z.enum(AI_COURSE_STATES);
export const AI_ITEM_KINDS = ['lesson', 'question'] as const;
export const AI_ITEM_STATES = ['pending', 'answered', 'done'] as const;
/**
 * The rule that chose an item: `lowest` the question of the knowledge point with the lowest P(known) below
 * the threshold, of the difficulty nearest to the one that P(known) calls for; `lesson-first` a lesson on the
 * point before its first question.
 */
export const AI_ITEM_RULES = ['lowest', 'lesson-first'] as const;

/** Why an item was chosen, as data (the console makes the sentence). */
export const aiItemReason = z.object({
  rule: z.enum(AI_ITEM_RULES),
  knowledgePointId: z.number().int(),
  knowledgePointName: text(),
  /** P(known) of the point when it was chosen */
  pKnown: z.number(),
  /** how many answers that P(known) was traced from */
  answers: z.number().int(),
  /** the question's difficulty (1-5), null for a lesson */
  difficulty: z.number().int().nullable(),
  /** the difficulty P(known) called for, null for a lesson */
  targetDifficulty: z.number().int().nullable(),
});
export type AiItemReason = z.infer<typeof aiItemReason>;

/** The model's state of one targeted knowledge point. */
export const aiPointState = z.object({
  knowledgePointId: z.number().int(),
  name: text(),
  pKnown: z.number(),
  answers: z.number().int(),
  mastered: z.boolean(),
});
export type AiPointState = z.infer<typeof aiPointState>;

export const aiCourseRow = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: text(),
  subject: text(),
  studentId: z.number().int(),
  studentName: text(),
  createdBy: text(),
  state: aiCourseState,
  createdAt: isoTime,
  completedAt: isoTime.nullable(),
  /** questions answered / correct */
  answered: z.number().int(),
  correct: z.number().int(),
  points: z.array(aiPointState),
});
export type AiCourseRow = z.infer<typeof aiCourseRow>;
export const aiCourseList = z.array(aiCourseRow);

/** An item as its teacher reads it: what it is, why it was chosen, how it went. */
export const aiCourseItem = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: z.enum(AI_ITEM_KINDS),
  state: z.enum(AI_ITEM_STATES),
  title: text(),
  lessonId: z.number().int().nullable(),
  questionId: z.number().int().nullable(),
  reason: aiItemReason,
  correct: z.boolean().nullable(),
  outcome: gradeOutcome.nullable(),
  /** P(known) of its point after the answer */
  pKnownAfter: z.number().nullable(),
  answeredAt: isoTime.nullable(),
});
export type AiCourseItem = z.infer<typeof aiCourseItem>;

export const aiCourseDetail = aiCourseRow.extend({ items: z.array(aiCourseItem) });
export type AiCourseDetail = z.infer<typeof aiCourseDetail>;

export const createAiCourseInput = z.object({
  studentId: idParam,
  /** the subject to work on; without it, the subject of the student's weakest knowledge point */
  subject: z.union([subject, z.literal('').transform(() => undefined)]).optional(),
  /** how many of its weakest knowledge points to target */
  points: z.coerce.number().int().min(1).max(AI_COURSE_POINTS_MAX).default(3),
});
export type CreateAiCourseInput = z.infer<typeof createAiCourseInput>;

export const getAiCoursesQuery = z.object({ studentId: idParam });
export const getAiCourseQuery = z.object({ id: idParam });

// ---- the student's side

/** The next item as the student does it: a lesson's content or a question without its answer. */
export const aiNextItem = z.object({
  course: aiCourseRow,
  item: z
    .object({
      id: z.number().int(),
      position: z.number().int(),
      kind: z.enum(AI_ITEM_KINDS),
      knowledgePointName: text(),
      title: text(),
      /** a lesson: its rendered, sanitized content ('' for a question) */
      html: text(),
      /** a question: its preview (never its answer) */
      question: questionPreview.nullable(),
    })
    .nullable(),
});
export type AiNextItem = z.infer<typeof aiNextItem>;

export const getMyAiCourseItemQuery = z.object({ id: idParam });

export const answerAiItemInput = z.object({
  id: idParam,
  itemId: idParam,
  /** a question's answer; a lesson is marked read without one */
  response: answerResponse.optional(),
  /** the student's time zone (the wrong-question book counts calendar days in it); UTC when left out */
  tz: timeZone,
});
export type AnswerAiItemInput = z.infer<typeof answerAiItemInput>;

/** The answer's grade, the point's new P(known), and the next item. */
export const answerAiItemResult = aiNextItem.extend({
  answered: z.object({
    itemId: z.number().int(),
    outcome: gradeOutcome.nullable(),
    correct: z.boolean().nullable(),
    pKnownBefore: z.number().nullable(),
    pKnownAfter: z.number().nullable(),
  }),
});
export type AnswerAiItemResult = z.infer<typeof answerAiItemResult>;
