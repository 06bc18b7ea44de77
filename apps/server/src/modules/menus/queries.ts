import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { MenuEntrySetting } from '@edu/shared/menus/merge';
import type { Exec } from '../../db/queries';
import { menuSettings } from '../../db/schema';

/** The two layers a role's menu is made of: the platform's and (brandId given) a brand's. */
export interface Layers {
  platform: MenuEntrySetting[];
  brand: MenuEntrySetting[];
}

type Row = typeof menuSettings.$inferSelect;

export function toSetting(row: Pick<Row, 'path' | 'hidden' | 'sortOrder' | 'labels'>): MenuEntrySetting {
  return { path: row.path, hidden: row.hidden, order: row.sortOrder, labels: row.labels };
}

/** Both layers of a role in one indexed read (the platform's rows, and the brand's when it has one). */
export async function readLayers(db: Exec, roleType: number, brandId: number | null): Promise<Layers> {
  const layer =
    brandId === null
      ? isNull(menuSettings.brandId)
      : or(isNull(menuSettings.brandId), eq(menuSettings.brandId, brandId));
  const rows = await db
    .select({
      brandId: menuSettings.brandId,
      path: menuSettings.path,
      hidden: menuSettings.hidden,
      sortOrder: menuSettings.sortOrder,
      labels: menuSettings.labels,
    })
    .from(menuSettings)
    .where(and(eq(menuSettings.roleType, roleType), layer))
    .orderBy(asc(menuSettings.sortOrder), asc(menuSettings.path));
  return {
    platform: rows.filter((r) => r.brandId === null).map(toSetting),
    brand: rows.filter((r) => r.brandId !== null).map(toSetting),
  };
}

/** The condition of one layer's rows. */
export function layerWhere(roleType: number, brandId: number | null) {
  return and(
    eq(menuSettings.roleType, roleType),
    brandId === null ? isNull(menuSettings.brandId) : eq(menuSettings.brandId, brandId),
  );
}
