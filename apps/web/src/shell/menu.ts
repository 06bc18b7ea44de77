import { type RouteDef, filterRoutes, layoutRoutes } from '../app/route-table';

/** Permitted routes for the menu: the role filter of the route table, hidden routes and empty groups removed. */
export function menuRoutes(roles: readonly string[], routes: readonly RouteDef[] = layoutRoutes): RouteDef[] {
  const strip = (list: readonly RouteDef[]): RouteDef[] =>
    list.flatMap((r) => {
      if (r.meta.hidden) return [];
      if (r.children) {
        const children = strip(r.children);
        return children.length > 0 ? [{ ...r, children }] : [];
      }
      return [r];
    });
  return strip(filterRoutes(routes, roles));
}

/** The route and its groups, outermost first; empty when the path is not in the table. */
export function routeChain(pathname: string, routes: readonly RouteDef[] = layoutRoutes): RouteDef[] {
  for (const route of routes) {
    if (route.children) {
      const inner = routeChain(pathname, route.children);
      if (inner.length > 0) return [route, ...inner];
    } else if (route.path === pathname) {
      return [route];
    }
  }
  return [];
}

/** Paths of the groups containing a path (for the menu's open submenus). */
export function parentGroupKeys(pathname: string, routes: readonly RouteDef[] = layoutRoutes): string[] {
  return routeChain(pathname, routes)
    .slice(0, -1)
    .map((r) => r.path);
}

/** The menu entry a path highlights: its activeMenu when set, else itself. */
export function activeMenuPath(pathname: string, routes: readonly RouteDef[] = layoutRoutes): string {
  const chain = routeChain(pathname, routes);
  const leaf = chain[chain.length - 1];
  return leaf?.meta.activeMenu ?? pathname;
}

/** External links are recognised by http(s), mailto or tel (spec section 5). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
