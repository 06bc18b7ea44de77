import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { getClassLessonReport } from './class-report';
import { getClassLessonReports } from './class-reports';
import { getLessonEvaluations, saveLessonEvaluation } from './evaluations';
import { getMyMastery } from './mastery';
import { getMyReports, getMyScoreTrend } from './my-reports';
import { shareRoutes } from './share/routes';

/** Reports and share links: the table's entries (packages/shared/src/api/report.ts) with their handlers. */
export async function reportRoutes(app: FastifyInstance) {
  // The student's report center
  defineRoute(app, api.report.getMyReports, (q, { db, caller }) => getMyReports(db, caller.scope, q));
  defineRoute(app, api.report.getMyScoreTrend, (q, { db, caller }) => getMyScoreTrend(db, caller.scope, q));
  defineRoute(app, api.report.getMyMastery, (q, { db, caller }) => getMyMastery(db, caller.scope, q));
  // The teacher's after-class reports and evaluations
  defineRoute(app, api.report.getClassLessonReports, (q, { db, caller }) => getClassLessonReports(db, caller.scope, q));
  defineRoute(app, api.report.getClassLessonReport, (q, { db, caller }) => getClassLessonReport(db, caller.scope, q));
  defineRoute(app, api.report.getLessonEvaluations, (q, { db, caller }) => getLessonEvaluations(db, caller.scope, q));
  defineRoute(app, api.report.saveLessonEvaluation, (input, { db, caller }) => saveLessonEvaluation(db, caller, input));
  await app.register(shareRoutes);
}
