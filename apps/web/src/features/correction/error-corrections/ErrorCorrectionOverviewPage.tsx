import { ClockCircleOutlined } from '@ant-design/icons';
import type { ErrorCorrectionOverviewRow } from '@edu/shared';
import { Alert, Card, Select, type TableColumnsType, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { antdSortOrder } from '../../../ui/list/list-params';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useKeyboardScroll } from '../../../ui/list/useKeyboardScroll';
import { useListState } from '../../../ui/list/useListState';
import { useBrandOptions } from '../api';
import '../correction.css';
import { CORRECTION_NS } from '../i18n';
import { useSeenOptions } from '../lists/filters';
import { StudentCell, useWaitText } from '../parts';
import { useErrorCorrectionOverview } from './api';
import './error-corrections.css';
import { type ErrorCorrectionFilters, ErrorCorrectionFilterFields } from './filters';
import { ErrorStateTag, QuestionCell } from './parts';

/**
 * /errorCorrection/index for the platform admin: every brand's error corrections, read-only: who reviews
 * them (the correction teachers who reach each), how long each waited, and over the whole filter how many
 * wait and the longest wait now.
 */
export default function ErrorCorrectionOverviewPage() {
  const { t } = useTranslation(CORRECTION_NS);
  const list = useListState<ErrorCorrectionFilters>({});
  const query = useErrorCorrectionOverview(list.params);
  const brands = useBrandOptions();
  const waitText = useWaitText();
  const rows = useMemo(() => query.data?.list ?? [], [query.data]);
  const { classes } = useSeenOptions(rows);
  const data = query.data;
  // Its rows hold no link: the table's sideways scroll takes the keyboard itself.
  const tableRef = useRef<HTMLDivElement>(null);
  useKeyboardScroll(tableRef, t('errorCorrection.overview.table'));

  const sortable = (key: 'createdAt' | 'reviewedAt' | 'name' | 'waited') => ({
    key,
    sorter: true,
    sortOrder: antdSortOrder(list.state, key),
  });

  const columns: TableColumnsType<ErrorCorrectionOverviewRow> = [
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
      title: t('errorCorrection.fields.question'),
      width: 190,
      render: (_, r) => <QuestionCell row={r} />,
    },
    {
      key: 'state',
      title: t('errorCorrection.fields.state'),
      width: 120,
      render: (_, r) => (
        <div className="correction-state-cell">
          <ErrorStateTag state={r.state} />
          <Typography.Text type="secondary" className="correction-small">
            {t('errorCorrection.attemptN', { n: r.attempt })}
          </Typography.Text>
        </div>
      ),
    },
    {
      ...sortable('waited'),
      title: t('errorCorrection.overview.waited'),
      width: 110,
      render: (_, r) => <span data-testid="error-overview-waited">{waitText(r.waitedMs)}</span>,
    },
    {
      key: 'correctors',
      title: t('errorCorrection.overview.correctors'),
      width: 130,
      render: (_, r) =>
        r.correctors.length > 0 ? (
          r.correctors.map((c) => c.name).join(', ')
        ) : (
          <Typography.Text type="danger">{t('errorCorrection.overview.noCorrector')}</Typography.Text>
        ),
    },
    {
      ...sortable('createdAt'),
      title: t('errorCorrection.fields.sentAt'),
      width: 150,
      render: (_, r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>,
    },
    {
      ...sortable('reviewedAt'),
      title: t('errorCorrection.fields.reviewed'),
      width: 140,
      responsive: ['xl'],
      render: (_, r) =>
        r.reviewedBy ? (
          <div>
            <div>{r.reviewedBy.name}</div>
            <Typography.Text type="secondary" className="correction-small">
              {formatDateTime(r.reviewedAt)}
            </Typography.Text>
          </div>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Card data-testid="error-correction-overview">
      <Typography.Paragraph type="secondary">{t('errorCorrection.overview.intro')}</Typography.Paragraph>
      {data && (
        <Alert
          type={data.pendingTotal > 0 ? 'warning' : 'success'}
          showIcon
          icon={<ClockCircleOutlined />}
          className="correction-summary"
          data-testid="error-overview-summary"
          title={
            data.pendingTotal > 0
              ? t('errorCorrection.overview.summary', {
                  count: data.pendingTotal,
                  longest: waitText(data.longestWaitMs),
                })
              : t('errorCorrection.overview.summaryNone')
          }
        />
      )}
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('errorCorrection.list.search')} />
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('errorCorrection.filters.brand')}
              placeholder={t('errorCorrection.filters.brand')}
              className="list-toolbar__select"
              value={list.state.filters.brandId}
              onChange={(brandId) => list.setFilters({ brandId })}
              options={(brands.data ?? []).map((b) => ({ value: b.brandId, label: b.brandName }))}
              data-testid="error-correction-filter-brand"
            />
            <ErrorCorrectionFilterFields list={list} classes={classes} />
          </>
        }
      />
      <div ref={tableRef}>
        <ListTable<ErrorCorrectionOverviewRow>
          query={query}
          list={list}
          columns={columns}
          emptyText={t('errorCorrection.list.empty')}
          scroll={{ x: 1200 }}
          errorTestId="correction-error"
        />
      </div>
    </Card>
  );
}
