import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: always 43 characters from this alphabet. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked sessions table does not yield usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}

export type TokenHeader = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'token'; token: string };

/** The console sends the raw token; API clients may send `Bearer <token>`. Both are accepted. */
export function readTokenHeader(header: string | string[] | undefined): TokenHeader {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const token = raw.replace(/^bearer(?:\s+|$)/i, '').trim();
  // A browser client that lost its token tends to send the text of an empty value.
  if (token === '' || token === 'null' || token === 'undefined') return { kind: 'missing' };
  return isWellFormedToken(token) ? { kind: 'token', token } : { kind: 'malformed' };
}
