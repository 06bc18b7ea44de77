import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth';
import { checkMenuGate } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Refuses (403) an endpoint that serves only pages hidden from the caller's menu (README.md). Called by
     * define-route for the endpoints of PAGE_ENDPOINTS only.
     */
    menuGate(endpointId: string, auth: AuthContext): Promise<void>;
  }
}

/** Decorates the instance it is registered on (skip-override), before the modules' routes. */
export async function menuGatePlugin(app: FastifyInstance) {
  app.decorate('menuGate', (endpointId: string, auth: AuthContext) => checkMenuGate(app.database.db, endpointId, auth));
}
Object.defineProperty(menuGatePlugin, Symbol.for('skip-override'), { value: true });
