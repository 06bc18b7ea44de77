import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { listSchools } from './queries';
import { deleteSchool, getSchoolDetail, saveSchool } from './service';

/** Schools: the table's entries (packages/shared/src/api/org.ts) with their handlers. */
export async function schoolRoutes(app: FastifyInstance) {
  defineRoute(app, api.org.getSchoolList, (q, { db, caller, config }) =>
    listSchools(db, caller.scope, q, config.listTotalCap),
  );
  defineRoute(app, api.org.getSchoolDetail, (q, { db, caller }) => getSchoolDetail(db, caller.scope, q.id));
  defineRoute(app, api.org.updateSchool, (input, { db, caller }) => saveSchool(db, caller, input));
  defineRoute(app, api.org.deleteSchool, (input, { db, caller }) => deleteSchool(db, caller, input.id));
}
