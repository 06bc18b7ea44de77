/**
 * Navigation outside React (request client, session). The router registers itself with setNavigator;
 * before that (or in tests) a full page load is used.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) {
    void navigator(to, options);
    return;
  }
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** pathname + search of the page being shown. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** '/login?redirect=<path>' (no redirect for '/', '' or the login page itself). */
export function loginPath(redirectTo?: string): string {
  if (!redirectTo || redirectTo === '/' || redirectTo === '/login' || redirectTo.startsWith('/login?')) return '/login';
  return `/login?redirect=${encodeURIComponent(redirectTo)}`;
}

const PROBE_ORIGIN = 'http://redirect.invalid';

/** Paths that must never be a post-login target (they would loop or re-enter the login hand-over). */
const NOT_TARGETS = ['/login', '/auth-redirect'];

/**
 * The `redirect` query parameter, made safe: only same-origin paths that start with a single '/'.
 * Anything else ('//evil.com', '/\\evil.com', 'https://…', 'javascript:…', control characters, the login
 * page itself) gives `fallback`. The result is normalised to pathname + search + hash.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Browsers read '\' as '/', and strip tabs/newlines from URLs: '/\evil.com' and '/\t/evil.com' are external.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (NOT_TARGETS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
