import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../app/api';
import { initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import { installMatchMedia } from '../../features/test-utils';
import { ListTable } from './ListTable';
import type { ListControls, ListQuery } from './list-query';
import { PagedList } from './PagedList';

interface Row {
  id: number;
  name: string;
}

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(cleanup);

const columns: TableColumnsType<Row> = [{ key: 'name', title: 'Name', dataIndex: 'name' }];

function queryOf(over: Partial<ListQuery<Row>> = {}): ListQuery<Row> {
  return { error: null, isError: false, isLoading: false, isFetching: false, refetch: vi.fn(), ...over };
}

const page = (list: Row[], total = list.length) => ({ list, total, page: 1, pageSize: 20 });

function listOf(over: Partial<ListControls> = {}) {
  return { state: { page: 1, pageSize: 20 }, filtered: false, clear: vi.fn(), onTableChange: vi.fn(), ...over };
}

describe('ListTable', () => {
  it('shows the page of rows with the list’s pager', () => {
    render(
      <ListTable<Row>
        query={queryOf({ data: page([{ id: 1, name: 'Zhang' }], 41) })}
        list={listOf()}
        rowKey="id"
        columns={columns}
        emptyText="No classes yet."
        errorTestId="org-error"
      />,
    );
    expect(screen.getByText('Zhang')).toBeInTheDocument();
    expect(screen.getByText('41 in total')).toBeInTheDocument();
  });

  it('a list that cannot be loaded: the error with a retry instead of the table', () => {
    const query = queryOf({ isError: true, error: new RequestError(500, 'Database unavailable', 'server') });
    render(<ListTable<Row> query={query} list={listOf()} rowKey="id" columns={columns} errorTestId="org-error" />);
    expect(screen.getByTestId('org-error')).toHaveTextContent('Could not load this');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('no row: "nothing yet", or "nothing matches" with a way to clear the search and filters', () => {
    const { rerender } = render(
      <ListTable<Row>
        query={queryOf({ data: page([]) })}
        list={listOf()}
        rowKey="id"
        columns={columns}
        emptyText="No classes yet."
        errorTestId="org-error"
      />,
    );
    expect(screen.getByTestId('list-empty')).toHaveTextContent('No classes yet.');
    expect(within(screen.getByTestId('list-empty')).queryByRole('button')).toBeNull();

    const list = listOf({ filtered: true });
    rerender(
      <ListTable<Row>
        query={queryOf({ data: page([]) })}
        list={list}
        rowKey="id"
        columns={columns}
        emptyText="No classes yet."
        errorTestId="org-error"
      />,
    );
    expect(screen.getByTestId('list-empty')).toHaveTextContent('Nothing matches the search and filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(list.clear).toHaveBeenCalledOnce();
  });

  it('an empty state of its own replaces the standard "nothing yet"', () => {
    render(
      <ListTable<Row>
        query={queryOf({ data: page([]) })}
        list={listOf()}
        rowKey="id"
        columns={columns}
        empty={<span data-testid="own-empty">Nobody is assigned to you yet.</span>}
        errorTestId="org-error"
      />,
    );
    expect(screen.getByTestId('own-empty')).toBeInTheDocument();
  });
});

describe('PagedList', () => {
  const setPage = vi.fn();

  it('lays out the rows its own way, with the pager below; the empty and loading states in their place', () => {
    const rows = (list: readonly Row[]) => list.map((r) => <p key={r.id}>{r.name}</p>);
    const { rerender } = render(
      <PagedList<Row>
        query={queryOf({ data: page([{ id: 1, name: 'Algebra' }], 30) })}
        list={{ ...listOf(), setPage }}
        loading={<span>loading</span>}
        empty={<span>no course</span>}
        errorTestId="content-error"
      >
        {rows}
      </PagedList>,
    );
    expect(screen.getByText('Algebra')).toBeInTheDocument();
    expect(screen.getByText('30 in total')).toBeInTheDocument();

    rerender(
      <PagedList<Row>
        query={queryOf({ isLoading: true })}
        list={{ ...listOf(), setPage }}
        loading={<span>loading</span>}
        empty={<span>no course</span>}
        errorTestId="content-error"
      >
        {rows}
      </PagedList>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();

    rerender(
      <PagedList<Row>
        query={queryOf({ data: page([]) })}
        list={{ ...listOf(), setPage }}
        loading={<span>loading</span>}
        empty={<span>no course</span>}
        errorTestId="content-error"
      >
        {rows}
      </PagedList>,
    );
    expect(screen.getByText('no course')).toBeInTheDocument();
  });
});
