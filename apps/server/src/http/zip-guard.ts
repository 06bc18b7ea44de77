import { inflateRawSync } from 'node:zlib';
import { ResultCode } from '@edu/shared';
import { AppError, badRequest } from './errors';

/**
 * The one gate every ZIP container the server reads (an uploaded XLSX workbook: the people import, the
 * question import) passes before a library unpacks it (issue 8 item 2): a few entries, no ZIP64, and
 * what every entry really inflates to (not what its header claims) stays within a budget in all. A small
 * "zip bomb" upload can therefore not make the XLSX reader allocate gigabytes: it is refused after at
 * most the budget's worth of inflating (~100 ms).
 */
export type ZipCheck = { ok: true; names: string[] } | { ok: false; problem: 'corrupt' | 'too-large' };

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const MAX_ENTRIES = 2000;

/**
 * Unpacked size a workbook may reach: its XML is ~10x its packed size, and the reader holds every cell as
 * an object, so this bounds the memory one upload can take. 5000 rows of the people template are ~2 MB,
 * 2000 questions of a few hundred characters ~5 MB.
 */
export const ZIP_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

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

/** Checks a ZIP container; returns its entry names, or a problem. */
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

/**
 * Refuses a ZIP container that unpacks to more than ZIP_MAX_UNPACKED_BYTES (413) or cannot be read as one
 * (400), before anything else inflates it; returns its entry names. Call it on every uploaded workbook.
 */
export function guardZip(buf: Buffer): string[] {
  const zip = checkZip(buf, ZIP_MAX_UNPACKED_BYTES);
  if (zip.ok) return zip.names;
  throw zip.problem === 'too-large'
    ? new AppError(
        ResultCode.payloadTooLarge,
        'The workbook is too large once unpacked (over 20 MB): split it into several files',
      )
    : badRequest('The file is not a readable XLSX workbook');
}
