import Cookies from 'js-cookie';
import { create } from 'zustand';
import type { BrandInfo } from '@edu/shared';
// Subpath imports: '@edu/shared' itself re-exports the zod contracts, which must stay out of the entry.
import {
  COOKIE_EXPIRES_DAYS,
  DEFAULT_LANGUAGE,
  DEFAULT_SIZE,
  LANGUAGES,
  SIDEBAR_COOKIE_CLOSED,
  SIDEBAR_COOKIE_OPEN,
  SIZES,
  STORAGE_KEYS,
  type Language,
  type Size,
} from '@edu/shared/constants';

export type Device = 'desktop' | 'mobile';

/** Brand info with every field empty (spec section 3); the same value as EMPTY_BRAND of @edu/shared. */
export const EMPTY_BRAND_INFO: BrandInfo = {
  brandId: '',
  brandName: '',
  webAddress: '',
  webLogoUrl: '',
  webLogoUrlSmall: '',
  theme: null,
};

/** App state (spec section 3): sidebar, device, language, size, brand info. */
interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  language: Language;
  size: Size;
  brandInfo: BrandInfo;
  toggleSidebar(): void;
  closeSidebar(withoutAnimation: boolean): void;
  toggleDevice(device: Device): void;
  setLanguage(language: Language): void;
  setSize(size: Size): void;
  setBrandInfo(brand: BrandInfo): void;
}

const cookieOptions = { expires: COOKIE_EXPIRES_DAYS };

/** Stored choice, else the browser language, else Chinese (spec section 1). */
export function initialLanguage(): Language {
  const saved = Cookies.get(STORAGE_KEYS.languageCookie);
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  const browser = (typeof navigator !== 'undefined' ? navigator.language : '').toLowerCase();
  const match = LANGUAGES.find((l) => browser === l || browser.startsWith(`${l}-`));
  return match ?? DEFAULT_LANGUAGE;
}

function initialSize(): Size {
  const saved = Cookies.get(STORAGE_KEYS.sizeCookie);
  return saved && (SIZES as readonly string[]).includes(saved) ? (saved as Size) : DEFAULT_SIZE;
}

export const useAppStore = create<AppState>((set, get) => ({
  // Default open unless saved as closed (spec section 4).
  sidebar: { opened: Cookies.get(STORAGE_KEYS.sidebarStatusCookie) !== SIDEBAR_COOKIE_CLOSED, withoutAnimation: false },
  device: 'desktop',
  language: initialLanguage(),
  size: initialSize(),
  brandInfo: { ...EMPTY_BRAND_INFO },
  toggleSidebar() {
    const opened = !get().sidebar.opened;
    Cookies.set(STORAGE_KEYS.sidebarStatusCookie, opened ? SIDEBAR_COOKIE_OPEN : SIDEBAR_COOKIE_CLOSED, cookieOptions);
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSidebar(withoutAnimation) {
    Cookies.set(STORAGE_KEYS.sidebarStatusCookie, SIDEBAR_COOKIE_CLOSED, cookieOptions);
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  toggleDevice(device) {
    set({ device });
  },
  setLanguage(language) {
    Cookies.set(STORAGE_KEYS.languageCookie, language, cookieOptions);
    set({ language });
  },
  setSize(size) {
    Cookies.set(STORAGE_KEYS.sizeCookie, size, cookieOptions);
    set({ size });
  },
  // Replaced wholesale (spec section 4).
  setBrandInfo(brandInfo) {
    set({ brandInfo: { ...EMPTY_BRAND_INFO, ...brandInfo } });
  },
}));
