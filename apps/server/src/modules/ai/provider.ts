/**
 * The provider a brand's users call (question generation, the study assistant): the brand's own setting, else
 * the platform default. Its key is decrypted here, for the call only; it never leaves the server.
 */
import type { AppConfig } from '../../config';
import type { Exec } from '../../db/queries';
import type { ProviderCall } from './client';
import { findProvider } from './queries';
import { decryptSecret, encryptionKey } from './secret';

export type AiConfig = Pick<
  AppConfig,
  'aiProviderSecret' | 'dataDir' | 'aiProviderAllowHosts' | 'aiProviderTimeoutMs' | 'aiProviderMaxRetries'
>;

export interface BrandProvider extends ProviderCall {
  /** whose setting it is: the brand's, or the platform default's */
  owner: 'brand' | 'platform';
}

/** null when neither the brand nor the platform has a usable setting (none saved, or a key that cannot be read). */
export async function providerFor(db: Exec, config: AiConfig, brandId: number | null): Promise<BrandProvider | null> {
  const own = brandId === null ? undefined : await findProvider(db, brandId);
  const row = own ?? (await findProvider(db, null));
  if (!row) return null;
  let apiKey = '';
  if (row.keyCipher !== '') {
    const plain = decryptSecret(encryptionKey(config), row.keyCipher);
    if (plain === null) return null;
    apiKey = plain;
  }
  return { baseUrl: row.baseUrl, model: row.model, apiKey, owner: own ? 'brand' : 'platform' };
}
