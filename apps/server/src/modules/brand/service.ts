import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BrandInfo, BrandSummary, BrandTheme, LogoPlacement, SidebarMode } from '@edu/shared';
import type { Db } from '../../db/client';
import { brands, type themes } from '../../db/schema';
import { brandLabelOf, DEFAULT_WEB_ADDRESS } from './host';

export type BrandRow = typeof brands.$inferSelect;
export type ThemeRecord = typeof themes.$inferSelect;
/** A brand with its theme (null: none), as its console shows it. */
export type BrandWithTheme = BrandRow & { theme: ThemeRecord | null };

/** A theme as the console applies it. */
export function toBrandTheme(t: ThemeRecord): BrandTheme {
  return {
    themeId: t.id,
    primaryColor: t.primaryColor,
    sidebarBg: t.sidebarBg,
    sidebarText: t.sidebarText,
    logoPlacement: t.logoPlacement as LogoPlacement,
    sidebarMode: t.sidebarMode as SidebarMode,
  };
}

export function toBrandInfo(b: BrandRow & { theme?: ThemeRecord | null }): BrandInfo {
  return {
    brandId: b.id,
    brandName: b.name,
    webAddress: b.webAddress,
    webLogoUrl: b.logoUrl,
    webLogoUrlSmall: b.logoUrlSmall,
    theme: b.theme ? toBrandTheme(b.theme) : null,
  };
}

export function toBrandSummary(b: BrandRow): BrandSummary {
  const { theme: _theme, ...info } = toBrandInfo(b);
  return { ...info, brandId: b.id, themeColor: b.themeColor };
}

/**
 * The brand a request host belongs to: the brand named by its first label, else the default brand
 * (IP addresses, unknown or disabled labels). One query either way.
 */
export async function resolveHostBrand(db: Db, hostname: string): Promise<BrandRow | null> {
  const label = brandLabelOf(hostname) ?? DEFAULT_WEB_ADDRESS;
  const candidates = label === DEFAULT_WEB_ADDRESS ? [label] : [label, DEFAULT_WEB_ADDRESS];
  const [row] = await db
    .select()
    .from(brands)
    .where(and(inArray(brands.webAddress, candidates), eq(brands.enabled, true)))
    .orderBy(desc(sql`${brands.webAddress} = ${label}`))
    .limit(1);
  return row ?? null;
}

/** All brands, or only the given one (a brand admin's view). */
export async function listBrands(db: Db, onlyBrandId?: number): Promise<BrandRow[]> {
  return db
    .select()
    .from(brands)
    .where(onlyBrandId === undefined ? undefined : eq(brands.id, onlyBrandId))
    .orderBy(asc(brands.id));
}
