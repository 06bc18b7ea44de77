import { BRAND_ADMINS } from '../access/roles';
import {
  aiProviderQuery,
  aiProviderSetting,
  aiProviderTestResult,
  testAiProviderInput,
  updateAiProviderInput,
} from '../contracts/ai';
import { endpointGroup } from './endpoint';

/**
 * AI provider settings (issue 14 item 1; apps/server/src/modules/ai): the platform admin reads and changes
 * the platform default (no brandId) and any brand's; a brand admin only its own brand's.
 */
const admins = { scope: 'org', roles: BRAND_ADMINS } as const;

export const aiEndpoints = endpointGroup('ai', {
  getProviderSetting: {
    path: '/openapi/ai/getProviderSetting',
    methods: ['GET'],
    input: aiProviderQuery,
    data: aiProviderSetting,
    access: admins,
    summary:
      'A brand’s AI provider setting, or (no brandId) the platform default; the key only as set and its last four characters',
  },
  updateProviderSetting: {
    path: '/openapi/ai/updateProviderSetting',
    methods: ['POST'],
    body: 'json',
    input: updateAiProviderInput,
    data: aiProviderSetting,
    access: admins,
    summary: 'Save an AI provider setting (JSON body; an empty apiKey keeps the stored key)',
  },
  clearProviderSetting: {
    path: '/openapi/ai/clearProviderSetting',
    methods: ['POST'],
    body: 'json',
    input: aiProviderQuery,
    data: aiProviderSetting,
    access: admins,
    summary:
      'Remove a brand’s AI provider setting (its key too), or (no brandId) the platform default; a brand then uses the platform default; audited',
  },
  testProviderConnection: {
    path: '/openapi/ai/testProviderConnection',
    methods: ['POST'],
    body: 'json',
    input: testAiProviderInput,
    data: aiProviderTestResult,
    access: admins,
    summary:
      'Ask the provider for a one-word chat completion with the setting (fields given replace the stored ones); failures answer 400, 429, 502 or 504 with the cause',
  },
});
