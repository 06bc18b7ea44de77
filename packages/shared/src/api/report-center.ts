import { STUDENTS, TEACHERS } from '../access/roles';
import {
  classLessonReport,
  classLessonReports,
  getClassLessonReportQuery,
  getClassLessonReportsQuery,
  getLessonEvaluationsQuery,
  getMyMasteryQuery,
  getMyReportsQuery,
  getMyScoreTrendQuery,
  lessonEvaluations,
  myMastery,
  myReports,
  myScoreTrend,
  saveLessonEvaluationInput,
  savedEvaluation,
} from '../contracts/report';
import { endpointGroup } from './endpoint';

/** A student reads only its own work (DESIGN.md section 3). */
const student = { scope: 'classroom', roles: STUDENTS } as const;
/** A teacher reads and evaluates the classes it teaches (another teacher's class answers 404). */
const teacher = { scope: 'classroom', roles: TEACHERS } as const;

/**
 * The student's report center and the teacher's after-class reports and evaluations (issue 11 item 4;
 * apps/server/src/modules/reports/README.md).
 */
export const reportCenterEndpoints = endpointGroup('report', {
  getMyReports: {
    path: '/openapi/report/getMyReports',
    methods: ['GET'],
    input: getMyReportsQuery,
    data: myReports,
    access: student,
    summary: 'The student’s handed-in lessons and homework, newest first, with score and right answers',
  },
  getMyScoreTrend: {
    path: '/openapi/report/getMyScoreTrend',
    methods: ['GET'],
    input: getMyScoreTrendQuery,
    data: myScoreTrend,
    access: student,
    summary: 'The student’s scores over time (each graded hand-in) with a moving average',
  },
  getMyMastery: {
    path: '/openapi/report/getMyMastery',
    methods: ['GET'],
    input: getMyMasteryQuery,
    data: myMastery,
    access: student,
    summary: 'The student’s mastery per knowledge point, from its graded answers, with the recent change',
  },
  getClassLessonReports: {
    path: '/openapi/report/getClassLessonReports',
    methods: ['GET'],
    input: getClassLessonReportsQuery,
    data: classLessonReports,
    access: teacher,
    summary: 'Each lesson released to the teacher’s classes (or given as homework) with the class’s figures',
  },
  getClassLessonReport: {
    path: '/openapi/report/getClassLessonReport',
    methods: ['GET'],
    input: getClassLessonReportQuery,
    data: classLessonReport,
    access: teacher,
    summary: 'A class’s report for a lesson: summary, accuracy and common wrong answers per question, students',
  },
  getLessonEvaluations: {
    path: '/openapi/report/getLessonEvaluations',
    methods: ['GET'],
    input: getLessonEvaluationsQuery,
    data: lessonEvaluations,
    access: teacher,
    summary: 'The students of a class on a lesson: their mastery of its knowledge points and the teacher’s comment',
  },
  saveLessonEvaluation: {
    path: '/openapi/report/saveLessonEvaluation',
    methods: ['POST'],
    body: 'json',
    input: saveLessonEvaluationInput,
    data: savedEvaluation,
    access: teacher,
    summary: 'Saves the teacher’s comment on a student for a lesson (409 when saved since the one read)',
  },
});
