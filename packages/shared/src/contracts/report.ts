import { z } from 'zod';
import { idParam, listOf, listQuery, text, timeZone } from './common';
import { questionPreview, subject } from './content';
import { isCalendarDay, studentLessonState } from './learning';
import { optionalId } from './org';

/**
 * Reports (issue 11 item 4; apps/server/src/modules/reports): the student's report center (its handed-in work,
 * its score trend, its knowledge-point mastery) and the teacher's after-class reports (a class's report for a
 * lesson) and evaluations (a comment per student and lesson beside the mastery its answers show). Every figure
 * is read from the answers; only the teacher's comment is stored.
 */

const isoTime = text();

// ---------------------------------------------------------------------------------------------
// Mastery levels and score bands (the figures' vocabulary; pure helpers in ../report-figures.ts)
// ---------------------------------------------------------------------------------------------

/** mastered, developing, needs work: from the mean credit (0-1) of the answers to a knowledge point. */
export const MASTERY_LEVELS = ['mastered', 'developing', 'needsWork'] as const;
export const masteryLevel = z.enum(MASTERY_LEVELS);
export type MasteryLevel = z.infer<typeof masteryLevel>;
/** A mean credit at or above this is mastered. */
export const MASTERED_CREDIT = 0.85;
/** At or above this (and below MASTERED_CREDIT) developing; below it, needs work. */
export const DEVELOPING_CREDIT = 0.6;
/** The recent change of a mastery compares the answers of the last this many days with the ones before. */
export const MASTERY_RECENT_DAYS = 30;

/** The lower bounds of a class report's score bands: [0, 60), [60, 70), [70, 80), [80, 90), [90, 100]. */
export const SCORE_BAND_FLOORS = [0, 60, 70, 80, 90] as const;
export const scoreBand = z.object({
  from: z.number(),
  /** exclusive, but the last band holds 100 */
  to: z.number(),
  count: z.number().int(),
});
export type ScoreBand = z.infer<typeof scoreBand>;

/** A day as YYYY-MM-DD, optional ('' is none). */
const optionalDay = text()
  .trim()
  .optional()
  .refine((v) => v === undefined || v === '' || isCalendarDay(v), 'must be a day (YYYY-MM-DD)')
  .transform((v) => (v ? v : undefined));

// ---------------------------------------------------------------------------------------------
// The student's report center (/ReportCenter/ReportCenter)
// ---------------------------------------------------------------------------------------------

/** lesson: a released lesson; homework: a lesson given as homework. */
export const REPORT_KINDS = ['lesson', 'homework'] as const;
/** graded: every answer graded; waiting: short answers wait for a person. */
export const REPORT_STATES = ['graded', 'waiting'] as const;
export const reportState = z.enum(REPORT_STATES);
export type ReportState = z.infer<typeof reportState>;

/** Its handed-in work, newest hand-in first; `from`/`to` are days of the hand-in in `tz`. */
export const getMyReportsQuery = listQuery
  .pick({ page: true, pageSize: true })
  .extend({
    courseId: optionalId,
    kind: z.enum(REPORT_KINDS, { error: 'must be lesson or homework' }).optional(),
    state: z.enum(REPORT_STATES, { error: 'must be graded or waiting' }).optional(),
    from: optionalDay,
    to: optionalDay,
    tz: timeZone,
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });
export type GetMyReportsQuery = z.infer<typeof getMyReportsQuery>;

/** One handed-in lesson or homework of the student. */
export const myReportRow = z.object({
  submissionId: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: text(),
  courseId: z.number().int(),
  courseTitle: text(),
  classId: z.number().int(),
  className: text(),
  /** given as homework: its due time */
  dueAt: isoTime.nullable(),
  submittedAt: isoTime,
  /** homework handed in after its due time */
  late: z.boolean(),
  state: reportState,
  /** 0-100 once graded */
  score: z.number().nullable(),
  /** answers graded right, of the questions of the work */
  right: z.number().int(),
  total: z.number().int(),
  timeSpentMs: z.number().int(),
  /** the lesson opens in the student's lesson page now (released to one of its classes) */
  open: z.boolean(),
});
export type MyReportRow = z.infer<typeof myReportRow>;
export const myReports = listOf(myReportRow).extend({
  /** the courses of its handed-in work (the course filter's choices) */
  courses: z.array(z.object({ id: z.number().int(), title: text() })),
});
export type MyReports = z.infer<typeof myReports>;

