import type { BrandInfo, BrandTheme } from '@edu/shared';
import { DEVICE_TYPE_HEADER_VALUE } from '@edu/shared/constants';
import { EMPTY_BRAND_INFO, useAppStore } from './app-store';
import { brandRoutes } from '@edu/shared/api/brand-routes';

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

const HEX = /^#[0-9a-f]{6}$/i;

/** The brand's theme as the console applies it, or null (none, or anything malformed: the default colours). */
export function normaliseTheme(data: unknown): BrandTheme | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  const colour = (value: unknown) => (typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : null);
  const primaryColor = colour(raw.primaryColor);
  const sidebarBg = colour(raw.sidebarBg);
  const sidebarText = colour(raw.sidebarText);
  if (typeof raw.themeId !== 'number' || !primaryColor || !sidebarBg || !sidebarText) return null;
  return {
    themeId: raw.themeId,
    primaryColor,
    sidebarBg,
    sidebarText,
    logoPlacement: raw.logoPlacement === 'navbar' ? 'navbar' : 'sidebar',
    sidebarMode: raw.sidebarMode === 'light' ? 'light' : 'dark',
  };
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
    theme: normaliseTheme(raw.theme),
  };
}

/**
 * getBrandByWebAddress with a plain fetch: the call is public and its failure is silent, so it needs none
 * of the transport's error catalogue (app/api), which then stays out of the login page's first load. Its
 * path comes from the table's brand group alone ('@edu/shared/api/brand-routes', that group alone).
 */
async function fetchBrand(label: string): Promise<unknown> {
  const url = new URL(brandRoutes.getBrandByWebAddress.path, window.location.origin);
  url.searchParams.set('webAddress', label);
  const res = await fetch(url.toString(), {
    headers: { deviceType: DEVICE_TYPE_HEADER_VALUE, 'Accept-Language': useAppStore.getState().language },
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { code?: unknown; data?: unknown };
  if (body.code !== 200) throw new Error(`getBrandByWebAddress answered ${String(body.code)}`);
  return body.data;
}

let brandPromise: Promise<BrandInfo> | undefined;

/**
 * The brand the server wrote into the page (plugins/app/web.ts: index.html's `brand-info` block), taken as
 * this load's brand with no request: its theme is there for the first render. False when there is none.
 */
export function adoptServedBrand(): boolean {
  const text = document.getElementById('brand-info')?.textContent;
  if (!text || brandPromise) return false;
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof data !== 'object' || data === null) return false;
  const brand = normaliseBrand(data, window.location.origin);
  useAppStore.getState().setBrandInfo(brand);
  if (brand.brandName) document.title = brand.brandName;
  brandPromise = Promise.resolve(brand);
  return true;
}

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
        brand = normaliseBrand(await fetchBrand(label), window.location.origin);
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
