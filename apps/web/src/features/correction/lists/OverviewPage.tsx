import { ClockCircleOutlined } from '@ant-design/icons';
import type { CorrectionOverviewRow } from '@edu/shared';
import { Alert, Card, Select, type TableColumnsType, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { antdSortOrder } from '../../../ui/list/list-params';
import { ListTable } from '../../../ui/list/ListTable';
import { formatCount } from '../../../ui/list/pagination';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useKeyboardScroll } from '../../../ui/list/useKeyboardScroll';
import { useListState } from '../../../ui/list/useListState';
import { useBrandOptions, useCorrectionOverview } from '../api';
import '../correction.css';
import { CORRECTION_NS } from '../i18n';
import {
  CorrectedByCell,
  CorrectionStateTag,
  DueAt,
  HandedIn,
  HolderCell,
  LessonCell,
  StudentCell,
  useWaitText,
} from '../parts';
import type { CORRECTION_SORTS } from './CorrectionsPage';
import { CorrectionFilterFields, type CorrectionFilters, useSeenOptions } from './filters';

/**
 * /correction/index for the platform admin: every brand's correction work, read-only: who corrects what
 * (the correction teachers who reach each submission), how long it has waited, and over the whole filter
 * how many wait and the longest wait now.
 */
export default function OverviewPage() {
  const { t, i18n } = useTranslation(CORRECTION_NS);
  const list = useListState<CorrectionFilters>({});
  const query = useCorrectionOverview(list.params);
  const brands = useBrandOptions();
  const waitText = useWaitText();
  const rows = useMemo(() => query.data?.list ?? [], [query.data]);
  const { classes, lessons } = useSeenOptions(rows);
  const data = query.data;
  // Its rows hold no link: the table's sideways scroll takes the keyboard itself.
  const tableRef = useRef<HTMLDivElement>(null);
  useKeyboardScroll(tableRef, t('overview.table'));

  const sortable = (key: (typeof CORRECTION_SORTS)[number]) => ({
    key,
    sorter: true,
    sortOrder: antdSortOrder(list.state, key),
  });

  const columns: TableColumnsType<CorrectionOverviewRow> = [
    { key: 'brand', title: t('ui:fields.brand'), width: 110, render: (_, r) => r.brandName },
    {
      ...sortable('name'),
      title: t('fields.student'),
      width: 110,
      render: (_, r) => <StudentCell student={r.student} />,
    },
    {
      key: 'class',
      title: t('ui:fields.class'),
      width: 130,
      responsive: ['md'],
      render: (_, r) => (
        <div>
          <div>{r.className}</div>
          <Typography.Text type="secondary" className="correction-small">
            {r.schoolName}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'lesson',
      title: t('fields.lesson'),
      width: 180,
      render: (_, r) => <LessonCell title={r.lessonTitle} course={r.courseTitle} />,
    },
    { key: 'state', title: t('fields.state'), width: 100, render: (_, r) => <CorrectionStateTag state={r.state} /> },
    {
      ...sortable('waited'),
      title: t('fields.waited'),
      width: 110,
      render: (_, r) => <span data-testid="overview-waited">{waitText(r.waitedMs)}</span>,
    },
    {
      key: 'correctors',
      title: t('fields.correctors'),
      width: 130,
      render: (_, r) =>
        r.correctors.length > 0 ? (
          r.correctors.map((c) => c.name).join(', ')
        ) : (
          <Typography.Text type="danger">{t('overview.noCorrector')}</Typography.Text>
        ),
    },
    { ...sortable('submittedAt'), title: t('fields.submittedAt'), width: 160, render: (_, r) => <HandedIn row={r} /> },
    {
      key: 'correctedBy',
      title: t('fields.correctedBy'),
      width: 140,
      responsive: ['xl'],
      render: (_, r) => <CorrectedByCell row={r} />,
    },
    {
      ...sortable('dueAt'),
      title: t('fields.dueAt'),
      width: 140,
      responsive: ['xxl'],
      render: (_, r) => <DueAt dueAt={r.dueAt} />,
    },
    {
      key: 'hold',
      title: t('fields.holder'),
      width: 130,
      responsive: ['xxl'],
      render: (_, r) => <HolderCell hold={r.hold} />,
    },
    { ...sortable('score'), title: t('fields.score'), width: 80, align: 'right', render: (_, r) => r.score ?? '—' },
  ];

  return (
    <Card data-testid="correction-overview">
      <Typography.Paragraph type="secondary">{t('overview.intro')}</Typography.Paragraph>
      {data && (
        <Alert
          type={data.waitingTotal > 0 ? 'warning' : 'success'}
          showIcon
          icon={<ClockCircleOutlined />}
          className="correction-summary"
          data-testid="overview-summary"
          title={
            data.waitingTotal > 0
              ? t('overview.summary', {
                  count: data.waitingTotal,
                  shown: waitingCountText(data, i18n.language),
                  longest: waitText(data.longestWaitMs),
                })
              : t('overview.summaryNone')
          }
        />
      )}
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('list.search')} />
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('filters.brand')}
              placeholder={t('filters.brand')}
              className="list-toolbar__select"
              value={list.state.filters.brandId}
              onChange={(brandId) => list.setFilters({ brandId })}
              options={(brands.data ?? []).map((b) => ({ value: b.brandId, label: b.brandName }))}
              data-testid="correction-filter-brand"
            />
            <CorrectionFilterFields list={list} classes={classes} lessons={lessons} />
          </>
        }
      />
      <div ref={tableRef}>
        <ListTable<CorrectionOverviewRow>
          query={query}
          list={list}
          columns={columns}
          rowKey={(r) => r.submissionId}
          emptyText={t('list.empty')}
          scroll={{ x: 1250 }}
          errorTestId="correction-error"
        />
      </div>
    </Card>
  );
}

/** "43,210", or "10,000+" when the server stopped counting at its cap. */
function waitingCountText(data: { waitingTotal: number; waitingCapped: boolean }, language: string): string {
  return `${formatCount(data.waitingTotal, language)}${data.waitingCapped ? '+' : ''}`;
}
