import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BrandInfo, BrandSummary } from '@edu/shared';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { brandLabelOf, DEFAULT_WEB_ADDRESS } from './host';

export type BrandRow = typeof brands.$inferSelect;

export function toBrandInfo(b: BrandRow): BrandInfo {
  return {
    brandId: b.id,
    brandName: b.name,
    webAddress: b.webAddress,
    webLogoUrl: b.logoUrl,
    webLogoUrlSmall: b.logoUrlSmall,
  };
}

export function toBrandSummary(b: BrandRow): BrandSummary {
  return { ...toBrandInfo(b), brandId: b.id, themeColor: b.themeColor };
}

/** An enabled brand by its web address (the host label), or null. */
export async function findBrandByWebAddress(db: Db, webAddress: string): Promise<BrandRow | null> {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.webAddress, webAddress.toLowerCase()), eq(brands.enabled, true)))
    .limit(1);
  return row ?? null;
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
