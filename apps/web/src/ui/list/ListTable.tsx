import { type PaginationProps, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import { QueryError } from '../QueryError';
import { ListEmpty } from './ListEmpty';
import { measureSafeTitle } from './MeasureSafe';
import { type ListControls, type ListQuery, listFailed } from './list-query';
import { useListPager } from './pagination';
import type { useListState } from './useListState';

// antd's own row constraint (Table<RecordType extends AnyObject>).
// biome-ignore lint/suspicious/noExplicitAny: any row object, as antd's Table takes it
type Row = Record<PropertyKey, any>;

export interface ListTableProps<T extends Row>
  extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'locale' | 'onChange' | 'pagination' | 'rowKey'> {
  /** the list's query: its rows, total, loading and error */
  query: ListQuery<T>;
  /** the list's state and handlers (useListState) */
  list: ListControls & Pick<ReturnType<typeof useListState>, 'onTableChange'>;
  /** the rows' key (default: their id) */
  rowKey?: TableProps<T>['rowKey'];
  /** the "nothing yet" text of the standard empty state */
  emptyText?: string;
  /** the "nothing yet" state when it is not the standard one (instead of emptyText) */
  empty?: ReactNode;
  /** the error state's test id ('org-error', 'content-error') */
  errorTestId: string;
  /**
   * a table inside a card or a drawer: small rows, the compact error state, and the empty states as plain
   * text (no picture, no button)
   */
  compact?: boolean;
  /** false: no page-size choice */
  sizeChanger?: boolean;
  /** pager props over the list's own (a small pager, other page sizes) */
  pagination?: PaginationProps;
}

/**
 * A server-paged list as a table, the block every list page shares: the error state with a retry when
 * the list cannot be loaded; else the antd Table of the page's rows, sorted and paged on the server (the
 * table's changes go to the list state), with the pager of listPagination; and when there is no row, the
 * empty state: "nothing yet", or "nothing matches" with a way to clear the search and filters (plain
 * texts in a compact table).
 * Rows are keyed by their id and scroll sideways rather than squeeze their columns, unless told otherwise;
 * every other Table prop (columns, rowSelection, data-testid…) passes through.
 */
export function ListTable<T extends Row>({
  query,
  list,
  emptyText = '',
  empty,
  errorTestId,
  compact,
  sizeChanger,
  pagination,
  rowKey = 'id',
  size = compact ? 'small' : undefined,
  scroll = { x: 'max-content' },
  rowSelection,
  ...table
}: ListTableProps<T>) {
  const { t } = useTranslation(UI_NS);
  const pager = useListPager(list, query, sizeChanger);
  let emptyState: ReactNode;
  if (list.filtered)
    emptyState = compact ? t('list.noMatch') : <ListEmpty filtered onClear={list.clear} text={emptyText} />;
  else if (empty !== undefined) emptyState = empty;
  else emptyState = compact ? emptyText : <ListEmpty filtered={false} text={emptyText} />;
  if (listFailed(query)) {
    return (
      <QueryError compact={compact} error={query.error} onRetry={() => void query.refetch()} testId={errorTestId} />
    );
  }
  return (
    <Table<T>
      {...table}
      rowSelection={rowSelection && { columnTitle: measureSafeTitle, ...rowSelection }}
      rowKey={rowKey}
      size={size}
      scroll={scroll}
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      onChange={list.onTableChange}
      locale={{ emptyText: query.isLoading ? ' ' : emptyState }}
      pagination={{ ...pager, ...pagination }}
    />
  );
}
