import { createBrowserRouter, Navigate, type RouteObject, replace, useLocation, useParams } from 'react-router';
import { useAuthStore } from './auth-store';
import { decideNow, homePath, needsUser } from './guard';
import { setNavigator } from './navigation';
import { AppLoading, RootErrorBoundary, RootLayout } from './root';
import { flattenRoutes, layoutRoutes, type PageModule } from './route-table';

/** The guard for one navigation: where to go instead, or null. Loads ./access only when it must. */
async function guardNavigation(url: URL): Promise<string | null> {
  if (!needsUser(url)) return decideNow(url);
  const { resolveNavigation } = await import('./access');
  return resolveNavigation(url);
}

/**
 * Page modules become route components. Every page but the login page also binds react-i18next
 * (./i18n-react) first, so that useTranslation works in it (see ./i18n).
 */
const page =
  (load: () => Promise<PageModule>, { reactI18n = true } = {}) =>
  async () => {
    const [module] = await Promise.all([load(), reactI18n ? import('./i18n-react') : undefined]);
    return { Component: module.default };
  };

/** /redirect/<path>: replace with /<path> (the tags view's "refresh" remounts a page this way). */
function RedirectRoute() {
  const params = useParams();
  const location = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${location.search}${location.hash}`} replace />;
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RootErrorBoundary,
      // The guard: runs before every navigation (shouldRevalidate), may redirect (replacing the entry).
      loader: async ({ request }) => {
        const to = await guardNavigation(new URL(request.url));
        if (to) throw replace(to);
        return null;
      },
      shouldRevalidate: () => true,
      children: [
        { path: '/login', lazy: page(() => import('../features/auth/LoginPage'), { reactI18n: false }) },
        { path: '/auth-redirect', lazy: page(() => import('../features/auth/AuthRedirectPage')) },
        { path: '/404', lazy: page(() => import('../features/errors/NotFoundPage')) },
        { path: '/401', lazy: page(() => import('../features/errors/UnauthorizedPage')) },
        {
          id: 'layout',
          lazy: () => import('./layout-route').then((m) => m.loadLayoutRoute()),
          children: [
            { index: true, loader: () => replace(homePath(useAuthStore.getState().roles)) },
            ...flattenRoutes(layoutRoutes).map(
              (route): RouteObject => ({
                path: route.path,
                handle: { meta: route.meta },
                ...(route.load ? { lazy: page(route.load) } : {}),
              }),
            ),
            { path: '/redirect/*', Component: RedirectRoute },
          ],
        },
        // The guard sends unknown paths to /404 first; this only catches what slips past it.
        { path: '*', lazy: page(() => import('../features/errors/NotFoundPage')) },
      ],
    },
  ];
}

/**
 * Creates the console's router. Before it starts, the first location is checked when that needs no
 * waiting, so that e.g. an anonymous visit to /dashboard lands on /login without fetching the console's
 * chunks; everything else is decided by the root loader.
 */
export function createAppRouter() {
  const firstUrl = new URL(window.location.href);
  const first = needsUser(firstUrl) ? null : decideNow(firstUrl);
  if (first) window.history.replaceState(null, '', first);
  const router = createBrowserRouter(buildRoutes());
  setNavigator((to, options) => router.navigate(to, options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
