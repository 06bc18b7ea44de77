import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isRequestError } from '../../../app/api';
import { useListState } from '../../../ui/list/useListState';
import { useStartPractice } from '../api/book';
import { CampPanel } from '../camp/CampPanel';
import '../i18n';
import { REVIEW_NS } from '../i18n';
import '../review.css';
import { type BookFilter, DEFAULT_FILTER, practiceInputOf } from './filter';
import { BookPanel, filterOfList } from './BookPanel';

type Tab = 'book' | 'camp';

/**
 * /WrongTopic/WrongTopic (student): the wrong-question book (every wrong answer of its lessons, homework and
 * training camp, by subject and knowledge point, with the right answer and the analysis) and its training camp
 * (practice sets graded at once). `?tab=camp` opens the camp.
 */
export default function WrongTopicPage() {
  const { t } = useTranslation(REVIEW_NS);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'camp' ? 'camp' : 'book';
  const list = useListState<Omit<BookFilter, 'keyword'>>({ ...DEFAULT_FILTER });
  const start = useStartPractice();
  const show = (next: Tab) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'camp') params.set('tab', 'camp');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  // "Practise these": a set of the current subject and point, then the camp. A set already in progress (409)
  // is said by the request's toast; the camp shows that set.
  const practise = () =>
    start.mutate(practiceInputOf(filterOfList(list)), {
      onSettled: (_data, error) => {
        if (!error || (isRequestError(error) && error.code === 409)) show('camp');
      },
    });

  return (
    <Card data-testid="wrong-topic">
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as Tab)}
        items={[
          {
            key: 'book',
            label: t('book.tabs.book'),
            children: <BookPanel list={list} onPractise={practise} practising={start.isPending} />,
          },
          {
            key: 'camp',
            label: t('book.tabs.camp'),
            children: <CampPanel filter={filterOfList(list)} />,
          },
        ]}
      />
    </Card>
  );
}
