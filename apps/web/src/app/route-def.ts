import type { RoleName } from '@edu/shared';
import type { PageId } from './pages/layout';

// The shape of the route table's entries (./route-table.ts) and the pure rules every part of the console
// applies to them (the menu, the guard, the breadcrumb, the tab titles, the header search).

export interface RouteMeta {
  /** i18n key in the 'route' namespace */
  title: string;
  /** icon name, resolved by shell/icons */
  icon?: string;
  /** allowed roles; absent = every logged-in role */
  roles?: readonly RoleName[];
  /** not in the menu (detail pages) */
  hidden?: boolean;
  /** a tab that cannot be closed */
  affix?: boolean;
  /** remount on every visit instead of keeping state in the tags view */
  noCache?: boolean;
  /** false blocks the browser back button on this route (default true) */
  allowBack?: boolean;
  /** menu entry to highlight for hidden pages */
  activeMenu?: string;
  /** 1 for AI pad packages */
  packageType?: number;
  /** leave the ToDoWork cookie as it is (every other page resets it to false) */
  keepToDoWork?: boolean;
  /** show in the breadcrumb (default true) */
  breadcrumb?: boolean;
  /** rendered outside the normal layout (spec section 2, route metadata) */
  alonePage?: boolean;
}

export interface RouteDef {
  /** absolute path, e.g. /guide/index; groups have a path prefix only */
  path: string;
  meta: RouteMeta;
  /** the layout's page (./pages/layout); absent on menu groups and standalone pages (the router has those) */
  page?: PageId;
  /** sub-entries of a menu group */
  children?: RouteDef[];
}

/** Flatten groups into the page routes they contain. */
export function flattenRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.flatMap((r) => (r.children ? flattenRoutes(r.children) : [r]));
}

/** Route access filter (spec section 4): no roles = open to all; otherwise one role must match. */
export function canAccess(route: RouteDef, roles: readonly string[]): boolean {
  return !route.meta.roles || route.meta.roles.some((r) => roles.includes(r));
}

/** Filters the table for a user's roles, children the same way; empty groups disappear. */
export function filterRoutes(routes: readonly RouteDef[], roles: readonly string[]): RouteDef[] {
  const out: RouteDef[] = [];
  for (const route of routes) {
    if (!canAccess(route, roles)) continue;
    if (route.children) {
      const children = filterRoutes(route.children, roles);
      if (children.length > 0) out.push({ ...route, children });
    } else {
      out.push(route);
    }
  }
  return out;
}