/** 90d: the last 90 days; year: the last 365; all: everything. */
export const TREND_RANGES = ['90d', 'year', 'all'] as const;
export const trendRange = z.enum(TREND_RANGES, { error: 'must be 90d, year or all' });
export type TrendRange = z.infer<typeof trendRange>;
export const TREND_RANGE_DAYS: Readonly<Record<TrendRange, number | null>> = { '90d': 90, year: 365, all: null };
/** The moving average of the trend: the mean of a point and the ones before it, this many in all. */
export const MOVING_AVERAGE_WINDOW = 3;
/** At most this many points (the latest) in one trend. */
export const TREND_POINTS_MAX = 500;

export const getMyScoreTrendQuery = z.object({ range: trendRange.default('90d'), tz: timeZone });
export type GetMyScoreTrendQuery = z.infer<typeof getMyScoreTrendQuery>;

/** A graded submission on the trend, oldest first. */
export const trendPoint = z.object({
  submissionId: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: text(),
  courseTitle: text(),
  submittedAt: isoTime,
  /** the hand-in's day in `tz` */
  day: text(),
  score: z.number(),
  /** the mean of this score and the MOVING_AVERAGE_WINDOW - 1 before it (fewer at the start) */
  movingAverage: z.number(),
});
export type TrendPoint = z.infer<typeof trendPoint>;
export const myScoreTrend = z.object({
  range: trendRange,
  /** the first day of the range in `tz`; null for all */
  from: text().nullable(),
  points: z.array(trendPoint),
  /** the mean score of the points, null without any */
  average: z.number().nullable(),
  /** more graded work in the range than TREND_POINTS_MAX (the latest are shown) */
  capped: z.boolean(),
});
export type MyScoreTrend = z.infer<typeof myScoreTrend>;

export const getMyMasteryQuery = z.object({
  subject: z.union([subject, z.literal('').transform(() => undefined)]).optional(),
});
export type GetMyMasteryQuery = z.infer<typeof getMyMasteryQuery>;

/** A knowledge point of the student's graded answers, with how well it does on it. */
export const masteryPoint = z.object({
  knowledgePointId: z.number().int(),
  subject: text(),
  name: text(),
  /** graded answers to questions of the point */
  answers: z.number().int(),
  /** their mean credit, 0-1 */
  meanCredit: z.number(),
  level: masteryLevel,
  /** of them, in the last MASTERY_RECENT_DAYS days, and their mean credit (null without any) */
  recentAnswers: z.number().int(),
  recentCredit: z.number().nullable(),
  /** the mean credit of the answers before (null without any) */
  earlierCredit: z.number().nullable(),
  /** recentCredit - earlierCredit when both exist */
  change: z.number().nullable(),
});
export type MasteryPoint = z.infer<typeof masteryPoint>;
export const myMastery = z.object({
  /** the subjects of its graded answers (the subject filter's choices) */
  subjects: z.array(text()),
  /** by subject, weakest first */
  points: z.array(masteryPoint),
});
export type MyMastery = z.infer<typeof myMastery>;

// ---------------------------------------------------------------------------------------------
// The teacher's after-class reports (/reportList/index)
// ---------------------------------------------------------------------------------------------

export const CLASS_REPORT_SORTS = ['releasedAt', 'average', 'submitted', 'title'] as const;
export const getClassLessonReportsQuery = listQuery.extend({
  classId: optionalId,
  courseId: optionalId,
  sort: z.enum(CLASS_REPORT_SORTS, { error: 'must be releasedAt, average, submitted or title' }).optional(),
});
export type GetClassLessonReportsQuery = z.infer<typeof getClassLessonReportsQuery>;

