import { eq } from 'drizzle-orm';
import { type DeviceHeartbeatResult, ResultCode } from '@edu/shared';
import type { Db } from '../../db/client';
import { devices, sessions } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';

/**
 * A device's side (spec section 7, clientLogin): it signs in for its bound student with its serial and
 * the student's credentials, and checks in with its heartbeat from the session that opened. The refusals,
 * each with its own code: 404 unknown device (or one of another brand), 403 disabled, 409 not bound or
 * bound to another student. The credentials are checked first (auth's login, with its throttling), so
 * nobody learns anything about a device without the student's password.
 */
export const UNKNOWN_DEVICE = 'Unknown device: this serial is not registered';
export const DEVICE_DISABLED = 'This device has been disabled';
export const DEVICE_UNBOUND = 'This device is not bound to a student';
export const DEVICE_OTHER_STUDENT = 'This device is bound to another student';

export interface DeviceAdmission {
  deviceType: string;
  deviceSerial: string;
}

/** Whether the device may open a session for this user; its kind marks the session (`pen` / `pad`). */
export async function admitDevice(
  db: Db,
  serial: string,
  user: { id: number; brandId: number | null },
): Promise<DeviceAdmission> {
  const [device] = await db
    .select({ brandId: devices.brandId, kind: devices.kind, studentId: devices.studentId, status: devices.status })
    .from(devices)
    .where(eq(devices.serial, serial))
    .limit(1);
  if (!device || device.brandId !== user.brandId) throw new AppError(ResultCode.notFound, UNKNOWN_DEVICE);
  if (device.status !== 1) throw new AppError(ResultCode.forbidden, DEVICE_DISABLED);
  if (device.studentId === null) throw new AppError(ResultCode.conflict, DEVICE_UNBOUND);
  if (device.studentId !== user.id) throw new AppError(ResultCode.conflict, DEVICE_OTHER_STUDENT);
  return { deviceType: device.kind, deviceSerial: serial };
}

/** The device of the calling session checks in: its last seen time is now. */
export async function heartbeat(
  db: Db,
  caller: { sessionId: number; userId: number },
  now = new Date(),
): Promise<DeviceHeartbeatResult> {
  const [session] = await db
    .select({ serial: sessions.deviceSerial })
    .from(sessions)
    .where(eq(sessions.id, caller.sessionId))
    .limit(1);
  const serial = session?.serial ?? null;
  if (serial === null) throw forbidden('This session is not a device session: sign in with clientLogin');
  const [device] = await db
    .select({ id: devices.id, studentId: devices.studentId, status: devices.status })
    .from(devices)
    .where(eq(devices.serial, serial))
    .limit(1);
  if (!device) throw new AppError(ResultCode.notFound, UNKNOWN_DEVICE);
  // Unbinding and disabling end the device's sessions; this only guards a session opened meanwhile.
  if (device.status !== 1) throw new AppError(ResultCode.forbidden, DEVICE_DISABLED);
  if (device.studentId !== caller.userId) throw new AppError(ResultCode.conflict, DEVICE_OTHER_STUDENT);
  await db.update(devices).set({ lastSeenAt: now }).where(eq(devices.id, device.id));
  return { id: device.id, serial, lastSeenAt: now.toISOString() };
}
