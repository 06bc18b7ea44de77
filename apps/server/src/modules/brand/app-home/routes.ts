import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { getBot, updateBot } from './bot';
import {
  deleteModule,
  deleteTab,
  getBrandTabs,
  getModules,
  insertTab,
  moveModule,
  moveTab,
  selectModuleById,
  updateModule,
  updateTab,
} from './service';

/** A brand's app home and study assistant (README.md). */
export async function appHomeRoutes(app: FastifyInstance) {
  const brand = api.brand;
  defineRoute(app, brand.getBrandTabs, (q, { db, caller }) => getBrandTabs(db, caller.scope, q.brandId));
  defineRoute(app, brand.insertTab, (input, { db, caller }) => insertTab(db, caller, input));
  defineRoute(app, brand.updateTab, (input, { db, caller }) => updateTab(db, caller, input));
  defineRoute(app, brand.moveTab, (input, { db, caller }) => moveTab(db, caller, input));
  defineRoute(app, brand.deleteTab, (input, { db, caller }) => deleteTab(db, caller, input.id));
  defineRoute(app, brand.getModules, (q, { db, caller }) => getModules(db, caller.scope, q.tabId));
  defineRoute(app, brand.selectModuleById, (q, { db, caller }) => selectModuleById(db, caller.scope, q.id));
  defineRoute(app, brand.updateModule, (input, { db, caller }) => updateModule(db, caller, input));
  defineRoute(app, brand.moveModule, (input, { db, caller }) => moveModule(db, caller, input));
  defineRoute(app, brand.deleteModule, (input, { db, caller }) => deleteModule(db, caller, input.id));
  defineRoute(app, brand.getBotConfiguration, (q, { db, caller }) => getBot(db, caller.scope, q.brandId));
  defineRoute(app, brand.updateBotConfiguration, (input, { db, caller }) => updateBot(db, caller, input));
}
