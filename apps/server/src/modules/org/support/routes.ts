import type { FastifyInstance } from 'fastify';
import { getSupportLinksQuery, setSupportLinksInput, setSupportLinksResult, supportLinks } from '@edu/shared';
import { orgGet, orgPost } from '../http';
import { orgScopeOf } from '../../../access/org';
import { getSupportLinks, setSupportLinks } from './service';

export async function supportRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const orgAdmins = app.requireRole('admin', 'brandingAdmin', 'schooladmin');
  const tags = ['manage'];

  orgGet(
    app,
    '/manage/getSupportLinks',
    {
      input: getSupportLinksQuery,
      data: supportLinks,
      preHandler: orgAdmins,
      summary: "A consultant's, DL's or correction teacher's linked students (those in your scope)",
      tags,
    },
    async (q, request) => getSupportLinks(db(), orgScopeOf(request.auth), q),
  );

  orgPost(
    app,
    '/manage/setSupportLinks',
    {
      input: setSupportLinksInput,
      data: setSupportLinksResult,
      preHandler: orgAdmins,
      summary: "Replace a helper's linked students of one kind (within your scope)",
      tags,
    },
    async (input, request) => setSupportLinks(db(), request.auth, input, request.ip),
  );
}
