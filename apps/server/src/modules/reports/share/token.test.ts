import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shareLinkState } from '@edu/shared';
import {
  parseShareToken,
  type SignedLink,
  sharedPhotoSignature,
  sharedPhotoSignatureHolds,
  shareToken,
  shareTokenHolds,
} from './token';

const key = randomBytes(32);
const link: SignedLink = {
  id: 4711,
  kind: 'student_report',
  studentId: 12,
  classId: 3,
  lessonId: 40,
  submissionId: 900,
  questionId: null,
  expiresAt: new Date('2031-02-03T04:05:06.789Z'),
};

/** Whether a token opens `of`: well formed, of its id, with its signature. */
function opens(token: string, of: SignedLink = link, k: Buffer = key): boolean {
  const parsed = parseShareToken(token);
  return parsed !== null && parsed.id === of.id && shareTokenHolds(k, of, parsed.sig);
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';

describe('share tokens', () => {
  it('are the link id and a URL-safe signature, and open their link', () => {
    const token = shareToken(key, link);
    expect(token).toMatch(/^4711\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(opens(token)).toBe(true);
    // Stable: the same row gives the same token (the maker's list shows it again).
    expect(shareToken(key, { ...link })).toBe(token);
  });

  it('open nothing once any character is changed', () => {
    const token = shareToken(key, link);
    let tried = 0;
    for (let i = 0; i < token.length; i++) {
      for (const c of URL_SAFE) {
        if (c === token[i]) continue;
        const tampered = token.slice(0, i) + c + token.slice(i + 1);
        // Another id is another row: its own target and expiry are signed (here: this row's under another id).
        expect(opens(tampered, { ...link, id: parseShareToken(tampered)?.id ?? link.id }), tampered).toBe(false);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(token.length * 60);
    // Cut, lengthened, padded, spaced, with a leading zero or a sign.
    for (const bad of [
      token.slice(0, -1),
      `${token}A`,
      `${token}=`,
      ` ${token}`,
      `0${token}`,
      `+${token}`,
      '4711',
      '',
    ]) {
      expect(opens(bad), bad).toBe(false);
    }
  });

  it('sign the target and the expiry: a row changed after signing opens nothing', () => {
    const token = shareToken(key, link);
    const changed: SignedLink[] = [
      { ...link, kind: 'answer' },
      { ...link, studentId: 13 },
      { ...link, classId: 4 },
      { ...link, lessonId: 41 },
      { ...link, submissionId: 901 },
      { ...link, questionId: 1 },
      { ...link, expiresAt: new Date(link.expiresAt.getTime() + 1000) },
    ];
    for (const row of changed) expect(opens(token, row), JSON.stringify(row)).toBe(false);
    // Another server's key (another database) opens nothing either.
    expect(opens(token, link, randomBytes(32))).toBe(false);
  });

  it('parse only their own shape', () => {
    expect(parseShareToken(`1.${'a'.repeat(43)}`)).toEqual({ id: 1, sig: 'a'.repeat(43) });
    expect(parseShareToken(`2147483648.${'a'.repeat(43)}`)).toBeNull();
    expect(parseShareToken(`1.${'a'.repeat(42)}`)).toBeNull();
    expect(parseShareToken(`1.${'a'.repeat(42)}+`)).toBeNull();
    expect(parseShareToken(`1.${'a'.repeat(42)}/`)).toBeNull();
    expect(parseShareToken(`1-${'a'.repeat(43)}`)).toBeNull();
    expect(parseShareToken('x'.repeat(500))).toBeNull();
  });

  it('photo addresses hold for their link, photo and expiry only', () => {
    const sig = sharedPhotoSignature(key, 4711, 'a.png', 1000);
    expect(sharedPhotoSignatureHolds(key, 4711, 'a.png', 1000, sig)).toBe(true);
    expect(sharedPhotoSignatureHolds(key, 4712, 'a.png', 1000, sig)).toBe(false);
    expect(sharedPhotoSignatureHolds(key, 4711, 'b.png', 1000, sig)).toBe(false);
    expect(sharedPhotoSignatureHolds(key, 4711, 'a.png', 1001, sig)).toBe(false);
    // A photo signature is not a token's, and the other way round.
    expect(shareTokenHolds(key, link, sig)).toBe(false);
  });
});

describe('shareLinkState', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  it('is active until the expiry, expired from it on, revoked once withdrawn (whatever the expiry)', () => {
    expect(shareLinkState({ expiresAt: '2030-01-01T00:00:01Z', revokedAt: null }, now)).toBe('active');
    expect(shareLinkState({ expiresAt: '2030-01-01T00:00:00Z', revokedAt: null }, now)).toBe('expired');
    expect(shareLinkState({ expiresAt: new Date(now - 1), revokedAt: null }, now)).toBe('expired');
    expect(shareLinkState({ expiresAt: '2031-01-01T00:00:00Z', revokedAt: '2029-12-31T00:00:00Z' }, now)).toBe(
      'revoked',
    );
    expect(shareLinkState({ expiresAt: '2029-01-01T00:00:00Z', revokedAt: new Date(now - 5) }, now)).toBe('revoked');
  });
});
