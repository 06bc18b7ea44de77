/**
 * Where uploaded files live: local disk under DATA_DIR/files by default, any S3-compatible store when
 * S3_BUCKET is set (config.ts). Keys are made by the server (`materials/<brand>/<uuid>`,
 * `covers/<uuid>.png`), never by a client.
 */
import type { AppConfig } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage-types';

export { type ByteRange, checkKey, KEY_PATTERN, type Storage } from './storage-types';

export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.dataDir);
}
