import { createHash, randomBytes, randomInt, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Passwords arrive as the MD5 hex the console computes (spec section 5). That digest is only a
 * transport encoding, so it is what we hash: scrypt(md5hex, random salt), stored self-describing as
 * `scrypt$N$r$p$<salt b64>$<hash b64>` so the cost can be raised later without breaking old rows.
 */

/** N=2^14, r=8 (16 MiB): about 50 ms per hash on the 2-core target, inside the 100 ms login budget. */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Upper bound for parameters read back from stored hashes, so a bad row cannot exhaust memory. */
const MAX_MEM = 64 * 1024 * 1024;

function scryptAsync(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(md5hex: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(md5hex.toLowerCase(), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEM });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const isPowerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || !Number.isInteger(r) || !Number.isInteger(p) || r < 1 || p < 1) return null;
  if (128 * N * r > MAX_MEM || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** Constant-time check of an MD5 hex password against a stored hash; false for any malformed hash. */
export async function verifyPassword(md5hex: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scryptAsync(md5hex.toLowerCase(), salt, key.length, { N, r, p, maxmem: MAX_MEM });
  return timingSafeEqual(candidate, key);
}

/**
 * A valid hash of a password nobody knows, computed once. Verifying unknown usernames against it
 * makes "no such user" take as long as "wrong password", so timing does not reveal accounts.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

/** No 0/O, 1/l/I: the temporary password is read aloud or copied by hand. */
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 8 characters of letters and digits, at least one of each, from a CSPRNG. */
export function generateTemporaryPassword(length = 8): string {
  const all = LETTERS + DIGITS;
  const chars: string[] = [LETTERS[randomInt(LETTERS.length)] ?? 'a', DIGITS[randomInt(DIGITS.length)] ?? '2'];
  while (chars.length < length) chars.push(all[randomInt(all.length)] ?? 'a');
  // Fisher-Yates so the guaranteed letter and digit are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
