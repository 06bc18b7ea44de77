import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { getMenuSettings, getMyMenu, saveMenuSettings } from './service';

/** Menu settings: the table's entries (packages/shared/src/api/menus.ts) with their handlers. */
export async function menuRoutes(app: FastifyInstance) {
  defineRoute(app, api.menu.getMyMenu, (_q, { db, caller }) => getMyMenu(db, caller.auth));
  defineRoute(app, api.menu.getMenuSettings, (q, { db, caller }) => getMenuSettings(db, caller.scope, q));
  defineRoute(app, api.menu.saveMenuSettings, (input, { db, caller }) => saveMenuSettings(db, caller, input));
}
