import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult, UserList } from '@edu/shared';
import { auditLog, classStudents, classTeachers, users } from '../../../db/schema';
import { verifyPassword, md5Hex } from '../../auth';
import type { OrgScope } from '../../../access/org';
import { listUsers } from '../users/queries';
import { expectOk, type Params } from '../test-fixtures';
import { exportBatches, exportUsers } from './export';
import { csv, EXPORT, IMPORT, ImportExportFixture, LIST, PREVIEW, STUDENT_HEADER } from './test-fixtures';

let f: ImportExportFixture;

beforeAll(async () => {
  f = await ImportExportFixture.open();
});
afterAll(() => f.t.close());

// The export tests read the users that the import tests write: one file, in this order.

describe('importUsers', () => {
  it('refuses a file with errors and writes nothing', async () => {
    const before = await f.state();
    const file = csv([
      STUDENT_HEADER,
      ['ok.student', '好学生', '', 'secret1', '', '', '八年级1班'],
      ['student', '重名', '', '', '', '', ''],
    ]);
    const res = await f.upload<ImportPreview>('schooladmin', IMPORT, file, { roleType: 1 });
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
    const auditBefore = (await f.t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog))[0]?.n ?? 0;
    const result = expectOk(await f.upload<ImportResult>('schooladmin', IMPORT, file, { roleType: 1 }));
    expect(result).toMatchObject({ roleType: 1, created: 3 });
    expect(result.users.map((u) => [u.row, u.username, u.password === null])).toEqual([
      [2, 'imp.stu1', true],
      [3, 'imp.stu2', false],
      [4, 'imp.stu3', false],
    ]);
    const generated = result.users[1]?.password ?? '';
    expect(generated).toMatch(/^[A-Za-z2-9]{8}$/);

    const stu1 = await f.user('imp.stu1');
    expect(stu1).toMatchObject({ roleType: 1, schoolId: f.no1, phone: '13800000001', status: 1 });
    expect(stu1.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(md5Hex('first-pass'), stu1.passwordHash)).toBe(true);
    const classOf = async (id: number) =>
      (await f.t.db.select().from(classStudents).where(eq(classStudents.studentId, id))).map((c) => [
        c.classId,
        c.active,
      ]);
    expect(await classOf(stu1.id)).toEqual([[await f.classId('启明第一中学', '八年级1班'), true]]);
    expect(await classOf(await f.userId('imp.stu2'))).toEqual([[await f.classId('启明第一中学', '九年级1班'), true]]);
    expect(await classOf(await f.userId('imp.stu3'))).toEqual([]);

    const audits = await f.t.db.select().from(auditLog).where(sql`${auditLog.id} > 0`);
    expect(audits.length - auditBefore).toBe(4);
    const created = await f.audits('user.create');
    expect(created.filter((a) => (a.after as { import?: boolean }).import).length).toBeGreaterThanOrEqual(3);
    const [summary] = await f.audits('user.import');
    expect(summary).toMatchObject({ targetType: 'school', targetId: f.no1, schoolId: f.no1 });
    expect(summary?.after).toMatchObject({ roleType: 1, created: 3 });
    expect(JSON.stringify(audits)).not.toMatch(/scrypt|first-pass/);

    await f.t.login('imp.stu1', { password: 'first-pass' });
    await f.t.login('imp.stu2', { password: generated });
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
      await f.upload<ImportResult>('brandadmin', IMPORT, file, { roleType: 0, schoolId: f.riverside }),
    );
    expect(result.users[0]).toMatchObject({ username: 'imp.tea1', schoolName: expect.stringContaining('滨江') });
    const tea = await f.user('imp.tea1');
    expect(tea).toMatchObject({ roleType: 0, schoolId: f.riverside });
    const taught = await f.t.db.select().from(classTeachers).where(eq(classTeachers.teacherId, tea.id));
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
    const res = await f.upload<ImportResult>(
      'admin',
      IMPORT,
      file,
      { roleType: 1, schoolId: f.acmeNorth },
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
    const [nd1] = await f.t.db
      .select()
      .from(users)
      .where(and(eq(users.username, 'imp.nd1'), eq(users.schoolId, f.acmeNorth)));
    expect(nd1).toBeDefined();

    // Refused before the first line: a plain envelope with its status.
    const bad = await f.upload(
      'admin',
      IMPORT,
      file,
      { roleType: 1, schoolId: f.acmeNorth },
      { accept: 'application/x-ndjson' },
    );
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('The file has errors in 2 rows: nothing was imported');
  });
});

