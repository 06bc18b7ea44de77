import { describe, expect, it } from 'vitest';
import {
  dummyPasswordHash,
  generateTemporaryPassword,
  hashPassword,
  md5Hex,
  SCRYPT_PARAMS,
  verifyPassword,
} from './password';

const demo = md5Hex('demo123');

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with a random salt', async () => {
    const a = await hashPassword(demo);
    const b = await hashPassword(demo);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(demo);
    expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 1 });
  });

  it('verifies the right password, case-insensitively in the hex, and rejects others', async () => {
    const stored = await hashPassword(demo);
    expect(await verifyPassword(demo, stored)).toBe(true);
    expect(await verifyPassword(demo.toUpperCase(), stored)).toBe(true);
    expect(await verifyPassword(md5Hex('demo124'), stored)).toBe(false);
  });

  it('rejects malformed or hostile stored hashes without throwing', async () => {
    const stored = await hashPassword(demo);
    const parts = stored.split('$');
    for (const bad of [
      '',
      'plain',
      demo,
      `bcrypt$${parts.slice(1).join('$')}`,
      stored.replace('$16384$', '$1000$'), // N not a power of two
      stored.replace('$16384$', '$1073741824$'), // absurd memory cost
      `scrypt$16384$8$1$$${parts[5]}`,
    ]) {
      expect(await verifyPassword(demo, bad)).toBe(false);
    }
  });

  it('hashes with the work factor the login budget was measured for (N=16384, r=8, p=1)', async () => {
    // The time itself is a budget of `npm run bench` (login p99), not of a unit test on a shared machine.
    const stored = await hashPassword(demo);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
  });

  it('has a dummy hash that matches no real password', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword(demo, dummy)).toBe(false);
  });

  it('md5Hex matches the console encoding', () => {
    expect(md5Hex('demo123')).toBe('62cc2d8b4bf2d8728120d052163a77df');
  });
});

describe('temporary passwords', () => {
  it('are 8 letters and digits with at least one of each, and vary', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generateTemporaryPassword();
      expect(p).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(p).toMatch(/[A-Za-z]/);
      expect(p).toMatch(/[0-9]/);
      expect(p).not.toMatch(/[0O1lI]/);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});
