import type { FastifyInstance, FastifyReply } from 'fastify';
import { api } from '@edu/shared/api';
import { pickLanguage } from '@edu/shared/messages';
import { defineRoute } from '../../http/define-route';
import { analyticsAggregator } from './aggregator';
import { exportJzxErrors, exportJzxReport, type JzxFile } from './export';
import { getJzxClassStudents, getJzxHeatmap, getJzxStudentAnswers } from './heatmap';
import { getJzxErrors, getJzxItemAnalysis, getJzxMostMissed, getJzxTrends } from './items';

function sendFile(reply: FastifyReply, file: JzxFile): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', file.disposition)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/** Precision-learning reports and error lists (packages/shared/src/api/analytics.ts), and their aggregator. */
export async function analyticsRoutes(app: FastifyInstance) {
  const aggregator = analyticsAggregator(app.database.db);
  aggregator.log = app.log;
  app.addHook('onReady', async () => aggregator.start());
  app.addHook('onClose', async () => aggregator.stop());

  defineRoute(app, api.analytics.getJzxHeatmap, (q, { db, caller }) => getJzxHeatmap(db, caller.scope, q));
  defineRoute(app, api.analytics.getJzxClassStudents, (q, { db, caller }) => getJzxClassStudents(db, caller.scope, q));
  defineRoute(app, api.analytics.getJzxStudentAnswers, (q, { db, caller }) =>
    getJzxStudentAnswers(db, caller.scope, q),
  );
  defineRoute(app, api.analytics.getJzxItemAnalysis, (q, { db, caller }) => getJzxItemAnalysis(db, caller.scope, q));
  defineRoute(app, api.analytics.getJzxMostMissed, (q, { db, caller }) => getJzxMostMissed(db, caller.scope, q));
  defineRoute(app, api.analytics.getJzxTrends, (q, { db, caller }) => getJzxTrends(db, caller.scope, q));
  defineRoute(app, api.analytics.exportJzxReport, async (q, { db, caller, request, reply }) =>
    sendFile(reply, await exportJzxReport(db, caller.scope, q, pickLanguage(request.headers['accept-language']))),
  );
  defineRoute(app, api.analytics.getJzxErrors, (q, { db }) => getJzxErrors(db, q));
  defineRoute(app, api.analytics.exportJzxErrors, async (q, { db, request, reply }) =>
    sendFile(reply, await exportJzxErrors(db, q, pickLanguage(request.headers['accept-language']))),
  );
}
