/**
 * A tiny Android package for the demo data and the tests: a valid ZIP archive (stored, no compression)
 * holding an AndroidManifest.xml and a classes.dex, which file-type recognises as an APK by its content.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

function entry(name: string, body: Buffer, offset: number) {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = zlib.crc32(body);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0, 6); // flags
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt32LE(0, 10); // time, date
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(body.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt32LE(0, 12);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(body.length, 20);
  central.writeUInt32LE(body.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(offset, 42);
  return { local: Buffer.concat([local, nameBytes, body]), central: Buffer.concat([central, nameBytes]) };
}

/** An APK whose manifest names `packageName` (and `padding` bytes more, to make a file of a given size). */
export function demoApk(packageName: string, padding = 0): Buffer {
  const manifest = Buffer.from(`<?xml version="1.0" encoding="utf-8"?><manifest package="${packageName}" />`, 'utf8');
  const files: [string, Buffer][] = [
    ['AndroidManifest.xml', manifest],
    ['classes.dex', Buffer.concat([Buffer.from('dex\n035\0', 'latin1'), Buffer.alloc(padding)])],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, body] of files) {
    const e = entry(name, body, offset);
    locals.push(e.local);
    centrals.push(e.central);
    offset += e.local.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
