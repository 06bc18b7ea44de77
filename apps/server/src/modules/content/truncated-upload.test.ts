/**
 * Uploads whose multipart body breaks off (issue 8 item 5): every endpoint that receives a file answers
 * 400 with a message saying so, in the caller's language, writes nothing and leaves no temporary file;
 * a 500 would blame the server for the client's cut-off body. The people import does the same
 * (modules/org/import-export).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { demoMaterialPdf } from './materials/demo-pdf';
import { ContentFixture, multipart } from './test-fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const CUT_OFF = 'file: the upload was cut off before the end of the file: send it again';

const UPLOADS: { url: string; who: string; fields: Record<string, string>; body: Buffer }[] = [
  { url: '/openapi/material/upload', who: 'teacher', fields: { name: 'notes' }, body: demoMaterialPdf() },
  { url: '/openapi/course/uploadCover', who: 'admin', fields: {}, body: PNG },
  { url: '/openapi/course/uploadImage', who: 'admin', fields: {}, body: PNG },
  {
    url: '/openapi/topic/importQuestions',
    who: 'admin',
    fields: { dryRun: 'true' },
    body: Buffer.from(
      JSON.stringify({
        format: 'edu-console.questions',
        version: 1,
        questions: [
          { type: 'judge', subject: 'math', grade: 9, difficulty: 1, stem: '<p>1+1=2</p>', answer: { judge: true } },
        ],
      }),
    ),
  },
];

let f: ContentFixture;

beforeAll(async () => {
  f = new ContentFixture(await createTestApp({ config: { uploadMaxBytes: 1024 * 1024 } }));
});
afterAll(() => f.t.close());

async function send(who: string, url: string, payload: Buffer, contentType: string, language = 'en') {
  const session = await f.as(who);
  return f.t.app.inject({
    method: 'POST',
    url,
    headers: { ...session.headers, 'content-type': contentType, 'accept-language': language },
    payload,
  });
}

describe('a multipart body that breaks off', () => {
  it.each(UPLOADS)('$url answers 400 and writes nothing', async ({ url, who, fields, body }) => {
    const before = await f.counts();
    const { payload, contentType } = multipart(fields, { filename: 'f.bin', body });
    const fileStart = payload.indexOf(body);
    const cuts = {
      'in the middle of the file': fileStart + Math.floor(body.length / 2),
      'after the file, before its closing boundary': fileStart + body.length,
    };
    for (const [where, at] of Object.entries(cuts)) {
      const res = await send(who, url, payload.subarray(0, at), contentType);
      expect(res.statusCode, where).toBe(400);
      expect(res.json(), where).toEqual({ code: 400, msg: CUT_OFF, data: null });
    }
    const zh = await send(who, url, payload.subarray(0, fileStart + 10), contentType, 'zh-CN');
    expect(zh.json()).toMatchObject({ code: 400, msg: 'file: 上传在文件结束前中断：请重新发送' });
    expect(await f.counts()).toEqual(before);
    expect(fs.readdirSync(path.join(f.t.config.dataDir, 'tmp'))).toEqual([]);
    // The whole body still goes through.
    const whole = await send(who, url, payload, contentType);
    expect(whole.statusCode, whole.body).toBe(200);
  });
});
