import { describe, expect, it } from 'vitest';
import {
  antdSortOrder,
  buildListParams,
  initialListState,
  isFiltered,
  type ListState,
  listReducer,
  sortOrderOf,
} from './list-params';

type Filters = { schoolId?: number; status?: 0 | 1; enabled?: boolean; grade?: number | null; name?: string };

const base = (over: Partial<ListState<Filters>> = {}): ListState<Filters> => ({
  ...initialListState<Filters>({}),
  ...over,
});

describe('buildListParams', () => {
  it('sends the page window and nothing that is not set', () => {
    expect(buildListParams(base())).toEqual({ page: 1, pageSize: 20 });
    expect(
      buildListParams(
        base({ keyword: '   ', filters: { schoolId: undefined, grade: null, name: '  ', status: undefined } }),
      ),
    ).toEqual({ page: 1, pageSize: 20 });
  });

  it('trims the keyword, keeps 0 and false, adds sort with its order', () => {
    expect(
      buildListParams(
        base({
          page: 3,
          pageSize: 50,
          keyword: '  王 ',
          sort: 'name',
          order: 'asc',
          filters: { schoolId: 7, status: 0, enabled: false, name: ' x ' },
        }),
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      keyword: '王',
      sort: 'name',
      order: 'asc',
      schoolId: 7,
      status: 0,
      enabled: false,
      name: 'x',
    });
  });

  it('clamps the page window to the server limits (pageSize ≤ 100)', () => {
    expect(buildListParams(base({ page: 0, pageSize: 1000 }))).toEqual({ page: 1, pageSize: 100 });
    expect(buildListParams(base({ page: Number.NaN, pageSize: 0 }))).toEqual({ page: 1, pageSize: 20 });
  });

  it('fixed parameters win over filters', () => {
    expect(buildListParams(base({ filters: { schoolId: 1 } }), { schoolId: 9 })).toMatchObject({ schoolId: 9 });
  });

  it('leaves a sort without order to the server default; an order without sort is dropped', () => {
    expect(buildListParams(base({ sort: 'name' }))).toEqual({ page: 1, pageSize: 20, sort: 'name' });
    expect(buildListParams(base({ order: 'desc' }))).toEqual({ page: 1, pageSize: 20 });
  });

  it('cuts a keyword at the contract limit of 100 characters', () => {
    expect(buildListParams(base({ keyword: 'a'.repeat(150) })).keyword).toHaveLength(100);
  });
});

describe('listReducer', () => {
  const at3 = base({ page: 3 });

  it('a new keyword, filter or sort starts again at page 1', () => {
    expect(listReducer(at3, { type: 'keyword', keyword: 'li' })).toMatchObject({ keyword: 'li', page: 1 });
    expect(listReducer(at3, { type: 'filter', filters: { status: 1 } })).toMatchObject({
      filters: { status: 1 },
      page: 1,
    });
    expect(listReducer(at3, { type: 'sort', sort: 'name', order: 'desc' })).toMatchObject({
      sort: 'name',
      order: 'desc',
      page: 1,
    });
  });

  it('the same keyword or sort changes nothing', () => {
    const withKw = base({ keyword: 'x', page: 2 });
    expect(listReducer(withKw, { type: 'keyword', keyword: 'x' })).toBe(withKw);
    const sorted = base({ sort: 'name', order: 'asc', page: 2 });
    expect(listReducer(sorted, { type: 'sort', sort: 'name', order: 'asc' })).toBe(sorted);
  });

  it('clearing the sort order clears the sort', () => {
    expect(listReducer(base({ sort: 'name', order: 'asc' }), { type: 'sort', sort: 'name' })).toMatchObject({
      sort: undefined,
      order: undefined,
    });
  });

  it('paging keeps the filters; a new page size goes to page 1', () => {
    const s = base({ filters: { schoolId: 2 } });
    expect(listReducer(s, { type: 'page', page: 4 })).toMatchObject({ page: 4, filters: { schoolId: 2 } });
    expect(listReducer(base({ page: 4 }), { type: 'page', page: 4, pageSize: 50 })).toMatchObject({
      page: 1,
      pageSize: 50,
    });
  });

  it('filters merge; reset clears keyword, filters and sort', () => {
    const s = listReducer(base({ filters: { schoolId: 2 } }), { type: 'filter', filters: { status: 0 } });
    expect(s.filters).toEqual({ schoolId: 2, status: 0 });
    expect(
      listReducer(base({ keyword: 'a', sort: 'name', order: 'asc', page: 5, filters: { schoolId: 2 } }), {
        type: 'reset',
        filters: {},
      }),
    ).toMatchObject({ keyword: '', filters: {}, sort: undefined, order: undefined, page: 1 });
  });
});

describe('sorting and filter state helpers', () => {
  it('maps antd sort orders both ways', () => {
    expect(sortOrderOf('ascend')).toBe('asc');
    expect(sortOrderOf('descend')).toBe('desc');
    expect(sortOrderOf(null)).toBeUndefined();
    expect(antdSortOrder({ sort: 'name', order: 'asc' }, 'name')).toBe('ascend');
    expect(antdSortOrder({ sort: 'name', order: 'desc' }, 'name')).toBe('descend');
    expect(antdSortOrder({ sort: 'name', order: 'desc' }, 'createdAt')).toBeNull();
  });

  it('isFiltered: a keyword or any set filter', () => {
    expect(isFiltered(base())).toBe(false);
    expect(isFiltered(base({ keyword: ' ' }))).toBe(false);
    expect(isFiltered(base({ keyword: 'a' }))).toBe(true);
    expect(isFiltered(base({ filters: { status: 0 } }))).toBe(true);
    expect(isFiltered(base({ filters: { schoolId: undefined } }))).toBe(false);
  });
});
