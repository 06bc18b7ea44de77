import { z } from 'zod';
import { brandTheme } from './branding';
import { text } from './common';

/**
 * Brand info as the console uses it (spec section 3): every field defaults to ''. `theme`, the brand's theme
 * (issue 13), null when it has none (left out by older answers): the console then paints its default colours.
 */
export const brandInfo = z.object({
  brandId: z.union([z.number().int(), z.literal('')]),
  brandName: text(),
  webAddress: text(),
  webLogoUrl: text(),
  webLogoUrlSmall: text(),
  theme: brandTheme.nullable().optional(),
});
export type BrandInfo = z.infer<typeof brandInfo>;

export const EMPTY_BRAND: BrandInfo = {
  brandId: '',
  brandName: '',
  webAddress: '',
  webLogoUrl: '',
  webLogoUrlSmall: '',
  theme: null,
};

export const getBrandByWebAddressQuery = z.object({
  webAddress: text()
    .trim()
    .toLowerCase()
    .min(1, 'webAddress is required')
    .max(63)
    .regex(/^[a-z0-9-]+$/, 'webAddress must be a host label'),
});

export const brandSummary = brandInfo.omit({ theme: true }).extend({ brandId: z.number().int(), themeColor: text() });
export type BrandSummary = z.infer<typeof brandSummary>;

/** getAllBrand: every brand for the admin, the caller's own brand for a brand admin. */
export const allBrandsResult = z.array(brandSummary);
export type AllBrandsResult = z.infer<typeof allBrandsResult>;
