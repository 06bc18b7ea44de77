import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { getMyStudents, getStuInfo } from './service';

/** Student profiles and the helpers' students: the table's entries (packages/shared/src/api/org.ts). */
export async function studentRoutes(app: FastifyInstance) {
  // Scope kind `student`: whether the caller may see this student depends on the row (service).
  defineRoute(app, api.org.getStuInfoByUserId, (q, { db, caller }) => getStuInfo(db, caller.auth, q.userId));
  // Scope kind `support`: the students linked to the calling helper.
  defineRoute(app, api.org.getMyStudents, (q, { db, caller }) => getMyStudents(db, caller.auth, q));
}