/** A lesson released to one of the teacher's classes (or given as homework), with how its present students did. */
export const classLessonReportRow = z.object({
  classId: z.number().int(),
  className: text(),
  lessonId: z.number().int(),
  lessonTitle: text(),
  courseId: z.number().int(),
  courseTitle: text(),
  /** when it opened to the class (null: homework of a lesson whose release is still to come) */
  releasedAt: isoTime.nullable(),
  dueAt: isoTime.nullable(),
  /** present students of the class */
  students: z.number().int(),
  /** of them, handed in (graded or waiting) */
  submitted: z.number().int(),
  graded: z.number().int(),
  /** handed in, short answers waiting for a person */
  waiting: z.number().int(),
  /** homework handed in after its due time */
  late: z.number().int(),
  /** mean score of the graded ones */
  average: z.number().nullable(),
});
export type ClassLessonReportRow = z.infer<typeof classLessonReportRow>;
export const classLessonReports = listOf(classLessonReportRow).extend({
  /** the courses of the lessons released to the teacher's classes (the course filter's choices) */
  courses: z.array(z.object({ id: z.number().int(), title: text() })),
});
export type ClassLessonReports = z.infer<typeof classLessonReports>;

export const getClassLessonReportQuery = z.object({ classId: idParam, lessonId: idParam });
export type GetClassLessonReportQuery = z.infer<typeof getClassLessonReportQuery>;

/**
 * A wrong (or partly right) answer as the report groups them: choices by their letters, true/false, a fill-in
 * by each blank's value (normalised by the blank's rules), a short answer by what it holds (text, photo).
 */
export const WRONG_ANSWER_KINDS = ['choices', 'judge', 'blanks', 'short', 'empty'] as const;
export const wrongAnswer = z.object({
  kind: z.enum(WRONG_ANSWER_KINDS),
  /** choices: letters; judge: 'true' or 'false'; blanks: one value per blank; short: 'text' and/or 'photo' */
  values: z.array(text()),
  count: z.number().int(),
});
export type WrongAnswer = z.infer<typeof wrongAnswer>;
/** At most this many of the most common wrong answers per question. */
export const COMMON_WRONG_MAX = 3;

/** A question of the lesson as the class answered it (handed-in work of present students). */
export const classReportQuestion = z.object({
  questionId: z.number().int(),
  sort: z.number().int(),
  preview: questionPreview,
  outcomes: z.object({
    correct: z.number().int(),
    partial: z.number().int(),
    wrong: z.number().int(),
    /** short answers waiting for a person */
    pending: z.number().int(),
  }),
  /** the share of graded answers that are right (null before any) */
  accuracy: z.number().nullable(),
  /** the graded answers' mean credit, 0-1 */
  meanCredit: z.number().nullable(),
  /** short answers: the mean of a person's points (0-10) */
  meanPoints: z.number().nullable(),
  /** the most common wrong answers, most first (at most COMMON_WRONG_MAX) */
  commonWrong: z.array(wrongAnswer),
});
export type ClassReportQuestion = z.infer<typeof classReportQuestion>;

/** A present student of the class on the lesson. */
export const classReportStudent = z.object({
  studentId: z.number().int(),
  name: text(),
  username: text(),
  state: studentLessonState,
  score: z.number().nullable(),
  submittedAt: isoTime.nullable(),
  late: z.boolean(),
});
export type ClassReportStudent = z.infer<typeof classReportStudent>;

export const classReportSummary = z.object({
  students: z.number().int(),
  submitted: z.number().int(),
  graded: z.number().int(),
  waiting: z.number().int(),
  late: z.number().int(),
  average: z.number().nullable(),
  median: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  /** the graded scores in SCORE_BAND_FLOORS' bands */
  bands: z.array(scoreBand),
});
export type ClassReportSummary = z.infer<typeof classReportSummary>;

/**
 * A class's report for a lesson: the summary, each question in order, and the students. The public page of a
 * shared class report leaves `students` out (no other child's name reaches a family).
 */
