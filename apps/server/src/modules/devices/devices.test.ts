/**
 * Devices (issue 13 item 6): the list, bind, unbind, move, disable, the import's preview and commit, and
 * the device's own side (clientLogin's admission and the heartbeat). The seed's devices are in
 * scripts/seed/seed-devices.ts; clientLogin's refusals are in modules/auth/login.test.ts.
 */
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceImportPreview, DeviceList, DeviceRow, SessionUser } from '@edu/shared';
import { auditLog, devices } from '../../db/schema';
import { md5Hex } from '../auth/password';
import { expectError, expectOk, type Params } from '../org/test-fixtures';
import { csv, ImportExportFixture } from '../org/import-export/test-fixtures';
import { listDevices } from './queries';

const LIST = '/openapi/device/getDeviceList';
const BIND = '/openapi/device/bindDevice';
const UNBIND = '/openapi/device/unbindDevice';
const MOVE = '/openapi/device/moveDevice';
const STATUS = '/openapi/device/setDeviceStatus';
const PREVIEW = '/openapi/device/previewDeviceImport';
const IMPORT = '/openapi/device/importDevices';
const HEARTBEAT = '/openapi/device/heartbeat';

const demo = md5Hex('demo123');
let f: ImportExportFixture;

beforeAll(async () => {
  f = await ImportExportFixture.open();
});
afterAll(async () => {
  await f.t.close();
});

async function deviceId(serial: string): Promise<number> {
  const [row] = await f.t.db.select({ id: devices.id }).from(devices).where(eq(devices.serial, serial));
  if (!row) throw new Error(`no device ${serial}`);
  return row.id;
}

async function device(serial: string) {
  const [row] = await f.t.db.select().from(devices).where(eq(devices.serial, serial));
  if (!row) throw new Error(`no device ${serial}`);
  return row;
}

/** Every device row and the audit log's size: what a refused change must leave as it was. */
async function deviceState() {
  const rows = await f.t.db.select().from(devices).orderBy(devices.id);
  const [audit] = await f.t.db.select({ n: count() }).from(auditLog);
  return { rows, audit: audit?.n ?? 0 };
}

/** A device's sign-in (clientLogin) as the given student; answers the envelope. */
async function clientLogin(username: string, serial: string, host = 'localhost') {
  const res = await f.t.app.inject({
    url: `/openapi/user/clientLogin?${new URLSearchParams({ loginvalue: username, pwd: demo, deviceSerial: serial })}`,
    headers: { host },
  });
  return res.json<{ code: number; msg: string; data: { user: SessionUser } | null }>();
}

async function deviceToken(username: string, serial: string): Promise<string> {
  const reply = await clientLogin(username, serial);
  if (reply.code !== 200 || !reply.data) throw new Error(`clientLogin ${serial}: ${reply.code} ${reply.msg}`);
  return reply.data.user.token;
}

async function heartbeat(token: string) {
  const res = await f.t.app.inject({ method: 'POST', url: HEARTBEAT, headers: { authorization: token } });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: unknown }>() };
}

const serials = (list: DeviceList) => list.list.map((d) => d.serial).sort();

