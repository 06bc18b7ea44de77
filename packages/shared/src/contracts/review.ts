/**
 * The wrong-question book, its training camp and error correction (issue 11 items 2 and 3):
 * apps/server/src/modules/learning/wrong-book and modules/correction/error-corrections.
 */
import { z } from 'zod';
import { idParam, listOf, listQuery, text, timeZone } from './common';
import { questionPreview, subject } from './content';
import { errorCorrectionState } from './error-correction';
import { answerKey, answerResponse, gradeOutcome, photoUrls } from './learning';
import { idList, optionalId } from './org';

const isoTime = text();

// =============================================================================================
// The wrong-question book and its training camp (issue 11 item 3; modules/learning/wrong-book)
// =============================================================================================

/** A question of the book is mastered after correct answers on this many different days since its latest wrong one. */
export const WRONG_BOOK_MASTERY_DAYS = 2;
/** At most this many questions on one printed sheet (/wrongQues). */
export const WRONG_SHEET_MAX = 50;
/** The training camp's set sizes. */
export const PRACTICE_SIZE_MIN = 5;
export const PRACTICE_SIZE_MAX = 30;
export const PRACTICE_SIZE_DEFAULT = 10;
/** At most this many knowledge points to build a set from. */
export const PRACTICE_POINTS_MAX = 20;
/** The types the camp grades at once (short answers go through error correction with a person). */
export const PRACTICE_TYPES = ['single', 'multiple', 'judge', 'blank'] as const;

/** learning: not mastered yet; mastered; all. */
export const WRONG_BOOK_STATES = ['learning', 'mastered', 'all'] as const;
export type WrongBookState = (typeof WRONG_BOOK_STATES)[number];
/** latestWrong: the latest wrong answer first; mostWrong: the most often wrong first; due: the camp's next first. */
export const WRONG_BOOK_SORTS = ['latestWrong', 'mostWrong', 'due'] as const;
export type WrongBookSort = (typeof WRONG_BOOK_SORTS)[number];

const optionalSubject = z
  .union([z.literal(''), subject], { error: 'must be a subject code' })
  .optional()
  .transform((s) => (s === '' ? undefined : s));

/** The book's filters, shared by the list, the sheet and (subject, point) the camp. */
export const wrongBookFilter = z.object({
  subject: optionalSubject,
  knowledgePointId: optionalId,
  state: z
    .enum(WRONG_BOOK_STATES, { error: 'must be learning, mastered or all' })
    .optional()
    .transform((s) => s ?? 'learning'),
  keyword: text().trim().max(100).optional(),
  sort: z
    .enum(WRONG_BOOK_SORTS, { error: 'must be latestWrong, mostWrong or due' })
    .optional()
    .transform((s) => s ?? 'latestWrong'),
});
export type WrongBookFilter = z.infer<typeof wrongBookFilter>;

export const getWrongBookQuery = listQuery
  .omit({ sort: true, keyword: true, order: true })
  .extend(wrongBookFilter.shape);
export type GetWrongBookQuery = z.infer<typeof getWrongBookQuery>;

const pointRef = z.object({ id: z.number().int(), name: text() });

/** Where the latest wrong answer was given. */
export const wrongSource = z.object({
  /** `gone`: the submission, the camp's set or the AI course it came from was deleted */
  kind: z.enum(['lesson', 'homework', 'practice', 'aiCourse', 'gone']),
  /** the handed-in lesson or homework (null from the camp or an AI course, or when the submission is gone) */
  submissionId: z.number().int().nullable(),
  lessonId: z.number().int().nullable(),
  /** the lesson's title, or the AI course's (null from the camp) */
  title: text().nullable(),
  practiceId: z.number().int().nullable(),
  /** the AI course of the question (its id: /stuLesson/aiCourse?id=), null from elsewhere */
  aiCourseId: z.number().int().nullable(),
});
export type WrongSource = z.infer<typeof wrongSource>;

/** The latest error correction of the entry's answer (modules/correction; the student redoes it for a person). */
export const entryCorrection = z.object({
  id: z.number().int(),
  state: errorCorrectionState,
  attempt: z.number().int(),
  reviewComment: text(),
  reviewedAt: isoTime.nullable(),
});
export type EntryCorrection = z.infer<typeof entryCorrection>;

/** One question of the student's book. */
export const wrongBookEntry = z.object({
  questionId: z.number().int(),
  subject,
  preview: questionPreview,
  knowledgePoints: z.array(pointRef),
  /** the latest wrong (or partly right) answer, as given */
  wrongResponse: answerResponse,
  key: answerKey,
  /** rendered, sanitized HTML ('' when the question has none) */
  analysisHtml: text(),
  wrongCount: z.number().int(),
  correctCount: z.number().int(),
  /** days with a correct answer since the latest wrong one, of WRONG_BOOK_MASTERY_DAYS */
  correctDays: z.number().int(),
  firstWrongAt: isoTime,
  lastWrongAt: isoTime,
  masteredAt: isoTime.nullable(),
  dueAt: isoTime,
  /** the submission of the latest wrong answer (null from the camp): error correction redoes it */
  submissionId: z.number().int().nullable(),
  source: wrongSource,
  correction: entryCorrection.nullable(),
});
export type WrongBookEntry = z.infer<typeof wrongBookEntry>;
export const wrongBook = listOf(wrongBookEntry).extend({ photoUrls });
export type WrongBook = z.infer<typeof wrongBook>;

