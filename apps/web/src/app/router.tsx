import { type ComponentType, createElement, useEffect } from 'react';
import {
  createBrowserRouter,
  type DOMRouterOpts,
  Navigate,
  type RouteObject,
  replace,
  useLocation,
  useParams,
} from 'react-router';
import { useAuthStore } from './auth-store';
import { setNavigator } from './navigation';
import { decideAnonymous } from './public-paths';
import { AppLoading, RootErrorBoundary, RootLayout } from './root';
import type { PageModule } from './pages/layout';
import { standalonePages as pages } from './pages/standalone';
import { withPreviewBanner } from './standalone-preview';

/**
 * The guard for one navigation: where to go instead, or null. Without a token it needs nothing but the
 * public paths; with one, ./access (session, route table, roles) is loaded, once, with the console.
 */
async function guardNavigation(url: URL): Promise<string | null> {
  if (!useAuthStore.getState().token) return decideAnonymous(url.pathname, url.search);
  const { resolveNavigation } = await import('./access');
  return resolveNavigation(url);
}

/**
 * Page modules become route components. Every page but the login page also binds react-i18next
 * (./i18n-react) first, so that useTranslation works in it (see ./i18n).
 */
const page =
  (load: () => Promise<PageModule>, { reactI18n = true, prefetchWhenIdle = false, previewBanner = false } = {}) =>
  async () => {
    const [module] = await Promise.all([load(), reactI18n ? import('./i18n-react') : undefined]);
    if (previewBanner) return { Component: withPreviewBanner(module.default) };
    return { Component: prefetchWhenIdle ? withIdlePrefetch(module.default) : module.default };
  };

/**
 * The login page, then, once it has painted and the browser is idle, the login code and the console's
 * chunks (the prefetcher itself too: nothing of it belongs to the page's first load). It renders nothing
 * of its own, so the prerendered login markup hydrates as it is.
 */
function withIdlePrefetch(Page: ComponentType): ComponentType {
  return function PageThenPrefetch() {
    useEffect(() => {
      const prefetch = () => void import('./layout-route').then((m) => m.prefetchConsole());
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(prefetch, { timeout: 4000 });
        return () => window.cancelIdleCallback(id);
      }
      const id = window.setTimeout(prefetch, 1500);
      return () => window.clearTimeout(id);
    }, []);
    return createElement(Page);
  };
}

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
        { path: '/login', lazy: page(pages.login, { reactI18n: false, prefetchWhenIdle: true }) },
        { path: '/auth-redirect', lazy: page(pages.authRedirect) },
        // The public report pages (spec section 2), opened with a share token (features/shared-reports).
        { path: '/reportDeta', lazy: page(pages.sharedStudentReport) },
        { path: '/reportDetaTo', lazy: page(pages.sharedClassReport) },
        { path: '/AnswerDetail', lazy: page(pages.sharedAnswer) },
        { path: '/404', lazy: page(pages.notFound) },
        { path: '/401', lazy: page(pages.unauthorized) },
        // Standalone pages that need a login and a role (route-table's standaloneRoutes; the guard checks),
        // with the role preview's banner while this tab previews a role.
        { path: '/alonePage', lazy: page(pages.dataScreen, { previewBanner: true }) },
        { path: '/wrongQues', lazy: page(pages.wrongSheet, { previewBanner: true }) },
        {
          id: 'layout',
          lazy: () => import('./layout-route').then((m) => m.loadLayoutRoute()),
          // The pages are patched in from the route table on the first navigation into the console
          // (routerOptions); until then such a path matches the catch-all below, which asks for them.
          children: [{ path: '/redirect/*', Component: RedirectRoute }],
        },
        // The guard sends unknown paths to /404 first; this only catches what slips past it.
        { path: '*', lazy: page(pages.notFound) },
      ],
    },
  ];
}

/**
 * Lazy route discovery: the first navigation that ends on the catch-all (every console page until the
 * table is loaded) patches the layout's pages in. The table never reaches the login page's first load.
 */
export function routerOptions(): Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> {
  let layoutPatched = false;
  return {
    async patchRoutesOnNavigation({ patch }) {
      if (layoutPatched) return;
      const { layoutChildren } = await import('./layout-children');
      patch('layout', layoutChildren(page));
      layoutPatched = true;
    },
  };
}

/**
 * Creates the console's router. Before it starts, an anonymous first location is checked at once, so
 * that e.g. an anonymous visit to /dashboard lands on /login without fetching the console's chunks;
 * everything else is decided by the root loader.
 */
export function createAppRouter() {
  const firstUrl = new URL(window.location.href);
  const first = useAuthStore.getState().token ? null : decideAnonymous(firstUrl.pathname, firstUrl.search);
  if (first) window.history.replaceState(null, '', first);
  const router = createBrowserRouter(buildRoutes(), routerOptions());
  setNavigator((to, options) => router.navigate(to, options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
