import { z } from 'zod';
import {
  contrastMessage,
  DNS_LABEL,
  LOGO_PLACEMENTS,
  normaliseHex,
  SIDEBAR_MODES,
  themeContrastProblems,
} from '../theme';
import { idParam, listOf, listQuery, text } from './common';
import { nullableId, optionalBool, optionalId } from './org';

/** Brand and theme management (issue 13 items 1 and 3): /branding/branding and /theme/theme, admin only. */

/** A theme as a brand's console applies it (getBrandByWebAddress carries it). */
export const brandTheme = z.object({
  themeId: z.number().int(),
  primaryColor: text(),
  sidebarBg: text(),
  sidebarText: text(),
  logoPlacement: z.enum(LOGO_PLACEMENTS),
  sidebarMode: z.enum(SIDEBAR_MODES),
});
export type BrandTheme = z.infer<typeof brandTheme>;

// ---- themes

export const themeRow = brandTheme.omit({ themeId: true }).extend({
  id: z.number().int(),
  name: text(),
  /** how many brands use it */
  brandCount: z.number().int(),
  updatedAt: text(),
});
export type ThemeRow = z.infer<typeof themeRow>;

export const THEME_SORTS = ['id', 'name', 'updatedAt'] as const;
export const getThemeListQuery = listQuery.extend({ sort: z.enum(THEME_SORTS).optional() });
export type GetThemeListQuery = z.infer<typeof getThemeListQuery>;
export const themeList = listOf(themeRow);
export type ThemeList = z.infer<typeof themeList>;

/** `#rgb` or `#rrggbb`, stored as `#rrggbb`. */
export const hexColor = text()
  .trim()
  .max(7)
  .transform((value, ctx) => {
    const hex = normaliseHex(value);
    if (hex === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a colour like #1d4ed8' });
      return z.NEVER;
    }
    return hex;
  });

export const themeName = text().trim().min(1, 'is required').max(50);

/**
 * Creates a theme (no id) or replaces one. Refused, field named, when white text on the primary colour or
 * the sidebar's text on its background stays below 4.5:1 (WCAG AA, packages/shared/src/theme.ts).
 */
export const saveThemeInput = z
  .object({
    id: optionalId,
    name: themeName,
    primaryColor: hexColor,
    sidebarBg: hexColor,
    sidebarText: hexColor,
    logoPlacement: z.enum(LOGO_PLACEMENTS).default('sidebar'),
    sidebarMode: z.enum(SIDEBAR_MODES).default('dark'),
  })
  .superRefine((theme, ctx) => {
    for (const problem of themeContrastProblems(theme)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: contrastMessage(problem) });
    }
  });
export type SaveThemeInput = z.infer<typeof saveThemeInput>;

export const deleteThemeInput = z.object({ id: idParam });

// ---- brands

export const brandRow = z.object({
  brandId: z.number().int(),
  brandName: text(),
  webAddress: text(),
  webLogoUrl: text(),
  webLogoUrlSmall: text(),
  themeId: z.number().int().nullable(),
  themeName: text(),
  enabled: z.boolean(),
  /** the platform's default brand (its web address is fixed) */
  isDefault: z.boolean(),
  schoolCount: z.number().int(),
  adminCount: z.number().int(),
  updatedAt: text(),
});
export type BrandRow = z.infer<typeof brandRow>;

export const BRAND_SORTS = ['id', 'brandName', 'webAddress', 'updatedAt'] as const;
export const getBrandListQuery = listQuery.extend({
  enabled: optionalBool,
  sort: z.enum(BRAND_SORTS).optional(),
});
export type GetBrandListQuery = z.infer<typeof getBrandListQuery>;
export const brandList = listOf(brandRow);
export type BrandList = z.infer<typeof brandList>;

export const getBrandDetailQuery = z.object({ brandId: idParam });

/** Where a logo may come from: one uploaded through uploadBrandLogo, or a file of the platform's own. */
export const BRAND_LOGO_PATH =
  /^(?:\/openapi\/brand\/logo\/[0-9a-f-]{36}\.(?:png|jpg|webp|gif)|\/brand-assets\/[a-z0-9][a-z0-9._-]*)$/;
const logoPath = text()
  .trim()
  .max(200)
  .refine((value) => value === '' || BRAND_LOGO_PATH.test(value), 'must be a logo uploaded here')
  .optional();

/** A brand's host label, lower case; which labels are reserved is the server's to say (the default brand keeps its own). */
export const webAddressParam = text()
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(63)
  .regex(DNS_LABEL, 'must be a host label: letters, digits and hyphens, not starting or ending with a hyphen');

/** Creates a brand (no brandId) or changes the fields given. */
export const saveBrandInput = z.object({
  brandId: optionalId,
  brandName: text().trim().min(1, 'is required').max(100),
  webAddress: webAddressParam,
  webLogoUrl: logoPath,
  webLogoUrlSmall: logoPath,
  themeId: nullableId,
  enabled: optionalBool,
});
export type SaveBrandInput = z.infer<typeof saveBrandInput>;

export const brandLogoUploadResult = z.object({ url: text() });
export const brandLogoFile = z.object({ file: text().max(64) });
/** Logos uploadBrandLogo accepts (by content; the server checks the bytes) and their size limit. */
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const BRAND_LOGO_MAX_BYTES = 2 * 1024 * 1024;
