/** Fills a byte array with random values; defaults to the Web Crypto API. */
export type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const defaultRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A random RFC 9562 version 4 UUID, e.g. '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'.
 * Uses crypto.getRandomValues (never Math.random); the source can be replaced for tests.
 */
export function uuidv4(random: RandomSource = defaultRandom): string {
  const bytes = random(new Uint8Array(16));
  if (bytes.length !== 16) throw new RangeError('uuidv4: the random source must fill 16 bytes');
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx
  let out = '';
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) out += '-';
    out += HEX[bytes[i]!];
  }
  return out;
}

export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isUuidV4(value: string): boolean {
  return UUID_V4_PATTERN.test(value);
}
