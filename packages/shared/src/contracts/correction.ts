import { z } from 'zod';
import { idParam, listOf, listQuery, text } from './common';
import { questionPreview } from './content';
import { answerKey, answerResponse, gradeOutcome, isCalendarDay, photoUrls, submissionState } from './learning';
import { ANSWER_POINTS_MAX, answerCorrection, photoMarks } from './marks';
import { optionalId } from './org';

/**
 * Homework correction (issue 11 item 1): the correction teacher grades, answer by answer, the work that
 * waits for a person (short answers), with a comment and marks drawn on the photo of handwritten work
 * (apps/server/src/modules/correction).
 */

const isoTime = text();

export const CORRECTION_COMMENT_MAX = 2000;
/** How long a hold lasts without a renewal (the page renews it while it is open). */
export const CORRECTION_HOLD_MS = 10 * 60_000;

// ---------------------------------------------------------------------------------------------
// Lists: the corrector's queue, its corrections, the admin's overview
// ---------------------------------------------------------------------------------------------

/** waiting: short answers wait for a person; corrected: graded by a person. */
export const CORRECTION_STATES = ['waiting', 'corrected'] as const;
export const correctionState = z.enum(CORRECTION_STATES, { error: 'must be waiting or corrected' });
export type CorrectionState = z.infer<typeof correctionState>;

const person = z.object({ id: z.number().int(), name: text(), username: text() });

/** Who holds a submission now (a corrector grading it), until when. */
export const correctionHold = z.object({
  holderId: z.number().int(),
  holderName: text(),
  until: isoTime,
  /** held by the caller */
  mine: z.boolean(),
});
export type CorrectionHold = z.infer<typeof correctionHold>;

/** A handed-in submission as the correction lists show it. */
export const correctionRow = z.object({
  submissionId: z.number().int(),
  student: person,
  classId: z.number().int(),
  className: text(),
  schoolName: text(),
  lessonId: z.number().int(),
  lessonTitle: text(),
  courseTitle: text(),
  state: correctionState,
  submittedAt: isoTime,
  /** the homework's due time, null when the lesson is not homework */
  dueAt: isoTime.nullable(),
  late: z.boolean(),
  /** answers waiting for a person */
  waiting: z.number().int(),
  /** answers graded by a person */
  corrected: z.number().int(),
  /** 0-100 once graded */
  score: z.number().nullable(),
  /** the last person who graded an answer of it */
  correctedBy: z.object({ id: z.number().int(), name: text() }).nullable(),
  correctedAt: isoTime.nullable(),
  hold: correctionHold.nullable(),
});
export type CorrectionRow = z.infer<typeof correctionRow>;

/** A day as YYYY-MM-DD, optional. */
const optionalDay = text()
  .trim()
  .optional()
  .refine((v) => v === undefined || v === '' || isCalendarDay(v), 'must be a day (YYYY-MM-DD)')
  .transform((v) => (v ? v : undefined));

/** The corrector's queue (/dashboard/dashboard): what waits, oldest due first; `keyword` a student's name or username. */
export const getCorrectionQueueQuery = listQuery.pick({ page: true, pageSize: true, keyword: true });
export type GetCorrectionQueueQuery = z.infer<typeof getCorrectionQueueQuery>;
export const correctionQueue = listOf(correctionRow);
export type CorrectionQueue = z.infer<typeof correctionQueue>;

/** Every correction of the caller's reach (/correction/index), newest hand-in first; days in UTC. */
export const getCorrectionsQuery = listQuery.extend({
  classId: optionalId,
  lessonId: optionalId,
  state: correctionState.optional(),
  /** handed in on or after this day */
  from: optionalDay,
  /** handed in on or before this day */
  to: optionalDay,
});
export type GetCorrectionsQuery = z.infer<typeof getCorrectionsQuery>;
export const corrections = listOf(correctionRow);
export type Corrections = z.infer<typeof corrections>;

/** The platform admin's overview (/correction/index): every brand's work, who corrects it and how long it waits. */
export const getCorrectionOverviewQuery = getCorrectionsQuery.extend({ brandId: optionalId });
export type GetCorrectionOverviewQuery = z.infer<typeof getCorrectionOverviewQuery>;
export const correctionOverviewRow = correctionRow.extend({
  brandId: z.number().int(),
  brandName: text(),
  /** the correction teachers who reach it (linked to the student, or correcting for its class) */
  correctors: z.array(z.object({ id: z.number().int(), name: text() })),
  /** how long it has waited (waiting) or waited (corrected), in ms */
  waitedMs: z.number().int(),
});
export type CorrectionOverviewRow = z.infer<typeof correctionOverviewRow>;
export const correctionOverview = listOf(correctionOverviewRow).extend({
  /**
   * over the whole filter, not the page: how many wait (counted up to the server's LIST_TOTAL_CAP:
   * `waitingCapped` true then says there are more than `waitingTotal`), and the longest wait now
   */
  waitingTotal: z.number().int(),
  waitingCapped: z.boolean(),
  longestWaitMs: z.number().int().nullable(),
});
export type CorrectionOverview = z.infer<typeof correctionOverview>;

