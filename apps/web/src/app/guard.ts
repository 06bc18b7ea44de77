import { useAuthStore } from './auth-store';
import { useMenuStore } from './menu-store';
import { decideAnonymous, isPublicPath, normalizePath } from './public-paths';
import {
  canAccess,
  filterRoutes,
  findRoute,
  flattenRoutes,
  layoutRoutes,
  type RouteDef,
  standaloneRoutes,
} from './route-table';

export { isPublicPath, normalizePath };

/**
 * The guard's decision as a pure function (spec sections 2 and 4), tested on its own. The router's
 * root loader gathers the session (./access) and applies it.
 */
export interface NavigationInput {
  /** pathname */
  path: string;
  /** '?a=b' or '' */
  search?: string;
  token: string;
  /** the user's role names; empty while unknown */
  roles: readonly string[];
  /** the layout's route table; default layoutRoutes */
  routes?: readonly RouteDef[];
  /** standalone pages outside the layout that need a role; default standaloneRoutes */
  standalone?: readonly RouteDef[];
  /** paths the user's menu settings close (./menu-store): refused like a page of another role */
  closed?: ReadonlySet<string>;
}

export type NavigationDecision = { action: 'allow' } | { action: 'redirect'; to: string };

/** Standalone pages outside the layout that exist in the router (besides the public ones). */
export const STANDALONE_PATHS: readonly string[] = ['/404', '/401'];

export const HOME_FALLBACK = '/dashboard';

const allow: NavigationDecision = { action: 'allow' };
const redirectTo = (to: string): NavigationDecision => ({ action: 'redirect', to });

/** The role's home: the first visible page of its menu (not one its menu settings close); /dashboard when there is none. */
export function homePath(
  roles: readonly string[],
  routes: readonly RouteDef[] = layoutRoutes,
  closed: ReadonlySet<string> = useMenuStore.getState().closed,
): string {
  const first = flattenRoutes(filterRoutes(routes, roles)).find((r) => !r.meta.hidden && !closed.has(r.path));
  return first?.path ?? HOME_FALLBACK;
}

/**
 * - public paths (/login, /auth-redirect, /reportDeta, /AnswerDetail, /reportDetaTo) need no login;
 * - no token: anything else → /login?redirect=<path+search>;
 * - token: /login → /; / → the role's home; /404, /401 and /redirect/* are open;
 *   a standalone page (/alonePage) or a layout page the roles cannot open → /401; any other path → /404;
 * - a layout page the user's menu settings hide (or a detail page of a hidden entry) → /401 as well: a menu
 *   setting only hides, the route table still decides what a role may open.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const path = normalizePath(input.path);
  const routes = input.routes ?? layoutRoutes;
  if (!input.token) {
    const to = decideAnonymous(input.path, input.search);
    return to ? redirectTo(to) : allow;
  }
  if (path === '/login') return redirectTo('/');
  if (isPublicPath(path)) return allow;
  if (STANDALONE_PATHS.includes(path)) return allow;
  const standalone = findRoute(path, input.standalone ?? standaloneRoutes);
  if (standalone) return canAccess(standalone, input.roles) ? allow : redirectTo('/401');
  const closed = input.closed ?? new Set<string>();
  if (path === '/') return redirectTo(homePath(input.roles, routes, closed));
  if (path.startsWith('/redirect/')) return allow;
  if (!findRoute(path, routes)) return redirectTo('/404');
  // Through filterRoutes so that a menu group's roles count for its children too.
  if (!findRoute(path, filterRoutes(routes, input.roles))) return redirectTo('/401');
  return closed.has(path) ? redirectTo('/401') : allow;
}

/** The decision for a URL with the session as it is in the store now: a path to go to instead, or null. */
export function decideNow(url: URL): string | null {
  const { token, roles } = useAuthStore.getState();
  const { closed } = useMenuStore.getState();
  const decision = decideNavigation({ path: url.pathname, search: url.search, token, roles, closed });
  return decision.action === 'redirect' ? decision.to : null;
}
