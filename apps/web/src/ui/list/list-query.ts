import type { ListPageData } from './pagination';

/**
 * What the list parts need of a list's query (a @tanstack/react-query result of a list endpoint): its
 * page of rows and how the request went.
 */
export interface ListQuery<T> {
  data?: ListPageData & { list: readonly T[] };
  error: unknown;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What the list parts need of a list's state (useListState gives all of it): the page asked for,
 * whether a search or a filter narrows the list, and the way back to the whole list.
 */
export interface ListControls {
  state: { page: number; pageSize: number };
  filtered: boolean;
  clear: () => void;
}

/** Whether a list has nothing to show but its error (a failed refresh keeps the page it has). */
export function listFailed(query: Pick<ListQuery<unknown>, 'isError' | 'data'>): boolean {
  return query.isError && !query.data;
}
