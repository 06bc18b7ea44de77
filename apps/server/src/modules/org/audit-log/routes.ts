import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { getAuditLog } from './service';

/** The audit log: the table's entry (packages/shared/src/api/org.ts) with its handler. */
export async function auditLogRoutes(app: FastifyInstance) {
  defineRoute(app, api.org.getAuditLog, (q, { db, caller }) => getAuditLog(db, caller.scope, q));
}
