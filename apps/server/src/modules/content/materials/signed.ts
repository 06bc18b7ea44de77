/**
 * Signed addresses of materials (for <img>, <iframe>, <video>, downloads): an HMAC-SHA256 over material,
 * user, expiry and disposition (access/signed-links.ts; README.md "Files").
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { MaterialUrl } from '@edu/shared';
import { api } from '@edu/shared/api';
import type { ClassroomScope } from '../../../access/scopes';
import { expiryIn, sign, signatureHolds, signingKey } from '../../../access/signed-links';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { type Reader, readableMaterial } from './service';

export const MATERIAL_URL_TTL_MS = 2 * 60 * 60 * 1000;

const PURPOSE = 'material_url';

const signatureParts = (id: number, uid: number, exp: number, download: boolean) => [id, uid, exp, download ? 1 : 0];

export async function materialUrl(db: Db, scope: ClassroomScope, id: number, download: boolean): Promise<MaterialUrl> {
  const m = await readableMaterial(db, scope, id);
  if (!m) throw notFound('Material not found');
  const exp = expiryIn(MATERIAL_URL_TTL_MS);
  const sig = sign(await signingKey(db, PURPOSE), 'material', signatureParts(m.id, scope.userId, exp, download));
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
  const parts = signatureParts(q.id, q.uid, q.exp, q.download ?? false);
  if (!signatureHolds(await signingKey(db, PURPOSE), 'material', parts, q.sig)) return null;
  const [u] = await db
    .select({ id: users.id, roleType: users.roleType, status: users.status })
    .from(users)
    .where(and(eq(users.id, q.uid), isNull(users.deletedAt)))
    .limit(1);
  if (u?.status !== 1) return null;
  return { userId: u.id, role: u.roleType === 0 ? 'teacher' : u.roleType === 1 ? 'student' : 'other' };
}
