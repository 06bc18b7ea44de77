/**
 * Probes of the device group (issue 13 item 6). Targets are fresh devices of the home school (启明第一中学),
 * made per cell; scope is the org rule restricted to admins and brand admins (school admins: 403 by role).
 */
import { sql } from 'drizzle-orm';
import { devices } from '../../../db/schema';
import type { FilePart } from '../../../modules/content/test-fixtures';
import { type ProbeMap, rowsWithin } from '../probe';
import type { World } from '../world';

/** A device of the home school, maybe bound to a fresh student of it. */
export async function newDevice(w: World, bound = false): Promise<number> {
  const studentId = bound ? await w.homeStudent() : null;
  const [row] = await w.t.db
    .insert(devices)
    .values({
      serial: `MX-DEV-${w.next()}`,
      kind: 'pad',
      brandId: w.brand.qiming,
      schoolId: w.school['qiming-no1'],
      studentId,
    })
    .returning({ id: devices.id });
  if (!row) throw new Error('matrix: no device inserted');
  return row.id;
}

/** The home student's pen, which signs in through clientLogin. */
export const CLIENT_SERIAL = 'MX-PEN-1';
async function clientDevice(w: World): Promise<void> {
  await w.t.db
    .insert(devices)
    .values({
      serial: CLIENT_SERIAL,
      kind: 'pen',
      brandId: w.brand.qiming,
      schoolId: w.school['qiming-no1'],
      studentId: w.userId('student'),
    })
    .onConflictDoNothing();
}

const deviceState = (w: World, input: { id?: unknown }) => w.row(devices, Number(input.id));

/** A device import file: one new serial; its school is the parameter. */
const devicesCsv = ({ w }: { w: World }): FilePart => ({
  filename: 'devices.csv',
  contentType: 'text/csv',
  body: Buffer.from(`serial,kind,model\nMX-IMP-${w.next()},pad,MX Pad\n`),
});

export const deviceProbes: ProbeMap<'device'> = {
  'device.getDeviceList': {
    kind: 'list',
    input: async ({ w }) => {
      await newDevice(w);
      return { page: 1, pageSize: 100 };
    },
    check: rowsWithin(
      (data) => data.list,
      (row) => ({ brandId: row.brand.id, schoolId: row.school.id }),
    ),
  },
  'device.bindDevice': {
    kind: 'target',
    input: async ({ w }) => ({ id: await newDevice(w), studentId: await w.homeStudent() }),
    state: deviceState,
  },
  'device.unbindDevice': {
    kind: 'target',
    input: async ({ w }) => ({ id: await newDevice(w, true) }),
    state: deviceState,
  },
  'device.moveDevice': {
    kind: 'target',
    input: async ({ w }) => ({ id: await newDevice(w), schoolId: w.school.riverside }),
    state: deviceState,
  },
  'device.setDeviceStatus': {
    kind: 'target',
    input: async ({ w }) => ({ id: await newDevice(w), status: 0 }),
    state: deviceState,
  },
  'device.previewDeviceImport': {
    kind: 'target',
    input: ({ w }) => ({ schoolId: w.school['qiming-no1'] }),
    file: devicesCsv,
    writes: devices,
  },
  'device.importDevices': {
    kind: 'target',
    input: ({ w }) => ({ schoolId: w.school['qiming-no1'] }),
    file: devicesCsv,
    writes: devices,
  },
  'device.heartbeat': {
    // The matrix's callers sign in through the console login: no session of theirs is a device's, so
    // every student is refused (403) and nothing is written; the device's own check-in is in
    // modules/devices/devices.test.ts.
    kind: 'target',
    covers: () => false,
    refusal: () => 403,
    input: () => ({}),
    writes: devices,
    state: async (w) => JSON.stringify(await w.t.db.execute(sql`select max(last_seen_at) as seen from devices`)),
  },
};

/** clientLogin's probe input: the home student's credentials on its bound pen. */
export async function clientLoginInput(w: World, pwd: string) {
  await clientDevice(w);
  return { loginvalue: 'student', pwd, deviceSerial: CLIENT_SERIAL };
}
