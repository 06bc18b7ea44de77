import { and, eq, isNull } from 'drizzle-orm';
import {
  type BindDeviceInput,
  type DeviceRow,
  type MoveDeviceInput,
  RoleType,
  type SetDeviceStatusInput,
} from '@edu/shared';
import type { Db } from '../../db/client';
import type { Exec } from '../../db/queries';
import { devices, schools, sessions, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Caller } from '../../http/define-route';
import { inScope, type OrgScope } from '../../access/org';
import { writeAudit } from '../audit';
import { type DeviceRecord, deviceRowById, lockDeviceInScope } from './queries';

const DEVICE_NOT_FOUND = 'Device not found';

function snapshot(d: DeviceRecord): Record<string, unknown> {
  return {
    serial: d.serial,
    kind: d.kind,
    model: d.model,
    schoolId: d.schoolId,
    studentId: d.studentId,
    status: d.status,
  };
}

/**
 * Ends the sessions a device opened (clientLogin): after an unbind, a move, a disable or a bind to
 * someone else, its next request answers 50012 and it must sign in again.
 */
export async function endDeviceSessions(tx: Exec, serial: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'revoked' })
    .where(and(eq(sessions.deviceSerial, serial), isNull(sessions.revokedAt)));
}

type Change = (tx: Exec, before: DeviceRecord) => Promise<{ action: string; set: Partial<DeviceRecord> } | null>;

/** One change of one device in scope: locked, changed, its sessions ended when `endSessions`, audited. */
async function changeDevice(
  db: Db,
  caller: Caller<OrgScope>,
  id: number,
  change: Change,
  endSessions: (before: DeviceRecord, after: DeviceRecord) => boolean,
): Promise<DeviceRow> {
  await db.transaction(async (tx) => {
    const before = await lockDeviceInScope(tx, caller.scope, id);
    if (!before) throw notFound(DEVICE_NOT_FOUND);
    const planned = await change(tx, before);
    if (planned === null) return;
    const [after] = await tx
      .update(devices)
      .set({ ...planned.set, updatedAt: new Date() })
      .where(eq(devices.id, id))
      .returning();
    if (!after) throw notFound(DEVICE_NOT_FOUND);
    if (endSessions(before, after)) await endDeviceSessions(tx, before.serial);
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      action: planned.action,
      targetType: 'device',
      targetId: id,
      brandId: after.brandId,
      schoolId: after.schoolId,
      before: snapshot(before),
      after: snapshot(after),
      ip: caller.ip,
    });
  });
  const row = await deviceRowById(db, id);
  if (!row) throw notFound(DEVICE_NOT_FOUND);
  return row;
}

/** Binds the device to a student of its own school (a student of another school: 400; out of scope: 404). */
export function bindDevice(db: Db, caller: Caller<OrgScope>, input: BindDeviceInput): Promise<DeviceRow> {
  return changeDevice(
    db,
    caller,
    input.id,
    async (tx, before) => {
      const [student] = await tx
        .select({ id: users.id, brandId: users.brandId, schoolId: users.schoolId })
        .from(users)
        .where(and(eq(users.id, input.studentId), eq(users.roleType, RoleType.student), isNull(users.deletedAt)))
        .limit(1);
      if (!student || !inScope(caller.scope, student)) throw notFound('Student not found');
      if (student.schoolId !== before.schoolId)
        throw badRequest("studentId: the student is not in the device's school");
      if (before.studentId === student.id) return null;
      return { action: 'device.bind', set: { studentId: student.id } };
    },
    // A device handed to another student signs in again.
    (before) => before.studentId !== null,
  );
}

export function unbindDevice(db: Db, caller: Caller<OrgScope>, id: number): Promise<DeviceRow> {
  return changeDevice(
    db,
    caller,
    id,
    async (_tx, before) => (before.studentId === null ? null : { action: 'device.unbind', set: { studentId: null } }),
    () => true,
  );
}

/** Moves the device to another school in scope (the admin: of any brand, the device's brand follows); unbinds it. */
export function moveDevice(db: Db, caller: Caller<OrgScope>, input: MoveDeviceInput): Promise<DeviceRow> {
  return changeDevice(
    db,
    caller,
    input.id,
    async (tx, before) => {
      const [school] = await tx
        .select({ id: schools.id, brandId: schools.brandId, enabled: schools.enabled })
        .from(schools)
        .where(eq(schools.id, input.schoolId))
        .limit(1);
      if (
        !school ||
        school.brandId === null ||
        !inScope(caller.scope, { brandId: school.brandId, schoolId: school.id })
      ) {
        throw notFound('School not found');
      }
      if (!school.enabled) throw badRequest('schoolId: the school is disabled');
      if (school.id === before.schoolId) throw badRequest('schoolId: the device is already in this school');
      return { action: 'device.move', set: { schoolId: school.id, brandId: school.brandId, studentId: null } };
    },
    () => true,
  );
}

export function setDeviceStatus(db: Db, caller: Caller<OrgScope>, input: SetDeviceStatusInput): Promise<DeviceRow> {
  return changeDevice(
    db,
    caller,
    input.id,
    async (_tx, before) =>
      before.status === input.status
        ? null
        : { action: input.status === 1 ? 'device.enable' : 'device.disable', set: { status: input.status } },
    (_before, after) => after.status !== 1,
  );
}
