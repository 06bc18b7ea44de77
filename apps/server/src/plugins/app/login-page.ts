import fs from 'node:fs';
import path from 'node:path';
import type { BrandInfo } from '@edu/shared';
import { api } from '@edu/shared/api';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@edu/shared/constants';
import { brandThemeVariables } from '@edu/shared/theme';

/**
 * The prerendered login page (apps/web/src/prerender): templates made at build time, one per language and
 * brand variant, filled here per request with the host's brand, the year and the brand as a JSON block
 * for the client's first render. What the page shows must be what the client would render itself: the
 * language and the brand are found exactly as the client finds them (app-store initialLanguage,
 * app/brand loadBrand).
 */

interface Manifest {
  tokens: { name: string; logo: string; year: string; brandJson: string };
  languages: Record<string, { productName: string; plain: string; logo: string }>;
}

export interface LoginPages {
  tokens: Manifest['tokens'];
  languages: Map<Language, { productName: string; plain: string; logo: string }>;
}

/** dist/prerender/ (see apps/web/src/prerender/template.ts): relative to the built console's root. */
export const PRERENDER_DIR = 'prerender';

/**
 * The templates of a built console, or null when it has none or not all of them (an older build, a
 * stand-in in tests): /login is then served as index.html like every other path.
 */
export function loadLoginPages(webDist: string): LoginPages | null {
  const dir = path.join(webDist, PRERENDER_DIR);
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'login.json'), 'utf8')) as Manifest;
    const languages: LoginPages['languages'] = new Map();
    for (const language of LANGUAGES) {
      const entry = manifest.languages[language];
      if (!entry) return null;
      languages.set(language, {
        productName: entry.productName,
        plain: fs.readFileSync(path.join(dir, entry.plain), 'utf8'),
        logo: fs.readFileSync(path.join(dir, entry.logo), 'utf8'),
      });
    }
    return { tokens: manifest.tokens, languages };
  } catch {
    return null;
  }
}

/** One cookie of a Cookie header, decoded as js-cookie writes it; undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

/**
 * The browser's language: the first entry of Accept-Language by preference, as navigator.language is
 * (the client matches that one alone, not the first supported one of the list).
 */
function browserLanguage(acceptLanguage: string | undefined): string {
  const entries = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return entries[0]?.tag ?? '';
}

/** Stored choice (cookie `language`), else the browser language, else Chinese (spec section 1). */
export function languageOf(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const saved = cookieValue(cookieHeader, STORAGE_KEYS.languageCookie);
  if (isLanguage(saved)) return saved;
  const browser = browserLanguage(acceptLanguage);
  return LANGUAGES.find((l) => browser === l || browser.startsWith(`${l}-`)) ?? DEFAULT_LANGUAGE;
}

/** A session cookie: the console starts from index.html (the guard sends a logged-in user on). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieValue(cookieHeader, STORAGE_KEYS.idCookie);
}

/**
 * The web address the client asks getBrandByWebAddress for (the first label of the host name), checked
 * as that endpoint checks it; null when the client would get no brand.
 */
export function brandWebAddressOf(hostname: string): string | null {
  const label = (hostname.split('.')[0] ?? '').trim().toLowerCase();
  if (!label) return null;
  const parsed = api.brand.getBrandByWebAddress.input.safeParse({ webAddress: label });
  return parsed.success ? parsed.data.webAddress : null;
}

/** As the client's withOrigin (app/brand.ts): logo paths on the site origin, absolute URLs kept. */
export function withOrigin(value: string, origin: string): string {
  if (!value) return '';
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith('//')) return value;
  return `${origin}${value.startsWith('/') ? '' : '/'}${value}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script type="application/json">: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The id of the brand's theme style in a page's head (the client sets the same variables: LoginPage). */
export const BRAND_THEME_STYLE_ID = 'brand-theme';

/**
 * The brand theme's colours as CSS custom properties for a page's head (`--brand-primary` and its hover and
 * pressed shades, as the console paints its primary colour), so that the login page shows them in its first
 * paint; '' without a theme or with a colour that is not a hex colour. Nothing but `#rrggbb` values and
 * fixed names goes into it, so no brand can put CSS or HTML into the page.
 */
export function brandThemeStyle(theme: BrandInfo['theme'] | null | undefined): string {
  const variables = brandThemeVariables(theme);
  if (!variables) return '';
  const body = variables.map(([name, value]) => `${name}:${value}`).join(';');
  return `<style id="${BRAND_THEME_STYLE_ID}">:root{${body}}</style>`;
}

/** A page's HTML with the brand theme's style at the end of its head (unchanged without a theme). */
export function withBrandThemeStyle(html: string, theme: BrandInfo['theme'] | null | undefined): string {
  const style = brandThemeStyle(theme);
  return style ? html.replace('</head>', `${style}</head>`) : html;
}

export interface LoginPageInput {
  language: Language;
  /** As getBrandByWebAddress answers it (logo paths relative), or null. */
  brand: BrandInfo | null;
  /** The site origin, as the browser's location.origin. */
  origin: string;
  year: number;
}

/** The login page for one request. */
export function fillLoginPage(pages: LoginPages, input: LoginPageInput): string {
  const page = pages.languages.get(input.language);
  if (!page) throw new Error(`no prerendered login page for ${input.language}`);
  const { brand, origin } = input;
  const logo = brand ? withOrigin(brand.webLogoUrlSmall, origin) || withOrigin(brand.webLogoUrl, origin) : '';
  const values: [string, string][] = [
    [pages.tokens.name, escapeHtml(brand?.brandName || page.productName)],
    [pages.tokens.logo, escapeHtml(logo)],
    [pages.tokens.year, String(input.year)],
    [pages.tokens.brandJson, jsonForScript(brand)],
  ];
  let html = logo ? page.logo : page.plain;
  for (const [token, value] of values) html = html.split(token).join(value);
  return withBrandThemeStyle(html, brand?.theme);
}

/** Filled pages by origin and language, for a few seconds, cleared when a brand changes (plugins/app/web.ts). */
export class LoginPageCache {
  private readonly entries = new Map<string, { html: string; expires: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    /** Host names come from requests: the cache stays small whatever they are. */
    private readonly maxEntries = 256,
  ) {}

  /** Bumped by clear: a page made from what was read before it is not kept. */
  private generation = 0;

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  async get(key: string, make: () => Promise<string>, now = Date.now()): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.html;
    const generation = this.generation;
    const html = await make();
    if (generation !== this.generation) return html;
    this.entries.delete(key);
    this.entries.set(key, { html, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return html;
  }
}
