import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode, type RoleName } from '@edu/shared';
import { forbidden } from '../../http/errors';
import { AppError } from '../../http/errors';
import { type AuthContext, resolveSession } from './sessions';

/** TEMPORARY: a preHandler of the routes not yet in the endpoint table. */
export type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller of a request (401 and the session codes otherwise); resolved once per request. */
    authenticate(request: FastifyRequest): Promise<AuthContext>;
    /** TEMPORARY (until every module registers through defineRoute): preHandler for any caller. */
    requireAuth: AuthHook;
    /** TEMPORARY (until every module registers through defineRoute): preHandler for these roles. */
    requireRole(...roles: RoleName[]): AuthHook;
  }
  interface FastifyRequest {
    /** The caller; reading it before authenticate answers 401. */
    readonly auth: AuthContext;
  }
}

// Kept beside the request rather than on it: nothing can set it but authenticate.
const contexts = new WeakMap<FastifyRequest, AuthContext>();

/**
 * Decorates the root instance, so every module sees it. Marked skip-override (what fastify-plugin does)
 * so registering it does not create an encapsulated child context.
 */
export async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', {
    getter(this: FastifyRequest): AuthContext {
      const auth = contexts.get(this);
      if (!auth) throw new AppError(ResultCode.unauthorized, 'Please log in');
      return auth;
    },
  });

  app.decorate('authenticate', async (request: FastifyRequest): Promise<AuthContext> => {
    const known = contexts.get(request);
    if (known) return known;
    const auth = await resolveSession(app.database.db, request.headers.authorization);
    contexts.set(request, auth);
    return auth;
  });

  const requireAuth: AuthHook = async (request) => {
    await app.authenticate(request);
  };
  app.decorate('requireAuth', requireAuth);
  app.decorate('requireRole', (...roles: RoleName[]): AuthHook => {
    return async (request) => {
      const auth = await app.authenticate(request);
      if (!roles.includes(auth.roleName)) throw forbidden();
    };
  });
}
Object.defineProperty(authPlugin, Symbol.for('skip-override'), { value: true });