describe('exportUsers', () => {
  async function exportRows(who: string, params: Params, format: 'csv' | 'xlsx', language = 'en') {
    const res = await f.download(who, EXPORT, { ...params, format }, language);
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
    await f.t.db.update(users).set({ phone: '+86 138 0000 0002' }).where(eq(users.username, 'imp.stu3'));
    const { res } = await exportRows('schooladmin', { keyword: 'imp.stu3' }, 'csv');
    expect(res.body).toContain(',"\'+86 138 0000 0002",');
    // Re-importing the export: the username is taken, the extra columns are ignored, the phone is read back.
    const preview = expectOk(
      await f.upload<ImportPreview>('schooladmin', PREVIEW, Buffer.from(res.body), { roleType: 1 }),
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
    await f.t.db.execute(
      sql`update users set last_login_at = ${t0.toISOString()}::timestamptz + (id % 3) * interval '1 microsecond' where id % 2 = 0`,
    );
    await f.t.db.update(users).set({ name: '同名' }).where(sql`${users.id} % 5 = 0`);
    const scope: OrgScope = { kind: 'platform' };
    for (const sort of ['createdAt', 'username', 'name', 'lastLoginAt'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const q = { sort, order, roleType: undefined, status: undefined };
        const all = await listUsers(f.t.db, scope, { ...q, page: 1, pageSize: 1000 });
        const walked: number[] = [];
        for await (const batch of exportBatches(f.t.db, scope, q, 4)) walked.push(...batch.map((u) => u.id));
        expect(walked, `${sort} ${order}`).toEqual(all.list.map((u) => u.id));
      }
    }
  });

  it('refuses other roles and bad parameters', async () => {
    for (const who of ['teacher', 'student', 'consultant']) {
      const res = await f.download(who, EXPORT, { format: 'csv' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403 });
    }
    expect((await f.download('admin', EXPORT, { format: 'pdf' })).json()).toMatchObject({
      code: 400,
      msg: 'format: must be csv or xlsx',
    });
    expect((await f.download('admin', EXPORT, { tz: 'Mars/Base' })).json()).toMatchObject({
      code: 400,
      msg: 'tz: must be an IANA time zone',
    });
    expect((await f.download('admin', EXPORT, { roleType: 6 })).json()).toMatchObject({ code: 400 });
    // Filters never widen a scope.
    const { rows } = await exportRows('brandadmin', { schoolId: f.acmeNorth }, 'csv');
    expect(rows).toHaveLength(1);
  });

  it('refuses a filter the database cannot take before the first byte, never with a cut-off file', async () => {
    // `keyword=a%00b`: PostgreSQL refuses the NUL character; the schema refuses it first, with the field named.
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await f.download('admin', EXPORT, { format, keyword: 'a\u0000b' });
      expect(res.statusCode, format).toBe(400);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toMatchObject({ code: 400, msg: 'keyword: must not contain the NUL character', data: null });
    }
    const zh = await f.download('admin', EXPORT, { format: 'csv', keyword: 'a\u0000b' }, 'zh-CN');
    expect(zh.json()).toMatchObject({ code: 400, msg: 'keyword: 不能包含 NUL 字符' });
    // The same filter on the list it exports.
    expect((await f.download('admin', LIST, { keyword: 'a\u0000b' })).json()).toMatchObject({
      code: 400,
      msg: 'keyword: must not contain the NUL character',
    });
    // Past the schema, the export reads its first batch before the file exists: the database's refusal is
    // an error the handler throws (a 400 envelope), not a 200 whose stream breaks off.
    const scope: OrgScope = { kind: 'platform' };
    const all = { roleType: undefined, status: undefined };
    for (const format of ['csv', 'xlsx'] as const) {
      await expect(exportUsers(f.t.db, scope, { ...all, format, keyword: 'a\u0000b' }, 'en'), format).rejects.toThrow();
    }
    const file = await exportUsers(f.t.db, scope, { ...all, format: 'csv', keyword: 'nobody-has-this-name' }, 'en');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString('utf8').trim().split('\r\n')).toHaveLength(1);
  });
});
