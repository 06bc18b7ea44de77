import type { FastifyInstance } from 'fastify';
import { STUDENT_EVENT_KINDS } from '@edu/shared';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { readableSession, studentSession } from './queries';
import { getSessionSummary, getSessionTimeline } from './replay';
import { endClassSession, getClassSession, getClassSessions, sendSessionAction, startClassSession } from './service';
import { OpenStreams, openStream, resumeFrom } from './stream';
import { getMyLiveSession, postSessionPresence } from './student';

/** Live class supervision: the table's entries (packages/shared/src/api/supervision.ts) on the app's event bus. */
export async function supervisionRoutes(app: FastifyInstance) {
  const S = api.supervision;
  const bus = app.eventBus;
  const open = new OpenStreams();
  // Open streams end before the server waits for its connections (preClose), the bus after them (app.ts).
  app.addHook('preClose', async () => open.endAll());

  defineRoute(app, S.startClassSession, (input, { db, caller }) => startClassSession(db, caller.scope, input));
  defineRoute(app, S.endClassSession, (input, { db, caller }) => endClassSession(db, caller.scope, input.sessionId));
  defineRoute(app, S.getClassSessions, (q, { db, caller }) => getClassSessions(db, caller, q));
  defineRoute(app, S.getClassSession, (q, { db, caller }) => getClassSession(db, caller, q.sessionId));
  defineRoute(app, S.sendSessionAction, (input, { db, caller }) => sendSessionAction(db, caller.scope, input));
  defineRoute(app, S.getSessionTimeline, (q, { db, caller }) => getSessionTimeline(db, caller, q.sessionId));
  defineRoute(app, S.getSessionSummary, (q, { db, caller }) => getSessionSummary(db, caller, q.sessionId));
  defineRoute(app, S.getMyLiveSession, (q, { db, caller }) => getMyLiveSession(db, caller.scope, q.lessonId));
  defineRoute(app, S.postSessionPresence, (input, { db, caller }) => postSessionPresence(db, caller.scope, input));

  // The streams: every refusal (401, 403, 404, a bad id) is an envelope; only a stream that starts is not.
  defineRoute(app, S.getSessionStream, async (q, { db, caller, request, reply }) => {
    const afterId = resumeFrom(request, q);
    const session = await readableSession(db, caller, q.sessionId);
    return openStream(reply, { db, bus, open, session, afterId });
  });
  defineRoute(app, S.getMySessionStream, async (q, { db, caller, request, reply }) => {
    const afterId = resumeFrom(request, q);
    const session = await studentSession(db, caller.scope, q.sessionId);
    return openStream(reply, { db, bus, open, session, afterId, kinds: STUDENT_EVENT_KINDS });
  });
}
