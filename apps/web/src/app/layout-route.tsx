import type { ComponentType } from 'react';
import { pages } from './pages/layout';

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
 * Prefetch from the login page (called when the browser is idle after the page painted): the login code
 * (session + MD5), the console's layout, its route table and its home page.
 */
export function prefetchConsole(): void {
  void import('./session').then((m) => m.hashPassword('')).catch(() => undefined);
  void loadLayoutRoute().catch(() => undefined);
  void import('./layout-children').catch(() => undefined);
  void pages.dashboard().catch(() => undefined);
}