// ---------------------------------------------------------------------------------------------
// One submission, answer by answer (/workCorrectionDetail)
// ---------------------------------------------------------------------------------------------

export const getCorrectionDetailQuery = z.object({ submissionId: idParam });
export type GetCorrectionDetailQuery = z.infer<typeof getCorrectionDetailQuery>;

export const correctionItem = z.object({
  questionId: z.number().int(),
  sort: z.number().int(),
  preview: questionPreview,
  response: answerResponse,
  /** the automatic grade; `pending` until a person grades a short answer */
  outcome: gradeOutcome.nullable(),
  credit: z.number().nullable(),
  key: answerKey,
  analysisHtml: text(),
  /** a short answer: a person grades it */
  byPerson: z.boolean(),
  correction: answerCorrection.nullable(),
});
export type CorrectionItem = z.infer<typeof correctionItem>;

export const correctionDetail = z.object({
  submissionId: z.number().int(),
  /** changes with every save: a save must name the version it started from */
  version: z.number().int(),
  state: submissionState,
  correctionState,
  student: person,
  class: z.object({ id: z.number().int(), name: text() }),
  lesson: z.object({ id: z.number().int(), title: text(), courseTitle: text() }),
  submittedAt: isoTime,
  dueAt: isoTime.nullable(),
  late: z.boolean(),
  score: z.number().nullable(),
  items: z.array(correctionItem),
  photoUrls,
  hold: correctionHold.nullable(),
  /** the submissions before and after it in the caller's queue (waiting ones, oldest due first) */
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type CorrectionDetail = z.infer<typeof correctionDetail>;

/** Take (or renew) the hold on a submission; another corrector's hold answers 409 with `{ hold }`. */
export const holdCorrectionInput = z.object({ submissionId: idParam });
export const holdCorrectionResult = z.object({ hold: correctionHold, version: z.number().int() });
export const releaseCorrectionInput = z.object({ submissionId: idParam });
export const releaseCorrectionResult = z.object({ released: z.boolean() });

const points = z
  .number({ error: 'must be a number' })
  .finite()
  .min(0, 'must be 0 or more')
  .max(ANSWER_POINTS_MAX, `at most ${ANSWER_POINTS_MAX}`)
  .refine((v) => Number.isInteger(v * 2), 'must be a whole or half point');

/**
 * Save the grades of some answers of a submission the caller holds. `version` is the one the page read:
 * a submission saved since (by anyone) answers 409 and nothing is written. When every answer that waits
 * for a person has points, the submission is graded (its score computed from every answer's credit).
 */
export const saveCorrectionInput = z.object({
  submissionId: idParam,
  version: z.number().int().min(0),
  answers: z
    .array(
      z.object({
        questionId: idParam,
        points,
        comment: text()
          .max(CORRECTION_COMMENT_MAX, `at most ${CORRECTION_COMMENT_MAX} characters`)
          .transform((v) => v.replace(/\r\n?/g, '\n').trim())
          .default(''),
        marks: photoMarks.default([]),
      }),
    )
    .min(1, 'needs an answer')
    .max(100, 'at most 100 answers'),
});
export type SaveCorrectionInput = z.input<typeof saveCorrectionInput>;
export type SaveCorrectionParsed = z.output<typeof saveCorrectionInput>;
export const saveCorrectionResult = z.object({
  version: z.number().int(),
  state: submissionState,
  correctionState,
  score: z.number().nullable(),
  /** answers still waiting for a person */
  waiting: z.number().int(),
});
export type SaveCorrectionResult = z.infer<typeof saveCorrectionResult>;

// ---------------------------------------------------------------------------------------------
// Which classes a correction teacher corrects for (set by organization admins on the class)
// ---------------------------------------------------------------------------------------------

export const getClassCorrectorsQuery = z.object({ classId: idParam });
export const classCorrector = z.object({ id: z.number().int(), name: text(), username: text() });
export type ClassCorrector = z.infer<typeof classCorrector>;
export const classCorrectors = z.array(classCorrector);
export const setClassCorrectorsInput = z.object({
  classId: idParam,
  /** every correction teacher of the class's brand who corrects for it (replaces the list) */
  correctorIds: z.array(idParam).max(20, 'at most 20 correction teachers'),
});
export const setClassCorrectorsResult = z.object({ correctors: classCorrectors });
