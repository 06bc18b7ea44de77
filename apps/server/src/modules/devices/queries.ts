import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AiDeviceKind, DeviceRow, GetDeviceListQuery } from '@edu/shared';
import { brands, devices, schools, users } from '../../db/schema';
import { LIST_TOTAL_CAP_DEFAULT } from '../../config';
import {
  cappedPage,
  cappedTotal,
  type Exec,
  inOrder,
  iso,
  isoOrNull,
  orderBy,
  type Page,
  pageOf,
  prefixPattern,
  sortedMatches,
} from '../../db/queries';
import { type OrgScope, scopeWhere } from '../../access/org';

/** A device's brand and school: the scope condition is one indexed column (DESIGN.md section 3). */
export const deviceScope = { brandId: devices.brandId, schoolId: devices.schoolId };

const rowFields = {
  id: devices.id,
  serial: devices.serial,
  model: devices.model,
  kind: devices.kind,
  status: devices.status,
  brandId: devices.brandId,
  brandName: brands.name,
  schoolId: devices.schoolId,
  schoolName: schools.name,
  studentId: users.id,
  studentUsername: users.username,
  studentName: users.name,
  lastSeenAt: devices.lastSeenAt,
  createdAt: devices.createdAt,
};

function selectRows(db: Exec) {
  return db
    .select(rowFields)
    .from(devices)
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(schools, eq(schools.id, devices.schoolId))
    .leftJoin(users, eq(users.id, devices.studentId));
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(r: Selected): DeviceRow {
  return {
    id: r.id,
    serial: r.serial,
    model: r.model,
    kind: r.kind as AiDeviceKind,
    status: r.status,
    brand: { id: r.brandId, name: r.brandName },
    school: { id: r.schoolId, name: r.schoolName },
    student:
      r.studentId === null ? null : { id: r.studentId, username: r.studentUsername ?? '', name: r.studentName ?? '' },
    lastSeenAt: isoOrNull(r.lastSeenAt),
    createdAt: iso(r.createdAt),
  };
}

const SORTS = { createdAt: devices.id, serial: devices.serial, lastSeenAt: devices.lastSeenAt } as const;

/**
 * The serial search: a prefix of the upper-case serial (`serial LIKE 'KW%'`), an index range scan on
 * devices_serial_uq / devices_brand_serial_idx (text_pattern_ops) at any number of devices.
 */
export function serialPrefix(keyword: string | undefined): SQL | undefined {
  const kw = keyword?.trim().toUpperCase();
  return kw ? sql`${devices.serial} like ${prefixPattern(kw)}` : undefined;
}

/** Up to this many serial matches are sorted directly rather than found along the sort's index. */
export const SORT_MATCHES_MAX = 10_000;

export async function listDevices(
  db: Exec,
  scope: OrgScope,
  q: GetDeviceListQuery,
  cap = LIST_TOTAL_CAP_DEFAULT,
  sortMax = SORT_MATCHES_MAX,
): Promise<Page<DeviceRow>> {
  const serial = serialPrefix(q.keyword);
  const where = and(
    scopeWhere(scope, deviceScope),
    q.brandId !== undefined ? eq(devices.brandId, q.brandId) : undefined,
    q.schoolId !== undefined ? eq(devices.schoolId, q.schoolId) : undefined,
    q.kind !== undefined ? eq(devices.kind, q.kind) : undefined,
    q.status !== undefined ? eq(devices.status, q.status) : undefined,
    serial,
  );
  const sort = q.sort ?? 'createdAt';
  const order = q.order ?? (sort === 'serial' ? 'asc' : 'desc');
  if (serial) {
    // A serial prefix's matches sit together along the serial index but are spread along the newest-first
    // order (and a filter may leave few of them): walking the id index to a page of them reads most of the
    // table. So, when there are at most sortMax of them, they are read once by the prefix index, sorted and
    // counted in one statement, and the page's rows joined by key (the people list does the same).
    const sorted = await sortedMatches(db, q, {
      table: devices,
      id: devices.id,
      key: SORTS[sort],
      where,
      order,
      max: sortMax,
    });
    if (sorted) {
      const rows = sorted.ids.length === 0 ? [] : await selectRows(db).where(inArray(devices.id, sorted.ids));
      return pageOf(q, inOrder(sorted.ids, rows.map(toRow)), cappedTotal(sorted.n, cap));
    }
  }
  const { rows, total } = await cappedPage(db, q, {
    select: selectRows(db).$dynamic(),
    table: devices,
    where,
    order: orderBy(SORTS[sort], order, sort === 'serial' ? null : devices.id),
    cap,
  });
  return pageOf(q, rows.map(toRow), total);
}

export async function deviceRowById(db: Exec, id: number): Promise<DeviceRow | null> {
  const [row] = await selectRows(db).where(eq(devices.id, id)).limit(1);
  return row ? toRow(row) : null;
}

export type DeviceRecord = typeof devices.$inferSelect;

/** A device the scope reaches, locked for the change; null otherwise (unknown and out of scope look the same). */
export async function lockDeviceInScope(tx: Exec, scope: OrgScope, id: number): Promise<DeviceRecord | null> {
  const [row] = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.id, id), scopeWhere(scope, deviceScope)))
    .limit(1)
    .for('update');
  return row ?? null;
}
