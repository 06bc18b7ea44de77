import { api, expect } from './fixtures';

interface ProviderSetting {
  configured: boolean;
  baseUrl: string;
  model: string;
}

/**
 * A brand's AI provider setting as a test found it, and the way back to it, for the tests that point a brand
 * at a fake provider they start: call it before the first change and the answer in a finally block, so that
 * the brand does not keep pointing at the closed fake (later tests, and a person looking at the demo
 * afterwards, would meet a dead provider). Nothing stored before: the setting is removed (the brand uses the
 * platform default again). A stored setting: its address and model come back; its key never leaves the
 * server, so it cannot be put back and has to be entered again.
 */
export async function keepProviderSetting(brandId: number, token: string): Promise<() => Promise<void>> {
  const found = await api<ProviderSetting>(`/openapi/ai/getProviderSetting?brandId=${brandId}`, { token });
  expect(found.code, found.msg).toBe(200);
  const before = found.data;
  return async () => {
    const cleared = await api('/openapi/ai/clearProviderSetting', { json: { brandId }, token });
    expect(cleared.code, cleared.msg).toBe(200);
    if (!before.configured) return;
    const saved = await api('/openapi/ai/updateProviderSetting', {
      json: { brandId, baseUrl: before.baseUrl, model: before.model, apiKey: '' },
      token,
    });
    expect(saved.code, saved.msg).toBe(200);
  };
}
