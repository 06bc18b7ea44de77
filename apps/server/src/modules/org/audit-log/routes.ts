import type { FastifyInstance } from 'fastify';
import { auditList, getAuditLogQuery } from '@edu/shared';
import { orgGet } from '../http';
import { orgScopeOf } from '../../../access/org';
import { getAuditLog } from './service';

export async function auditLogRoutes(app: FastifyInstance) {
  orgGet(
    app,
    '/manage/getAuditLog',
    {
      input: getAuditLogQuery,
      data: auditList,
      preHandler: app.requireRole('admin', 'brandingAdmin', 'schooladmin'),
      summary:
        'Audit log of a school, user, class or content item (course, chapter, lesson, question, knowledge point, material), or of the whole scope; newest first',
      tags: ['manage'],
    },
    async (q, request) => getAuditLog(app.database.db, orgScopeOf(request.auth), q),
  );
}
