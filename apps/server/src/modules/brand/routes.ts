import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { appHomeRoutes } from './app-home/routes';
import { listBrands, toBrandSummary } from './service';

export async function brandRoutes(app: FastifyInstance) {
  const byWebAddress = api.brand.getBrandByWebAddress;
  defineRoute(app, byWebAddress, async (q, { reply }) => {
    // From this process's cache (directory.ts), cleared on every saved change of any process.
    const resolved = await app.brandDirectory.resolve(q.webAddress);
    if (!resolved.info) throw notFound('Brand not found');
    // Public and the same for everyone, but a saved change must show on the next load: caches keep the
    // answer and revalidate it every time (ETag; 304 while it is unchanged, below).
    reply.header('Cache-Control', 'public, no-cache');
    reply.header('ETag', resolved.etag);
    return resolved.info;
  });
  // This plugin's routes only (encapsulated): an answer the client already holds goes back as 304, no body.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url !== byWebAddress.path || reply.statusCode !== 200) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || !matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });

  defineRoute(app, api.brand.getAllBrand, async (_q, { db, caller }) => {
    const { scope } = caller;
    const rows = await listBrands(db, scope.kind === 'platform' ? undefined : scope.brandId);
    return rows.map(toBrandSummary);
  });

  await appHomeRoutes(app);
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
