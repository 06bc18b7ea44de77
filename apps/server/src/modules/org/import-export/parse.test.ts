import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSheet } from './parse';
import { gradeOf } from './rows';
import { checkZip } from './zip-guard';

function zip(entries: { name: string; content: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = deflateRawSync(e.content);
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(e.declared ?? e.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(e.declared ?? e.content.length, 24);
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

describe('checkZip', () => {
  it('lists the entries of a ZIP within the budget', () => {
    const buf = zip([
      { name: 'a.xml', content: Buffer.from('<a/>') },
      { name: 'xl/workbook.xml', content: Buffer.alloc(1000, 'x') },
    ]);
    expect(checkZip(buf, 2000)).toEqual({ ok: true, names: ['a.xml', 'xl/workbook.xml'] });
  });

  it('measures what entries really inflate to, whatever their headers claim', () => {
    const bomb = zip([{ name: 'x', content: Buffer.alloc(5000, 0), declared: 10 }]);
    expect(checkZip(bomb, 4000)).toEqual({ ok: false, problem: 'too-large' });
    const honest = zip([{ name: 'x', content: Buffer.alloc(5000, 0) }]);
    expect(checkZip(honest, 4000)).toEqual({ ok: false, problem: 'too-large' });
    expect(checkZip(honest, 5000)).toMatchObject({ ok: true });
  });

  it('calls truncated or garbled archives corrupt', () => {
    const buf = zip([{ name: 'x', content: Buffer.from('hello') }]);
    expect(checkZip(buf.subarray(0, buf.length - 5), 100)).toEqual({ ok: false, problem: 'corrupt' });
    const garbled = Buffer.from(buf);
    garbled.writeUInt32LE(0x12345678, garbled.length - 22 - 51);
    expect(checkZip(garbled, 100)).toEqual({ ok: false, problem: 'corrupt' });
  });
});

describe('readSheet (CSV)', () => {
  it('numbers rows as a spreadsheet does and skips blank and # lines', async () => {
    const sheet = await readSheet(
      Buffer.from('# note\r\nusername,name\r\n\r\na.b,"Multi\nline"\r\n#skip,me\r\nc.d,C\r\n'),
    );
    expect(sheet.headers).toEqual(['username', 'name']);
    expect(sheet.rows).toEqual([
      { row: 4, cells: ['a.b', 'Multi\nline'] },
      { row: 6, cells: ['c.d', 'C'] },
    ]);
  });

  it('reads UTF-16 with a BOM and tab-separated text', async () => {
    const text = '\ufeffusername\tname\r\nx.y\t小明\r\n';
    const utf16 = Buffer.from(text, 'utf16le');
    expect((await readSheet(utf16)).rows[0]?.cells).toEqual(['x.y', '小明']);
  });
});

describe('gradeOf', () => {
  it('reads digits and Chinese numerals from 1 to 12', () => {
    expect(gradeOf('8')).toBe(8);
    expect(gradeOf('Grade 8')).toBe(8);
    expect(gradeOf('八年级')).toBe(8);
    expect(gradeOf('十二年级')).toBe(12);
    expect(gradeOf('13')).toBeNull();
    expect(gradeOf('初二')).toBeNull();
  });
});
