/**
 * Which pad applications a brand's pads show, and in what order (AppConfiguration for the admin,
 * /applicationBrand/application for the brand admin): a brand_pad_apps row per shown application, its
 * `sort` a dense 0-based order that show, hide and move keep dense.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type {
  BrandAppList,
  BrandAppOrder,
  BrandAppRow,
  GetBrandApplicationsQuery,
  MoveBrandApplicationInput,
  SetBrandApplicationInput,
} from '@edu/shared';
import type { OrgScope } from '../../access/org';
import type { Db } from '../../db/client';
import { type Exec, pageOf, pageWindow } from '../../db/queries';
import { brandPadApps, brands, padApps } from '../../db/schema';
import type { Caller } from '../../http/define-route';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import { appKeyword } from './apps';

/** The brand a call is about: the admin names it; a brand admin's own (naming another is "not found"). */
export async function brandOf(
  db: Exec,
  scope: OrgScope,
  brandId: number | undefined,
): Promise<{ id: number; name: string }> {
  if (scope.kind === 'school') throw forbidden();
  if (scope.kind === 'brand' && brandId !== undefined && brandId !== scope.brandId) throw notFound('Brand not found');
  const id = scope.kind === 'brand' ? scope.brandId : brandId;
  if (id === undefined) throw badRequest('brandId: is required');
  const [brand] = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, id)).limit(1);
  if (!brand) throw notFound('Brand not found');
  return brand;
}

const rowFields = {
  id: padApps.id,
  name: padApps.name,
  icon: padApps.icon,
  packageName: padApps.packageName,
  version: padApps.version,
  minOsVersion: padApps.minOsVersion,
  fileId: padApps.fileId,
  sort: brandPadApps.sort,
};

type Selected = {
  id: number;
  name: string;
  icon: string;
  packageName: string;
  version: string;
  minOsVersion: string;
  fileId: string | null;
  sort: number | null;
};

function toRow(r: Selected): BrandAppRow {
  return {
    id: r.id,
    name: r.name,
    icon: r.icon,
    packageName: r.packageName,
    version: r.version,
    minOsVersion: r.minOsVersion,
    hasFile: r.fileId !== null,
    enabled: r.sort !== null,
    position: r.sort,
  };
}

function joined(db: Exec, brandId: number) {
  return db
    .select(rowFields)
    .from(padApps)
    .leftJoin(brandPadApps, and(eq(brandPadApps.appId, padApps.id), eq(brandPadApps.brandId, brandId)));
}

/** getBrandApplications: every application, the brand's shown ones first in their order, then the others by name. */
export async function listBrandApps(db: Exec, scope: OrgScope, q: GetBrandApplicationsQuery): Promise<BrandAppList> {
  const brand = await brandOf(db, scope, q.brandId);
  const where = appKeyword(q.keyword);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    joined(db, brand.id)
      .where(where)
      .orderBy(sql`${brandPadApps.sort} asc nulls last`, asc(padApps.name), asc(padApps.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(padApps).where(where),
  ]);
  return { ...pageOf(q, rows.map(toRow), total?.n ?? 0), brandId: brand.id, brandName: brand.name };
}

async function orderOf(tx: Exec, brandId: number): Promise<number[]> {
  const rows = await tx
    .select({ appId: brandPadApps.appId })
    .from(brandPadApps)
    .where(eq(brandPadApps.brandId, brandId))
    .orderBy(asc(brandPadApps.sort), asc(brandPadApps.appId));
  return rows.map((r) => r.appId);
}

/** Writes a brand's order (sort = position), for the rows whose position changed. */
async function writeOrder(tx: Exec, brandId: number, before: number[], after: number[]): Promise<void> {
  for (const [i, appId] of after.entries()) {
    if (before[i] === appId) continue;
    await tx
      .update(brandPadApps)
      .set({ sort: i })
      .where(and(eq(brandPadApps.brandId, brandId), eq(brandPadApps.appId, appId)));
  }
}

/** Locks the brand's order: show, hide and move of one brand run one after the other. */
async function lockBrand(tx: Exec, brandId: number): Promise<void> {
  await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
}

async function appExists(tx: Exec, appId: number): Promise<boolean> {
  const [app] = await tx.select({ id: padApps.id }).from(padApps).where(eq(padApps.id, appId)).limit(1);
  return app !== undefined;
}

/** setBrandApplication: shows an application (appended last) or stops showing it (the rest close up). */
export async function setBrandApp(
  db: Db,
  caller: Caller<OrgScope>,
  input: SetBrandApplicationInput,
): Promise<BrandAppRow> {
  const brand = await brandOf(db, caller.scope, input.brandId);
  await db.transaction(async (tx) => {
    await lockBrand(tx, brand.id);
    if (!(await appExists(tx, input.appId))) throw notFound('Application not found');
    const before = await orderOf(tx, brand.id);
    const shown = before.includes(input.appId);
    if (shown === input.enabled) return;
    if (input.enabled) {
      await tx.insert(brandPadApps).values({ brandId: brand.id, appId: input.appId, sort: before.length });
    } else {
      await tx.delete(brandPadApps).where(and(eq(brandPadApps.brandId, brand.id), eq(brandPadApps.appId, input.appId)));
      // The ones after it close up.
      await writeOrder(
        tx,
        brand.id,
        before,
        before.filter((id) => id !== input.appId),
      );
    }
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      action: input.enabled ? 'brandPadApp.show' : 'brandPadApp.hide',
      targetType: 'padApp',
      targetId: input.appId,
      brandId: brand.id,
      after: { brandId: brand.id, appId: input.appId, enabled: input.enabled },
      ip: caller.ip,
    });
  });
  const [row] = await joined(db, brand.id).where(eq(padApps.id, input.appId)).limit(1);
  if (!row) throw notFound('Application not found');
  return toRow(row);
}

/** Moves `appId` to `index` in `order` (an index past the end means last). */
export function moved(order: readonly number[], appId: number, index: number): number[] {
  const rest = order.filter((id) => id !== appId);
  const at = Math.min(index, rest.length);
  return [...rest.slice(0, at), appId, ...rest.slice(at)];
}

/** moveBrandApplication: puts a shown application at `index` among the shown ones. */
export async function moveBrandApp(
  db: Db,
  caller: Caller<OrgScope>,
  input: MoveBrandApplicationInput,
): Promise<BrandAppOrder> {
  const brand = await brandOf(db, caller.scope, input.brandId);
  const appIds = await db.transaction(async (tx) => {
    await lockBrand(tx, brand.id);
    if (!(await appExists(tx, input.appId))) throw notFound('Application not found');
    const before = await orderOf(tx, brand.id);
    if (!before.includes(input.appId)) throw badRequest('appId: show the application on the brand’s pads first');
    const after = moved(before, input.appId, input.index);
    if (after.join() !== before.join()) {
      await writeOrder(tx, brand.id, before, after);
      await writeAudit(tx, {
        actorId: caller.auth.userId,
        action: 'brandPadApp.move',
        targetType: 'padApp',
        targetId: input.appId,
        brandId: brand.id,
        before: { order: before },
        after: { order: after },
        ip: caller.ip,
      });
    }
    return after;
  });
  return { brandId: brand.id, appIds };
}

/** The applications a brand shows, in order (the pads' view). */
export async function shownAppIds(db: Exec, brandId: number): Promise<number[]> {
  return orderOf(db, brandId);
}
