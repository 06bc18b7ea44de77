/**
 * Signed addresses of materials (for <img>, <iframe>, <video>, downloads): an HMAC-SHA256 over material,
 * user, expiry and disposition, with a random key kept in the database (README.md "Files").
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { MaterialUrl } from '@edu/shared';
import { api } from '@edu/shared/api';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { serverSecrets, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { type Reader, readableMaterial } from './service';

export const MATERIAL_URL_TTL_MS = 2 * 60 * 60 * 1000;

let secretCache: { db: Db; key: Buffer } | null = null;

/** The signing key shared by every server process: a random secret kept in the database. */
async function signingKey(db: Db): Promise<Buffer> {
  if (secretCache?.db === db) return secretCache.key;
  await db
    .insert(serverSecrets)
    .values({ name: 'material_url', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'material_url')).limit(1);
  if (!row) throw new Error('no signing secret');
  secretCache = { db, key: Buffer.from(row.value, 'hex') };
  return secretCache.key;
}

function signature(key: Buffer, id: number, uid: number, exp: number, download: boolean): string {
  return createHmac('sha256', key)
    .update(`material:${id}:${uid}:${exp}:${download ? 1 : 0}`)
    .digest('base64url');
}

export async function materialUrl(db: Db, scope: ClassroomScope, id: number, download: boolean): Promise<MaterialUrl> {
  const m = await readableMaterial(db, scope, id);
  if (!m) throw notFound('Material not found');
  const exp = Math.floor((Date.now() + MATERIAL_URL_TTL_MS) / 1000);
  const sig = signature(await signingKey(db), m.id, scope.userId, exp, download);
  const params = new URLSearchParams({ id: String(m.id), uid: String(scope.userId), exp: String(exp), sig });
  if (download) params.set('download', '1');
  return {
    url: `${api.content.openMaterial.path}?${params.toString()}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** The user a signed address was made for, when the signature holds and has not expired; else null. */
export async function signedUser(
  db: Db,
  q: { id: number; uid?: number; exp?: number; sig?: string; download?: boolean },
): Promise<Reader | null> {
  if (q.uid === undefined || q.exp === undefined || q.sig === undefined) return null;
  if (q.exp * 1000 < Date.now()) return null;
  const want = Buffer.from(signature(await signingKey(db), q.id, q.uid, q.exp, q.download ?? false));
  const got = Buffer.from(q.sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const [u] = await db
    .select({ id: users.id, roleType: users.roleType, status: users.status })
    .from(users)
    .where(and(eq(users.id, q.uid), isNull(users.deletedAt)))
    .limit(1);
  if (u?.status !== 1) return null;
  return { userId: u.id, role: u.roleType === 0 ? 'teacher' : u.roleType === 1 ? 'student' : 'other' };
}
