import { STORAGE_KEYS } from '@edu/shared/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { RouteMeta } from '../../app/route-table';

/** A tab of the tags view (spec section 3: path, title, meta). */
export interface TagView {
  /** pathname, the identity of the tab */
  path: string;
  /** i18n key in the 'route' namespace */
  title: string;
  meta: RouteMeta;
  /** pathname + search as last visited, used when the tab is clicked */
  fullPath?: string;
}

interface TagsState {
  visitedViews: TagView[];
  /** bumped by "refresh": the keep-alive keys the cached page by it, so the page remounts */
  refreshVersions: Record<string, number>;
  /** Add on visit, deduplicated by path (a revisit only updates fullPath). */
  addView(view: TagView): void;
  /** Affix tabs first, always present; existing tabs keep their place. */
  initAffixViews(views: readonly TagView[]): void;
  /** Drop tabs the current user may not open (restored from storage for another session). */
  retainViews(isAllowed: (path: string) => boolean): void;
  /** Close one (affix tabs are never closed); returns the remaining tabs. */
  delView(path: string): TagView[];
  /** Keep the affix tabs and the given one. */
  delOthersViews(path: string): TagView[];
  /** Keep the affix tabs only. */
  delAllViews(): TagView[];
  /** Mark a path for a fresh mount the next time it renders. */
  markRefresh(path: string): void;
}

const storage = createJSONStorage(() => sessionStorage);

export const useTagsStore = create<TagsState>()(
  persist(
    (set, get) => ({
      visitedViews: [],
      refreshVersions: {},
      addView(view) {
        const views = get().visitedViews;
        const index = views.findIndex((v) => v.path === view.path);
        if (index === -1) {
          set({ visitedViews: [...views, view] });
          return;
        }
        const current = views[index]!;
        if (current.fullPath === view.fullPath && current.title === view.title) return;
        const next = views.slice();
        next[index] = { ...current, fullPath: view.fullPath, title: view.title, meta: view.meta };
        set({ visitedViews: next });
      },
      initAffixViews(affix) {
        const views = get().visitedViews;
        const missing = affix.filter((a) => !views.some((v) => v.path === a.path));
        if (missing.length === 0) return;
        set({ visitedViews: [...missing, ...views] });
      },
      retainViews(isAllowed) {
        const views = get().visitedViews;
        const next = views.filter((v) => isAllowed(v.path));
        if (next.length !== views.length) set({ visitedViews: next });
      },
      delView(path) {
        const next = get().visitedViews.filter((v) => v.path !== path || v.meta.affix);
        set({ visitedViews: next });
        return next;
      },
      delOthersViews(path) {
        const next = get().visitedViews.filter((v) => v.meta.affix || v.path === path);
        set({ visitedViews: next });
        return next;
      },
      delAllViews() {
        const next = get().visitedViews.filter((v) => v.meta.affix);
        set({ visitedViews: next });
        return next;
      },
      markRefresh(path) {
        const versions = get().refreshVersions;
        set({ refreshVersions: { ...versions, [path]: (versions[path] ?? 0) + 1 } });
      },
    }),
    {
      name: STORAGE_KEYS.tagsLocal,
      storage,
      version: 1,
      // Open tabs survive a reload of the browser tab; refresh counters do not need to.
      partialize: (state) => ({ visitedViews: state.visitedViews }),
    },
  ),
);

/** Logout: every tab goes, affix ones too, and so does the stored copy (spec section 4). */
export function clearAllTags(): void {
  useTagsStore.setState({ visitedViews: [], refreshVersions: {} });
  useTagsStore.persist.clearStorage();
}
