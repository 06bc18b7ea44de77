/**
 * ZIP containers for the tests of the zip-bomb gate (apps/server/src/http/zip-guard.ts): honest ones,
 * ones whose headers lie about their size, and "bombs" that are small packed and huge unpacked, built
 * without ever holding the unpacked bytes.
 */
import { constants, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** the entry's bytes (deflated here); or `deflated`, a raw deflate stream made elsewhere */
  content?: Buffer;
  deflated?: { data: Buffer; size: number };
  /** the uncompressed size the headers claim; default: the real one */
  declared?: number;
}

/** A ZIP of deflated entries, in order (no CRC: the readers under test do not check it). */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.deflated?.data ?? deflateRawSync(e.content ?? Buffer.alloc(0));
    const size = e.declared ?? e.deflated?.size ?? e.content?.length ?? 0;
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const MiB = 1024 * 1024;

/**
 * A raw deflate stream of `mib` MiB of spaces (~1 KB packed per MiB): one MiB deflated with a sync flush
 * (a block that is not the last), repeated, then an empty last block.
 */
export function deflatedSpaces(mib: number): { data: Buffer; size: number } {
  const chunk = deflateRawSync(Buffer.alloc(MiB, ' '), { finishFlush: constants.Z_SYNC_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  return { data: Buffer.concat([...Array.from({ length: mib }, () => chunk), last]), size: mib * MiB };
}

/**
 * An XLSX "zip bomb": a workbook file-type recognises as XLSX ([Content_Types].xml first) whose sheet
 * unpacks to `mib` MiB; `lie` makes its headers claim 1 KB instead.
 */
export function xlsxBomb(mib: number, lie = false): Buffer {
  const sheet = deflatedSpaces(mib);
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
    },
    { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', deflated: sheet, ...(lie ? { declared: 1024 } : {}) },
  ]);
}
