/**
 * Helpers for the import and export tests: the organization fixture with the seeded schools' ids, the
 * endpoints, sheets as CSV, uploads (the file as multipart, the parameters in the query string) and
 * downloads in a language.
 */
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import Papa from 'papaparse';
import type { LoggedIn } from '../../../test/harness';
import { type Params, qs, type Reply, SeededOrgFixture } from '../test-fixtures';

export const TEMPLATE = '/openapi/manage/getImportTemplate';
export const PREVIEW = '/openapi/manage/previewUserImport';
export const IMPORT = '/openapi/manage/importUsers';
export const EXPORT = '/openapi/manage/exportUsers';
export const LIST = '/openapi/manage/getUserList';

export const csv = (rows: string[][]) => Buffer.from(Papa.unparse(rows), 'utf8');

export const STUDENT_HEADER = ['username', 'name', 'phone', 'password', 'school', 'grade', 'class'];

function multipart(file: Buffer, filename = 'people.csv', type = 'text/csv') {
  const boundary = `----edu${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Open it with ImportExportFixture.open() (SeededOrgFixture): a fresh test app with the seeded ids. */
export class ImportExportFixture extends SeededOrgFixture {
  async headersOf(who: string | LoggedIn): Promise<Record<string, string>> {
    return (typeof who === 'string' ? await this.as(who) : who).headers;
  }

  /** POSTs the file as multipart/form-data with the parameters in the query string. */
  async upload<T>(
    who: string,
    url: string,
    file: Buffer,
    params: Params,
    extra: Record<string, string> = {},
  ): Promise<Reply<T> & { raw: string }> {
    const body = multipart(file);
    const res = await this.t.app.inject({
      method: 'POST',
      url: `${url}?${qs(params)}`,
      headers: { ...(await this.headersOf(who)), 'content-type': body.contentType, ...extra },
      payload: body.payload,
    });
    let json: { code: number; msg: string; data: T } = { code: -1, msg: '', data: null as T };
    try {
      json = res.json();
    } catch {
      // NDJSON or a file
    }
    return {
      status: res.statusCode,
      code: json.code,
      msg: json.msg,
      data: json.data,
      headers: res.headers,
      raw: res.body,
    };
  }

  async download(who: string, url: string, params: Params, language = 'en') {
    const res = await this.t.app.inject({
      url: `${url}?${qs(params)}`,
      headers: { ...(await this.headersOf(who)), 'accept-language': language },
    });
    return res;
  }
}

/** A one-entry ZIP (deflated) with the given content. */
export function zipWith(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const nameBuf = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(100, 22); // lies about its size
  local.writeUInt16LE(nameBuf.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(100, 24);
  central.writeUInt16LE(nameBuf.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + nameBuf.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBuf.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBuf, data, central, nameBuf, end]);
}
