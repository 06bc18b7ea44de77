import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, type ImportPreview } from '@edu/shared';
import { classes, schools } from '../../../db/schema';
import { expectError, expectOk } from '../test-fixtures';
import { csv, IMPORT, ImportExportFixture, PREVIEW, STUDENT_HEADER, zipWith } from './test-fixtures';

let f: ImportExportFixture;

beforeAll(async () => {
  f = await ImportExportFixture.open();
});
afterAll(() => f.t.close());

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
    const preview = expectOk(await f.upload<ImportPreview>('schooladmin', PREVIEW, file, { roleType: 1 }));
    expect(preview).toMatchObject({ roleType: 1, total: 9, valid: 1, invalid: 8, ignoredColumns: [] });
    expect(preview.columns).toEqual(STUDENT_HEADER);
    const byRow = new Map(preview.rows.map((r) => [r.row, r]));
    const errors = (row: number) => byRow.get(row)?.errors.map((e) => `${e.column}: ${e.message}`);

    expect(byRow.get(2)).toMatchObject({
      username: 'new.student1',
      name: '新同学一',
      phone: '138 0000 0001',
      password: 'given',
      school: { id: f.no1, name: expect.stringContaining('启明第一中学') },
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
    const res = await f.upload<ImportPreview>(
      'schooladmin',
      PREVIEW,
      file,
      { roleType: 1 },
      { 'accept-language': 'zh' },
    );
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
    const preview = expectOk(await f.upload<ImportPreview>('schooladmin', PREVIEW, xlsx, { roleType: 0 }));
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
    const fromGbk = expectOk(await f.upload<ImportPreview>('schooladmin', PREVIEW, gbk, { roleType: 1 }));
    expect(fromGbk.rows[0]).toMatchObject({ username: 'gbk.student', name: '张三', errors: [] });

    const semicolons = Buffer.from("\ufeffUsuario;Nombre;Teléfono\r\nsemi.colon;Ana García;'+34 600 000 000\r\n");
    const fromSemi = expectOk(await f.upload<ImportPreview>('schooladmin', PREVIEW, semicolons, { roleType: 1 }));
    expect(fromSemi.rows[0]).toMatchObject({ username: 'semi.colon', name: 'Ana García', phone: '+34 600 000 000' });
  });

  it('keeps a brand admin to its brand and the admin anywhere; the default school fills empty cells', async () => {
    const file = csv([
      ['username', 'name', 'school', 'class'],
      ['brand.one', '品牌一', '', '七年级1班'],
      ['brand.two', '品牌二', 'Acme Academy North Campus', ''],
      ['brand.three', '品牌三', String(f.no1), '八年级1班'],
    ]);
    const brand = expectOk(
      await f.upload<ImportPreview>('brandadmin', PREVIEW, file, { roleType: 1, schoolId: f.riverside }),
    );
    expect(brand.rows.map((r) => [r.school?.id ?? null, r.errors.map((e) => e.message)])).toEqual([
      [f.riverside, []],
      [null, ['School not found']],
      [f.no1, []],
    ]);
    // Without a default school, empty school cells are a row error for admins (not for a school admin).
    const noDefault = expectOk(await f.upload<ImportPreview>('brandadmin', PREVIEW, file, { roleType: 1 }));
    expect(noDefault.rows[0]?.errors).toEqual([{ column: 'school', message: 'is required for this role' }]);

    const admin = expectOk(
      await f.upload<ImportPreview>('admin', PREVIEW, file, { roleType: 1, schoolId: f.riverside }),
    );
    expect(admin.rows.map((r) => r.school?.id)).toEqual([f.riverside, f.acmeNorth, f.no1]);
    expect(admin.invalid).toBe(0);

    // A default school out of scope refuses the request like saveUser.
    expectError(
      await f.upload('brandadmin', PREVIEW, file, { roleType: 1, schoolId: f.acmeNorth }),
      404,
      'School not found',
    );
    expectError(
      await f.upload('schooladmin', PREVIEW, file, { roleType: 1, schoolId: f.riverside }),
      404,
      'School not found',
    );
  });

  it('has every row problem in zh, es and ja', async () => {
    const brandId = await f.brandId('localhost');
    const [twin] = await f.t.db
      .insert(schools)
      .values({ brandId, name: '滨江双语学校 Riverside Bilingual School' })
      .returning();
    const [closed] = await f.t.db
      .insert(schools)
      .values({ brandId, name: 'Closed School', enabled: false })
      .returning();
    const [unbound] = await f.t.db.insert(schools).values({ brandId: null, name: 'Unbound School' }).returning();
    const [sameName] = await f.t.db
      .insert(classes)
      .values({ brandId, schoolId: f.no1, grade: 8, name: '七年级1班' })
      .returning();
    const nine1 = await f.classId('启明第一中学', '九年级1班');
    await f.t.db.update(classes).set({ status: 0 }).where(eq(classes.id, nine1));
    try {
      const school = String(f.no1);
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
        const res = await f.upload<ImportPreview>(
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
      await f.t.db.update(classes).set({ status: 1 }).where(eq(classes.id, nine1));
      await f.t.db.delete(classes).where(eq(classes.id, sameName?.id ?? 0));
      await f.t.db.delete(schools).where(inArray(schools.id, [twin?.id ?? 0, closed?.id ?? 0, unbound?.id ?? 0]));
    }
  });

  it('refuses other roles', async () => {
    const file = csv([
      ['username', 'name'],
      ['x.y', 'X'],
    ]);
    for (const who of ['teacher', 'student', 'consultant', 'dl', 'corrector', 'acme-teacher']) {
      expectError(await f.upload(who, PREVIEW, file, { roleType: 1 }), 403);
      expectError(await f.upload(who, IMPORT, file, { roleType: 1 }), 403);
    }
  });

  it('answers bad files with a 4xx envelope', async () => {
    const p = { roleType: 1 };
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(200)]);
    expectError(await f.upload('schooladmin', PREVIEW, png, p), 415, /^The file is not a spreadsheet/);
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(500)]);
    expectError(await f.upload('schooladmin', PREVIEW, xls, p), 415, /\.xls/);
    expectError(
      await f.upload('schooladmin', PREVIEW, Buffer.alloc(0), p),
      400,
      'The file is empty: it has no header row',
    );
    expectError(
      await f.upload('schooladmin', PREVIEW, Buffer.from('\n\n'), p),
      400,
      'The file is empty: it has no header row',
    );
    expectError(
      await f.upload('schooladmin', PREVIEW, csv([['username', 'name']]), p),
      400,
      'The file has no rows to import',
    );
    expectError(
      await f.upload(
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
      await f.upload(
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
    expectError(await f.upload('schooladmin', PREVIEW, big, p), 413, 'The file is larger than 5 MB');
    const many = csv([['username', 'name'], ...Array.from({ length: 5001 }, (_, i) => [`u${i}`, 'N'])]);
    expectError(
      await f.upload('schooladmin', PREVIEW, many, p),
      400,
      'The file has more than 5000 rows: split it into several files',
    );
    expectError(
      await f.upload('schooladmin', PREVIEW, Buffer.from('PK\u0003\u0004 not really a zip'), p),
      400,
      'The file is not a readable XLSX workbook',
    );

    // A "zip bomb": a tiny workbook whose sheet inflates to 30 MB.
    expectError(
      await f.upload('schooladmin', PREVIEW, zipWith('xl/workbook.xml', Buffer.alloc(30 * 1024 * 1024, ' ')), p),
      413,
    );

    expectError(
      await f.upload(
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
      await f.upload(
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
    const json = await f.t.app.inject({
      method: 'POST',
      url: `${PREVIEW}?roleType=1`,
      headers: await f.headersOf('schooladmin'),
      payload: { file: 'username,name' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 415, msg: 'Upload the file as multipart/form-data', data: null });
  });
});
