// Interim (h14assist): the signature of the lead's "AI calls:" commit, replaced by main's at merge.
import type { AppConfig } from '../../config';
import type { Exec } from '../../db/queries';
import type { ProviderCall } from './client';
import { findProvider } from './queries';
import { decryptSecret, encryptionKey } from './secret';

type AiConfig = Pick<AppConfig, 'aiProviderSecret' | 'dataDir'>;

/** The provider a brand's users call: the brand's own setting, else the platform default; null when neither. */
export async function providerFor(db: Exec, config: AiConfig, brandId: number | null): Promise<ProviderCall | null> {
  const row = (brandId === null ? undefined : await findProvider(db, brandId)) ?? (await findProvider(db, null));
  if (!row) return null;
  const apiKey = row.keyCipher === '' ? '' : decryptSecret(encryptionKey(config), row.keyCipher);
  if (apiKey === null) return null;
  return { baseUrl: row.baseUrl, model: row.model, apiKey };
}
