import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { listClasses } from './queries';
import { deleteClass, getClassDetail, moveStudents, saveClass } from './service';

/** Classes: the table's entries (packages/shared/src/api/org.ts) with their handlers. */
export async function classRoutes(app: FastifyInstance) {
  defineRoute(app, api.org.getClassList, (q, { db, caller, config }) =>
    listClasses(db, caller.scope, q, config.listTotalCap),
  );
  defineRoute(app, api.org.getClassDetail, (q, { db, caller }) => getClassDetail(db, caller.scope, q));
  defineRoute(app, api.org.saveClass, (input, { db, caller }) => saveClass(db, caller, input));
  defineRoute(app, api.org.deleteClass, (input, { db, caller }) => deleteClass(db, caller, input.id));
  defineRoute(app, api.org.moveStudents, (input, { db, caller }) => moveStudents(db, caller, input));
}
