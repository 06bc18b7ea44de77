import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { addBrandUser } from '../users/service';
import { bindBrandSchools, getBrandManagers, getBrandSchools } from './service';

/** Brands' schools and admins: the table's entries (packages/shared/src/api/org.ts) with their handlers. */
export async function brandOrgRoutes(app: FastifyInstance) {
  defineRoute(app, api.org.getBrandSchools, (q, { db, caller, config }) =>
    getBrandSchools(db, caller.scope, q, config.listTotalCap),
  );
  defineRoute(app, api.org.bindBrandSchools, (input, { db, caller }) => bindBrandSchools(db, caller, input));
  defineRoute(app, api.org.getBrandManagerList, (q, { db, caller, config }) =>
    getBrandManagers(db, caller.scope, q, config.listTotalCap),
  );
  defineRoute(app, api.org.addBrandUser, (input, { db, caller }) => addBrandUser(db, caller, input));
}
