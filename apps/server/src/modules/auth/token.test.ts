import { describe, expect, it } from 'vitest';
import { hashToken, isWellFormedToken, newToken, readTokenHeader } from './token';

describe('session tokens', () => {
  it('are 32 random bytes as 43 base64url characters', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newToken()));
    expect(tokens.size).toBe(100);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, 'base64url')).toHaveLength(32);
      expect(isWellFormedToken(t)).toBe(true);
    }
  });

  it('are stored as their SHA-256 hex only', () => {
    const t = newToken();
    expect(hashToken(t)).toMatch(/^[a-f0-9]{64}$/);
    expect(hashToken(t)).toBe(hashToken(t));
    expect(hashToken(t)).not.toBe(hashToken(newToken()));
  });

  it('reads the raw header and Bearer form, and classifies the rest', () => {
    const t = newToken();
    expect(readTokenHeader(t)).toEqual({ kind: 'token', token: t });
    expect(readTokenHeader(`Bearer ${t}`)).toEqual({ kind: 'token', token: t });
    expect(readTokenHeader(`bearer   ${t} `)).toEqual({ kind: 'token', token: t });
    expect(readTokenHeader([t])).toEqual({ kind: 'token', token: t });
    for (const missing of [undefined, '', '   ', 'Bearer ', 'null', 'undefined']) {
      expect(readTokenHeader(missing)).toEqual({ kind: 'missing' });
    }
    for (const bad of ['abc', `${t}x`, t.slice(1), `${t.slice(0, 42)}=`, `${t.slice(0, 42)}+`, `Basic ${t}`]) {
      expect(readTokenHeader(bad)).toEqual({ kind: 'malformed' });
    }
  });
});
