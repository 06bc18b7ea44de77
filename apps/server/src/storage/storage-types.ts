import type { Readable } from 'node:stream';

/** What every store offers (./storage.ts picks one); keys are made by the server, never by a client. */
/** Inclusive byte range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `sourcePath` (a finished temporary file) under `key`. */
  putFile(key: string, sourcePath: string, size: number, contentType: string): Promise<void>;
  putBuffer(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** The bytes (a range of them when given). */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; no error when it is already gone. */
  remove(key: string): Promise<void>;
}

export const KEY_PATTERN = /^[a-z]+(?:\/[A-Za-z0-9._-]+)+$/;

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key ${key}`);
  return key;
}
