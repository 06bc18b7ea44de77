import { loginPath } from './navigation';

/**
 * What the entry needs to guard an anonymous visit, without the route table: the public paths
 * (spec section 2) and where anything else goes. Everything that needs the table (./guard) is loaded
 * with the console, so the login page's first load stays the same size however many pages there are.
 */

/** Paths reachable without login (spec section 2). */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/auth-redirect',
  '/reportDeta',
  '/AnswerDetail',
  '/reportDetaTo',
];

/** '/a/b/' → '/a/b'; '' → '/'. */
export function normalizePath(path: string): string {
  if (!path) return '/';
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

function matchesPrefix(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

export function isPublicPath(path: string): boolean {
  const p = normalizePath(path);
  return PUBLIC_PATHS.some((base) => matchesPrefix(p, base));
}

/** Without a token: public paths stay, anything else goes to /login?redirect=<path+search>. */
export function decideAnonymous(path: string, search = ''): string | null {
  return isPublicPath(path) ? null : loginPath(`${path || '/'}${search}`);
}
