/**
 * Share tokens (README.md "Tokens"): `<link id>.<signature>`, the signature an HMAC-SHA256 (access/signed-links.ts,
 * purpose 'share_link') over the row's id, kind, target and expiry. Changing any character changes the id (another
 * row, whose signature differs) or the signature (compared in constant time): either way the token is not valid.
 * The row says whether it expired or was withdrawn. Pure functions of a key, tested on their own.
 */
import { type ShareKind, SHARE_TOKEN_MAX } from '@edu/shared';
import { sign, signatureHolds } from '../../../access/signed-links';

/** The signing key's purpose in `server_secrets`. */
export const SHARE_PURPOSE = 'share_link';

/** What a token is signed over: a share link as its row holds it. */
export interface SignedLink {
  id: number;
  kind: ShareKind;
  classId: number | null;
  lessonId: number | null;
  studentId: number | null;
  submissionId: number | null;
  questionId: number | null;
  expiresAt: Date;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The signed parts: the kind's target in a fixed order (absent ids as 0) and the expiry in whole seconds. */
function partsOf(link: SignedLink): (string | number)[] {
  return [
    link.id,
    link.kind,
    link.studentId ?? 0,
    link.classId ?? 0,
    link.lessonId ?? 0,
    link.submissionId ?? 0,
    link.questionId ?? 0,
    seconds(link.expiresAt),
  ];
}

export function shareToken(key: Buffer, link: SignedLink): string {
  return `${link.id}.${sign(key, 'share', partsOf(link))}`;
}

/** A token's link id and signature, or null when it is not shaped like one (no leading zeros, no signs). */
export function parseShareToken(token: string): { id: number; sig: string } | null {
  if (token.length > SHARE_TOKEN_MAX) return null;
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { id, sig: match[2] ?? '' };
}

/** Whether `sig` is this link's signature. */
export function shareTokenHolds(key: Buffer, link: SignedLink, sig: string): boolean {
  return signatureHolds(key, 'share', partsOf(link), sig);
}

/** The signature of a shared photo's address: the link, the photo and the link's expiry. */
export function sharedPhotoSignature(key: Buffer, linkId: number, name: string, exp: number): string {
  return sign(key, 'share-photo', [linkId, name, exp]);
}

export function sharedPhotoSignatureHolds(key: Buffer, linkId: number, name: string, exp: number, sig: string) {
  return signatureHolds(key, 'share-photo', [linkId, name, exp], sig);
}

export const expirySeconds = seconds;
