/**
 * Signed addresses: an HMAC-SHA256 over what a link opens, for whom and until when, with a random key per
 * purpose kept in the database (`server_secrets`), so that every server process signs and checks alike.
 * They let an <img> or a download open a file without the Authorization header, and never carry a session.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

const keys = new WeakMap<Db, Map<string, Buffer>>();

/** The signing key of one purpose ('material_url', 'answer_photo'), made on first use. */
export async function signingKey(db: Db, purpose: string): Promise<Buffer> {
  const known = keys.get(db)?.get(purpose);
  if (known) return known;
  await db
    .insert(serverSecrets)
    .values({ name: purpose, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, purpose)).limit(1);
  if (!row) throw new Error(`no signing secret for ${purpose}`);
  const key = Buffer.from(row.value, 'hex');
  const perDb = keys.get(db) ?? new Map<string, Buffer>();
  perDb.set(purpose, key);
  keys.set(db, perDb);
  return key;
}

/** The signature of `parts` (ids, names, expiry) under `key`, URL-safe. */
export function sign(key: Buffer, label: string, parts: readonly (string | number)[]): string {
  return createHmac('sha256', key)
    .update(`${label}:${parts.join(':')}`)
    .digest('base64url');
}

/** Whether `sig` is the signature of `parts`, compared in constant time. */
export function signatureHolds(
  key: Buffer,
  label: string,
  parts: readonly (string | number)[],
  sig: string | undefined,
): boolean {
  if (sig === undefined) return false;
  const want = Buffer.from(sign(key, label, parts));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** An expiry `ttlMs` from now, in whole seconds (as links carry it). */
export function expiryIn(ttlMs: number): number {
  return Math.floor((Date.now() + ttlMs) / 1000);
}
