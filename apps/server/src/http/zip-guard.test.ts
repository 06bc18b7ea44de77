import { describe, expect, it } from 'vitest';
import { deflatedSpaces, xlsxBomb, zipOf } from '../test/zip';
import { AppError } from './errors';
import { checkZip, guardZip, ZIP_MAX_UNPACKED_BYTES } from './zip-guard';

describe('checkZip', () => {
  it('lists the entries of a ZIP within the budget', () => {
    const buf = zipOf([
      { name: 'a.xml', content: Buffer.from('<a/>') },
      { name: 'xl/workbook.xml', content: Buffer.alloc(1000, 'x') },
    ]);
    expect(checkZip(buf, 2000)).toEqual({ ok: true, names: ['a.xml', 'xl/workbook.xml'] });
  });

  it('measures what entries really inflate to, whatever their headers claim', () => {
    const bomb = zipOf([{ name: 'x', content: Buffer.alloc(5000, 0), declared: 10 }]);
    expect(checkZip(bomb, 4000)).toEqual({ ok: false, problem: 'too-large' });
    const honest = zipOf([{ name: 'x', content: Buffer.alloc(5000, 0) }]);
    expect(checkZip(honest, 4000)).toEqual({ ok: false, problem: 'too-large' });
    expect(checkZip(honest, 5000)).toMatchObject({ ok: true });
  });

  it('calls truncated or garbled archives corrupt', () => {
    const buf = zipOf([{ name: 'x', content: Buffer.from('hello') }]);
    expect(checkZip(buf.subarray(0, buf.length - 5), 100)).toEqual({ ok: false, problem: 'corrupt' });
    const garbled = Buffer.from(buf);
    garbled.writeUInt32LE(0x12345678, garbled.length - 22 - 51);
    expect(checkZip(garbled, 100)).toEqual({ ok: false, problem: 'corrupt' });
  });
});

describe('guardZip (the gate of every uploaded workbook)', () => {
  function refusal(buf: Buffer): { code: number; message: string; ms: number } {
    const started = performance.now();
    try {
      guardZip(buf);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { code: err.code, message: err.message, ms: performance.now() - started };
    }
    throw new Error('guardZip let the container through');
  }

  it('refuses a bomb quickly, honest or lying about its size, after inflating at most its budget', () => {
    // 512 MiB of spaces in ~0.5 MB.
    for (const lie of [false, true]) {
      const bomb = xlsxBomb(512, lie);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const { code, message, ms } = refusal(bomb);
      expect(code).toBe(413);
      expect(message).toBe('The workbook is too large once unpacked (over 20 MB): split it into several files');
      expect(ms).toBeLessThan(2000);
    }
  });

  it('lets a container through up to the budget and names its entries', () => {
    const justUnder = zipOf([{ name: 'xl/workbook.xml', deflated: deflatedSpaces(ZIP_MAX_UNPACKED_BYTES / 2 ** 20) }]);
    expect(guardZip(justUnder)).toEqual(['xl/workbook.xml']);
    const justOver = zipOf([
      { name: 'xl/workbook.xml', deflated: deflatedSpaces(ZIP_MAX_UNPACKED_BYTES / 2 ** 20) },
      { name: 'x', content: Buffer.from('!') },
    ]);
    expect(refusal(justOver).code).toBe(413);
    expect(refusal(Buffer.from('PK\u0003\u0004 not really a zip'))).toMatchObject({
      code: 400,
      message: 'The file is not a readable XLSX workbook',
    });
  });
});