describe('getDeviceList', () => {
  it('lists the devices in scope, with serial prefix search and filters', async () => {
    const all = expectOk(await f.get<DeviceList>('admin', LIST, { pageSize: 100 }));
    expect(all.total).toBe(9);
    const mine = expectOk(await f.get<DeviceList>('brandadmin', LIST, { pageSize: 100 }));
    expect(mine.total).toBe(7);
    expect(mine.list.every((d) => d.brand.id === f.qiming)).toBe(true);
    const pad = mine.list.find((d) => d.serial === 'PAD-QM-0001') as DeviceRow;
    expect(pad).toMatchObject({
      kind: 'pad',
      model: 'StudyPad S1',
      status: 1,
      school: { id: f.no1, name: expect.stringContaining('启明第一中学') },
      student: { username: 'student' },
      lastSeenAt: null,
    });

    const search = expectOk(await f.get<DeviceList>('brandadmin', LIST, { keyword: ' pad-qm ', pageSize: 100 }));
    expect(serials(search)).toEqual(['PAD-QM-0001', 'PAD-QM-0002', 'PAD-QM-0003', 'PAD-QM-0004']);
    // A prefix, not a substring.
    expect(expectOk(await f.get<DeviceList>('admin', LIST, { keyword: 'QM' })).total).toBe(0);
    // LIKE wildcards are literal.
    expect(expectOk(await f.get<DeviceList>('admin', LIST, { keyword: 'PAD_' })).total).toBe(0);

    const pens = expectOk(await f.get<DeviceList>('brandadmin', LIST, { kind: 'pen' }));
    expect(serials(pens)).toEqual(['PEN-QM-0001', 'PEN-QM-0002']);
    const disabled = expectOk(await f.get<DeviceList>('admin', LIST, { status: 0 }));
    expect(serials(disabled)).toEqual(['PAD-QM-0004']);
    const riverside = expectOk(await f.get<DeviceList>('brandadmin', LIST, { schoolId: f.riverside }));
    expect(serials(riverside)).toEqual(['PAD-RS-0001']);
    const acme = expectOk(await f.get<DeviceList>('admin', LIST, { brandId: f.acme }));
    expect(serials(acme)).toEqual(['PAD-AC-0001', 'PEN-AC-0001']);
    // Another brand's school filters to nothing for the brand admin.
    expect(expectOk(await f.get<DeviceList>('brandadmin', LIST, { schoolId: f.acmeNorth })).total).toBe(0);

    const page = expectOk(
      await f.get<DeviceList>('admin', LIST, { sort: 'serial', order: 'asc', page: 2, pageSize: 4 }),
    );
    expect(page.list.map((d) => d.serial)).toEqual(['PAD-QM-0004', 'PAD-RS-0001', 'PEN-AC-0001', 'PEN-QM-0001']);
  });

  it('answers a serial search the same whether its matches are sorted directly or found along the index', async () => {
    const platform = { kind: 'platform' } as const;
    const brand = { kind: 'brand', brandId: f.qiming } as const;
    for (const [scope, q] of [
      [platform, { keyword: 'pa', page: 1, pageSize: 2 }],
      [platform, { keyword: 'PAD', page: 2, pageSize: 2, sort: 'serial', order: 'desc' }],
      [brand, { keyword: 'P', page: 1, pageSize: 3, kind: 'pad' }],
      [brand, { keyword: 'PEN', page: 1, pageSize: 20, sort: 'lastSeenAt' }],
      [brand, { keyword: 'PAD-QM', page: 9, pageSize: 20 }],
    ] as const) {
      const sorted = await listDevices(f.t.db, scope, q);
      // sortMax 1: more matches than that, so the page is found along the sort's index
      const walked = await listDevices(f.t.db, scope, q, 10_000, 1);
      expect(walked).toEqual(sorted);
      // a total cap below the matches
      expect((await listDevices(f.t.db, scope, q, 1)).totalCapped ?? false).toBe(sorted.total > 1);
    }
    const paged = await listDevices(f.t.db, platform, {
      keyword: 'PAD',
      page: 2,
      pageSize: 2,
      sort: 'serial',
      order: 'desc',
    });
    expect(paged.list.map((d) => d.serial)).toEqual(['PAD-QM-0003', 'PAD-QM-0002']);
    expect(paged.total).toBe(6);
  });

  it('refuses other roles and bad input', async () => {
    for (const who of ['schooladmin', 'teacher', 'student']) expectError(await f.get(who, LIST), 403);
    expectError(await f.get(null, LIST), 401);
    expectError(await f.get('admin', LIST, { kind: 'phone' }), 400, 'kind: must be pen or pad');
    expectError(await f.get('admin', LIST, { status: 5 }), 400, 'status: must be 1 (active) or 0 (disabled)');
    expectError(await f.get('admin', LIST, { sort: 'student' }), 400, /^sort: /);
    expectError(await f.get('admin', LIST, { keyword: 'X'.repeat(65) }), 400, /^keyword: /);
  });
});

