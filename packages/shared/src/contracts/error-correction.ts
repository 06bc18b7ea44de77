import { z } from 'zod';
import { idParam, listOf, listQuery, text } from './common';
import { questionPreview } from './content';
import {
  ANSWER_PHOTO_NAME,
  answerKey,
  answerResponse,
  gradeOutcome,
  isCalendarDay,
  photoUrls,
  submissionState,
} from './learning';
import { answerCorrection } from './marks';
import { optionalId } from './org';

/**
 * Error correction (issue 11 item 2): a student redoes a wrong answer of its handed-in work with an
 * explanation (and a photo if it likes); a correction teacher who reaches the work accepts it or returns it
 * with a comment; an accepted one counts toward the wrong-question book (apps/server/src/modules/correction/
 * error-corrections).
 */

const isoTime = text();

/** pending: waits for a corrector; accepted: counts in the book; returned: sent back with a comment. */
export const ERROR_CORRECTION_STATES = ['pending', 'accepted', 'returned'] as const;
export const errorCorrectionState = z.enum(ERROR_CORRECTION_STATES, {
  error: 'must be pending, accepted or returned',
});
export type ErrorCorrectionState = z.infer<typeof errorCorrectionState>;

/** The student's explanation of what was wrong, and the corrector's comment: plain text. */
export const ERROR_EXPLANATION_MAX = 2000;
export const ERROR_REVIEW_COMMENT_MAX = 2000;

/** Plain text with line ends made `\n` and the ends trimmed (it is never HTML: the console shows it escaped). */
const plainText = (max: number) =>
  text()
    .max(max, `at most ${max} characters`)
    .transform((v) => v.replace(/\r\n?/g, '\n').trim());

const person = z.object({ id: z.number().int(), name: text(), username: text() });
const who = z.object({ id: z.number().int(), name: text() });