export const classLessonReport = z.object({
  class: z.object({ id: z.number().int(), name: text(), schoolName: text() }),
  lesson: z.object({
    id: z.number().int(),
    title: text(),
    courseTitle: text(),
    releasedAt: isoTime.nullable(),
    dueAt: isoTime.nullable(),
  }),
  summary: classReportSummary,
  questions: z.array(classReportQuestion),
  students: z.array(classReportStudent),
});
export type ClassLessonReport = z.infer<typeof classLessonReport>;

// ---------------------------------------------------------------------------------------------
// After-class evaluations (/afterClassEvaluation/index)
// ---------------------------------------------------------------------------------------------

/** The longest comment (plain text; shown escaped, formulas between $ … $ typeset). */
export const EVALUATION_COMMENT_MAX = 2000;

/** A knowledge point of the lesson's questions, with the mean credit of one student's answers to them. */
export const lessonPointMastery = z.object({
  knowledgePointId: z.number().int(),
  name: text(),
  answers: z.number().int(),
  meanCredit: z.number(),
  level: masteryLevel,
});
export type LessonPointMastery = z.infer<typeof lessonPointMastery>;

const author = z.object({ id: z.number().int(), name: text() });

/** A student's evaluation for a lesson: the mastery its answers show, and its teacher's comment. */
export const lessonEvaluation = z.object({
  studentId: z.number().int(),
  classId: z.number().int(),
  lessonId: z.number().int(),
  /** by knowledge point of the lesson's questions, from its graded answers to them */
  mastery: z.array(lessonPointMastery),
  /** from the mean credit of all its graded answers to the lesson (null before any) */
  level: masteryLevel.nullable(),
  /** the teacher's comment ('' when none yet) */
  comment: text(),
  author: author.nullable(),
  /** when the comment was saved last (null when none yet); a save names it to refuse a stale one */
  updatedAt: isoTime.nullable(),
});
export type LessonEvaluation = z.infer<typeof lessonEvaluation>;

export const getLessonEvaluationsQuery = listQuery
  .pick({ page: true, pageSize: true, keyword: true })
  .extend({ classId: idParam, lessonId: idParam });
export type GetLessonEvaluationsQuery = z.infer<typeof getLessonEvaluationsQuery>;

export const evaluationRow = lessonEvaluation.extend({
  name: text(),
  username: text(),
  state: studentLessonState,
  score: z.number().nullable(),
  submittedAt: isoTime.nullable(),
});
export type EvaluationRow = z.infer<typeof evaluationRow>;
export const lessonEvaluations = listOf(evaluationRow).extend({
  class: z.object({ id: z.number().int(), name: text() }),
  lesson: z.object({ id: z.number().int(), title: text(), courseTitle: text() }),
  /** the knowledge points of the lesson's questions */
  knowledgePoints: z.array(z.object({ id: z.number().int(), name: text() })),
});
export type LessonEvaluations = z.infer<typeof lessonEvaluations>;

/**
 * Saves the teacher's comment on a student of its class for a lesson (plain text, line ends made `\n`,
 * trimmed). `updatedAt` is the one the page read: null when it read none; a save from an older one answers
 * 409 and writes nothing. Left out, the save is not checked.
 */
export const saveLessonEvaluationInput = z.object({
  classId: idParam,
  lessonId: idParam,
  studentId: idParam,
  comment: text()
    .max(EVALUATION_COMMENT_MAX, `at most ${EVALUATION_COMMENT_MAX} characters`)
    .transform((v) => v.replace(/\r\n?/g, '\n').trim()),
  updatedAt: text()
    .trim()
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date and time')
    .nullable()
    .optional(),
});
export type SaveLessonEvaluationInput = z.input<typeof saveLessonEvaluationInput>;
export type SaveLessonEvaluationParsed = z.output<typeof saveLessonEvaluationInput>;
export const savedEvaluation = z.object({
  studentId: z.number().int(),
  classId: z.number().int(),
  lessonId: z.number().int(),
  comment: text(),
  author,
  updatedAt: isoTime,
});
export type SavedEvaluation = z.infer<typeof savedEvaluation>;
