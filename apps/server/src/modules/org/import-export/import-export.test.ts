import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, type ImportPreview, type ImportResult, type UserList } from '@edu/shared';
import { auditLog, classes, classStudents, classTeachers, schools, users } from '../../../db/schema';
import { createTestApp, type LoggedIn, type TestApp } from '../../../test/harness';
import { verifyPassword, md5Hex } from '../../auth';
import type { OrgScope } from '../../../access/org';
import { listUsers } from '../users/queries';
import { expectError, expectOk, OrgFixture, type Params, qs, type Reply } from '../test-fixtures';
import { exportBatches } from './export';

let t: TestApp;
let f: OrgFixture;
let no1: number;
let riverside: number;
let acmeNorth: number;

beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixture(t);
  no1 = await f.schoolId('启明第一中学');
  riverside = await f.schoolId('滨江双语学校');
  acmeNorth = await f.schoolId('Acme Academy North');
});
afterAll(async () => {
  await t.close();
});

const TEMPLATE = '/openapi/manage/getImportTemplate';
const PREVIEW = '/openapi/manage/previewUserImport';
const IMPORT = '/openapi/manage/importUsers';
const EXPORT = '/openapi/manage/exportUsers';
const LIST = '/openapi/manage/getUserList';

const csv = (rows: string[][]) => Buffer.from(Papa.unparse(rows), 'utf8');

