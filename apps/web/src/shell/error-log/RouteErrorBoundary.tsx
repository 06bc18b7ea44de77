import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { CrashPage, isChunkLoadError, reloadOnceForChunkError } from '../../app/root';
import { logError } from './store';

const logged = new WeakSet<object>();

/** Record an error once (StrictMode renders and effects run twice). */
export function logRouteError(error: unknown, component: string, info = ''): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  logError(error, component, info);
}

const reloads = new WeakMap<object, boolean>();

/**
 * Whether this failed chunk reloads the page: decided once per error object (renders may repeat);
 * reloadOnceForChunkError is guarded in sessionStorage, so it is one reload, never a loop.
 */
function reloadDecision(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return reloadOnceForChunkError(error);
  const known = reloads.get(error);
  if (known !== undefined) return known;
  const decision = reloadOnceForChunkError(error);
  reloads.set(error, decision);
  return decision;
}

export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * Error element of the layout route. Records the error in the error log (when logging is enabled);
 * when a lazy chunk failed to load (a new deployment replaced the files) reloads the page once;
 * otherwise shows a friendly page with reload and home. Plain React (no antd): it must render even
 * when what failed to load is antd.
 */
export default function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    logRouteError(error, `route ${pathname}`, error instanceof Error && error.stack ? error.stack : '');
  }, [error, pathname]);

  const reloading = chunk && reloadDecision(error);

  return <CrashPage reloading={reloading} detail={describeError(error)} testId="route-error" />;
}
