import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics';
import { authRoutes } from './auth';
import { brandRoutes } from './brand';
import { contentRoutes } from './content';
import { correctionRoutes } from './correction';
import { learningRoutes, reviewRoutes } from './learning';
import { orgRoutes } from './org';
import { reportRoutes } from './reports';
import { supervisionRoutes } from './supervision';

/** Every feature module registers its routes here; their paths come from the endpoint table. */
export async function registerModules(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(brandRoutes);
  await app.register(orgRoutes);
  await app.register(contentRoutes);
  await app.register(learningRoutes);
  await app.register(correctionRoutes);
  await app.register(reviewRoutes);
  await app.register(reportRoutes);
  await app.register(supervisionRoutes);
  await app.register(analyticsRoutes);
}
