import { Flex, Pagination, type PaginationProps } from 'antd';
import type { ReactNode } from 'react';
import { QueryError } from '../QueryError';
import { ListEmpty } from './ListEmpty';
import { type ListControls, type ListQuery, listFailed } from './list-query';
import { useListPager } from './pagination';

export interface PagedListProps<T> {
  /** the list's query: its rows, total, loading and error */
  query: ListQuery<T>;
  /** the list's state and handlers (useListState) */
  list: ListControls & { setPage: (page: number, pageSize?: number) => void };
  /** what stands in for the rows while the first page loads */
  loading: ReactNode;
  /** the "nothing yet" state (shown when no search or filter narrows the list) */
  empty: ReactNode;
  /** the error state's test id ('org-error', 'content-error') */
  errorTestId: string;
  /** false: no page-size choice */
  sizeChanger?: boolean;
  /** pager props over the list's own (a small pager, other page sizes) */
  pagination?: PaginationProps;
  /** the page's rows, laid out as the page likes (cards, panels) */
  children: (rows: readonly T[]) => ReactNode;
}

/**
 * A server-paged list in a layout of its own (cards, collapsible panels): the same block as ListTable
 * (error state with a retry, the rows, the empty state that tells "nothing yet" from "nothing matches",
 * the pager of listPagination below the rows) around the page's own rendering of the rows.
 */
export function PagedList<T>({
  query,
  list,
  loading,
  empty,
  errorTestId,
  sizeChanger,
  pagination,
  children,
}: PagedListProps<T>) {
  const pager = useListPager(list, query, sizeChanger);
  if (listFailed(query)) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} testId={errorTestId} />;
  }
  if (query.isLoading) return loading;
  const rows = query.data?.list ?? [];
  if (rows.length === 0) return list.filtered ? <ListEmpty filtered onClear={list.clear} text="" /> : empty;
  return (
    <>
      {children(rows)}
      <Flex justify="flex-end">
        <Pagination {...pager} {...pagination} onChange={(page, size) => list.setPage(page, size)} />
      </Flex>
    </>
  );
}
