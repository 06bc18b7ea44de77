import { STORAGE_KEYS } from '@edu/shared/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllTags, type TagView, useTagsStore } from './store';

const view = (path: string, affix = false): TagView => ({
  path,
  title: path.slice(1),
  meta: { title: path.slice(1), ...(affix ? { affix: true } : {}) },
  fullPath: path,
});

const paths = () => useTagsStore.getState().visitedViews.map((v) => v.path);

describe('tags store', () => {
  beforeEach(() => {
    clearAllTags();
    sessionStorage.clear();
  });

  it('adds on visit, deduplicated by path', () => {
    const s = useTagsStore.getState();
    s.addView(view('/a'));
    s.addView(view('/b'));
    s.addView(view('/a'));
    s.addView({ ...view('/a'), fullPath: '/a?x=1' });
    expect(paths()).toEqual(['/a', '/b']);
    expect(useTagsStore.getState().visitedViews[0]?.fullPath).toBe('/a?x=1');
  });

  it('puts affix tabs first and never twice', () => {
    const s = useTagsStore.getState();
    s.addView(view('/a'));
    s.initAffixViews([view('/home', true)]);
    s.initAffixViews([view('/home', true)]);
    expect(paths()).toEqual(['/home', '/a']);
  });

  it('closes one tab but never an affix tab', () => {
    const s = useTagsStore.getState();
    s.initAffixViews([view('/home', true)]);
    s.addView(view('/a'));
    s.addView(view('/b'));
    expect(s.delView('/a').map((v) => v.path)).toEqual(['/home', '/b']);
    s.delView('/home');
    expect(paths()).toEqual(['/home', '/b']);
  });

  it('close others keeps the affix tabs and the chosen one', () => {
    const s = useTagsStore.getState();
    s.initAffixViews([view('/home', true)]);
    for (const p of ['/a', '/b', '/c']) s.addView(view(p));
    s.delOthersViews('/b');
    expect(paths()).toEqual(['/home', '/b']);
  });

  it('close all keeps the affix tabs only', () => {
    const s = useTagsStore.getState();
    s.initAffixViews([view('/home', true), view('/pinned', true)]);
    for (const p of ['/a', '/b']) s.addView(view(p));
    expect(s.delAllViews().map((v) => v.path)).toEqual(['/home', '/pinned']);
    expect(paths()).toEqual(['/home', '/pinned']);
  });

  it('drops restored tabs the user may not open', () => {
    const s = useTagsStore.getState();
    for (const p of ['/a', '/secret', '/b']) s.addView(view(p));
    s.retainViews((p) => p !== '/secret');
    expect(paths()).toEqual(['/a', '/b']);
  });

  it('persists open tabs in sessionStorage and restores them after a reload', async () => {
    const s = useTagsStore.getState();
    s.addView(view('/a'));
    s.addView(view('/b'));
    s.markRefresh('/a');
    const raw = sessionStorage.getItem(STORAGE_KEYS.tagsLocal);
    expect(raw).not.toBeNull();
    const stored = JSON.parse(raw ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(stored.state)).toEqual(['visitedViews']);

    // a reload: memory is gone, storage is not
    useTagsStore.setState({ visitedViews: [] });
    sessionStorage.setItem(STORAGE_KEYS.tagsLocal, raw ?? '');
    await useTagsStore.persist.rehydrate();
    expect(paths()).toEqual(['/a', '/b']);
  });

  it('clearAllTags removes every tab, affix too, and the stored copy', () => {
    const s = useTagsStore.getState();
    s.initAffixViews([view('/home', true)]);
    s.addView(view('/a'));
    clearAllTags();
    expect(paths()).toEqual([]);
    expect(sessionStorage.getItem(STORAGE_KEYS.tagsLocal)).toBeNull();
  });

  it('counts refreshes per path', () => {
    const s = useTagsStore.getState();
    s.markRefresh('/a');
    s.markRefresh('/a');
    expect(useTagsStore.getState().refreshVersions).toEqual({ '/a': 2 });
  });
});
