import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaterialList, MaterialRow, MaterialUrl } from '@edu/shared';
import type { S3Config } from '../../../config';
import { materials } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ContentFixture, expectError, expectOk } from '../test-fixtures';
import { DEMO_MATERIAL_NAME, demoMaterialPdf } from './demo-pdf';
import { parseRange } from './service';

const M = (p: string) => `/openapi/material/${p}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A WAV header and a little silence: audio by content. */
function wav(bytes = 4000): Buffer {
  const b = Buffer.alloc(44 + bytes);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + bytes, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(bytes, 40);
  return b;
}

/** The material tests, run against local disk and against an S3-compatible server. */
function materialSuite(name: string, setup: () => Promise<{ t: TestApp; cleanup?: () => Promise<void> }>) {
  describe(name, () => {
    let t: TestApp;
    let f: ContentFixture;
    let cleanup: (() => Promise<void>) | undefined;
    let class81: number;
    let class82: number;
    let class7: number;

    beforeAll(async () => {
      ({ t, cleanup } = await setup());
      f = new ContentFixture(t);
      class81 = await f.classId('启明第一中学', '八年级1班');
      class82 = await f.classId('启明第一中学', '八年级2班');
      class7 = await f.classId('启明第一中学', '七年级1班');
    });
    afterAll(async () => {
      await t.close();
      await cleanup?.();
    });

    async function open(who: string | null, url: string, headers: Record<string, string> = {}) {
      const auth = who ? (await f.as(who)).headers : {};
      return t.app.inject({ url, headers: { ...auth, ...headers } });
    }

    it('lets the demo student open the seeded PDF shared with its class', async () => {
      const list = expectOk(await f.get<MaterialList>('student', M('getMaterialList')));
      expect(list.list.map((m) => [m.name, m.kind, m.mine])).toEqual([[DEMO_MATERIAL_NAME, 'pdf', false]]);
      const { url } = expectOk(await f.get<MaterialUrl>('student', M('getMaterialUrl'), { id: list.list[0]?.id ?? 0 }));
      const res = await open(null, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename=.*filename\*=UTF-8''/);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(demoMaterialPdf())).toBe(true);
      // Another class's student, and the teacher's list.
      expect(expectOk(await f.get<MaterialList>('wanghao', M('getMaterialList'))).total).toBe(0);
      const teacher = expectOk(await f.get<MaterialList>('teacher', M('getMaterialList')));
      expect(teacher.list[0]?.classes.map((c) => c.id)).toEqual([class81]);
    });

    it('uploads by content type, shares with own classes only, and serves ranges', async () => {
      const pdf = demoMaterialPdf();
      const up = expectOk(
        await f.upload<MaterialRow>(
          'teacher',
          M('upload'),
          { name: '讲义.pdf' },
          { filename: 'whatever.bin', body: pdf },
        ),
      );
      expect(up).toMatchObject({
        name: '讲义.pdf',
        kind: 'pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        mine: true,
        classes: [],
      });
      const img = expectOk(await f.upload<MaterialRow>('teacher', M('upload'), {}, { filename: 'dot.pdf', body: PNG }));
      expect(img).toMatchObject({ name: 'dot.pdf', kind: 'image', contentType: 'image/png' });
      const audio = expectOk(
        await f.upload<MaterialRow>('teacher', M('upload'), {}, { filename: 'a.wav', body: wav() }),
      );
      expect(audio.kind).toBe('audio');
      // The name may come in the query string too; a form field wins.
      const named = expectOk(
        await f.upload<MaterialRow>(
          'teacher',
          `${M('upload')}?name=${encodeURIComponent('笔记')}`,
          {},
          {
            filename: 'dot.png',
            body: PNG,
          },
        ),
      );
      expect(named.name).toBe('笔记');
      const both = expectOk(
        await f.upload<MaterialRow>(
          'teacher',
          `${M('upload')}?name=query`,
          { name: 'field' },
          {
            filename: 'dot.png',
            body: PNG,
          },
        ),
      );
      expect(both.name).toBe('field');
      for (const upload of [
        () => f.upload('teacher', `${M('upload')}?name=${'n'.repeat(256)}`, {}, { filename: 'dot.png', body: PNG }),
        () => f.upload('teacher', M('upload'), { name: 'n'.repeat(256) }, { filename: 'dot.png', body: PNG }),
      ]) {
        expectError(await upload(), 400, 'name: Too big: expected string to have <=255 characters');
      }
      for (const { id } of [named, both]) expectOk(await f.post('teacher', M('deleteMaterial'), { id }));

      // Sharing: the teacher's own classes only; unknown or other teachers' classes write nothing.
      const before = await f.counts();
      expectError(
        await f.post('teacher', M('shareMaterial'), { id: up.id, classIds: `${class81},${class7}` }),
        400,
        `classIds: not your classes: ${class7}`,
      );
      expectError(
        await f.post('huangjie', M('shareMaterial'), { id: up.id, classIds: String(class7) }),
        404,
        'Material not found',
      );
      expectError(await f.post('teacher', M('shareMaterial'), { id: up.id, classIds: 'x' }), 400, /classIds/);
      expect(await f.counts()).toEqual(before);
      const shared = expectOk(
        await f.post<MaterialRow>('teacher', M('shareMaterial'), { id: up.id, classIds: `${class82}` }),
      );
      expect(shared.classes.map((c) => c.id)).toEqual([class82]);
      const classes = expectOk(await f.get<{ id: number }[]>('teacher', M('getShareClasses')));
      const class83 = await f.classId('启明第一中学', '八年级3班');
      expect(classes.map((c) => c.id).sort()).toEqual([class81, class82, class83].sort());

      // wanghao (八年级2班) sees it now; student (八年级1班) does not.
      const seen = expectOk(await f.get<MaterialList>('wanghao', M('getMaterialList')));
      expect(seen.list.map((m) => m.id)).toEqual([up.id]);
      expectError(await f.get('student', M('getMaterialUrl'), { id: up.id }), 404);
      const direct = await open('student', `${M('open')}?id=${up.id}`);
      expect(direct.statusCode).toBe(404);

      // Range requests, by header or by a signed address.
      const { url } = expectOk(await f.get<MaterialUrl>('wanghao', M('getMaterialUrl'), { id: up.id }));
      const part = await open(null, url, { range: 'bytes=0-7' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
      expect(part.rawPayload.toString('latin1')).toBe(pdf.subarray(0, 8).toString('latin1'));
      const tail = await open('wanghao', `${M('open')}?id=${up.id}`, { range: 'bytes=-5' });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 5))).toBe(true);
      const beyond = await open('wanghao', `${M('open')}?id=${up.id}`, { range: `bytes=${pdf.length + 10}-` });
      expect(beyond.statusCode).toBe(416);
      const download = expectOk(
        await f.get<MaterialUrl>('teacher', M('getMaterialUrl'), { id: up.id, download: true }),
      );
      const dl = await open(null, download.url);
      expect(dl.headers['content-disposition']).toMatch(/^attachment;/);

      // A tampered or foreign signature opens nothing.
      expect((await open(null, url.replace(/sig=[^&]+/, 'sig=AAAA'))).statusCode).toBe(403);
      const uid = (await f.as('student')).user.id;
      expect((await open(null, url.replace(/uid=\d+/, `uid=${uid}`))).statusCode).toBe(403);
      expect((await open(null, `${M('open')}?id=${up.id}`)).statusCode).toBe(401);
      // A link that does not hold falls back to the session, if any: a reader opens, other roles are refused.
      expect((await open('wanghao', url.replace(/sig=[^&]+/, 'sig=AAAA'))).statusCode).toBe(200);
      expect((await open('admin', url.replace(/sig=[^&]+/, 'sig=AAAA'))).statusCode).toBe(403);

      // Unshare: gone for wanghao.
      expectOk(await f.post('teacher', M('shareMaterial'), { id: up.id, classIds: '' }));
      expect(expectOk(await f.get<MaterialList>('wanghao', M('getMaterialList'))).total).toBe(0);
      expect((await open(null, url)).statusCode).toBe(404);
    });

    it('refuses other types with 415 and big files with 413, writing nothing', async () => {
      const before = await f.counts();
      const text = await f.upload(
        'teacher',
        M('upload'),
        {},
        { filename: 'evil.pdf', body: Buffer.from('<script>alert(1)</script>') },
      );
      expectError(text, 415, /PDF, images, audio, video or office documents/);
      const exe = await f.upload(
        'teacher',
        M('upload'),
        {},
        { filename: 'x.png', body: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) },
      );
      expect(exe.status).toBe(415);
      const big = await f.upload(
        'teacher',
        M('upload'),
        {},
        { filename: 'big.pdf', body: Buffer.concat([demoMaterialPdf(), Buffer.alloc(1.2 * 1024 * 1024)]) },
      );
      expectError(big, 413, 'The file is larger than the upload limit of 1 MB');
      expectError(await f.upload('teacher', M('upload'), {}, null), 400, /file/);
      expectError(
        await f.upload('teacher', M('upload'), {}, { filename: 'e.pdf', body: Buffer.alloc(0) }),
        400,
        /file/,
      );
      expect(await f.counts()).toEqual(before);
      expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
    });

    it('filters, pages and deletes the teacher’s own materials', async () => {
      const a = expectOk(
        await f.upload<MaterialRow>(
          'teacher',
          M('upload'),
          { name: 'Quadratic notes.pdf' },
          { filename: 'q.pdf', body: demoMaterialPdf() },
        ),
      );
      const list = expectOk(await f.get<MaterialList>('teacher', M('getMaterialList'), { keyword: 'quadratic' }));
      expect(list.list.map((m) => m.id)).toEqual([a.id]);
      const images = expectOk(await f.get<MaterialList>('teacher', M('getMaterialList'), { kind: 'image' }));
      expect(images.list.every((m) => m.kind === 'image')).toBe(true);
      const byClass = expectOk(await f.get<MaterialList>('teacher', M('getMaterialList'), { classId: class81 }));
      expect(byClass.list.map((m) => m.name)).toEqual([DEMO_MATERIAL_NAME]);
      const paged = expectOk(
        await f.get<MaterialList>('teacher', M('getMaterialList'), { pageSize: 1, sort: 'size', order: 'asc' }),
      );
      expect(paged.list).toHaveLength(1);
      expect(paged.total).toBeGreaterThan(1);
      expectError(await f.get('teacher', M('getMaterialList'), { kind: 'exe' }), 400, /kind/);
      expectError(await f.post('huangjie', M('deleteMaterial'), { id: a.id }), 404);
      expect(expectOk(await f.get<MaterialList>('acme-teacher', M('getMaterialList'))).total).toBe(0);
      const { url } = expectOk(await f.get<MaterialUrl>('teacher', M('getMaterialUrl'), { id: a.id }));
      expectOk(await f.post('teacher', M('deleteMaterial'), { id: a.id }));
      expect((await open(null, url)).statusCode).toBe(404);
      expectError(await f.get('teacher', M('getMaterialUrl'), { id: a.id }), 404);
      expect((await f.audits('material.delete'))[0]).toMatchObject({ targetId: a.id });
    });

    it('keeps bidi and control characters out of names, and serves an extension true to the content', async () => {
      async function served(id: number): Promise<string> {
        const { url } = expectOk(await f.get<MaterialUrl>('teacher', M('getMaterialUrl'), { id, download: true }));
        return String((await open(null, url)).headers['content-disposition']);
      }
      // `report\u202Efdp.exe` shows as "reportexe.pdf" where the override is honoured.
      const spoof = expectOk(
        await f.upload<MaterialRow>(
          'teacher',
          M('upload'),
          {},
          { filename: 'report\u202Efdp.exe', body: demoMaterialPdf() },
        ),
      );
      expect(spoof.name).toBe('reportfdp.exe');
      expect(await served(spoof.id)).toBe(
        `attachment; filename="reportfdp.exe.pdf"; filename*=UTF-8''reportfdp.exe.pdf`,
      );
      // A typed name: isolates, marks, C1 controls and zero-width characters go; the rest stays.
      const named = expectOk(
        await f.upload<MaterialRow>(
          'teacher',
          M('upload'),
          { name: '\u2067讲义\u2069\u200f\u200b.pdf\u0085' },
          { filename: 'x.bin', body: PNG },
        ),
      );
      expect(named.name).toBe('讲义.pdf');
      expect(await served(named.id)).toBe(
        `attachment; filename="__.pdf.png"; filename*=UTF-8''${encodeURIComponent('讲义.pdf.png')}`,
      );
      // NUL cannot be stored at all: refused, as in the query string.
      for (const upload of [
        () => f.upload('teacher', M('upload'), { name: 'a\u0000b' }, { filename: 'x.png', body: PNG }),
        () => f.upload('teacher', `${M('upload')}?name=a%00b`, {}, { filename: 'x.png', body: PNG }),
      ]) {
        expectError(await upload(), 400, 'name: must not contain the NUL character');
      }
      // A true extension stays as it is, whatever its case.
      const honest = expectOk(
        await f.upload<MaterialRow>('teacher', M('upload'), {}, { filename: 'Notes.PDF', body: demoMaterialPdf() }),
      );
      expect(await served(honest.id)).toBe(`attachment; filename="Notes.PDF"; filename*=UTF-8''Notes.PDF`);
      // A name stored before the upload cleaned names is listed and served clean too.
      await t.db.update(materials).set({ name: 'old\u202Egnp.exe' }).where(eq(materials.id, named.id));
      const list = expectOk(await f.get<MaterialList>('teacher', M('getMaterialList'), { keyword: 'gnp' }));
      expect(list.list.map((m) => m.name)).toEqual(['oldgnp.exe']);
      expect(await served(named.id)).toBe(`attachment; filename="oldgnp.exe.png"; filename*=UTF-8''oldgnp.exe.png`);
      for (const { id } of [spoof, named, honest]) expectOk(await f.post('teacher', M('deleteMaterial'), { id }));
    });
  });
}

materialSuite('learning materials on local disk', async () => ({
  t: await createTestApp({ config: { uploadMaxBytes: 1024 * 1024 } }),
}));

materialSuite('learning materials on an S3-compatible store (s3rver)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'edu-test', configs: [] }],
  });
  const { port } = (await server.run()) as unknown as { port: number };
  const s3: S3Config = {
    bucket: 'edu-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'console/',
  };
  const t = await createTestApp({ config: { uploadMaxBytes: 1024 * 1024, s3 } });
  return {
    t,
    cleanup: async () => {
      // Files went to the bucket, not to the data folder.
      expect(fs.existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('range parsing', () => {
  it('reads single ranges and refuses unsatisfiable ones', () => {
    expect(parseRange(undefined, 10)).toBeUndefined();
    expect(parseRange('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBeNull();
    expect(parseRange('bytes=6-2', 10)).toBeNull();
    expect(parseRange('bytes=0-1,4-5', 10)).toBeUndefined();
  });
});
