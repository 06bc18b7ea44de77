import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Outlet, useNavigation, useRouteError } from 'react-router';
import { useT } from './i18n';
import './root.css';

const RouteEffects = lazy(() => import('./route-effects'));

/** The router's root element: per-route effects, a thin progress bar while a route loads, the page. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <Suspense fallback={null}>
        <RouteEffects />
      </Suspense>
      {navigation.state !== 'idle' && <div className="app-progress" role="progressbar" aria-busy="true" />}
      <Outlet />
    </>
  );
}

/** Shown while the first route loads. */
export function AppLoading() {
  const t = useT();
  return (
    <div className="app-loading" role="status">
      <span className="app-loading__spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

const CHUNK_RELOAD_KEY = 'edu:chunk-reload-at';

/** A lazy chunk that no longer exists after a deployment. */
export function isChunkLoadError(error: unknown): boolean {
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error instanceof Error ? error.message : String(error),
  );
}

/** Reload once (not more than every 10 s) when a chunk failed to load; returns whether it reloads. */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < 10_000) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Errors outside the layout (standalone pages, or the layout's own chunk failing to load). Plain React:
 * antd may be what failed to load.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const reloading = reloadOnceForChunkError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
  return <CrashPage reloading={reloading} detail={detail} />;
}

/**
 * The page of an error no screen can show (this boundary's and the layout's): what happened, a reload,
 * the way home; while a failed chunk reloads the page, just "loading". Plain React (no antd).
 */
export function CrashPage({ reloading, detail, testId }: { reloading: boolean; detail: string; testId?: string }) {
  const t = useT();
  return (
    <main className="app-crash" role="alert" data-testid={testId}>
      <h1>{t('crash.title')}</h1>
      <p>{reloading ? t('loading') : t('crash.description')}</p>
      {detail && !reloading && <pre>{detail}</pre>}
      <div className="app-crash__actions">
        <button type="button" className="app-button app-button--primary" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </button>
        <a className="app-button" href="/">
          {t('backHome')}
        </a>
      </div>
    </main>
  );
}
