import { z } from 'zod';
import { PAGE_MAX, PAGE_SIZE_MAX } from '../constants';
import { isIsoWeek } from '../iso-week';
import { idParam, listOf, text } from './common';
import { subject } from './content';
import { optionalId } from './org';

/**
 * Precision-learning analytics (issue 12 item 3; apps/server/src/modules/analytics): the knowledge-point heat
 * map with its drill-downs, item analysis, most missed, trends by ISO week, the platform's error list and
 * their XLSX exports. Every figure is read from aggregates the server keeps incrementally.
 */

export const isoWeek = text()
  .trim()
  .refine(isIsoWeek, 'must be an ISO week such as 2025-W07 (weeks 1-52, or 53 in the years that have one)');

const page = z.coerce.number().int().min(1).max(PAGE_MAX).default(1);
const pageSize = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20);
const grade = z.coerce.number().int().min(1).max(12).optional();
/** At least this many answers before a question or knowledge point is ranked (few answers say little). */
export const MIN_ATTEMPTS_DEFAULT = 5;
const minAttempts = z.coerce.number().int().min(1).max(100_000).default(MIN_ATTEMPTS_DEFAULT);

/** The filters every view shares: subject, class grade, school (in the caller's scope). */
const scopeFilters = { subject: subject.optional(), grade, schoolId: optionalId };
const weekRange = { weekFrom: isoWeek.optional(), weekTo: isoWeek.optional() };

/** weekFrom after weekTo is bad input (ISO weeks of the same form compare as text). */
function weeksInOrder(q: { weekFrom?: string | undefined; weekTo?: string | undefined }, ctx: z.RefinementCtx) {
  if (q.weekFrom && q.weekTo && q.weekFrom > q.weekTo) {
    ctx.addIssue({ code: 'custom', path: ['weekTo'], message: 'must not be before weekFrom' });
  }
}

export const jzxHeatmapQuery = z.object({ ...scopeFilters, ...weekRange, page, pageSize }).superRefine(weeksInOrder);
export type JzxHeatmapQuery = z.infer<typeof jzxHeatmapQuery>;

export const jzxKnowledgePoint = z.object({ id: z.number().int(), name: text(), subject: text() });
export const jzxCell = z.object({
  knowledgePointId: z.number().int(),
  attempts: z.number().int(),
  correct: z.number().int(),
  /** correct / attempts */
  facility: z.number().nullable(),
});
export type JzxCell = z.infer<typeof jzxCell>;
export const jzxHeatmapRow = z.object({
  classId: z.number().int(),
  className: text(),
  schoolId: z.number().int(),
  schoolName: text(),
  grade: z.number().int(),
  attempts: z.number().int(),
  correct: z.number().int(),
  cells: z.array(jzxCell),
});
export const jzxHeatmap = listOf(jzxHeatmapRow).extend({
  /** the columns: the knowledge points of this page's classes, by subject and name */
  knowledgePoints: z.array(jzxKnowledgePoint),
});
export type JzxHeatmap = z.infer<typeof jzxHeatmap>;

export const jzxClassStudentsQuery = z.object({ classId: idParam, subject: subject.optional(), page, pageSize });
export type JzxClassStudentsQuery = z.infer<typeof jzxClassStudentsQuery>;
export const jzxClassStudents = listOf(
  z.object({
    studentId: z.number().int(),
    name: text(),
    username: text(),
    attempts: z.number().int(),
    correct: z.number().int(),
    cells: z.array(jzxCell),
  }),
).extend({ classId: z.number().int(), className: text(), knowledgePoints: z.array(jzxKnowledgePoint) });
export type JzxClassStudents = z.infer<typeof jzxClassStudents>;

export const jzxStudentAnswersQuery = z.object({ studentId: idParam, knowledgePointId: idParam, page, pageSize });
export type JzxStudentAnswersQuery = z.infer<typeof jzxStudentAnswersQuery>;
export const jzxStudentAnswer = z.object({
  submissionId: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: text(),
  questionId: z.number().int(),
  questionType: text(),
  /** the stem as plain text (its first 200 characters) */
  stemText: text(),
  response: z.record(text(), z.unknown()),
  outcome: text().nullable(),
  submittedAt: text().nullable(),
});
export const jzxStudentAnswers = listOf(jzxStudentAnswer).extend({
  student: z.object({ id: z.number().int(), name: text(), username: text() }),
  knowledgePoint: jzxKnowledgePoint,
});
export type JzxStudentAnswers = z.infer<typeof jzxStudentAnswers>;

