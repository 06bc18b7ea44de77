import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { type RouteObject, replace } from 'react-router';
import { useAuthStore } from './auth-store';
import { homePath } from './guard';
import { type PageLoaders, type PageModule, pages } from './pages/layout';
import { canAccess, flattenRoutes, layoutRoutes, type RouteDef } from './route-table';

export type PageLoader = (load: () => Promise<PageModule>) => RouteObject['lazy'];

/**
 * A path the table lists for several role sets (e.g. /dashboard/dashboard): one router route whose page
 * is the entry matching the user's roles, each entry's chunk loaded only when that role opens it.
 */
function rolePage(defs: readonly RouteDef[], loaders: PageLoaders): () => Promise<PageModule> {
  const pages = new Map<RouteDef, ComponentType>();
  const pageOf = (def: RouteDef): ComponentType => {
    let page = pages.get(def);
    if (!page) {
      const load = def.page ? loaders[def.page] : () => Promise.resolve({ default: () => null });
      page = lazy(load);
      pages.set(def, page);
    }
    return page;
  };
  function RolePage() {
    const roles = useAuthStore((s) => s.roles);
    // The guard lets only a user with a matching entry through; none matching renders nothing.
    const def = defs.find((d) => canAccess(d, roles));
    return def ? createElement(Suspense, { fallback: null }, createElement(pageOf(def))) : null;
  }
  return () => Promise.resolve({ default: RolePage });
}

/**
 * The layout's children, built from the route table. A lazy chunk: the router patches them in on the
 * first navigation into the console (patchRoutesOnNavigation), so the table stays out of the login page's
 * first load however many pages it lists.
 */
export function layoutChildren(
  page: PageLoader,
  routes: readonly RouteDef[] = layoutRoutes,
  loaders: PageLoaders = pages,
): RouteObject[] {
  const byPath = new Map<string, RouteDef[]>();
  for (const route of flattenRoutes(routes)) {
    byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  }
  return [
    { index: true, loader: () => replace(homePath(useAuthStore.getState().roles)) },
    ...[...byPath].map(
      ([path, defs]): RouteObject => ({
        path,
        // Router-level flags (allowBack, keepToDoWork) are the same for every entry of a path.
        handle: { meta: defs[0]!.meta },
        lazy: page(defs.length === 1 && defs[0]!.page ? loaders[defs[0]!.page] : rolePage(defs, loaders)),
      }),
    ),
  ];
}
