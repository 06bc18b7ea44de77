import { describe, expect, it, vi } from 'vitest';
import { isUuidV4, UUID_V4_PATTERN, uuidv4 } from './uuid';

describe('uuidv4', () => {
  it('has the v4 shape', () => {
    for (let i = 0; i < 200; i++) {
      const id = uuidv4();
      expect(id).toMatch(UUID_V4_PATTERN);
      expect(isUuidV4(id)).toBe(true);
    }
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    expect(uuidv4((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidv4((b) => b.fill(0x00))).toBe('00000000-0000-4000-8000-000000000000');
    expect(uuidv4((b) => b.map((_, i) => i))).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f');
  });

  it('uses crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    uuidv4();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => uuidv4()));
    expect(ids.size).toBe(5000);
  });

  it('refuses a random source that does not fill 16 bytes', () => {
    expect(() => uuidv4(() => new Uint8Array(8))).toThrow(RangeError);
  });

  it('rejects non-v4 strings', () => {
    expect(isUuidV4('00000000-0000-1000-8000-000000000000')).toBe(false);
    expect(isUuidV4('00000000-0000-4000-c000-000000000000')).toBe(false);
    expect(isUuidV4('not-a-uuid')).toBe(false);
  });
});