export const JZX_ITEM_SORTS = ['attempts', 'facility', 'discrimination'] as const;
export const jzxItemAnalysisQuery = z.object({
  ...scopeFilters,
  page,
  pageSize,
  sort: z.enum(JZX_ITEM_SORTS).default('attempts'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type JzxItemAnalysisQuery = z.infer<typeof jzxItemAnalysisQuery>;
export const jzxItem = z.object({
  questionId: z.number().int(),
  type: text(),
  subject: text(),
  grade: z.number().int(),
  stemText: text(),
  attempts: z.number().int(),
  correct: z.number().int(),
  facility: z.number().nullable(),
  /** point-biserial correlation of the answer's 0/1 with its submission's score; null when undefined */
  discrimination: z.number().nullable(),
  /** choice questions: how often each option (judge: true/false) was picked, and whether it is the key */
  choices: z.array(z.object({ key: text(), count: z.number().int(), isKey: z.boolean() })),
  knowledgePoints: z.array(z.object({ id: z.number().int(), name: text() })),
});
export type JzxItem = z.infer<typeof jzxItem>;
export const jzxItemAnalysis = listOf(jzxItem);
export type JzxItemAnalysis = z.infer<typeof jzxItemAnalysis>;

export const JZX_MOST_MISSED_MAX = 50;
export const jzxMostMissedQuery = z.object({
  ...scopeFilters,
  minAttempts,
  limit: z.coerce.number().int().min(1).max(JZX_MOST_MISSED_MAX).default(10),
});
export type JzxMostMissedQuery = z.infer<typeof jzxMostMissedQuery>;
export const jzxKnowledgePointFigure = jzxKnowledgePoint.extend({
  attempts: z.number().int(),
  correct: z.number().int(),
  facility: z.number().nullable(),
});
export const jzxMostMissed = z.object({
  questions: z.array(jzxItem),
  knowledgePoints: z.array(jzxKnowledgePointFigure),
});
export type JzxMostMissed = z.infer<typeof jzxMostMissed>;

/** Weeks a trend shows at most (the latest ones of the range). */
export const JZX_TREND_WEEKS_MAX = 104;
export const jzxTrendsQuery = z
  .object({ ...scopeFilters, ...weekRange, knowledgePointId: optionalId })
  .superRefine(weeksInOrder);
export type JzxTrendsQuery = z.infer<typeof jzxTrendsQuery>;
export const jzxTrends = z.object({
  weeks: z.array(
    z.object({
      week: text(),
      attempts: z.number().int(),
      correct: z.number().int(),
      facility: z.number().nullable(),
    }),
  ),
});
export type JzxTrends = z.infer<typeof jzxTrends>;

export const jzxErrorsQuery = z.object({ subject: subject.optional(), minAttempts, page, pageSize });
export type JzxErrorsQuery = z.infer<typeof jzxErrorsQuery>;
export const jzxError = z.object({
  questionId: z.number().int(),
  brandId: z.number().int().nullable(),
  type: text(),
  subject: text(),
  grade: z.number().int(),
  stemText: text(),
  attempts: z.number().int(),
  wrong: z.number().int(),
  /** wrong / attempts (partly right counts as wrong) */
  errorRate: z.number(),
  /** the most common wrong answers, most given first (at most 5) */
  wrongAnswers: z.array(z.object({ answer: text(), count: z.number().int() })),
  knowledgePoints: z.array(z.object({ id: z.number().int(), name: text() })),
});
export type JzxError = z.infer<typeof jzxError>;
export const jzxErrors = listOf(jzxError);
export type JzxErrors = z.infer<typeof jzxErrors>;

/** Rows an export holds at most (the view's first rows in its order). */
export const JZX_EXPORT_ROW_CAP = 5000;
export const JZX_EXPORT_VIEWS = ['heatmap', 'items', 'mostMissed', 'trends'] as const;
export const exportJzxReportQuery = z
  .object({
    view: z.enum(JZX_EXPORT_VIEWS),
    ...scopeFilters,
    ...weekRange,
    knowledgePointId: optionalId,
    minAttempts,
    sort: z.enum(JZX_ITEM_SORTS).default('attempts'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .superRefine(weeksInOrder);
export type ExportJzxReportQuery = z.infer<typeof exportJzxReportQuery>;
export const exportJzxErrorsQuery = z.object({ subject: subject.optional(), minAttempts });
export type ExportJzxErrorsQuery = z.infer<typeof exportJzxErrorsQuery>;
