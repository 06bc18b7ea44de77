import { eq, sql } from 'drizzle-orm';
import { type RoleCode, roleNameOf, type RoleName } from '@edu/shared';
import { MENU_CATALOGUE } from '@edu/shared/menus/catalogue';
import type { MenuSettings, MyMenu, SaveMenuSettingsInput } from '@edu/shared/contracts/menus';
import {
  closedPaths,
  effectiveMenu,
  type LayerProblem,
  layerProblem,
  type MenuEntrySetting,
  refusesEndpoint,
} from '@edu/shared/menus/merge';
import type { OrgScope } from '../../access/org';
import type { Db } from '../../db/client';
import type { Exec } from '../../db/queries';
import { brands, menuSettings } from '../../db/schema';
import type { Caller } from '../../http/define-route';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import type { AuthContext } from '../auth';
import { layerWhere, readLayers } from './queries';

function roleOf(roleType: RoleCode): RoleName {
  const role = roleNameOf(roleType);
  if (!role) throw badRequest('roleType: must be a role type code');
  return role;
}

/**
 * The layer a caller reads or writes: the admin the platform's (no brandId) or any brand's; a brand admin
 * its own brand's only (another brand is not found, like any row outside its scope).
 */
async function layerOf(db: Exec, scope: OrgScope, brandId: number | undefined): Promise<number | null> {
  if (scope.kind === 'school') throw forbidden();
  if (scope.kind === 'brand') {
    if (brandId !== undefined && brandId !== scope.brandId) throw notFound('Brand not found');
    return scope.brandId;
  }
  if (brandId === undefined) return null;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) throw notFound('Brand not found');
  return brand.id;
}

async function settingsOf(db: Exec, roleType: RoleCode, brandId: number | null): Promise<MenuSettings> {
  const layers = await readLayers(db, roleType, brandId);
  return { brandId, roleType, platform: layers.platform, brand: brandId === null ? null : layers.brand };
}

export async function getMenuSettings(
  db: Db,
  scope: OrgScope,
  q: { brandId?: number | undefined; roleType: RoleCode },
): Promise<MenuSettings> {
  roleOf(q.roleType);
  return settingsOf(db, q.roleType, await layerOf(db, scope, q.brandId));
}

/** The 400 of a layer the route table refuses. */
function refusal(problem: LayerProblem) {
  switch (problem.kind) {
    case 'adminBrand':
      return badRequest('The admin menu is set for the platform only');
    case 'unknownPage':
      return badRequest(`There is no page ${problem.path}`);
    case 'notOfRole':
      return badRequest(`This role has no menu entry ${problem.path}`);
    case 'twice':
      return badRequest(`The menu entry ${problem.path} is listed twice`);
    case 'locked':
      return badRequest(`The menu entry ${problem.path} cannot be hidden`);
  }
}

const snapshot = (entries: readonly MenuEntrySetting[]) => ({ entries: entries.map((e) => ({ ...e })) });

/**
 * Replaces one layer of a role's settings, checked against the route table first (a page the role cannot
 * open, a detail page, an unknown path or a locked entry hidden: 400, nothing written). The layer is
 * written whole in one transaction, serialised per layer, with its audit row.
 */
export async function saveMenuSettings(
  db: Db,
  caller: Caller<OrgScope>,
  input: SaveMenuSettingsInput,
): Promise<MenuSettings> {
  const { scope, auth, ip } = caller;
  const role = roleOf(input.roleType);
  const brandId = await layerOf(db, scope, input.brandId);
  const problem = layerProblem(MENU_CATALOGUE, role, input.entries, brandId !== null);
  if (problem) throw refusal(problem);
  await db.transaction(async (tx) => {
    // One writer per layer at a time: two saves of a layer cannot interleave their delete and insert.
    await tx.execute(sql`select pg_advisory_xact_lock(${0x6d656e75}, ${(brandId ?? 0) * 16 + input.roleType})`);
    const before = await readLayers(tx, input.roleType, brandId);
    await tx.delete(menuSettings).where(layerWhere(input.roleType, brandId));
    if (input.entries.length > 0) {
      await tx.insert(menuSettings).values(
        input.entries.map((e) => ({
          brandId,
          roleType: input.roleType,
          path: e.path,
          hidden: e.hidden,
          sortOrder: e.order,
          labels: e.labels,
          updatedBy: auth.userId,
        })),
      );
    }
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'menu.update',
      targetType: 'menu',
      targetId: input.roleType,
      brandId,
      before: snapshot(brandId === null ? before.platform : before.brand),
      after: snapshot(input.entries),
      ip,
    });
  });
  return settingsOf(db, input.roleType, brandId);
}

/** A caller's menu: the route table's entries for its role, the platform's settings, its brand's over them. */
export async function menuOf(db: Exec, auth: Pick<AuthContext, 'roleName' | 'roleType' | 'brandId'>) {
  const brandId = auth.roleName === 'admin' ? null : auth.brandId;
  const layers = await readLayers(db, auth.roleType, brandId);
  const menu = effectiveMenu(MENU_CATALOGUE, auth.roleName, layers.platform, layers.brand);
  return { menu, closed: closedPaths(MENU_CATALOGUE, auth.roleName, menu) };
}

export async function getMyMenu(db: Db, auth: AuthContext): Promise<MyMenu> {
  const { menu, closed } = await menuOf(db, auth);
  return {
    roleType: auth.roleType,
    entries: menu.map((e) => ({ path: e.path, hidden: e.hidden, labels: e.labels })),
    closed: [...closed].sort(),
  };
}

/** Refuses (403) an endpoint whose every page of the caller's role is hidden from the caller's menu. */
export async function checkMenuGate(db: Db, endpointId: string, auth: AuthContext): Promise<void> {
  const { closed } = await menuOf(db, auth);
  if (refusesEndpoint(MENU_CATALOGUE, auth.roleName, endpointId, closed)) {
    throw forbidden('This page is hidden from your menu');
  }
}
