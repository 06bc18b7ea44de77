import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { getDataScreen } from './service';

/** The school admin's data screen: the table's entry (packages/shared/src/api/org.ts) with its handler. */
export async function dataScreenRoutes(app: FastifyInstance) {
  defineRoute(app, api.org.getDataScreen, (q, { db, caller }) => getDataScreen(db, caller.scope, q));
}
