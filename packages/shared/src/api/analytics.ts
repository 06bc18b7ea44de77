import { z } from 'zod';
import { ORG_ADMINS, PLATFORM_ADMINS } from '../access/roles';
import {
  exportJzxErrorsQuery,
  exportJzxReportQuery,
  jzxClassStudents,
  jzxClassStudentsQuery,
  jzxErrors,
  jzxErrorsQuery,
  jzxHeatmap,
  jzxHeatmapQuery,
  jzxItemAnalysis,
  jzxItemAnalysisQuery,
  jzxMostMissed,
  jzxMostMissedQuery,
  jzxStudentAnswers,
  jzxStudentAnswersQuery,
  jzxTrends,
  jzxTrendsQuery,
} from '../contracts/analytics';
import { endpointGroup } from './endpoint';

const report = { scope: 'org', roles: ORG_ADMINS } as const;
const errors = { scope: 'org', roles: PLATFORM_ADMINS } as const;

/**
 * Precision learning (issue 12 item 3; apps/server/src/modules/analytics/README.md): /jzxReport for admins in
 * their scope (admin everything, brand admin its brand, school admin its school), /jzxError for the platform
 * admin. Figures come from aggregates kept by the server's aggregator (at most a minute behind).
 */
export const analyticsEndpoints = endpointGroup('analytics', {
  getJzxHeatmap: {
    path: '/openapi/jzx/getJzxHeatmap',
    methods: ['GET'],
    input: jzxHeatmapQuery,
    data: jzxHeatmap,
    access: report,
    summary:
      'Knowledge-point mastery of classes × knowledge points (filters subject, grade, school, ISO week range), a page of classes',
  },
  getJzxClassStudents: {
    path: '/openapi/jzx/getJzxClassStudents',
    methods: ['GET'],
    input: jzxClassStudentsQuery,
    data: jzxClassStudents,
    access: report,
    summary: "A class's students × knowledge points (the heat map's drill-down), a page of students",
  },
  getJzxStudentAnswers: {
    path: '/openapi/jzx/getJzxStudentAnswers',
    methods: ['GET'],
    input: jzxStudentAnswersQuery,
    data: jzxStudentAnswers,
    access: report,
    summary: "One student's graded answers to the questions of a knowledge point, newest first, paginated",
  },
  getJzxItemAnalysis: {
    path: '/openapi/jzx/getJzxItemAnalysis',
    methods: ['GET'],
    input: jzxItemAnalysisQuery,
    data: jzxItemAnalysis,
    access: report,
    summary:
      'Every question answered in scope: facility, point-biserial discrimination, answers and choice counts; sorted and paginated',
  },
  getJzxMostMissed: {
    path: '/openapi/jzx/getJzxMostMissed',
    methods: ['GET'],
    input: jzxMostMissedQuery,
    data: jzxMostMissed,
    access: report,
    summary: 'The questions and knowledge points with the lowest facility, with at least minAttempts answers',
  },
  getJzxTrends: {
    path: '/openapi/jzx/getJzxTrends',
    methods: ['GET'],
    input: jzxTrendsQuery,
    data: jzxTrends,
    access: report,
    summary: 'Answers and facility by ISO week (answers × knowledge points; one knowledge point with knowledgePointId)',
  },
  exportJzxReport: {
    path: '/openapi/jzx/exportJzxReport',
    methods: ['GET'],
    input: exportJzxReportQuery,
    data: z.never(),
    answer: 'file',
    access: report,
    summary: 'One view (heatmap, items, mostMissed, trends) with its filters as XLSX, headers in the Accept-Language',
  },
  getJzxErrors: {
    path: '/openapi/jzx/getJzxErrors',
    methods: ['GET'],
    input: jzxErrorsQuery,
    data: jzxErrors,
    access: errors,
    summary:
      'The questions with the highest error rates across the platform, their most common wrong answers and knowledge points',
  },
  exportJzxErrors: {
    path: '/openapi/jzx/exportJzxErrors',
    methods: ['GET'],
    input: exportJzxErrorsQuery,
    data: z.never(),
    answer: 'file',
    access: errors,
    summary: 'The error list with its filters as XLSX',
  },
});
