import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { listUsers } from './queries';
import { getUserDetail } from './detail';
import { deleteUser, saveUser, setUserStatus } from './service';

/** Users: the table's entries (packages/shared/src/api/org.ts) with their handlers. */
export async function userRoutes(app: FastifyInstance) {
  defineRoute(app, api.org.getUserList, (q, { db, caller, config }) =>
    listUsers(db, caller.scope, q, { cap: config.listTotalCap }),
  );
  defineRoute(app, api.org.getUserDetail, (q, { db, caller }) => getUserDetail(db, caller.scope, q.id));
  defineRoute(app, api.org.saveUser, (input, { db, caller }) => saveUser(db, caller, input));
  defineRoute(app, api.org.setUserStatus, (input, { db, caller }) => setUserStatus(db, caller, input));
  defineRoute(app, api.org.deleteUser, (input, { db, caller }) => deleteUser(db, caller, input.id));
}