describe('bind, unbind, move, disable', () => {
  it('binds a device to a student of its school; rebinding ends the earlier student’s device sessions', async () => {
    const id = await deviceId('PAD-QM-0003');
    const lina = await f.userId('lina');
    const bound = expectOk(await f.post<DeviceRow>('brandadmin', BIND, { id, studentId: lina }));
    expect(bound).toMatchObject({ serial: 'PAD-QM-0003', student: { id: lina, username: 'lina' } });
    expect((await f.audits('device.bind'))[0]).toMatchObject({ targetType: 'device', targetId: id });

    const token = await deviceToken('lina', 'PAD-QM-0003');
    const wanghao = await f.userId('wanghao');
    expectOk(await f.post<DeviceRow>('admin', BIND, { id, studentId: wanghao }, { json: true }));
    expect((await heartbeat(token)).code).not.toBe(200);
    expect((await clientLogin('lina', 'PAD-QM-0003')).msg).toBe('This device is bound to another student');
    expect((await clientLogin('wanghao', 'PAD-QM-0003')).code).toBe(200);
  });

  it('refuses a student of another school or brand, a device out of scope, other roles and bad input; writes nothing', async () => {
    const before = await deviceState();
    const id = await deviceId('PAD-QM-0003');
    const acmePad = await deviceId('PAD-AC-0001');
    expectError(
      await f.post('brandadmin', BIND, { id, studentId: await f.userId('sunyue') }),
      400,
      "studentId: the student is not in the device's school",
    );
    expectError(
      await f.post('brandadmin', BIND, { id, studentId: await f.userId('olivia.brown') }),
      404,
      'Student not found',
    );
    expectError(
      await f.post('brandadmin', BIND, { id, studentId: await f.userId('teacher') }),
      404,
      'Student not found',
    );
    expectError(
      await f.post('brandadmin', BIND, { id: acmePad, studentId: await f.userId('student') }),
      404,
      'Device not found',
    );
    expectError(await f.post('brandadmin', UNBIND, { id: acmePad }), 404, 'Device not found');
    expectError(await f.post('brandadmin', STATUS, { id: acmePad, status: 0 }), 404, 'Device not found');
    expectError(await f.post('brandadmin', MOVE, { id: acmePad, schoolId: f.no1 }), 404, 'Device not found');
    expectError(await f.post('brandadmin', MOVE, { id, schoolId: f.acmeNorth }), 404, 'School not found');
    expectError(
      await f.post('brandadmin', MOVE, { id, schoolId: f.no1 }),
      400,
      'schoolId: the device is already in this school',
    );
    expectError(
      await f.post('admin', BIND, { id: 999999, studentId: await f.userId('lina') }),
      404,
      'Device not found',
    );
    for (const who of ['schooladmin', 'teacher']) {
      expectError(await f.post(who, UNBIND, { id }), 403);
      expectError(await f.post(who, MOVE, { id, schoolId: f.riverside }), 403);
    }
    expectError(await f.post('admin', BIND, { id: 'x', studentId: 1 }), 400, /^id: /);
    expectError(await f.post('admin', BIND, { id }), 400, /^studentId: /);
    expectError(await f.post('admin', STATUS, { id, status: 2 }), 400, 'status: must be 1 (active) or 0 (disabled)');
    expectError(await f.post('admin', MOVE, { id }), 400, /^schoolId: /);
    expect(await deviceState()).toEqual(before);
  });

  it('unbinds a device: its sessions end and it can no longer sign in', async () => {
    const token = await deviceToken('student', 'PEN-QM-0001');
    expect((await heartbeat(token)).code).toBe(200);
    const row = expectOk(await f.post<DeviceRow>('brandadmin', UNBIND, { id: await deviceId('PEN-QM-0001') }));
    expect(row.student).toBeNull();
    expect((await f.audits('device.unbind'))[0]).toMatchObject({ targetId: row.id });
    expect((await heartbeat(token)).code).not.toBe(200);
    expect(await clientLogin('student', 'PEN-QM-0001')).toMatchObject({
      code: 409,
      msg: 'This device is not bound to a student',
    });
  });

  it('moves a device to another school (unbound); the admin across brands, the brand following', async () => {
    const id = await deviceId('PAD-QM-0002');
    const moved = expectOk(await f.post<DeviceRow>('brandadmin', MOVE, { id, schoolId: f.riverside }));
    expect(moved).toMatchObject({ school: { id: f.riverside }, brand: { id: f.qiming }, student: null });
    const across = expectOk(await f.post<DeviceRow>('admin', MOVE, { id, schoolId: f.acmeNorth }));
    expect(across).toMatchObject({ school: { id: f.acmeNorth }, brand: { id: f.acme } });
    expect(await device('PAD-QM-0002')).toMatchObject({ brandId: f.acme, schoolId: f.acmeNorth, studentId: null });
    // Now out of the brand admin's reach.
    expectError(await f.post('brandadmin', MOVE, { id, schoolId: f.no1 }), 404, 'Device not found');
  });

  it('disables a device (its sessions end, it cannot sign in) and enables it again', async () => {
    const token = await deviceToken('student', 'PAD-QM-0001');
    const id = await deviceId('PAD-QM-0001');
    const off = expectOk(await f.post<DeviceRow>('brandadmin', STATUS, { id, status: '0' }));
    expect(off.status).toBe(0);
    expect(off.student).toMatchObject({ username: 'student' });
    expect((await f.audits('device.disable'))[0]).toMatchObject({ targetId: id });
    expect((await heartbeat(token)).code).not.toBe(200);
    expect(await clientLogin('student', 'PAD-QM-0001')).toMatchObject({
      code: 403,
      msg: 'This device has been disabled',
    });
    expect(expectOk(await f.post<DeviceRow>('brandadmin', STATUS, { id, status: 1 })).status).toBe(1);
    expect((await clientLogin('student', 'PAD-QM-0001')).code).toBe(200);
  });
});

