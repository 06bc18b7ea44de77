import { PAGE_SIZE_MAX } from '@edu/shared/constants';
import { useCallback, useMemo, useReducer } from 'react';
import type { Params } from '../api/keys';

export type SortOrder = 'asc' | 'desc';

/** A list page's state: page window, keyword, sort and filters. */
export interface ListState<F extends object> {
  page: number;
  pageSize: number;
  keyword: string;
  sort?: string;
  order?: SortOrder;
  filters: F;
}

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = ['10', '20', '50', '100'];

type Action<F> =
  | { type: 'page'; page: number; pageSize?: number }
  | { type: 'keyword'; keyword: string }
  | { type: 'filter'; filters: Partial<F> }
  | { type: 'sort'; sort?: string; order?: SortOrder }
  | { type: 'reset'; filters: F };

/** A new keyword, filter or sort starts again at page 1; a new page size too. */
export function listReducer<F extends object>(state: ListState<F>, action: Action<F>): ListState<F> {
  switch (action.type) {
    case 'page': {
      const pageSize = action.pageSize ?? state.pageSize;
      return { ...state, page: pageSize !== state.pageSize ? 1 : action.page, pageSize };
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

function isSet(value: unknown): value is string | number | boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'boolean';
}

/** The request parameters of a list state: set values only, keyword trimmed, page window clamped. */
export function buildListParams<F extends object>(state: ListState<F>): Params {
  const params: Params = {
    page: Math.max(1, Math.floor(state.page) || 1),
    pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(state.pageSize) || DEFAULT_PAGE_SIZE)),
  };
  const keyword = state.keyword.trim();
  if (keyword) params.keyword = keyword.slice(0, 100);
  if (state.sort && state.order) {
    params.sort = state.sort;
    params.order = state.order;
  }
  for (const [key, value] of Object.entries(state.filters)) {
    if (isSet(value)) params[key] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

export function isFiltered<F extends object>(state: ListState<F>): boolean {
  return state.keyword.trim() !== '' || Object.values(state.filters).some(isSet);
}

/** antd's column sortOrder for the list's sort. */
export function antdSortOrder(state: Pick<ListState<object>, 'sort' | 'order'>, column: string) {
  if (state.sort !== column || !state.order) return null;
  return state.order === 'asc' ? ('ascend' as const) : ('descend' as const);
}

export function useListState<F extends object>(initialFilters: F, pageSize = DEFAULT_PAGE_SIZE) {
  const [state, dispatch] = useReducer(
    listReducer<F>,
    undefined,
    (): ListState<F> => ({
      page: 1,
      pageSize,
      keyword: '',
      filters: initialFilters,
    }),
  );
  const params = useMemo(() => buildListParams(state), [state]);
  const setKeyword = useCallback((keyword: string) => dispatch({ type: 'keyword', keyword }), []);
  const setFilters = useCallback((filters: Partial<F>) => dispatch({ type: 'filter', filters }), []);
  const setPage = useCallback((page: number, size?: number) => dispatch({ type: 'page', page, pageSize: size }), []);
  const reset = useCallback((filters: F) => dispatch({ type: 'reset', filters }), []);
  const onTableChange = useCallback(
    (
      pagination: { current?: number; pageSize?: number },
      _filters: unknown,
      sorter: unknown,
      extra: { action: 'paginate' | 'sort' | 'filter' },
    ) => {
      if (extra.action === 'paginate') {
        dispatch({ type: 'page', page: pagination.current ?? 1, pageSize: pagination.pageSize });
      } else if (extra.action === 'sort') {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as
          | { columnKey?: unknown; field?: unknown; order?: 'ascend' | 'descend' | null }
          | undefined;
        const key = s?.columnKey ?? s?.field;
        const order = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
        dispatch({ type: 'sort', sort: typeof key === 'string' ? key : undefined, order });
      }
    },
    [],
  );
  return { state, params, filtered: isFiltered(state), setKeyword, setFilters, setPage, reset, onTableChange };
}