const counts = z.object({ learning: z.number().int(), mastered: z.number().int() });
/** The book's tree: subject → knowledge point, with how many questions learn and are mastered in each. */
export const wrongBookGroups = z.object({
  total: counts,
  subjects: z.array(
    counts.extend({
      subject,
      points: z.array(counts.extend({ id: z.number().int(), name: text() })),
      /** questions of the subject linked to no knowledge point */
      unlinked: counts,
    }),
  ),
});
export type WrongBookGroups = z.infer<typeof wrongBookGroups>;

/** The printed sheet (/wrongQues): the book's filters, or explicit question ids (at most WRONG_SHEET_MAX). */
export const getWrongSheetQuery = wrongBookFilter.extend({
  ids: idList
    .optional()
    .refine((ids) => ids === undefined || ids.length <= WRONG_SHEET_MAX, `at most ${WRONG_SHEET_MAX} questions`),
});
export type GetWrongSheetQuery = z.infer<typeof getWrongSheetQuery>;

export const wrongSheet = z.object({
  studentName: text(),
  generatedAt: isoTime,
  /** what the sheet holds: the filter as the server read it */
  filter: z.object({
    subject: subject.nullable(),
    knowledgePoint: pointRef.nullable(),
    state: z.enum(WRONG_BOOK_STATES),
    keyword: text(),
    /** explicit questions were asked for */
    byIds: z.boolean(),
  }),
  /** questions matching (the sheet shows the first WRONG_SHEET_MAX) */
  total: z.number().int(),
  /** the questions, numbered from 1, without their answers */
  questions: z.array(
    z.object({ number: z.number().int(), questionId: z.number().int(), subject, preview: questionPreview }),
  ),
  /** the answer key part (the page shows it at the end when asked) */
  key: z.array(
    z.object({ number: z.number().int(), questionId: z.number().int(), key: answerKey, analysisHtml: text() }),
  ),
});
export type WrongSheet = z.infer<typeof wrongSheet>;

// ---- The training camp

export const PRACTICE_STATES = ['in_progress', 'finished'] as const;
export const PRACTICE_SOURCES = ['review', 'new'] as const;

export const startPracticeInput = z.object({
  subject: optionalSubject,
  knowledgePointIds: idList
    .optional()
    .transform((ids) => ids ?? [])
    .refine((ids) => ids.length <= PRACTICE_POINTS_MAX, `at most ${PRACTICE_POINTS_MAX} knowledge points`),
  size: z.coerce
    .number()
    .int()
    .min(PRACTICE_SIZE_MIN, `must be ${PRACTICE_SIZE_MIN} to ${PRACTICE_SIZE_MAX}`)
    .max(PRACTICE_SIZE_MAX, `must be ${PRACTICE_SIZE_MIN} to ${PRACTICE_SIZE_MAX}`)
    .optional()
    .transform((n) => n ?? PRACTICE_SIZE_DEFAULT),
});
export type StartPracticeInput = z.infer<typeof startPracticeInput>;

/** What an answered item shows: the grade, the key and the analysis. */
export const practiceResult = z.object({
  response: answerResponse,
  outcome: gradeOutcome,
  credit: z.number(),
  key: answerKey,
  analysisHtml: text(),
  answeredAt: isoTime,
});
export type PracticeResult = z.infer<typeof practiceResult>;

export const practiceItem = z.object({
  questionId: z.number().int(),
  /** 1-based, in the set's order */
  number: z.number().int(),
  /** review: from the book; new: an unseen question of the same knowledge points */
  source: z.enum(PRACTICE_SOURCES),
  subject,
  preview: questionPreview,
  /** null until answered: the key is never sent before */
  result: practiceResult.nullable(),
});
export type PracticeItem = z.infer<typeof practiceItem>;

export const practiceSet = z.object({
  id: z.number().int(),
  state: z.enum(PRACTICE_STATES),
  subject: subject.nullable(),
  knowledgePoints: z.array(pointRef),
  createdAt: isoTime,
  finishedAt: isoTime.nullable(),
  /** scoreOf over the answered items once finished (null when none was answered) */
  score: z.number().nullable(),
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  items: z.array(practiceItem),
});
export type PracticeSet = z.infer<typeof practiceSet>;

/** Without an id: the set in progress (null when none); with one: that set of the caller's. */
export const getPracticeQuery = z.object({ id: optionalId });
export const openPractice = practiceSet.nullable();

export const answerPracticeInput = z.object({
  practiceId: idParam,
  questionId: idParam,
  response: answerResponse,
  tz: timeZone,
});
export type AnswerPracticeInput = z.infer<typeof answerPracticeInput>;

/** The book entry after the answer: null when the question is not in the book (a new question answered right). */
export const bookEntryState = z
  .object({ correctDays: z.number().int(), mastered: z.boolean(), masteredAt: isoTime.nullable(), dueAt: isoTime })
  .nullable();
export const answerPracticeResult = practiceResult.extend({
  questionId: z.number().int(),
  entry: bookEntryState,
  answered: z.number().int(),
  total: z.number().int(),
});
export type AnswerPracticeResult = z.infer<typeof answerPracticeResult>;

export const finishPracticeInput = z.object({ practiceId: idParam });

export const getPracticeHistoryQuery = listQuery.pick({ page: true, pageSize: true });
export const practiceHistoryRow = practiceSet.omit({ items: true });
export type PracticeHistoryRow = z.infer<typeof practiceHistoryRow>;
export const practiceHistory = listOf(practiceHistoryRow);
