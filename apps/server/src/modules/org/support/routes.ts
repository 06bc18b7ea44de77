import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { getSupportLinks, setSupportLinks } from './service';

/** Support links: the table's entries (packages/shared/src/api/org.ts) with their handlers. */
export async function supportRoutes(app: FastifyInstance) {
  defineRoute(app, api.org.getSupportLinks, (q, { db, caller }) => getSupportLinks(db, caller.scope, q));
  defineRoute(app, api.org.setSupportLinks, (input, { db, caller }) => setSupportLinks(db, caller, input));
}
