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

/** A setting's answer never holds a key (the probes' keys all start with sk-mx). */
const keyless = ({ data }: { data: unknown }) => (JSON.stringify(data).includes('sk-mx') ? 'leaks the key' : null);

/** The home brand's setting, pointing at the fake provider, with a key. */
const setting = async (brandId: number, apiKey: string) => ({
  brandId,
  baseUrl: (await provider()).baseUrl,
  model: 'ok',
  apiKey,
});

export const aiProbes: ProbeMap<'ai'> = {
  'ai.getProviderSetting': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ brandId: w.brand.qiming }),
    check: keyless,
  },
  'ai.updateProviderSetting': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => setting(w.brand.qiming, `sk-mx-${w.next()}`),
    writes: aiProviders,
    check: keyless,
  },
  'ai.clearProviderSetting': {
    kind: 'target',
    owner: homeBrand,
    // A setting to remove each time, so that a refusal that removed it anyway shows in the table's count.
    input: async ({ w }) => {
      const { baseUrl } = await provider();
      await w.t.db
        .insert(aiProviders)
        .values({ brandId: w.brand.qiming, baseUrl, model: 'ok', keyCipher: '', keyLast4: '' })
        .onConflictDoNothing();
      return { brandId: w.brand.qiming };
    },
    writes: aiProviders,
    check: keyless,
  },
  'ai.testProviderConnection': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => setting(w.brand.qiming, 'sk-mx'),
  },
};
