import { SEARCH_FUZZY_THRESHOLD, SEARCH_MAX_PATTERN_LENGTH } from '@edu/shared/constants';
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { MenuRoute } from '../menu';

/** One searchable page: its translated title chain (groups first) and, in Chinese, its pinyin. */
export interface SearchItem {
  path: string;
  title: string[];
  /** full pinyin and initials of the title chain, e.g. ['yindaoye', 'ydy'] */
  pinyinTitle?: string[];
}

export type ToPinyin = (text: string) => string[];

/** Flatten the permitted menu routes (already filtered, hidden removed) into search items. */
export function buildSearchPool(
  routes: readonly MenuRoute[],
  translate: (titleKey: string) => string,
  toPinyin?: ToPinyin,
  prefix: string[] = [],
): SearchItem[] {
  const items: SearchItem[] = [];
  for (const route of routes) {
    if (route.meta.hidden) continue;
    const title = [...prefix, route.label ?? translate(route.meta.title)];
    if (route.children) {
      items.push(...buildSearchPool(route.children, translate, toPinyin, title));
    } else {
      const item: SearchItem = { path: route.path, title };
      if (toPinyin) item.pinyinTitle = toPinyin(title.join(''));
      items.push(item);
    }
  }
  return items;
}

/** Trim, and cut patterns longer than SEARCH_MAX_PATTERN_LENGTH (32). */
export function normalizeQuery(query: string): string {
  return query.trim().slice(0, SEARCH_MAX_PATTERN_LENGTH);
}

export const FUSE_OPTIONS: IFuseOptions<SearchItem> = {
  shouldSort: true,
  threshold: SEARCH_FUZZY_THRESHOLD,
  ignoreLocation: true,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.6 },
    { name: 'pinyinTitle', weight: 0.25 },
    { name: 'path', weight: 0.15 },
  ],
};

/** A search function over a pool (fuse.js, threshold 0.4). */
export function createSearcher(pool: readonly SearchItem[]): (query: string) => SearchItem[] {
  const fuse = new Fuse(pool, FUSE_OPTIONS);
  return (query) => {
    const pattern = normalizeQuery(query);
    if (!pattern) return [];
    return fuse.search(pattern).map((r) => r.item);
  };
}

/** Loaded only when the language is Chinese and pinyin search is on. */
export async function loadPinyin(): Promise<ToPinyin> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => {
    const full = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase();
    const initials = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
      .join('')
      .toLowerCase();
    return [full.replace(/\s+/g, ''), initials.replace(/\s+/g, '')];
  };
}
