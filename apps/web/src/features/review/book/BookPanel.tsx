import { AimOutlined, PrinterOutlined } from '@ant-design/icons';
import { WRONG_BOOK_SORTS, WRONG_BOOK_STATES, type WrongBookEntry, type WrongBookSort } from '@edu/shared';
import { Button, Flex, Segmented, Select, Skeleton, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStandaloneLink } from '../../../app/role-preview';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { PagedList } from '../../../ui/list/PagedList';
import type { useListState } from '../../../ui/list/useListState';
import { useWrongBook, useWrongBookGroups } from '../api/book';
import { REVIEW_NS } from '../i18n';
import { BookEntryCard } from './BookEntryCard';
import { BookTree } from './BookTree';
import { type BookFilter, DEFAULT_FILTER, sheetPath } from './filter';

export type BookList = ReturnType<typeof useListState<Omit<BookFilter, 'keyword'>>>;

/** The filter of the list's state, as the sheet and the camp take it. */
export function filterOfList(list: BookList): BookFilter {
  const { subject, knowledgePointId, state, sort } = list.state.filters;
  return { subject, knowledgePointId, state, sort, keyword: list.state.keyword || undefined };
}

/**
 * The book's tab: the tree (subject → knowledge point, with counts), the state tabs, search and sort, the
 * entries page by page; "Practise these" starts a training camp set from the current subject and point,
 * "Print" opens the printable sheet of the current filter in a new tab.
 */
export function BookPanel({
  list,
  onPractise,
  practising,
}: {
  list: BookList;
  onPractise: () => void;
  practising: boolean;
}) {
  const { t } = useTranslation(REVIEW_NS);
  const standaloneLink = useStandaloneLink();
  const groups = useWrongBookGroups();
  const query = useWrongBook(list.params);
  const filters = list.state.filters;
  // The state tabs and the sort always have a value: only the tree's choice and a keyword narrow the book.
  const narrowed = filters.subject !== undefined || list.state.keyword.trim() !== '';
  const paged = {
    ...list,
    filtered: narrowed,
    clear: () => list.reset({ ...DEFAULT_FILTER, state: filters.state }),
  };
  const photoUrls = query.data?.photoUrls ?? {};
  const offset = ((query.data?.page ?? 1) - 1) * (query.data?.pageSize ?? 0);
  const emptyText =
    filters.state === 'mastered'
      ? t('book.emptyMastered')
      : filters.state === 'learning' && (groups.data?.total.mastered ?? 0) > 0
        ? t('book.emptyLearning')
        : t('book.empty');

  return (
    <div className="wb">
      <aside className="wb__tree">
        <BookTree
          groups={groups.data}
          loading={groups.isLoading}
          value={{ subject: filters.subject, knowledgePointId: filters.knowledgePointId }}
          onChange={(choice) => list.setFilters({ subject: choice.subject, knowledgePointId: choice.knowledgePointId })}
        />
      </aside>
      <section className="wb__main" aria-label={t('book.tabs.book')}>
        <Segmented
          className="wb__states"
          value={filters.state}
          onChange={(state) => list.setFilters({ state })}
          options={WRONG_BOOK_STATES.map((s) => ({ value: s, label: t(`book.states.${s}`) }))}
          aria-label={t('book.state')}
          data-testid="wrong-states"
        />
        <ListToolbar
          filters={
            <>
              <ListSearch list={list} placeholder={t('book.search')} testId="wrong-search" />
              <Select<WrongBookSort>
                aria-label={t('book.sort.label')}
                className="list-toolbar__select list-toolbar__select--wide"
                value={filters.sort}
                onChange={(sort) => list.setFilters({ sort })}
                options={WRONG_BOOK_SORTS.map((s) => ({ value: s, label: t(`book.sort.${s}`) }))}
                data-testid="wrong-sort"
              />
            </>
          }
          actions={
            <>
              <Tooltip title={t('book.practiseHint')}>
                <Button
                  type="primary"
                  icon={<AimOutlined />}
                  onClick={onPractise}
                  loading={practising}
                  data-testid="wrong-practise"
                >
                  {t('book.practise')}
                </Button>
              </Tooltip>
              <Tooltip title={t('book.printHint')}>
                <Button
                  icon={<PrinterOutlined />}
                  href={sheetPath(filterOfList(list))}
                  {...standaloneLink}
                  data-testid="wrong-print"
                >
                  {t('book.print')}
                </Button>
              </Tooltip>
            </>
          }
        />
        <PagedList<WrongBookEntry>
          query={query}
          list={paged}
          loading={<Skeleton active paragraph={{ rows: 6 }} />}
          empty={<ListEmpty filtered={false} text={emptyText} />}
          errorTestId="review-error"
        >
          {(rows) => (
            <Flex vertical gap={12} className="wb__entries" data-testid="wrong-entries">
              {rows.map((entry, i) => (
                <BookEntryCard key={entry.questionId} entry={entry} n={offset + i + 1} photoUrls={photoUrls} />
              ))}
            </Flex>
          )}
        </PagedList>
      </section>
    </div>
  );
}
