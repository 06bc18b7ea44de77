import { useCallback, useMemo, useReducer } from 'react';
import {
  buildListParams,
  initialListState,
  isFiltered,
  type ListParams,
  type ListState,
  listReducer,
  type SortOrder,
  sortOrderOf,
} from './list-params';

/**
 * A list page's state (page, keyword, filters, sort) and the request parameters it makes.
 * `fixed`: parameters every request of this list carries (e.g. the school of a school's class list);
 * `pageSize`: the first page size (DEFAULT_PAGE_SIZE by default).
 */
export function useListState<F extends object>(
  initialFilters: F,
  { fixed = {}, pageSize }: { fixed?: object; pageSize?: number } = {},
) {
  const [state, dispatch] = useReducer(
    listReducer<F>,
    undefined,
    () => initialListState(initialFilters, pageSize) as ListState<F>,
  );
  const fixedKey = JSON.stringify(fixed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fixed is compared by value (fixedKey)
  const params: ListParams = useMemo(() => buildListParams(state, fixed), [state, fixedKey]);
  const setPage = useCallback((page: number, size?: number) => dispatch({ type: 'page', page, pageSize: size }), []);
  const setKeyword = useCallback((keyword: string) => dispatch({ type: 'keyword', keyword }), []);
  /** A search from the search box: starts at the first page, even when it is the same search again. */
  const search = useCallback((keyword: string) => {
    dispatch({ type: 'keyword', keyword });
    dispatch({ type: 'page', page: 1 });
  }, []);
  const setFilters = useCallback((filters: Partial<F>) => dispatch({ type: 'filter', filters }), []);
  const setSort = useCallback((sort: string | undefined, order: SortOrder | undefined) => {
    dispatch({ type: 'sort', sort, order });
  }, []);
  const reset = useCallback((filters: F) => dispatch({ type: 'reset', filters }), []);
  /**
   * Back to no keyword, no filter and no sort (the empty state's "clear search and filters"). A list's
   * filters are all optional, so "no filter" is the empty object.
   */
  const clear = useCallback(() => dispatch({ type: 'reset', filters: {} as F }), []);
  /** antd Table onChange: page, page size and the (single) sorter. */
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
        dispatch({ type: 'sort', sort: typeof key === 'string' ? key : undefined, order: sortOrderOf(s?.order) });
      }
    },
    [],
  );
  return {
    state,
    params,
    filtered: isFiltered(state),
    setPage,
    setKeyword,
    search,
    setFilters,
    setSort,
    reset,
    clear,
    onTableChange,
  };
}

/** What useListState gives a list page (to hand it to the parts of the page). */
export type ListStateHandle<F extends object = Record<string, never>> = ReturnType<typeof useListState<F>>;
