import { type ComponentType, lazy, Suspense } from 'react';
import { usePreviewStore } from './role-preview';

// Only in a role preview: the banner and its antd button stay out of the standalone pages' first load.
const PreviewBanner = lazy(() => import('../shell/preview/PreviewBanner'));

/**
 * A standalone page (route-table's standaloneRoutes, outside the layout) with the role preview's banner
 * above it while this tab previews a role: who is previewed, read-only, and the one click that ends it, as
 * on the layout's pages.
 */
export function withPreviewBanner(Page: ComponentType): ComponentType {
  return function PageWithPreviewBanner() {
    const previewing = usePreviewStore((s) => s.preview !== null);
    return (
      <>
        {previewing && (
          <Suspense fallback={null}>
            <PreviewBanner />
          </Suspense>
        )}
        <Page />
      </>
    );
  };
}
