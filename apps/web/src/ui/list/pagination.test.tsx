import { cleanup, render, screen } from '@testing-library/react';
import { Pagination } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../app/i18n';
import { type ListPaginationInput, pagerTotal, useListPagination } from './pagination';
import '../../app/i18n-react';
import { installMatchMedia } from '../../features/test-utils';

installMatchMedia();

function Pager(props: ListPaginationInput) {
  return <Pagination {...useListPagination(props)} />;
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

function show(input: ListPaginationInput) {
  const { container } = render(<Pager {...input} />);
  const next = container.querySelector('.ant-pagination-next');
  const pages = [...container.querySelectorAll('.ant-pagination-item')].map((li) => li.textContent);
  return { next, pages, text: container.querySelector('.ant-pagination-total-text')?.textContent };
}

const disabled = (li: Element | null) => li?.classList.contains('ant-pagination-disabled');

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('list pagination', () => {
  it('shows an exact total as before, and ends on the last page', () => {
    const first = show({ page: 1, pageSize: 20, data: { list: rows(20), total: 41, page: 1, pageSize: 20 } });
    expect(first.text).toBe('41 in total');
    expect(disabled(first.next)).toBe(false);
    expect(first.pages).toEqual(['1', '2', '3']);
    cleanup();
    const last = show({ page: 3, pageSize: 20, data: { list: rows(1), total: 41, page: 3, pageSize: 20 } });
    expect(disabled(last.next)).toBe(true);
    expect(pagerTotal({ page: 3, pageSize: 20, data: { list: rows(1), total: 41 } })).toBe(41);
  });

  it('before an answer: nothing in total', () => {
    expect(show({ page: 1, pageSize: 20 }).text).toBe('0 in total');
  });

  it('formats a capped total in the interface language, with a "+"', async () => {
    const data = { list: rows(20), total: 10_000, totalCapped: true, page: 1, pageSize: 20 };
    expect(show({ page: 1, pageSize: 20, data }).text).toBe('10,000+ in total');
    cleanup();
    await changeLanguage('zh');
    expect(show({ page: 1, pageSize: 20, data }).text).toBe('共 10,000+ 条');
    cleanup();
    await changeLanguage('ja');
    expect(show({ page: 1, pageSize: 20, data }).text).toBe('全 10,000+ 件');
    cleanup();
    await changeLanguage('es');
    expect(show({ page: 1, pageSize: 20, data }).text).toBe('10.000+ en total');
  });

  it('capped: the last page number says there may be more', () => {
    const { pages, next } = show({
      page: 1,
      pageSize: 20,
      data: { list: rows(20), total: 10_000, totalCapped: true, page: 1, pageSize: 20 },
    });
    expect(pages.at(-1)).toBe('500+');
    expect(disabled(next)).toBe(false);
  });

  it('capped: "next" stays enabled on a full page at and past the cap', () => {
    for (const page of [500, 501, 730]) {
      const { next, pages, text } = show({
        page,
        pageSize: 20,
        data: { list: rows(20), total: 10_000, totalCapped: true, page, pageSize: 20 },
      });
      expect(disabled(next)).toBe(false);
      expect(pages).toContain(String(page));
      expect(pages.at(-1)).toBe(`${page + 1}+`);
      expect(text).toBe('10,000+ in total');
      cleanup();
    }
  });

  it('capped: a page shorter than the page size is the end', () => {
    for (const n of [7, 0]) {
      const { next, pages } = show({
        page: 612,
        pageSize: 20,
        data: { list: rows(n), total: 10_000, totalCapped: true, page: 612, pageSize: 20 },
      });
      expect(disabled(next)).toBe(true);
      expect(pages.at(-1)).toBe('612');
      cleanup();
    }
  });

  it('capped: while the next page loads (previous page kept), the page asked for stays reachable', () => {
    const { next, pages } = show({
      page: 502,
      pageSize: 20,
      data: { list: rows(20), total: 10_000, totalCapped: true, page: 501, pageSize: 20 },
    });
    expect(screen.getByTitle('502').className).toContain('ant-pagination-item-active');
    expect(pages.at(-1)).toBe('502+');
    expect(disabled(next)).toBe(true);
  });
});
