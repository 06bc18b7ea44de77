import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@edu/shared';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { noStore } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { createStorage } from '../../../storage/storage';
import { createShareLink, getShareLinks, revokeShareLink } from './links';
import { getSharedAnswer, getSharedClassReport, getSharedStudentReport, openSharedPhoto } from './open';

export const TOO_MANY = 'Too many requests for shared reports: please wait a minute and try again';

/**
 * The public endpoints in a context of their own: every answer says `X-Robots-Tag: noindex, nofollow`, and a
 * client IP gets `shareRatePerMinute` requests a minute to each of them (the photos' included), counted in this
 * process (README.md "Rate limit"); beyond it 429 in the envelope, with Retry-After.
 */
async function publicShareRoutes(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    max: app.config.shareRatePerMinute,
    timeWindow: 60_000,
    // Per client IP and endpoint: a page's own call and its photos count apart, as do the three pages.
    keyGenerator: (request) => `${normalizeIP(request.ip)} ${request.routeOptions.url ?? ''}`,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        ResultCode.tooManyRequests,
        TOO_MANY,
        { retryAfter: seconds },
        { 'Retry-After': String(seconds) },
      );
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    // Refusals before the handler (429) too: a shared report's answer is never cached.
    noStore(reply);
  });
  app.addHook('onRequest', app.rateLimit());

  const storage = createStorage(app.config);
  defineRoute(app, api.report.getSharedStudentReport, (q, { db }) => getSharedStudentReport(db, q.token));
  defineRoute(app, api.report.getSharedClassReport, (q, { db }) => getSharedClassReport(db, q.token));
  defineRoute(app, api.report.getSharedAnswer, (q, { db }) => getSharedAnswer(db, q.token));
  defineRoute(app, api.report.sharedPhoto, (q, { db, reply }) => openSharedPhoto(db, storage, q, reply));
}

/** Share links (the maker's endpoints) and the public report pages' endpoints (README.md). */
export async function shareRoutes(app: FastifyInstance) {
  defineRoute(app, api.report.createShareLink, (input, { db, caller }) =>
    createShareLink(db, caller.scope, input, caller.ip),
  );
  defineRoute(app, api.report.getShareLinks, (q, { db, caller }) => getShareLinks(db, caller.scope, q));
  defineRoute(app, api.report.revokeShareLink, (input, { db, caller }) => revokeShareLink(db, caller, input));
  await app.register(publicShareRoutes);
}
