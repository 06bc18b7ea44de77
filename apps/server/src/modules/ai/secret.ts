/**
 * Encryption of AI provider keys at rest: AES-256-GCM (node:crypto) under a key derived from the server secret,
 * AI_PROVIDER_SECRET, or else a random secret generated once into DATA_DIR/ai-provider-secret (mode 0600).
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';

const SECRET_FILE = 'ai-provider-secret';
const cache = new Map<string, Buffer>();

function secretOf(config: Pick<AppConfig, 'aiProviderSecret' | 'dataDir'>): string {
  if (config.aiProviderSecret) return config.aiProviderSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': two processes starting together keep the first one's secret.
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The 32-byte AES key of this server. */
export function encryptionKey(config: Pick<AppConfig, 'aiProviderSecret' | 'dataDir'>): Buffer {
  const id = config.aiProviderSecret ? `env:${config.aiProviderSecret}` : `file:${config.dataDir}`;
  let key = cache.get(id);
  if (!key) {
    key = createHash('sha256')
      .update(`edu-console ai provider key\u0000${secretOf(config)}`)
      .digest();
    cache.set(id, key);
  }
  return key;
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

/** The plain text, or null when it cannot be read (another secret, a damaged value). */
export function decryptSecret(key: Buffer, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
