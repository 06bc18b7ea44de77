import type { FastifyInstance } from 'fastify';
import { aiRoutes, generationRoutes } from './ai';
import { analyticsRoutes } from './analytics';
import { authRoutes } from './auth';
import { brandRoutes } from './brand';
import { brandingRoutes } from './branding';
import { contentRoutes } from './content';
import { correctionRoutes } from './correction';
import { deviceRoutes } from './devices';
import { learningRoutes, reviewRoutes } from './learning';
import { menuGatePlugin, menuRoutes } from './menus';
import { orgRoutes } from './org';
import { padModule } from './pads';
import { reportRoutes } from './reports';
import { supervisionRoutes } from './supervision';

/** Every feature module registers its routes here; their paths come from the endpoint table. */
export async function registerModules(app: FastifyInstance) {
  // Before every route: the refusal of hidden pages' endpoints (modules/menus/README.md).
  await app.register(menuGatePlugin);
  await app.register(authRoutes);
  await app.register(brandRoutes);
  await app.register(brandingRoutes);
  await app.register(orgRoutes);
  await app.register(contentRoutes);
  await app.register(learningRoutes);
  await app.register(correctionRoutes);
  await app.register(reviewRoutes);
  await app.register(reportRoutes);
  await app.register(supervisionRoutes);
  await app.register(analyticsRoutes);
  await app.register(menuRoutes);

  await app.register(deviceRoutes);

  await app.register(padModule);

  await app.register(aiRoutes);
  await app.register(generationRoutes);
}
