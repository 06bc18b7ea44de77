import type { ComponentType } from 'react';

/**
 * The layout route's lazy part: the shell's Layout wrapped in the query provider, and the shell's route
 * error boundary. Kept apart so the login page can prefetch the same chunks once it has painted.
 */
export async function loadLayoutRoute(): Promise<{ Component: ComponentType; ErrorBoundary: ComponentType }> {
  const [{ default: Layout }, { QueryProvider }, { default: RouteErrorBoundary }] = await Promise.all([
    import('../shell/Layout'),
    import('./query'),
    import('../shell/error-log/RouteErrorBoundary'),
    import('./i18n-react'),
  ]);
  function ConsoleLayout() {
    return (
      <QueryProvider>
        <Layout />
      </QueryProvider>
    );
  }
  return { Component: ConsoleLayout, ErrorBoundary: RouteErrorBoundary };
}

/**
 * Idle-time prefetch from the login page, once it has painted: the login code (session + MD5), the
 * console's layout, its route table and its home page.
 */
export function prefetchConsole(): void {
  const run = () => {
    void import('./session').then((m) => m.hashPassword('')).catch(() => undefined);
    void loadLayoutRoute().catch(() => undefined);
    void import('./layout-children').catch(() => undefined);
    void import('../features/dashboard/DashboardPage').catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1500);
}