function multipart(file: Buffer, filename = 'people.csv', type = 'text/csv') {
  const boundary = `----edu${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function headersOf(who: string | LoggedIn): Promise<Record<string, string>> {
  return (typeof who === 'string' ? await f.as(who) : who).headers;
}

/** POSTs the file as multipart/form-data with the parameters in the query string. */
async function upload<T>(
  who: string,
  url: string,
  file: Buffer,
  params: Params,
  extra: Record<string, string> = {},
): Promise<Reply<T> & { raw: string }> {
  const body = multipart(file);
  const res = await t.app.inject({
    method: 'POST',
    url: `${url}?${qs(params)}`,
    headers: { ...(await headersOf(who)), 'content-type': body.contentType, ...extra },
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

async function download(who: string, url: string, params: Params, language = 'en') {
  const res = await t.app.inject({
    url: `${url}?${qs(params)}`,
    headers: { ...(await headersOf(who)), 'accept-language': language },
  });
  return res;
}

const STUDENT_HEADER = ['username', 'name', 'phone', 'password', 'school', 'grade', 'class'];

describe('templates', () => {
  it('offers CSV and XLSX per role, headers in the caller language, with a real example', async () => {
    const zh = await download('schooladmin', TEMPLATE, { roleType: 1, format: 'csv' }, 'zh');
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
    const preview = expectOk(await upload<ImportPreview>('schooladmin', PREVIEW, example, { roleType: 1 }));
    expect(preview).toMatchObject({ total: 1, valid: 1, invalid: 0 });

    const xlsx = await download('admin', TEMPLATE, { roleType: 0, format: 'xlsx' }, 'es');
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
      const res = await download(who, TEMPLATE, { roleType: 1 });
      expect(res.statusCode).toBe(403);
    }
    const res = await download('admin', TEMPLATE, { roleType: 3 });
    expect(res.json()).toMatchObject({ code: 400, msg: 'roleType: must be 0 (teacher) or 1 (student)' });
    const fmt = await download('admin', TEMPLATE, { roleType: 1, format: 'pdf' });
    expect(fmt.json()).toMatchObject({ code: 400, msg: 'format: must be csv or xlsx' });
  });
});

describe('preview', () => {
  it('lists every row with its normalised values and errors, and writes nothing', async () => {
    const before = await f.state();
    const file = csv([
      STUDENT_HEADER,
      ['new.student1', '新同学一', '138 0000 0001', 'secret1', '', '8', '八年级1班'],
      ['new.student2', '', '', '', '', '', ''],
      ['bad name!', '新同学三', 'abc', '123', '', '', ''],
      ['student', '重名学生', '', '', '', '', ''],
      ['New.Student1', '文件内重复', '', '', '', '', ''],
      ['new.student6', '不存在班级', '', '', '', '9', '九年级9班'],
      ['new.student7', '外校学生', '', '', '滨江双语学校 Riverside Bilingual School', '', ''],
      ['new.student8', '年级错误', '', '', '', '13', ''],
      ['new.student9', '年级文字', '', '', '', '八年级', '八年级2班'],
    ]);
    const preview = expectOk(await upload<ImportPreview>('schooladmin', PREVIEW, file, { roleType: 1 }));
    expect(preview).toMatchObject({ roleType: 1, total: 9, valid: 1, invalid: 8, ignoredColumns: [] });
    expect(preview.columns).toEqual(STUDENT_HEADER);
    const byRow = new Map(preview.rows.map((r) => [r.row, r]));
    const errors = (row: number) => byRow.get(row)?.errors.map((e) => `${e.column}: ${e.message}`);

    expect(byRow.get(2)).toMatchObject({
      username: 'new.student1',
      name: '新同学一',
      phone: '138 0000 0001',
      password: 'given',
      school: { id: no1, name: expect.stringContaining('启明第一中学') },
      classes: [{ name: '八年级1班', grade: 8 }],
    });
    expect(byRow.get(2)?.cells).not.toHaveProperty('password');
    expect(errors(2)).toEqual(['username: the file has this username again in row 6']);
    expect(errors(3)).toEqual(['name: is required']);
    expect(errors(4)).toEqual([
      'username: may contain only letters, digits and . _ @ -',
      'phone: may contain only digits, spaces, + and -',
      'password: must be 6 to 64 characters',
    ]);
    expect(errors(5)).toEqual(['username: this username is already taken']);
    expect(errors(6)).toEqual(['username: the file has this username again in row 2']);
    expect(errors(7)).toEqual(['class: the school has no class named 九年级9班']);
    // A school admin reaches its own school only: another school reads as unknown.
    expect(errors(8)).toEqual(['school: School not found']);
    expect(errors(9)).toEqual(['grade: must be 1 to 12']);
    expect(byRow.get(10)).toMatchObject({
      password: 'generated',
      classes: [{ name: '八年级2班', grade: 8 }],
      errors: [],
    });
    expect(await f.state()).toEqual(before);
  });

  it('answers the errors in the request language', async () => {
    const file = csv([
      ['用户名', '姓名'],
      ['student', ''],
    ]);
    const res = await upload<ImportPreview>('schooladmin', PREVIEW, file, { roleType: 1 }, { 'accept-language': 'zh' });
    const row = expectOk(res).rows[0];
    expect(row?.errors).toEqual([
      { column: 'name', message: '不能为空' },
      { column: 'username', message: '该用户名已被使用' },
    ]);
  });

  it('reads XLSX workbooks, GB18030 and semicolon CSV, and ignores unknown columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Teachers');
    sheet.addRow(['Username', 'Name', 'Phone', 'Classes taught', 'Remarks']);
    sheet.addRow([
      'xlsx.teacher',
      { richText: [{ text: 'Rich ' }, { text: 'Text' }] },
      13900001111,
      '七年级1班; 九年级1班',
      'x',
    ]);
    sheet.addRow([]);
    sheet.addRow(['# a comment row']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = expectOk(await upload<ImportPreview>('schooladmin', PREVIEW, xlsx, { roleType: 0 }));
    expect(preview).toMatchObject({ total: 1, valid: 1, ignoredColumns: ['Remarks'] });
    expect(preview.rows[0]).toMatchObject({
      row: 2,
      name: 'Rich Text',
      phone: '13900001111',
      classes: [{ name: '七年级1班' }, { name: '九年级1班' }],
    });

    const gbk = Buffer.from(
      // "用户名,姓名\r\ngbk.student,张三\r\n" in GB18030
      'd3c3bba7c3fb2cd0d5c3fb0d0a67626b2e73747564656e742cd5c5c8fd0d0a',
      'hex',
    );
    const fromGbk = expectOk(await upload<ImportPreview>('schooladmin', PREVIEW, gbk, { roleType: 1 }));
    expect(fromGbk.rows[0]).toMatchObject({ username: 'gbk.student', name: '张三', errors: [] });

    const semicolons = Buffer.from("\ufeffUsuario;Nombre;Teléfono\r\nsemi.colon;Ana García;'+34 600 000 000\r\n");
    const fromSemi = expectOk(await upload<ImportPreview>('schooladmin', PREVIEW, semicolons, { roleType: 1 }));
    expect(fromSemi.rows[0]).toMatchObject({ username: 'semi.colon', name: 'Ana García', phone: '+34 600 000 000' });
  });

  it('keeps a brand admin to its brand and the admin anywhere; the default school fills empty cells', async () => {
    const file = csv([
      ['username', 'name', 'school', 'class'],
      ['brand.one', '品牌一', '', '七年级1班'],
      ['brand.two', '品牌二', 'Acme Academy North Campus', ''],
      ['brand.three', '品牌三', String(no1), '八年级1班'],
    ]);
    const brand = expectOk(
      await upload<ImportPreview>('brandadmin', PREVIEW, file, { roleType: 1, schoolId: riverside }),
    );
    expect(brand.rows.map((r) => [r.school?.id ?? null, r.errors.map((e) => e.message)])).toEqual([
      [riverside, []],
      [null, ['School not found']],
      [no1, []],
    ]);
    // Without a default school, empty school cells are a row error for admins (not for a school admin).
    const noDefault = expectOk(await upload<ImportPreview>('brandadmin', PREVIEW, file, { roleType: 1 }));
    expect(noDefault.rows[0]?.errors).toEqual([{ column: 'school', message: 'is required for this role' }]);

    const admin = expectOk(await upload<ImportPreview>('admin', PREVIEW, file, { roleType: 1, schoolId: riverside }));
    expect(admin.rows.map((r) => r.school?.id)).toEqual([riverside, acmeNorth, no1]);
    expect(admin.invalid).toBe(0);

    // A default school out of scope refuses the request like saveUser.
    expectError(
      await upload('brandadmin', PREVIEW, file, { roleType: 1, schoolId: acmeNorth }),
      404,
      'School not found',
    );
    expectError(
      await upload('schooladmin', PREVIEW, file, { roleType: 1, schoolId: riverside }),
      404,
      'School not found',
    );
  });

  it('has every row problem in zh, es and ja', async () => {
    const brandId = await f.brandId('localhost');
    const [twin] = await t.db
      .insert(schools)
      .values({ brandId, name: '滨江双语学校 Riverside Bilingual School' })
      .returning();
    const [closed] = await t.db.insert(schools).values({ brandId, name: 'Closed School', enabled: false }).returning();
    const [unbound] = await t.db.insert(schools).values({ brandId: null, name: 'Unbound School' }).returning();
    const [sameName] = await t.db
      .insert(classes)
      .values({ brandId, schoolId: no1, grade: 8, name: '七年级1班' })
      .returning();
    const nine1 = await f.classId('启明第一中学', '九年级1班');
    await t.db.update(classes).set({ status: 0 }).where(eq(classes.id, nine1));
    try {
      const school = String(no1);
      const file = csv([
        ['username', 'name', 'phone', 'password', 'school', 'grade', 'class'],
        ['', 'X', '', '', school, '', ''],
        ['a', 'X', '', '', school, '', ''],
        ['bad name!', 'X', 'abc', '123', school, '', ''],
        ['student', 'X', '', '', school, '', ''],
        ['dup.x', 'X', '', '', school, '', ''],
        ['dup.x', 'X', '', '', school, '', ''],
        ['x.long', 'N'.repeat(101), '', '', school, '', ''],
        ['x.cls', 'X', '', '', school, '', '九年级9班'],
        ['x.amb', 'X', '', '', school, '', '七年级1班'],
        ['x.arch', 'X', '', '', school, '', '九年级1班'],
        ['x.grade', 'X', '', '', school, '13', ''],
        ['x.nf', 'X', '', '', 'Nowhere', '', ''],
        ['x.sev', 'X', '', '', '滨江双语学校 Riverside Bilingual School', '', ''],
        ['x.req', 'X', '', '', '', '', ''],
        ['x.closed', 'X', '', '', 'Closed School', '', ''],
        ['x.unbound', 'X', '', '', 'Unbound School', '', ''],
      ]);
      const messages = async (language: string) => {
        const res = await upload<ImportPreview>(
          'admin',
          PREVIEW,
          file,
          { roleType: 1 },
          { 'accept-language': language },
        );
        return expectOk(res).rows.flatMap((r) => r.errors.map((e) => e.message));
      };
      const en = await messages('en');
      expect(new Set(en)).toEqual(
        new Set([
          'is required',
          'must be at least 2 characters',
          'may contain only letters, digits and . _ @ -',
          'may contain only digits, spaces, + and -',
          'must be 6 to 64 characters',
          'this username is already taken',
          'the file has this username again in row 7',
          'the file has this username again in row 6',
          'Too big: expected string to have <=100 characters',
          'the school has no class named 九年级9班',
          'several classes of the school are named 七年级1班: fill in the grade',
          'the class 九年级1班 is archived',
          'must be 1 to 12',
          'School not found',
          'several schools have this name: write the school ID',
          'is required for this role',
          'the school is disabled',
          'the school is not bound to a brand yet',
        ]),
      );
      for (const language of ['zh', 'es', 'ja']) {
        const translated = await messages(language);
        expect(translated).toHaveLength(en.length);
        translated.forEach((m, i) => {
          expect(m, `${language}: ${en[i]}`).not.toBe(en[i]);
        });
      }
    } finally {
      await t.db.update(classes).set({ status: 1 }).where(eq(classes.id, nine1));
      await t.db.delete(classes).where(eq(classes.id, sameName?.id ?? 0));
      await t.db.delete(schools).where(inArray(schools.id, [twin?.id ?? 0, closed?.id ?? 0, unbound?.id ?? 0]));
    }
  });

  it('refuses other roles', async () => {
    const file = csv([
      ['username', 'name'],
      ['x.y', 'X'],
    ]);
    for (const who of ['teacher', 'student', 'consultant', 'dl', 'corrector', 'acme-teacher']) {
      expectError(await upload(who, PREVIEW, file, { roleType: 1 }), 403);
      expectError(await upload(who, IMPORT, file, { roleType: 1 }), 403);
    }
  });

  it('answers bad files with a 4xx envelope', async () => {
    const p = { roleType: 1 };
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(200)]);
    expectError(await upload('schooladmin', PREVIEW, png, p), 415, /^The file is not a spreadsheet/);
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(500)]);
    expectError(await upload('schooladmin', PREVIEW, xls, p), 415, /\.xls/);
    expectError(
      await upload('schooladmin', PREVIEW, Buffer.alloc(0), p),
      400,
      'The file is empty: it has no header row',
    );
    expectError(
      await upload('schooladmin', PREVIEW, Buffer.from('\n\n'), p),
      400,
      'The file is empty: it has no header row',
    );
    expectError(
      await upload('schooladmin', PREVIEW, csv([['username', 'name']]), p),
      400,
      'The file has no rows to import',
    );
    expectError(
      await upload(
        'schooladmin',
        PREVIEW,
        csv([
          ['login', 'phone'],
          ['a.b', '1'],
        ]),
        p,
      ),
      400,
      'The file lacks the required columns: Name',
    );
    expectError(
      await upload(
        'schooladmin',
        PREVIEW,
        csv([
          ['username', 'name', '姓名'],
          ['a.b', 'A', 'A'],
        ]),
        p,
      ),
      400,
      'The file has the column 姓名 twice',
    );
    const big = Buffer.concat([Buffer.from('username,name\r\n'), Buffer.alloc(IMPORT_MAX_BYTES, 'a')]);
    expectError(await upload('schooladmin', PREVIEW, big, p), 413, 'The file is larger than 5 MB');
    const many = csv([['username', 'name'], ...Array.from({ length: 5001 }, (_, i) => [`u${i}`, 'N'])]);
    expectError(
      await upload('schooladmin', PREVIEW, many, p),
      400,
      'The file has more than 5000 rows: split it into several files',
    );
    expectError(
      await upload('schooladmin', PREVIEW, Buffer.from('PK\u0003\u0004 not really a zip'), p),
      400,
      'The file is not a readable XLSX workbook',
    );

    // A "zip bomb": a tiny workbook whose sheet inflates to 30 MB.
    expectError(
      await upload('schooladmin', PREVIEW, zipWith('xl/workbook.xml', Buffer.alloc(30 * 1024 * 1024, ' ')), p),
      413,
    );

    expectError(
      await upload(
        'schooladmin',
        PREVIEW,
        csv([
          ['username', 'name'],
          ['a.b', 'A'],
        ]),
        { roleType: 2 },
      ),
      400,
      'roleType: must be 0 (teacher) or 1 (student)',
    );
    expectError(
      await upload(
        'schooladmin',
        PREVIEW,
        csv([
          ['username', 'name'],
          ['a.b', 'A'],
        ]),
        {},
      ),
      400,
      'roleType: is required',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: `${PREVIEW}?roleType=1`,
      headers: await headersOf('schooladmin'),
      payload: { file: 'username,name' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 415, msg: 'Upload the file as multipart/form-data', data: null });
  });
});

/** A one-entry ZIP (deflated) with the given content. */
function zipWith(name: string, content: Buffer): Buffer {
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

describe('importUsers', () => {
  it('refuses a file with errors and writes nothing', async () => {
    const before = await f.state();
    const file = csv([
      STUDENT_HEADER,
      ['ok.student', '好学生', '', 'secret1', '', '', '八年级1班'],
      ['student', '重名', '', '', '', '', ''],
    ]);
    const res = await upload<ImportPreview>('schooladmin', IMPORT, file, { roleType: 1 });
    expect({ status: res.status, code: res.code, msg: res.msg }).toEqual({
      status: 400,
      code: 400,
      msg: 'The file has errors in 1 rows: nothing was imported',
    });
    expect(res.data.rows[1]?.errors).toEqual([{ column: 'username', message: 'this username is already taken' }]);
    expect(await f.state()).toEqual(before);
  });

  it('writes every row in one go: users, classes, audit log; they can log in', async () => {
    const file = csv([
      STUDENT_HEADER,
      ['imp.stu1', '导入一', '13800000001', 'first-pass', '', '8', '八年级1班'],
      ['imp.stu2', '导入二', '', '', '', '', '九年级1班'],
      ['imp.stu3', '导入三', '', '', '', '', ''],
    ]);
    const auditBefore = (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog))[0]?.n ?? 0;
    const result = expectOk(await upload<ImportResult>('schooladmin', IMPORT, file, { roleType: 1 }));
    expect(result).toMatchObject({ roleType: 1, created: 3 });
    expect(result.users.map((u) => [u.row, u.username, u.password === null])).toEqual([
      [2, 'imp.stu1', true],
      [3, 'imp.stu2', false],
      [4, 'imp.stu3', false],
    ]);
    const generated = result.users[1]?.password ?? '';
    expect(generated).toMatch(/^[A-Za-z2-9]{8}$/);

    const stu1 = await f.user('imp.stu1');
    expect(stu1).toMatchObject({ roleType: 1, schoolId: no1, phone: '13800000001', status: 1 });
    expect(stu1.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(md5Hex('first-pass'), stu1.passwordHash)).toBe(true);
    const classOf = async (id: number) =>
      (await t.db.select().from(classStudents).where(eq(classStudents.studentId, id))).map((c) => [
        c.classId,
        c.active,
      ]);
    expect(await classOf(stu1.id)).toEqual([[await f.classId('启明第一中学', '八年级1班'), true]]);
    expect(await classOf(await f.userId('imp.stu2'))).toEqual([[await f.classId('启明第一中学', '九年级1班'), true]]);
    expect(await classOf(await f.userId('imp.stu3'))).toEqual([]);

    const audits = await t.db.select().from(auditLog).where(sql`${auditLog.id} > 0`);
    expect(audits.length - auditBefore).toBe(4);
    const created = await f.audits('user.create');
    expect(created.filter((a) => (a.after as { import?: boolean }).import).length).toBeGreaterThanOrEqual(3);
    const [summary] = await f.audits('user.import');
    expect(summary).toMatchObject({ targetType: 'school', targetId: no1, schoolId: no1 });
    expect(summary?.after).toMatchObject({ roleType: 1, created: 3 });
    expect(JSON.stringify(audits)).not.toMatch(/scrypt|first-pass/);

    await t.login('imp.stu1', { password: 'first-pass' });
    await t.login('imp.stu2', { password: generated });
    // The school admin's list shows them.
    const list = expectOk(await f.get<UserList>('schooladmin', LIST, { keyword: 'imp.stu' }));
    expect(list.list.map((u) => u.username).sort()).toEqual(['imp.stu1', 'imp.stu2', 'imp.stu3']);
  });

  it('imports teachers with their classes, for a brand admin into its brand', async () => {
    const file = csv([
      ['username', 'name', 'classes'],
      ['imp.tea1', '导入老师', '七年级1班; 九年级1班'],
    ]);
    const result = expectOk(
      await upload<ImportResult>('brandadmin', IMPORT, file, { roleType: 0, schoolId: riverside }),
    );
    expect(result.users[0]).toMatchObject({ username: 'imp.tea1', schoolName: expect.stringContaining('滨江') });
    const tea = await f.user('imp.tea1');
    expect(tea).toMatchObject({ roleType: 0, schoolId: riverside });
    const taught = await t.db.select().from(classTeachers).where(eq(classTeachers.teacherId, tea.id));
    expect(taught.map((c) => c.classId).sort()).toEqual(
      [await f.classId('滨江双语学校', '七年级1班'), await f.classId('滨江双语学校', '九年级1班')].sort(),
    );
  });

  it('streams progress lines, then the envelope, when asked for NDJSON', async () => {
    const file = csv([
      ['username', 'name'],
      ['imp.nd1', 'ND1'],
      ['imp.nd2', 'ND2'],
    ]);
    const res = await upload<ImportResult>(
      'admin',
      IMPORT,
      file,
      { roleType: 1, schoolId: acmeNorth },
      { accept: 'application/x-ndjson' },
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = res.raw
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toEqual({ phase: 'validated', done: 2, total: 2 });
    expect(lines.filter((l) => l.phase === 'passwords').at(-1)).toEqual({ phase: 'passwords', done: 2, total: 2 });
    expect(lines.at(-2)).toEqual({ phase: 'writing', done: 2, total: 2 });
    expect(lines.at(-1)).toMatchObject({ code: 200, msg: 'success', data: { created: 2 } });
    const [nd1] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.username, 'imp.nd1'), eq(users.schoolId, acmeNorth)));
    expect(nd1).toBeDefined();

    // Refused before the first line: a plain envelope with its status.
    const bad = await upload(
      'admin',
      IMPORT,
      file,
      { roleType: 1, schoolId: acmeNorth },
      { accept: 'application/x-ndjson' },
    );
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('The file has errors in 2 rows: nothing was imported');
  });
});

describe('exportUsers', () => {
  async function exportRows(who: string, params: Params, format: 'csv' | 'xlsx', language = 'en') {
    const res = await download(who, EXPORT, { ...params, format }, language);
    expect(res.statusCode).toBe(200);
    if (format === 'csv') {
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const parsed = Papa.parse<string[]>(res.body.replace(/^\ufeff/, ''), { skipEmptyLines: true });
      return { res, rows: parsed.data };
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
    });
    return { res, rows };
  }

  it('matches the filtered list, in CSV and XLSX, with the headers of the language', async () => {
    const filter = { roleType: 1, keyword: 'imp', sort: 'username', order: 'asc' };
    const list = expectOk(await f.get<UserList>('admin', LIST, { ...filter, pageSize: 100 }));
    expect(list.total).toBeGreaterThanOrEqual(5);
    for (const format of ['csv', 'xlsx'] as const) {
      const { res, rows } = await exportRows('admin', filter, format);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="students-\\d{8}-\\d{4}\\.${format}"`),
      );
      expect(rows[0]).toEqual([
        'ID',
        'Username',
        'Name',
        'Role',
        'Brand',
        'School',
        'Grade',
        'Class',
        'Phone',
        'Status',
        'Last login',
        'Created',
      ]);
      expect(rows.slice(1).map((r) => r[1])).toEqual(list.list.map((u) => u.username));
      const stu1 = rows.find((r) => r[1] === 'imp.stu1');
      expect(stu1?.slice(3, 10)).toEqual([
        'Student',
        '启明教育 Qiming Education',
        '启明第一中学 Qiming No.1 Middle School',
        '8',
        '八年级1班',
        '13800000001',
        'Active',
      ]);
    }
    const { rows: zh } = await exportRows('schooladmin', { roleType: 0 }, 'csv', 'zh');
    expect(zh[0]?.slice(0, 4)).toEqual(['ID', '用户名', '姓名', '角色']);
    // A school admin exports its own school only.
    const own = expectOk(await f.get<UserList>('schooladmin', LIST, { roleType: 0, pageSize: 100 }));
    expect(zh.slice(1).map((r) => Number(r[0]))).toEqual(own.list.map((u) => u.id));
    expect(zh.slice(1).every((r) => r[3] === '教师' && (r[5] ?? '').startsWith('启明第一中学'))).toBe(true);
  });

  it('guards cells against formulas and can be imported again', async () => {
    await t.db.update(users).set({ phone: '+86 138 0000 0002' }).where(eq(users.username, 'imp.stu3'));
    const { res } = await exportRows('schooladmin', { keyword: 'imp.stu3' }, 'csv');
    expect(res.body).toContain(',"\'+86 138 0000 0002",');
    // Re-importing the export: the username is taken, the extra columns are ignored, the phone is read back.
    const preview = expectOk(
      await upload<ImportPreview>('schooladmin', PREVIEW, Buffer.from(res.body), { roleType: 1 }),
    );
    expect(preview.ignoredColumns).toEqual(['ID', 'Role', 'Brand', 'Status', 'Last login', 'Created']);
    expect(preview.rows[0]).toMatchObject({
      phone: '+86 138 0000 0002',
      errors: [{ column: 'username', message: 'this username is already taken' }],
    });
  });

  it('walks every sort in batches without losing or repeating a row', async () => {
    // Equal and missing login times, equal names: the ties the keyset must get right.
    const t0 = new Date('2026-01-01T08:00:00.123456Z');
    await t.db.execute(
      sql`update users set last_login_at = ${t0.toISOString()}::timestamptz + (id % 3) * interval '1 microsecond' where id % 2 = 0`,
    );
    await t.db.update(users).set({ name: '同名' }).where(sql`${users.id} % 5 = 0`);
    const scope: OrgScope = { kind: 'platform' };
    for (const sort of ['createdAt', 'username', 'name', 'lastLoginAt'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const q = { sort, order, roleType: undefined, status: undefined };
        const all = await listUsers(t.db, scope, { ...q, page: 1, pageSize: 1000 });
        const walked: number[] = [];
        for await (const batch of exportBatches(t.db, scope, q, 4)) walked.push(...batch.map((u) => u.id));
        expect(walked, `${sort} ${order}`).toEqual(all.list.map((u) => u.id));
      }
    }
  });

  it('refuses other roles and bad parameters', async () => {
    for (const who of ['teacher', 'student', 'consultant']) {
      const res = await download(who, EXPORT, { format: 'csv' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403 });
    }
    expect((await download('admin', EXPORT, { format: 'pdf' })).json()).toMatchObject({
      code: 400,
      msg: 'format: must be csv or xlsx',
    });
    expect((await download('admin', EXPORT, { tz: 'Mars/Base' })).json()).toMatchObject({
      code: 400,
      msg: 'tz: must be an IANA time zone',
    });
    expect((await download('admin', EXPORT, { roleType: 6 })).json()).toMatchObject({ code: 400 });
    // Filters never widen a scope.
    const { rows } = await exportRows('brandadmin', { schoolId: acmeNorth }, 'csv');
    expect(rows).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents the four endpoints with their parameters and session requirement', async () => {
    const res = await t.app.inject({ url: '/openapi/docs/json' });
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
