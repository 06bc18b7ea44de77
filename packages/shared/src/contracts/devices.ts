/**
 * AI pens and AI pads (issue 13 item 6: /AIPad/index; server: apps/server/src/modules/devices). A device
 * belongs to a school of a brand and may be bound to one student of that school; it signs in for that
 * student through clientLogin and reports through its heartbeat. Bulk import of serials uses the same
 * preview-then-commit flow as the people import (multipart file, parameters in the query string).
 */
import { z } from 'zod';
import { idParam, listOf, listQuery, text } from './common';
import { optionalId } from './org';

export const DEVICE_KINDS = ['pen', 'pad'] as const;
export type AiDeviceKind = (typeof DEVICE_KINDS)[number];

/** status: 1 active, 0 disabled. */
export const DEVICE_STATUSES = [1, 0] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export const SERIAL_MIN = 4;
export const SERIAL_MAX = 64;
export const SERIAL_PROBLEM = 'must be 4 to 64 letters, digits, - or _';

/** A serial as stored: trimmed, upper case; letters, digits, `-` and `_`. */
export const deviceSerial = text()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => new RegExp(`^[A-Z0-9_-]{${SERIAL_MIN},${SERIAL_MAX}}$`).test(s), SERIAL_PROBLEM);

export const aiDeviceKind = z.enum(DEVICE_KINDS, { error: 'must be pen or pad' });
export const deviceModel = text().trim().max(64);

/** 1 or 0, as a form field or JSON value. */
export const deviceStatus = z
  .union([z.number(), text()], { error: (issue) => (issue.input === undefined ? 'is required' : undefined) })
  .transform((value, ctx): DeviceStatus => {
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (n === 1 || n === 0) return n;
    ctx.addIssue({ code: 'custom', message: 'must be 1 (active) or 0 (disabled)' });
    return z.NEVER;
  });

export const DEVICE_SORTS = ['createdAt', 'serial', 'lastSeenAt'] as const;

export const getDeviceListQuery = listQuery.extend({
  /** a serial prefix (case-insensitive) */
  keyword: text().trim().max(SERIAL_MAX).optional(),
  kind: aiDeviceKind.optional(),
  schoolId: optionalId,
  brandId: optionalId,
  status: deviceStatus.optional(),
  sort: z.enum(DEVICE_SORTS).optional(),
});
export type GetDeviceListQuery = z.infer<typeof getDeviceListQuery>;

const ref = z.object({ id: z.number().int(), name: text() });

export const deviceRow = z.object({
  id: z.number().int(),
  serial: text(),
  model: text(),
  kind: aiDeviceKind,
  status: z.number().int(),
  brand: ref,
  school: ref,
  student: z.object({ id: z.number().int(), username: text(), name: text() }).nullable(),
  lastSeenAt: text().nullable(),
  createdAt: text(),
});
export type DeviceRow = z.infer<typeof deviceRow>;
export const deviceList = listOf(deviceRow);
export type DeviceList = z.infer<typeof deviceList>;

export const deviceIdInput = z.object({ id: idParam });
export const bindDeviceInput = z.object({ id: idParam, studentId: idParam });
export type BindDeviceInput = z.infer<typeof bindDeviceInput>;
export const moveDeviceInput = z.object({ id: idParam, schoolId: idParam });
export type MoveDeviceInput = z.infer<typeof moveDeviceInput>;
export const setDeviceStatusInput = z.object({ id: idParam, status: deviceStatus });
export type SetDeviceStatusInput = z.infer<typeof setDeviceStatusInput>;

// ---- import

/** Columns of a device import file; `serial` and `kind` are required, `school` may come from the parameter. */
export const DEVICE_IMPORT_COLUMNS = ['serial', 'kind', 'model', 'school'] as const;
export type DeviceImportColumn = (typeof DEVICE_IMPORT_COLUMNS)[number];
export const DEVICE_IMPORT_REQUIRED = ['serial', 'kind'] as const satisfies readonly DeviceImportColumn[];

/** Query string of previewDeviceImport and importDevices; the file is the multipart body. */
export const deviceImportParams = z.object({
  /** school of rows whose school cell is empty */
  schoolId: optionalId,
});
export type DeviceImportParams = z.infer<typeof deviceImportParams>;

export const deviceImportRow = z.object({
  row: z.number().int(),
  serial: text(),
  kind: text(),
  model: text(),
  school: ref.nullable(),
  /** the school cell as read */
  schoolCell: text(),
  errors: z.array(z.object({ column: text().nullable(), message: text() })),
});
export type DeviceImportRow = z.infer<typeof deviceImportRow>;

export const deviceImportPreview = z.object({
  ignoredColumns: z.array(text()),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(deviceImportRow),
});
export type DeviceImportPreview = z.infer<typeof deviceImportPreview>;

export const deviceImportResult = z.object({ created: z.number().int() });
export type DeviceImportResult = z.infer<typeof deviceImportResult>;

export const deviceHeartbeatResult = z.object({ id: z.number().int(), serial: text(), lastSeenAt: text() });
export type DeviceHeartbeatResult = z.infer<typeof deviceHeartbeatResult>;
