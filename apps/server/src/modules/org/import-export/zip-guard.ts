import { inflateRawSync } from 'node:zlib';

/**
 * Checks a ZIP container (an XLSX workbook) before a library unpacks it: a few entries, no ZIP64, and
 * what every entry really inflates to (not what its header claims) stays within `maxUnpacked` in all.
 * A small "zip bomb" upload can therefore not make the XLSX reader allocate gigabytes.
 * Returns the entry names, or a problem.
 */
export type ZipCheck = { ok: true; names: string[] } | { ok: false; problem: 'corrupt' | 'too-large' };

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const MAX_ENTRIES = 2000;

export function isZip(buf: Buffer): boolean {
  return buf.length >= 4 && buf.readUInt32LE(0) === LOCAL_SIG;
}

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65 535 bytes, at the very end.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIG) return i;
  }
  return -1;
}

export function checkZip(buf: Buffer, maxUnpacked: number): ZipCheck {
  try {
    const eocd = findEndOfCentralDirectory(buf);
    if (eocd < 0) return { ok: false, problem: 'corrupt' };
    const entries = buf.readUInt16LE(eocd + 10);
    let offset = buf.readUInt32LE(eocd + 16);
    if (entries === 0xffff || offset === 0xffffffff) return { ok: false, problem: 'too-large' }; // ZIP64
    if (entries > MAX_ENTRIES) return { ok: false, problem: 'too-large' };
    const names: string[] = [];
    let budget = maxUnpacked;
    for (let i = 0; i < entries; i++) {
      if (buf.readUInt32LE(offset) !== CENTRAL_SIG) return { ok: false, problem: 'corrupt' };
      const method = buf.readUInt16LE(offset + 10);
      const compressed = buf.readUInt32LE(offset + 20);
      const declared = buf.readUInt32LE(offset + 24);
      const nameLength = buf.readUInt16LE(offset + 28);
      const extraLength = buf.readUInt16LE(offset + 30);
      const commentLength = buf.readUInt16LE(offset + 32);
      const local = buf.readUInt32LE(offset + 42);
      const name = buf.toString('utf8', offset + 46, offset + 46 + nameLength);
      offset += 46 + nameLength + extraLength + commentLength;
      if (compressed === 0xffffffff || declared === 0xffffffff) return { ok: false, problem: 'too-large' };
      if (declared > budget) return { ok: false, problem: 'too-large' };

      if (buf.readUInt32LE(local) !== LOCAL_SIG) return { ok: false, problem: 'corrupt' };
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      if (start + compressed > buf.length) return { ok: false, problem: 'corrupt' };
      let size: number;
      if (method === 0) {
        size = compressed;
      } else if (method === 8) {
        try {
          // One byte over the budget is enough to know it is too much.
          size = inflateRawSync(buf.subarray(start, start + compressed), { maxOutputLength: budget + 1 }).length;
        } catch (err) {
          return { ok: false, problem: err instanceof RangeError ? 'too-large' : 'corrupt' };
        }
      } else {
        return { ok: false, problem: 'corrupt' };
      }
      if (size > budget) return { ok: false, problem: 'too-large' };
      budget -= size;
      names.push(name);
    }
    return { ok: true, names };
  } catch {
    // Offsets outside the buffer.
    return { ok: false, problem: 'corrupt' };
  }
}
