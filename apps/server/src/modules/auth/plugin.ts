import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode, type RoleName } from '@edu/shared';
import { AppError, forbidden } from '../../http/errors';
import { type AuthContext, resolveSession } from './sessions';

/** A preHandler that leaves `request.auth` set or throws an envelope error. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: any logged-in caller. */
    requireAuth: AuthHook;
    /** preHandler factory: a logged-in caller with one of these roles, else 403. */
    requireRole(...roles: RoleName[]): AuthHook;
  }
  interface FastifyRequest {
    /** The caller; reading it on a route without requireAuth/requireRole answers 401. */
    readonly auth: AuthContext;
  }
}

// Kept beside the request rather than on it: nothing can set it but the hooks below.
const contexts = new WeakMap<FastifyRequest, AuthContext>();

/**
 * Decorates the root instance, so the hooks are visible to every module. Marked skip-override
 * (what fastify-plugin does) so registering it does not create an encapsulated child context.
 */
export async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', {
    getter(this: FastifyRequest): AuthContext {
      const auth = contexts.get(this);
      if (!auth) throw new AppError(ResultCode.unauthorized, 'Please log in');
      return auth;
    },
  });

  const requireAuth: AuthHook = async (request) => {
    if (contexts.has(request)) return;
    contexts.set(request, await resolveSession(app.database.db, request.headers.authorization));
  };

  app.decorate('requireAuth', requireAuth);
  app.decorate('requireRole', (...roles: RoleName[]): AuthHook => {
    const allowed = new Set<RoleName>(roles);
    return async (request, reply) => {
      await requireAuth(request, reply);
      if (!allowed.has(request.auth.roleName)) throw forbidden();
    };
  });
}
Object.defineProperty(authPlugin, Symbol.for('skip-override'), { value: true });
