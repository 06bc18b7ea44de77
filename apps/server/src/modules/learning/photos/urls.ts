/**
 * Signed addresses of answer photos (photos/service.ts): made for one reader until an expiry, checked in
 * constant time (access/signed-links.ts). Kept apart from the service so that the lesson and report reads
 * can give addresses without depending on uploads.
 */
import type { AnswerResponse, OpenAnswerPhotoQuery } from '@edu/shared';
import { api } from '@edu/shared/api';
import { expiryIn, sign, signatureHolds, signingKey } from '../../../access/signed-links';
import type { Db } from '../../../db/client';

/** How long a photo's address opens it: a page left open for a class hour and more. */
export const PHOTO_URL_TTL_MS = 4 * 60 * 60 * 1000;
const PURPOSE = 'answer_photo';

/** The photos named by some responses. */
export function photosOf(responses: readonly AnswerResponse[]): string[] {
  return responses.flatMap((r) => (r.photo ? [r.photo] : []));
}

/** Signed addresses of photos for one reader, by name. */
export async function photoUrlsFor(
  db: Db,
  readerId: number,
  names: readonly string[],
): Promise<Record<string, string>> {
  if (names.length === 0) return {};
  const key = await signingKey(db, PURPOSE);
  // On the hour: a page read again within the hour gets the same addresses, and the browser its cached photos.
  const exp = Math.ceil(expiryIn(PHOTO_URL_TTL_MS) / 3600) * 3600;
  const urls: Record<string, string> = {};
  for (const name of names) {
    const sig = sign(key, 'photo', [name, readerId, exp]);
    const params = new URLSearchParams({ name, uid: String(readerId), exp: String(exp), sig });
    urls[name] = `${api.learning.answerPhoto.path}?${params.toString()}`;
  }
  return urls;
}

/** Whether a photo's address is one this server made and has not expired. */
export async function photoSignatureHolds(db: Db, q: OpenAnswerPhotoQuery): Promise<boolean> {
  if (q.exp * 1000 < Date.now()) return false;
  return signatureHolds(await signingKey(db, PURPOSE), 'photo', [q.name, q.uid, q.exp], q.sig);
}
