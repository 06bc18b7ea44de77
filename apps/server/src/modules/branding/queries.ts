import { and, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  type BrandRow,
  type GetBrandListQuery,
  type GetThemeListQuery,
  PLATFORM_WEB_ADDRESS,
  RoleType,
  type ThemeRow,
} from '@edu/shared';
import { brands, schools, themes, users } from '../../db/schema';
import { containsPattern, type Exec, iso, keywordOf, orderBy, type Page, pageOf, pageWindow } from '../../db/queries';
import type { ThemeRecord } from '../brand/service';

// ---- brands

const brandFields = {
  id: brands.id,
  name: brands.name,
  webAddress: brands.webAddress,
  logoUrl: brands.logoUrl,
  logoUrlSmall: brands.logoUrlSmall,
  themeId: brands.themeId,
  themeName: themes.name,
  enabled: brands.enabled,
  updatedAt: brands.updatedAt,
};

function selectBrands(db: Exec) {
  return db.select(brandFields).from(brands).leftJoin(themes, eq(themes.id, brands.themeId));
}
type SelectedBrand = Awaited<ReturnType<typeof selectBrands>>[number];

/** School and brand-admin counts of one page's brands: two grouped queries, whatever the page size. */
async function withCounts(db: Exec, rows: SelectedBrand[]): Promise<BrandRow[]> {
  const ids = rows.map((r) => r.id);
  const schoolCounts = new Map<number, number>();
  const adminCounts = new Map<number, number>();
  if (ids.length > 0) {
    const [bySchool, byAdmin] = await Promise.all([
      db
        .select({ brandId: schools.brandId, n: count() })
        .from(schools)
        .where(inArray(schools.brandId, ids))
        .groupBy(schools.brandId),
      db
        .select({ brandId: users.brandId, n: count() })
        .from(users)
        .where(and(inArray(users.brandId, ids), eq(users.roleType, RoleType.brandingAdmin), isNull(users.deletedAt)))
        .groupBy(users.brandId),
    ]);
    for (const r of bySchool) if (r.brandId !== null) schoolCounts.set(r.brandId, r.n);
    for (const r of byAdmin) if (r.brandId !== null) adminCounts.set(r.brandId, r.n);
  }
  return rows.map((r) => ({
    brandId: r.id,
    brandName: r.name,
    webAddress: r.webAddress,
    webLogoUrl: r.logoUrl,
    webLogoUrlSmall: r.logoUrlSmall,
    themeId: r.themeId,
    themeName: r.themeName ?? '',
    enabled: r.enabled,
    isDefault: r.webAddress === PLATFORM_WEB_ADDRESS,
    schoolCount: schoolCounts.get(r.id) ?? 0,
    adminCount: adminCounts.get(r.id) ?? 0,
    updatedAt: iso(r.updatedAt),
  }));
}

const BRAND_SORTS = {
  id: brands.id,
  brandName: brands.name,
  webAddress: brands.webAddress,
  updatedAt: brands.updatedAt,
} as const;

/** Brands (admin): keyword a part of the name or the web address; sorted on the server. */
export async function listBrands(db: Exec, q: GetBrandListQuery): Promise<Page<BrandRow>> {
  const kw = keywordOf(q.keyword);
  const conds: (SQL | undefined)[] = [];
  if (kw) {
    const pattern = containsPattern(kw);
    conds.push(or(sql`lower(${brands.name}) like ${pattern}`, sql`${brands.webAddress} like ${pattern}`));
  }
  if (q.enabled !== undefined) conds.push(eq(brands.enabled, q.enabled));
  const where = and(...conds);
  const sort = q.sort ?? 'id';
  const order = q.order ?? 'asc';
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    selectBrands(db)
      .where(where)
      .orderBy(...orderBy(BRAND_SORTS[sort], order, brands.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return pageOf(q, await withCounts(db, rows), total?.n ?? 0);
}

export async function brandRowById(db: Exec, id: number): Promise<BrandRow | null> {
  const rows = await selectBrands(db).where(eq(brands.id, id)).limit(1);
  const [row] = await withCounts(db, rows);
  return row ?? null;
}

// ---- themes

async function withBrandCounts(db: Exec, rows: ThemeRecord[]): Promise<ThemeRow[]> {
  const ids = rows.map((r) => r.id);
  const counts = new Map<number, number>();
  if (ids.length > 0) {
    const byTheme = await db
      .select({ themeId: brands.themeId, n: count() })
      .from(brands)
      .where(inArray(brands.themeId, ids))
      .groupBy(brands.themeId);
    for (const r of byTheme) if (r.themeId !== null) counts.set(r.themeId, r.n);
  }
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    primaryColor: t.primaryColor,
    sidebarBg: t.sidebarBg,
    sidebarText: t.sidebarText,
    logoPlacement: t.logoPlacement as ThemeRow['logoPlacement'],
    sidebarMode: t.sidebarMode as ThemeRow['sidebarMode'],
    brandCount: counts.get(t.id) ?? 0,
    updatedAt: iso(t.updatedAt),
  }));
}

const THEME_SORTS = { id: themes.id, name: themes.name, updatedAt: themes.updatedAt } as const;

/** Themes: keyword a part of the name. */
export async function listThemes(db: Exec, q: GetThemeListQuery): Promise<Page<ThemeRow>> {
  const kw = keywordOf(q.keyword);
  const where = kw ? sql`lower(${themes.name}) like ${containsPattern(kw)}` : undefined;
  const sort = q.sort ?? 'id';
  const order = q.order ?? 'asc';
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(themes)
      .where(where)
      .orderBy(...orderBy(THEME_SORTS[sort], order, themes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(themes).where(where),
  ]);
  return pageOf(q, await withBrandCounts(db, rows), total?.n ?? 0);
}

export async function themeRowById(db: Exec, id: number): Promise<ThemeRow | null> {
  const rows = await db.select().from(themes).where(eq(themes.id, id)).limit(1);
  const [row] = await withBrandCounts(db, rows);
  return row ?? null;
}
