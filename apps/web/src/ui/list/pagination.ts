import type { PaginationProps } from 'antd';
import type { TFunction } from 'i18next';
import { cloneElement, isValidElement } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, isLanguage } from '../../app/i18n';
import { UI_NS } from '../i18n';
import { PAGE_SIZE_OPTIONS } from './list-params';
import type { ListControls, ListQuery } from './list-query';

/** What the pager needs of a list page the server answered (`listOf` in @edu/shared). */
export interface ListPageData {
  list: readonly unknown[];
  total: number;
  /** true: more than `total` rows match (`total` is the server's LIST_TOTAL_CAP) */
  totalCapped?: boolean;
  /** the page and page size the rows are of (they lag behind while a kept previous page is shown) */
  page?: number;
  pageSize?: number;
}

export interface ListPaginationInput {
  /** the page and page size the list asks for */
  page: number;
  pageSize: number;
  /** the current answer, if any */
  data?: ListPageData;
  /** false: no page-size choice is offered by these props (antd's default applies) */
  sizeChanger?: boolean;
}

/** A count in the interface language's digits and grouping ("10,000", es "10.000"). */
export function formatCount(n: number, language: string): string {
  return new Intl.NumberFormat(isLanguage(language) ? htmlLangOf(language) : undefined).format(n);
}

/** "N in total" of a list page; "N+ in total" when the server capped the count. */
export function totalText(t: TFunction, language: string, data: ListPageData | undefined): string {
  const total = formatCount(data?.total ?? 0, language);
  return data?.totalCapped ? t('list.totalCapped', { total }) : t('list.total', { total });
}

/**
 * The row count to give antd's pager. Exact totals pass through. A capped total only says "more than
 * `total`", and the server keeps answering pages past it, so the pager must never end while the page shown
 * is full: it gets at least one page more than the page shown (and the cap, so the first pages show the
 * usual page numbers). A page shorter than the page size is the last one, and the pager ends there.
 */
export function pagerTotal({ page, pageSize, data }: ListPaginationInput): number {
  if (!data) return 0;
  if (!data.totalCapped) return data.total;
  const at = data.page ?? page;
  const size = data.pageSize ?? pageSize;
  const rows = data.list.length;
  // The end (an empty page still counts as a page, so its number stays selected).
  if (rows < size) return (at - 1) * size + Math.max(rows, 1);
  return Math.max(data.total, (at + 1) * size);
}

/** Whether the pager's last page number is only "at least that many pages" (capped and not yet at the end). */
function openEnded({ pageSize, data }: ListPaginationInput): boolean {
  return !!data?.totalCapped && data.list.length >= (data.pageSize ?? pageSize);
}

/**
 * The pagination props every server-paged list shares (antd Table `pagination` or `<Pagination>`):
 * current page, page size, total, the "N in total" text and the page sizes to choose from. Callers add
 * onChange (or the Table's onChange).
 *
 * Capped totals (`totalCapped`): the text reads "10,000+ in total" and the pager keeps "next" enabled
 * while the page is full (see pagerTotal). We accept a page count that grows as the user pages past the
 * cap rather than a simple "page N" pager, so every list keeps one look; to keep the count from being
 * misleading, the last page number shows as "500+" while more pages may follow. Uncapped lists page
 * exactly as before (only the total's digits are now grouped: "12,345 in total").
 */
export function listPagination(input: ListPaginationInput, t: TFunction, language: string): PaginationProps {
  const total = pagerTotal(input);
  const props: PaginationProps = {
    current: input.page,
    pageSize: input.pageSize,
    total,
    showTotal: () => totalText(t, language, input.data),
  };
  if (input.sizeChanger !== false) {
    props.showSizeChanger = true;
    props.pageSizeOptions = PAGE_SIZE_OPTIONS.map(String);
  }
  if (openEnded(input)) {
    const lastPage = Math.ceil(total / input.pageSize);
    props.itemRender = (page, type, element) =>
      type === 'page' && page === lastPage && isValidElement(element)
        ? cloneElement(element, undefined, `${page}+`)
        : element;
  }
  return props;
}

/** listPagination in the current interface language. */
export function useListPagination(input: ListPaginationInput): PaginationProps {
  const { t, i18n } = useTranslation(UI_NS);
  return listPagination(input, t, i18n.language);
}

/** The pager of a list: the page its state asks for and its query's answer (`sizeChanger` as in listPagination). */
export function useListPager(
  list: Pick<ListControls, 'state'>,
  query: Pick<ListQuery<unknown>, 'data'>,
  sizeChanger?: boolean,
): PaginationProps {
  return useListPagination({ page: list.state.page, pageSize: list.state.pageSize, data: query.data, sizeChanger });
}