describe('heartbeat', () => {
  it("records the device's last seen time; a console session is refused", async () => {
    const token = await deviceToken('student', 'PAD-QM-0001');
    const beat = await heartbeat(token);
    expect(beat).toMatchObject({ status: 200, code: 200, data: { serial: 'PAD-QM-0001' } });
    const seen = (await device('PAD-QM-0001')).lastSeenAt;
    expect(seen).not.toBeNull();
    expect(Math.abs((seen as Date).getTime() - Date.now())).toBeLessThan(60_000);
    expect((beat.data as { lastSeenAt: string }).lastSeenAt).toBe((seen as Date).toISOString());
    const listed = expectOk(await f.get<DeviceList>('brandadmin', LIST, { keyword: 'PAD-QM-0001' }));
    expect(listed.list[0]?.lastSeenAt).toBe((seen as Date).toISOString());

    const before = await deviceState();
    const consoleStudent = await f.as('student');
    expect(await heartbeat(consoleStudent.token)).toMatchObject({
      status: 403,
      msg: 'This session is not a device session: sign in with clientLogin',
    });
    expect((await heartbeat((await f.as('teacher')).token)).status).toBe(403);
    expect(await deviceState()).toEqual(before);
  });
});

describe('import', () => {
  const header = ['serial', 'kind', 'model', 'school'];

  it('previews every row with its errors and writes nothing; the commit refuses the file whole', async () => {
    const before = await deviceState();
    const file = csv([
      header,
      ['new-pad-0001', 'pad', 'StudyPad S3', ''],
      ['PAD-QM-0001', 'pad', '', ''],
      ['NEW-PAD-0001', '平板', '', ''],
      ['NEW-PEN-0001', 'phone', '', ''],
      ['x', 'pen', '', ''],
      ['NEW-PEN-0002', 'pen', '', 'Acme Academy North Campus'],
      ['NEW-PEN-0003', '点读笔', '', '滨江双语学校 riverside bilingual school'],
    ]);
    const params: Params = { schoolId: f.no1 };
    const preview = expectOk(await f.upload<DeviceImportPreview>('brandadmin', PREVIEW, file, params));
    expect(preview).toMatchObject({ total: 7, valid: 2, invalid: 5, ignoredColumns: [] });
    expect(preview.rows.map((r) => [r.row, r.serial, r.kind, r.school?.id ?? null, r.errors])).toEqual([
      [2, 'NEW-PAD-0001', 'pad', f.no1, []],
      [3, 'PAD-QM-0001', 'pad', f.no1, [{ column: 'serial', message: 'is already registered' }]],
      [4, 'NEW-PAD-0001', 'pad', f.no1, [{ column: 'serial', message: 'is repeated in the file' }]],
      [5, 'NEW-PEN-0001', 'phone', f.no1, [{ column: 'kind', message: 'must be pen or pad' }]],
      [6, 'x', 'pen', f.no1, [{ column: 'serial', message: 'must be 4 to 64 letters, digits, - or _' }]],
      [7, 'NEW-PEN-0002', 'pen', null, [{ column: 'school', message: 'School not found' }]],
      [8, 'NEW-PEN-0003', 'pen', f.riverside, []],
    ]);
    const zh = expectOk(
      await f.upload<DeviceImportPreview>('brandadmin', PREVIEW, file, params, { 'accept-language': 'zh-CN' }),
    );
    expect(zh.rows[1]?.errors[0]?.message).toBe('已登记');

    const refused = await f.upload<DeviceImportPreview>('brandadmin', IMPORT, file, params);
    expect(refused).toMatchObject({ status: 400, msg: 'The file has errors in 5 rows: nothing was imported' });
    expect(refused.data.invalid).toBe(5);
    expect(await deviceState()).toEqual(before);
  });

  it('imports every row of a valid CSV or XLSX file (headers in any of the four languages)', async () => {
    const file = csv([
      header,
      ['IMP-PAD-0001', 'pad', 'StudyPad S3', ''],
      ['imp-pen-0001', 'Pen', '', String(f.riverside)],
    ]);
    const result = expectOk(await f.upload<{ created: number }>('brandadmin', IMPORT, file, { schoolId: f.no1 }));
    expect(result).toEqual({ created: 2 });
    expect(await device('IMP-PAD-0001')).toMatchObject({
      kind: 'pad',
      model: 'StudyPad S3',
      schoolId: f.no1,
      brandId: f.qiming,
      studentId: null,
      status: 1,
    });
    expect(await device('IMP-PEN-0001')).toMatchObject({ kind: 'pen', schoolId: f.riverside });
    expect((await f.audits('device.import')).length).toBe(2);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('设备');
    sheet.addRow(['序列号', '类型', '型号', '学校', '备注']);
    sheet.addRow(['XLSX-PAD-0001', '学习平板', 'S1', 'Acme Academy North Campus', 'x']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = expectOk(await f.upload<DeviceImportPreview>('admin', PREVIEW, xlsx, {}));
    expect(preview).toMatchObject({ total: 1, valid: 1, ignoredColumns: ['备注'] });
    expect(expectOk(await f.upload<{ created: number }>('admin', IMPORT, xlsx, {}))).toEqual({ created: 1 });
    expect(await device('XLSX-PAD-0001')).toMatchObject({ kind: 'pad', brandId: f.acme, schoolId: f.acmeNorth });

    // Imported again: every serial is taken now.
    const again = await f.upload<DeviceImportPreview>('admin', IMPORT, xlsx, {});
    expect(again.status).toBe(400);
    expect(again.data.rows[0]?.errors).toEqual([{ column: 'serial', message: 'is already registered' }]);
  });

  it('refuses a bad file, a school out of scope, other roles; writes nothing', async () => {
    const before = await deviceState();
    const good = csv([header, ['REF-PAD-0001', 'pad', '', '']]);
    expectError(
      await f.upload(
        'brandadmin',
        PREVIEW,
        csv([
          ['serial', 'model'],
          ['REF-PAD-0002', ''],
        ]),
        { schoolId: f.no1 },
      ),
      400,
      'The file lacks the required columns: Kind',
    );
    expectError(
      await f.upload('brandadmin', IMPORT, csv([header]), { schoolId: f.no1 }),
      400,
      'The file has no rows to import',
    );
    expectError(await f.upload('brandadmin', IMPORT, good, { schoolId: f.acmeNorth }), 404, 'School not found');
    expectError(await f.upload('brandadmin', IMPORT, good, { schoolId: 'abc' }), 400, /^schoolId: /);
    const noSchool = await f.upload<DeviceImportPreview>('brandadmin', IMPORT, good, {});
    expect(noSchool.status).toBe(400);
    expect(noSchool.data.rows[0]?.errors).toEqual([{ column: 'school', message: 'is required' }]);
    // Neither CSV nor XLSX.
    expectError(await f.upload('brandadmin', IMPORT, Buffer.from([0, 1, 2, 3, 255]), { schoolId: f.no1 }), 415);
    for (const who of ['schooladmin', 'teacher', 'student']) {
      expectError(await f.upload(who, IMPORT, good, { schoolId: f.no1 }), 403);
    }
    const json = await f.post('admin', IMPORT, { schoolId: f.no1 }, { json: true });
    expect(json.status).toBe(415);
    expect(await deviceState()).toEqual(before);
  });
});
