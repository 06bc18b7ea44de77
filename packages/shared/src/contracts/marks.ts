import { z } from 'zod';
import { text } from './common';

/**
 * What a person gives an answer when grading it (issue 11): points, a comment, and marks drawn on the
 * photo of handwritten work, kept as vector data beside the photo and never burnt into it. Shared by the
 * correction pages and the reports that show the corrected work.
 */

const isoTime = text();

/** What an exercise is worth when a person grades it: points 0 to this, in halves; credit = points / max. */
export const ANSWER_POINTS_MAX = 10;
/** Marks on one photo: strokes, and points of one stroke. */
export const MARK_STROKES_MAX = 300;
export const MARK_POINTS_MAX = 2000;

// ---------------------------------------------------------------------------------------------
// Marks: vector data beside the photo, never burnt into it
// ---------------------------------------------------------------------------------------------

export const MARK_KINDS = ['pen', 'tick', 'cross'] as const;
export const MARK_COLORS = ['red', 'green', 'blue'] as const;

/** A coordinate on the photo, 0-1 of its width or height (the photo may be shown at any size). */
const unit = z.number({ error: 'must be a number' }).finite().min(0, 'must be 0 to 1').max(1, 'must be 0 to 1');

/**
 * One mark: a freehand pen line (its points, in order), or a tick or a cross stamped at one point.
 * Coordinates are fractions of the photo's width and height.
 */
export const markStroke = z
  .object({
    kind: z.enum(MARK_KINDS, { error: 'must be pen, tick or cross' }),
    color: z.enum(MARK_COLORS, { error: 'must be red, green or blue' }),
    points: z
      .array(z.tuple([unit, unit]))
      .min(1, 'needs a point')
      .max(MARK_POINTS_MAX, `at most ${MARK_POINTS_MAX} points`),
  })
  .refine((m) => m.kind === 'pen' || m.points.length === 1, {
    message: 'a tick or a cross is one point',
    path: ['points'],
  });
export type MarkStroke = z.infer<typeof markStroke>;
export const photoMarks = z.array(markStroke).max(MARK_STROKES_MAX, `at most ${MARK_STROKES_MAX} marks`);

/** What a person gave one answer: points, a comment, marks on its photo; who and when. */
export const answerCorrection = z.object({
  points: z.number(),
  comment: text(),
  marks: photoMarks,
  correctedBy: z.object({ id: z.number().int(), name: text() }).nullable(),
  correctedAt: isoTime,
});
export type AnswerCorrection = z.infer<typeof answerCorrection>;