/** One attempt at correcting an answer, as the student and the corrector read it. */
export const errorCorrectionAttempt = z.object({
  id: z.number().int(),
  /** 1, 2, … per answer */
  attempt: z.number().int(),
  state: errorCorrectionState,
  /** the redone answer, and its automatic grade (a hint for the corrector; pending for short answers) */
  response: answerResponse,
  outcome: gradeOutcome.nullable(),
  /** plain text */
  explanation: text(),
  /** a photo of the working (an answer photo's name), or null */
  photo: text().nullable(),
  /** the corrector's comment, plain text ('' when none) */
  reviewComment: text(),
  reviewedBy: who.nullable(),
  reviewedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type ErrorCorrectionAttempt = z.infer<typeof errorCorrectionAttempt>;

// ---------------------------------------------------------------------------------------------
// The student: redo a wrong answer, upload its photo, its own corrections, withdraw a pending one
// ---------------------------------------------------------------------------------------------

const photoName = text().regex(ANSWER_PHOTO_NAME, 'not a photo name');

/**
 * Redo a wrong (or partly right) answer of the student's own handed-in work: the new response, what was
 * wrong and why (required), a photo of the working if it likes (uploaded first with
 * uploadErrorCorrectionPhoto). One attempt waits at a time; none after one was accepted (409).
 */
export const submitErrorCorrectionInput = z.object({
  submissionId: idParam,
  questionId: idParam,
  response: answerResponse,
  explanation: plainText(ERROR_EXPLANATION_MAX).refine((v) => v !== '', 'is required'),
  photo: photoName.nullish().transform((v) => v ?? undefined),
});
export type SubmitErrorCorrectionInput = z.input<typeof submitErrorCorrectionInput>;
export type SubmitErrorCorrectionParsed = z.output<typeof submitErrorCorrectionInput>;
export const submitErrorCorrectionResult = errorCorrectionAttempt.extend({
  submissionId: z.number().int(),
  questionId: z.number().int(),
});

/** A photo for an error correction (multipart `file`; the ids in the query string). */
export const uploadErrorCorrectionPhotoInput = z.object({ submissionId: idParam, questionId: idParam });
export type UploadErrorCorrectionPhotoInput = z.infer<typeof uploadErrorCorrectionPhotoInput>;

/** The student's own corrections, newest first; `submissionId` and `questionId` narrow them to one answer. */
export const getMyErrorCorrectionsQuery = listQuery.pick({ page: true, pageSize: true }).extend({
  state: errorCorrectionState.optional(),
  submissionId: optionalId,
  questionId: optionalId,
});
export type GetMyErrorCorrectionsQuery = z.infer<typeof getMyErrorCorrectionsQuery>;
export const myErrorCorrection = errorCorrectionAttempt.extend({
  submissionId: z.number().int(),
  questionId: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: text(),
  courseTitle: text(),
  preview: questionPreview,
});
export type MyErrorCorrection = z.infer<typeof myErrorCorrection>;
export const myErrorCorrections = listOf(myErrorCorrection).extend({ photoUrls });
export type MyErrorCorrections = z.infer<typeof myErrorCorrections>;

/** Take back an attempt that still waits (it is deleted: the next one gets its number). */
export const withdrawErrorCorrectionInput = z.object({ id: idParam });
export const withdrawErrorCorrectionResult = z.object({ withdrawn: z.boolean() });

// ---------------------------------------------------------------------------------------------
// The correction teacher's list and review; the platform admin's overview
// ---------------------------------------------------------------------------------------------

/** A day as YYYY-MM-DD, optional. */
const optionalDay = text()
  .trim()
  .optional()
  .refine((v) => v === undefined || v === '' || isCalendarDay(v), 'must be a day (YYYY-MM-DD)')
  .transform((v) => (v ? v : undefined));

/** The sorts of /errorCorrection/index; without one: pending first, oldest first, then the latest reviewed. */
export const ERROR_CORRECTION_SORTS = ['createdAt', 'reviewedAt', 'name', 'waited'] as const;

/**
 * /errorCorrection/index for a correction teacher: the corrections of the work it reaches; `state`, `classId`,
 * `from` / `to` (days in UTC, on the time it was sent), `keyword` (the student's name or username), paged.
 */
export const getErrorCorrectionsQuery = listQuery.extend({
  state: errorCorrectionState.optional(),
  classId: optionalId,
  from: optionalDay,
  to: optionalDay,
});
export type GetErrorCorrectionsQuery = z.infer<typeof getErrorCorrectionsQuery>;

export const errorCorrectionRow = z.object({
  id: z.number().int(),
  submissionId: z.number().int(),
  questionId: z.number().int(),
  questionType: text(),
  student: person,
  classId: z.number().int(),
  className: text(),
  schoolName: text(),
  lessonId: z.number().int(),
  lessonTitle: text(),
  courseTitle: text(),
  attempt: z.number().int(),
  state: errorCorrectionState,
  /** the answer as handed in, and the redo's automatic grade */
  originalOutcome: gradeOutcome.nullable(),
  outcome: gradeOutcome.nullable(),
  hasPhoto: z.boolean(),
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
  reviewedBy: who.nullable(),
});
export type ErrorCorrectionRow = z.infer<typeof errorCorrectionRow>;
export const errorCorrections = listOf(errorCorrectionRow);
export type ErrorCorrections = z.infer<typeof errorCorrections>;

/** The platform admin's overview: every brand's corrections, who reaches them and how long they wait. */
export const getErrorCorrectionOverviewQuery = getErrorCorrectionsQuery.extend({ brandId: optionalId });
export type GetErrorCorrectionOverviewQuery = z.infer<typeof getErrorCorrectionOverviewQuery>;
export const errorCorrectionOverviewRow = errorCorrectionRow.extend({
  brandId: z.number().int(),
  brandName: text(),
  /** the correction teachers who reach it (linked to the student, or correcting for its class) */
  correctors: z.array(who),
  /** pending: how long it has waited; reviewed: how long it waited, in ms */
  waitedMs: z.number().int(),
});
export type ErrorCorrectionOverviewRow = z.infer<typeof errorCorrectionOverviewRow>;
export const errorCorrectionOverview = listOf(errorCorrectionOverviewRow).extend({
  /** over the whole filter, not the page: how many wait, and the longest wait now */
  pendingTotal: z.number().int(),
  longestWaitMs: z.number().int().nullable(),
});
export type ErrorCorrectionOverview = z.infer<typeof errorCorrectionOverview>;

export const getErrorCorrectionDetailQuery = z.object({ id: idParam });
export type GetErrorCorrectionDetailQuery = z.infer<typeof getErrorCorrectionDetailQuery>;

/** One correction in full: the question as handed in (with its grade and marks), the redo, earlier attempts. */
export const errorCorrectionDetail = z.object({
  id: z.number().int(),
  /** the review must name it: a correction changed since answers 409 */
  updatedAt: isoTime,
  student: person,
  class: z.object({ id: z.number().int(), name: text() }),
  lesson: z.object({ id: z.number().int(), title: text(), courseTitle: text() }),
  submission: z.object({ id: z.number().int(), state: submissionState, submittedAt: isoTime.nullable() }),
  /** the question with the key and the analysis, the answer as handed in with its grade and a person's marks */
  original: z.object({
    questionId: z.number().int(),
    sort: z.number().int(),
    preview: questionPreview,
    response: answerResponse,
    outcome: gradeOutcome.nullable(),
    credit: z.number().nullable(),
    key: answerKey,
    analysisHtml: text(),
    correction: answerCorrection.nullable(),
  }),
  /** the question's number in the lesson or homework as the student saw it (1, 2, …) */
  questionNumber: z.number().int(),
  correction: errorCorrectionAttempt,
  /** the earlier attempts at the same answer, latest first */
  earlier: z.array(errorCorrectionAttempt),
  photoUrls,
  /** the pending corrections before and after it in the caller's list order (pending first, oldest first) */
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type ErrorCorrectionDetail = z.infer<typeof errorCorrectionDetail>;

export const ERROR_REVIEW_DECISIONS = ['accept', 'return'] as const;

/**
 * Accept a pending correction (it counts toward the book) or return it with a comment (required when
 * returning). `updatedAt` is the one the page read: a correction changed since answers 409, as does one
 * already reviewed.
 */
export const reviewErrorCorrectionInput = z
  .object({
    id: idParam,
    decision: z.enum(ERROR_REVIEW_DECISIONS, { error: 'must be accept or return' }),
    comment: plainText(ERROR_REVIEW_COMMENT_MAX).default(''),
    updatedAt: text()
      .trim()
      .max(40)
      .refine((value) => value !== '' && !Number.isNaN(Date.parse(value)), 'must be a date and time'),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'return' && input.comment === '') {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'is required when returning a correction' });
    }
  });
export type ReviewErrorCorrectionInput = z.input<typeof reviewErrorCorrectionInput>;
export type ReviewErrorCorrectionParsed = z.output<typeof reviewErrorCorrectionInput>;
export const reviewErrorCorrectionResult = z.object({
  id: z.number().int(),
  state: errorCorrectionState,
  reviewedAt: isoTime,
  updatedAt: isoTime,
});
export type ReviewErrorCorrectionResult = z.infer<typeof reviewErrorCorrectionResult>;
