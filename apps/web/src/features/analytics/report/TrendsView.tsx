import type { JzxTrends } from '@edu/shared';
import { Card, Empty, Flex, Select, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError';
import { exportReport, useJzxMostMissed, useJzxTrends } from '../api';
import { ANALYTICS_NS } from '../i18n';
import { ChartSlot, ExportButton, FacilityChip, TrendsChart, useLocale } from '../parts';
import { type ReportFilters, viewFilters } from '../report-params';

type Week = JzxTrends['weeks'][number];

/** The knowledge points a trend may be narrowed to: those answered in scope (the weakest 50, from most missed). */
function usePointOptions(filters: ReportFilters) {
  const scope = viewFilters.items(filters);
  const query = useJzxMostMissed({ ...scope, minAttempts: 1, limit: 50 });
  const options = useMemo(
    () => (query.data?.knowledgePoints ?? []).map((p) => ({ value: p.id, label: p.name })),
    [query.data],
  );
  return { options, loading: query.isFetching };
}

/** Answers and facility per ISO week (the chart, then the same figures as a table), optionally of one point. */
export function TrendsView({
  filters,
  onKnowledgePoint,
}: {
  filters: ReportFilters;
  onKnowledgePoint: (knowledgePointId: number | undefined) => void;
}) {
  const { t } = useTranslation(ANALYTICS_NS);
  const locale = useLocale();
  const input = viewFilters.trends(filters);
  const query = useJzxTrends(input);
  const points = usePointOptions(filters);
  const weeks = query.data?.weeks ?? [];
  // The table: newest week first (the chart reads left to right, oldest first).
  const rows = useMemo(() => [...weeks].reverse(), [weeks]);

  const columns: TableColumnsType<Week> = [
    { key: 'week', title: t('fields.week'), dataIndex: 'week', width: 110 },
    { key: 'attempts', title: t('fields.attempts'), dataIndex: 'attempts', align: 'right', width: 100 },
    { key: 'correct', title: t('fields.correct'), dataIndex: 'correct', align: 'right', width: 100 },
    {
      key: 'facility',
      title: t('fields.facility'),
      align: 'center',
      width: 100,
      render: (_, r) => <FacilityChip facility={r.facility} testId="jzx-trend-facility" />,
    },
  ];

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} testId="jzx-error-state" />;
  } else if (query.isLoading) {
    body = <div className="jzx-chart" aria-busy="true" />;
  } else if (weeks.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trends.empty')} data-testid="jzx-trends-empty" />
    );
  } else {
    body = (
      <>
        <ChartSlot>
          <TrendsChart weeks={weeks} locale={locale} />
        </ChartSlot>
        <Card size="small" title={t('trends.tableTitle')} className="jzx-card">
          <Table<Week>
            size="small"
            rowKey="week"
            columns={columns}
            dataSource={rows}
            loading={query.isFetching}
            pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false, size: 'small' } : false}
            scroll={{ x: 410 }}
            onRow={(r) => ({ 'data-testid': 'jzx-trend-row', 'data-week': r.week }) as object}
            data-testid="jzx-trends-table"
          />
        </Card>
      </>
    );
  }

  return (
    <Flex vertical gap={12} data-testid="jzx-trends">
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Typography.Paragraph type="secondary" className="jzx-intro">
          {t('trends.intro')}
        </Typography.Paragraph>
        <ExportButton run={() => exportReport({ view: 'trends', ...input })} />
      </Flex>
      <Flex wrap gap={8} align="center" className="jzx-subfilters">
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('filters.knowledgePoint')}
          placeholder={t('filters.allKnowledgePoints')}
          title={t('trends.knowledgePointHint')}
          className="list-toolbar__select list-toolbar__select--wide"
          value={filters.knowledgePointId}
          onChange={(id) => onKnowledgePoint(id)}
          options={points.options}
          loading={points.loading}
          popupMatchSelectWidth={false}
          data-testid="jzx-filter-point"
        />
      </Flex>
      {body}
    </Flex>
  );
}
