import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@edu/shared';
import { expectOk } from '../test-fixtures';
import { ImportExportFixture, TEMPLATE, PREVIEW } from './test-fixtures';

let f: ImportExportFixture;

beforeAll(async () => {
  f = await ImportExportFixture.open();
});
afterAll(() => f.t.close());

describe('templates', () => {
  it('offers CSV and XLSX per role, headers in the caller language, with a real example', async () => {
    const zh = await f.download('schooladmin', TEMPLATE, { roleType: 1, format: 'csv' }, 'zh');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toMatch(/^text\/csv/);
    expect(zh.headers['content-disposition']).toMatch(
      /^attachment; filename="student-import-template-\d{8}-\d{4}\.csv"; filename\*=UTF-8''/,
    );
    const lines = zh.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('用户名,姓名,手机号,初始密码,学校,年级,班级');
    expect(lines[1]).toMatch(/^# /);
    // The example names the caller's school and one of its classes: without its #, it imports as it is.
    expect(lines[2]).toMatch(/^#zhangsan2025,张三,13800000000,,启明第一中学 Qiming No\.1 Middle School,7,七年级1班$/);
    const example = Buffer.from(`${lines[0]}\r\n${(lines[2] ?? '').slice(1)}\r\n`);
    const preview = expectOk(await f.upload<ImportPreview>('schooladmin', PREVIEW, example, { roleType: 1 }));
    expect(preview).toMatchObject({ total: 1, valid: 1, invalid: 0 });

    const xlsx = await f.download('admin', TEMPLATE, { roleType: 0, format: 'xlsx' }, 'es');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Profesores', 'Instrucciones']);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      'Usuario',
      'Nombre',
      'Teléfono',
      'Contraseña',
      'Escuela',
      'Clases que imparte',
    ]);
    expect(workbook.worksheets[0]?.rowCount).toBe(1);
  });

  it('refuses other roles and bad parameters', async () => {
    for (const who of ['teacher', 'student', 'consultant']) {
      const res = await f.download(who, TEMPLATE, { roleType: 1 });
      expect(res.statusCode).toBe(403);
    }
    const res = await f.download('admin', TEMPLATE, { roleType: 3 });
    expect(res.json()).toMatchObject({ code: 400, msg: 'roleType: must be 0 (teacher) or 1 (student)' });
    const fmt = await f.download('admin', TEMPLATE, { roleType: 1, format: 'pdf' });
    expect(fmt.json()).toMatchObject({ code: 400, msg: 'format: must be csv or xlsx' });
  });
});

describe('OpenAPI', () => {
  it('documents the four endpoints with their parameters and session requirement', async () => {
    const res = await f.t.app.inject({ url: '/openapi/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown; parameters?: unknown }>> }>();
    const routes = {
      '/openapi/manage/getImportTemplate': 'get',
      '/openapi/manage/previewUserImport': 'post',
      '/openapi/manage/importUsers': 'post',
      '/openapi/manage/exportUsers': 'get',
    };
    for (const [path, method] of Object.entries(routes)) {
      expect(Object.keys(doc.paths[path] ?? {}), path).toEqual([method]);
      expect(doc.paths[path]?.[method]?.security).toEqual([{ token: [] }]);
      expect(JSON.stringify(doc.paths[path]?.[method]?.parameters), path).toContain('roleType');
    }
    expect(JSON.stringify(doc.paths['/openapi/manage/exportUsers'])).toContain('keyword');
    expect(JSON.stringify(doc.paths['/openapi/manage/previewUserImport'])).toContain('ignoredColumns');
  });
});
