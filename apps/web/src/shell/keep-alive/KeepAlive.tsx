import { Spin } from 'antd';
import { Activity, type ContextType, type ReactNode, Suspense, useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_LocationContext, useLocation, useOutlet } from 'react-router';
import { findRoute } from '../../app/route-table';
import { SHELL_NS } from '../i18n';
import { useTagsStore } from '../tags/store';
import { KEEP_ALIVE_MAX, nextCacheOrder } from './lru';
import PageErrorBoundary from './PageErrorBoundary';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

interface Entry {
  element: ReactNode;
  /** the location the page last saw: a hidden page keeps it, so it does not react to other pages' URLs */
  location: LocationContextValue;
  /** refresh version from the tags store: a new one remounts the page */
  version: number;
}

interface KeepAliveProps {
  /** paths that may stay cached (the open tabs); null when there is no tags view (LRU only) */
  keepPaths: ReadonlySet<string> | null;
  max?: number;
}

function PageFallback() {
  return (
    <div className="page-loading">
      <Spin />
    </div>
  );
}

/** One page: its own error boundary (the shell stays usable) and a loading fallback. */
function PageFrame({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useTranslation(['common', SHELL_NS]);
  return (
    <PageErrorBoundary
      path={path}
      title={t('common:crash.title')}
      description={t('common:crash.description')}
      retryText={t('ui:actions.retry')}
    >
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

/**
 * Keeps visited pages alive (DESIGN.md section 5): the page elements from useOutlet(), keyed by pathname,
 * each inside React's <Activity>, visible for the current path and hidden otherwise. Capped (least
 * recently used out), dropped when the tab closes; noCache routes and paths outside the route table are
 * never kept, so they remount on every visit.
 */
export default function KeepAlive({ keepPaths, max = KEEP_ALIVE_MAX }: KeepAliveProps) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const location = useContext(UNSAFE_LocationContext);
  const version = useTagsStore((s) => s.refreshVersions[pathname] ?? 0);
  const cache = useRef(new Map<string, Entry>());
  const order = useRef<string[]>([]);

  const route = findRoute(pathname);
  const cacheable = Boolean(route && !route.meta.noCache);
  // Deterministic for the same inputs, so a repeated render (StrictMode) finds nothing more to do.
  const step = nextCacheOrder(order.current, pathname, {
    cap: max,
    cacheable,
    keep: (path) => !keepPaths || keepPaths.has(path),
  });
  for (const path of step.evicted) cache.current.delete(path);
  order.current = step.order;
  if (cacheable) cache.current.set(pathname, { element: outlet, location, version });

  const entries = [...cache.current.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  return (
    <>
      {entries.map(([path, entry]) => {
        const visible = path === pathname;
        return (
          <Activity key={path} mode={visible ? 'visible' : 'hidden'}>
            <UNSAFE_LocationContext.Provider value={visible ? location : entry.location}>
              <div key={entry.version} className="app-main__page" data-page={path}>
                <PageFrame path={path}>{entry.element}</PageFrame>
              </div>
            </UNSAFE_LocationContext.Provider>
          </Activity>
        );
      })}
      {cacheable ? null : (
        <div key={`${pathname}#${version}`} className="app-main__page" data-page={pathname}>
          <PageFrame path={pathname}>{outlet}</PageFrame>
        </div>
      )}
    </>
  );
}
