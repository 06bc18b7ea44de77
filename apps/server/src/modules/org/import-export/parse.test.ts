import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../storage/spreadsheet';
import { gradeOf } from './rows';

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
