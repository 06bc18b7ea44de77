import { PAGE_SIZE_MAX } from '@edu/shared/constants';

/** Query parameters of a list request: only the values that are set. */
export type ListParams = Record<string, string | number | boolean>;

export type SortOrder = 'asc' | 'desc';

/** The state every list page keeps: page window, keyword, sort and its filters. */
export interface ListState<F extends object = Record<string, unknown>> {
  page: number;
  pageSize: number;
  keyword: string;
  sort?: string;
  order?: SortOrder;
  filters: F;
}

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export function initialListState<F extends object>(filters: F, pageSize = DEFAULT_PAGE_SIZE): ListState<F> {
  return { page: 1, pageSize, keyword: '', filters };
}

function isSet(value: unknown): value is string | number | boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'boolean';
}

/**
 * The request parameters of a list state, as the server's list contracts take them (`page`,
 * `pageSize` ≤ 100, `keyword`, `sort`, `order`, filters): empty filters and an empty keyword are left
 * out, the keyword is trimmed, the page window clamped.
 */
export function buildListParams<F extends object>(state: ListState<F>, fixed: object = {}): ListParams {
  const params: ListParams = {
    page: Math.max(1, Math.floor(state.page) || 1),
    pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(state.pageSize) || DEFAULT_PAGE_SIZE)),
  };
  const keyword = state.keyword.trim();
  if (keyword) params.keyword = keyword.slice(0, 100);
  if (state.sort) {
    params.sort = state.sort;
    if (state.order) params.order = state.order;
  }
  for (const [key, value] of Object.entries({ ...state.filters, ...fixed })) {
    if (isSet(value)) params[key] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

/** antd's sorter order → the server's. */
export function sortOrderOf(order: 'ascend' | 'descend' | null | undefined): SortOrder | undefined {
  if (order === 'ascend') return 'asc';
  if (order === 'descend') return 'desc';
  return undefined;
}

/** The server's order → antd's column `sortOrder` (controlled sorting). */
export function antdSortOrder(state: Pick<ListState, 'sort' | 'order'>, column: string): 'ascend' | 'descend' | null {
  if (state.sort !== column || !state.order) return null;
  return state.order === 'asc' ? 'ascend' : 'descend';
}

export type ListAction<F> =
  | { type: 'page'; page: number; pageSize?: number }
  | { type: 'keyword'; keyword: string }
  | { type: 'filter'; filters: Partial<F> }
  | { type: 'sort'; sort?: string; order?: SortOrder }
  | { type: 'reset'; filters: F };

/**
 * How a list state changes. A new keyword, filter or sort starts again at page 1; a new page size
 * keeps the first row in view as far as possible (antd resets to the page it gives).
 */
export function listReducer<F extends object>(state: ListState<F>, action: ListAction<F>): ListState<F> {
  switch (action.type) {
    case 'page': {
      const pageSize = action.pageSize ?? state.pageSize;
      const page = pageSize !== state.pageSize ? 1 : action.page;
      return page === state.page && pageSize === state.pageSize ? state : { ...state, page, pageSize };
    }
    case 'keyword':
      return action.keyword === state.keyword ? state : { ...state, keyword: action.keyword, page: 1 };
    case 'filter':
      return { ...state, filters: { ...state.filters, ...action.filters }, page: 1 };
    case 'sort':
      if (action.sort === state.sort && action.order === state.order) return state;
      return { ...state, sort: action.order ? action.sort : undefined, order: action.order, page: 1 };
    case 'reset':
      return { ...state, keyword: '', filters: action.filters, sort: undefined, order: undefined, page: 1 };
  }
}

/** Whether the list is narrowed by a keyword or a filter (the empty state then says "no match"). */
export function isFiltered<F extends object>(state: ListState<F>): boolean {
  return state.keyword.trim() !== '' || Object.values(state.filters).some(isSet);
}
