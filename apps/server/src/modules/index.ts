import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';
import { brandRoutes } from './brand/routes';
import { contentRoutes } from './content';
import { orgRoutes } from './org';

/** Every feature module registers its routes here, under /openapi. */
export async function registerModules(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(brandRoutes);
  await app.register(orgRoutes);
  await app.register(contentRoutes);
}
