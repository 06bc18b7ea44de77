/** Probes of the ai group (issue 14 item 1): a brand's AI provider setting, against a fake provider. */
import { aiProviders } from '../../../db/schema';
import { type FakeProvider, startFakeProvider } from '../../../modules/ai/test-fixtures';
import { homeBrand, type ProbeMap } from '../probe';

let fake: Promise<FakeProvider> | undefined;
/** One fake provider for the matrix run (its server does not keep the process alive). */
function provider(): Promise<FakeProvider> {
  fake ??= startFakeProvider();
  return fake;
}

export const aiProbes: ProbeMap<'ai'> = {
  'ai.getProviderSetting': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ brandId: w.brand.qiming }),
    check: ({ data }) => (JSON.stringify(data).includes('sk-mx') ? 'leaks the key' : null),
  },
  'ai.updateProviderSetting': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({
      brandId: w.brand.qiming,
      baseUrl: (await provider()).baseUrl,
      model: 'ok',
      apiKey: `sk-mx-${w.next()}`,
    }),
    writes: aiProviders,
    check: ({ data }) => (JSON.stringify(data).includes('sk-mx') ? 'leaks the key' : null),
  },
  'ai.testProviderConnection': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({
      brandId: w.brand.qiming,
      baseUrl: (await provider()).baseUrl,
      model: 'ok',
      apiKey: 'sk-mx',
    }),
  },
};
