import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { resolveSession } from '../../auth';
import { getDataScreen, screenFigures, screenTarget } from './service';
import { DataScreenHub } from './stream';

/** The school admin's data screen: the table's entries (packages/shared/src/api/org.ts) with their handlers. */
export async function dataScreenRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const hub = new DataScreenHub({
    bus: app.eventBus,
    compute: (target) => screenFigures(db, target),
    log: app.log,
  });
  // Open screens end before the server waits for its connections.
  app.addHook('preClose', async () => hub.endAll());

  defineRoute(app, api.org.getDataScreen, (q, { db, caller }) => getDataScreen(db, caller.scope, q));
  // Every refusal (401, 403, 404, a bad zone) is an envelope; only a stream that starts is not.
  defineRoute(app, api.org.getDataScreenStream, async (q, { db, caller, request, reply }) => {
    const target = await screenTarget(db, caller.scope, q);
    const authorization = request.headers.authorization;
    // Still a school admin of this school, with a session that holds (logged out, disabled, moved: the end).
    const allowed = async () => {
      const auth = await resolveSession(db, authorization);
      return auth.roleName === 'schooladmin' && auth.schoolId === target.schoolId;
    };
    return hub.open(reply, { target, allowed });
  });
}
