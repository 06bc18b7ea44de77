import type { BrandInfo } from '@edu/shared';
import { EMPTY_BRAND_INFO, useAppStore } from './app-store';
import { request } from './request';

/** Brand loading (spec sections 3 and 4, DESIGN.md section 3): by the first label of the host name. */

/** 'acme.example.com' → 'acme'; 'localhost' → 'localhost'. */
export function brandLabelOf(hostname: string): string {
  return (hostname.split('.')[0] ?? '').trim().toLowerCase();
}

/** Logo paths are prefixed with the site origin; absolute URLs and data: URIs are kept. */
export function withOrigin(path: string, origin: string): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('//')) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The brand as the console stores it: every field a string ('' when missing), brandId a number or ''. */
export function normaliseBrand(data: unknown, origin: string): BrandInfo {
  if (typeof data !== 'object' || data === null) return { ...EMPTY_BRAND_INFO };
  const raw = data as Record<string, unknown>;
  const id = raw.brandId;
  return {
    brandId: typeof id === 'number' && Number.isInteger(id) ? id : '',
    brandName: text(raw.brandName),
    webAddress: text(raw.webAddress),
    webLogoUrl: withOrigin(text(raw.webLogoUrl), origin),
    webLogoUrlSmall: withOrigin(text(raw.webLogoUrlSmall), origin),
  };
}

let brandPromise: Promise<BrandInfo> | undefined;

/**
 * Loads the brand of this host once, stores it (app store brandInfo) and sets document.title to its name.
 * Never rejects: on failure the console goes on with the empty brand.
 */
export function loadBrand(): Promise<BrandInfo> {
  brandPromise ??= (async () => {
    let brand: BrandInfo = { ...EMPTY_BRAND_INFO };
    const label = brandLabelOf(window.location.hostname);
    if (label) {
      try {
        const data = await request<unknown>({
          url: '/openapi/brand/getBrandByWebAddress',
          params: { webAddress: label },
          silent: true,
          handleSessionCodes: false,
          timeout: 10_000,
        });
        brand = normaliseBrand(data, window.location.origin);
      } catch {
        // spec section 4: navigation continues anyway
      }
    }
    useAppStore.getState().setBrandInfo(brand);
    if (brand.brandName) document.title = brand.brandName;
    return brand;
  })();
  return brandPromise;
}
