import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionCache } from './session-cache';
import { type AuthContext, resolveSession } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller of a request (401 and the session codes otherwise); resolved once per request. */
    authenticate(request: FastifyRequest): Promise<AuthContext>;
  }
}

// Kept beside the request rather than on it: nothing can set it but authenticate.
const contexts = new WeakMap<FastifyRequest, AuthContext>();

/**
 * Decorates the root instance, so every module sees it. Marked skip-override (what fastify-plugin does)
 * so registering it does not create an encapsulated child context.
 */
export async function authPlugin(app: FastifyInstance) {
  // The embedded database promises in-process change signals, so its sessions can be kept in memory
  // (./session-cache.ts); on PostgreSQL every request reads its session.
  let cache: SessionCache | undefined;
  const listen = app.database.listenInProcess;
  if (listen) {
    const sessionCache = new SessionCache();
    await listen('auth_changed', () => sessionCache.invalidate());
    cache = sessionCache;
  }

  app.decorate('authenticate', async (request: FastifyRequest): Promise<AuthContext> => {
    const known = contexts.get(request);
    if (known) return known;
    const auth = await resolveSession(app.database.db, request.headers.authorization, new Date(), cache);
    contexts.set(request, auth);
    return auth;
  });
}
Object.defineProperty(authPlugin, Symbol.for('skip-override'), { value: true });
