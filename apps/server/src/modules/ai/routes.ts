import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { clearProviderSetting, getProviderSetting, saveProviderSetting, testProviderSetting } from './service';

/** AI provider settings: the table's entries (packages/shared/src/api/ai.ts) with their handlers. */
export async function aiRoutes(app: FastifyInstance) {
  defineRoute(app, api.ai.getProviderSetting, (q, { db, caller }) => getProviderSetting(db, caller, q.brandId));
  defineRoute(app, api.ai.updateProviderSetting, (input, { db, config, caller }) =>
    saveProviderSetting(db, config, caller, input),
  );
  defineRoute(app, api.ai.clearProviderSetting, (input, { db, caller }) =>
    clearProviderSetting(db, caller, input.brandId),
  );
  defineRoute(app, api.ai.testProviderConnection, (input, { db, config, caller }) =>
    testProviderSetting(db, config, caller, input),
  );
}
