import type { Language } from '@edu/shared/constants';
import type { MyMenu } from '@edu/shared/contracts/menus';
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

/** A menu route with the name its menu settings give it in the console's language (none: its own title). */
export interface MenuRoute extends Omit<RouteDef, 'children'> {
  label?: string;
  children?: MenuRoute[];
}

/**
 * The permitted menu routes arranged by the user's menu settings (getMyMenu, app/menu-store): hidden
 * entries removed (a group with nothing left too), each level in the settings' order, renamed entries
 * labelled in the language. Settings never add: a path the settings name but the routes lack stays out.
 */
export function arrangeMenu(routes: readonly RouteDef[], menu: MyMenu | null, language: Language): MenuRoute[] {
  if (!menu) return [...routes];
  const rank = new Map(menu.entries.map((e, i) => [e.path, i]));
  const byPath = new Map(menu.entries.map((e) => [e.path, e]));
  const arrange = (list: readonly RouteDef[]): MenuRoute[] =>
    list
      .flatMap((route): MenuRoute[] => {
        const entry = byPath.get(route.path);
        if (entry?.hidden) return [];
        const label = entry?.labels[language];
        const out: MenuRoute = label ? { ...route, label } : { ...route };
        if (route.children) {
          const children = arrange(route.children);
          if (children.length === 0) return [];
          out.children = children;
        }
        return [out];
      })
      .map((route, index) => ({ route, index, rank: rank.get(route.path) ?? Number.MAX_SAFE_INTEGER }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((r) => r.route);
  return arrange(routes);
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
