import { JZX_MOST_MISSED_MAX, type JzxItem, type JzxMostMissed, MIN_ATTEMPTS_DEFAULT } from '@edu/shared';
import { Card, Col, Flex, Row, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError';
import { exportReport, useJzxMostMissed } from '../api';
import { ANALYTICS_NS } from '../i18n';
import { ExportButton, FacilityChip, MinAttemptsInput } from '../parts';
import { type ReportFilters, viewFilters } from '../report-params';
import { QuestionCell } from './ItemAnalysisView';
import { useSubjectLabel } from '../../../ui/subjects';

type Point = JzxMostMissed['knowledgePoints'][number];

const LIMITS = [10, 20, JZX_MOST_MISSED_MAX] as const;

/** The most missed questions and knowledge points: the lowest facility with at least minAttempts answers. */
export function MostMissedView({
  filters,
  onMinAttempts,
}: {
  filters: ReportFilters;
  onMinAttempts: (minAttempts: number) => void;
}) {
  const { t } = useTranslation(ANALYTICS_NS);
  const subjectLabel = useSubjectLabel();
  const [limit, setLimit] = useState<number>(LIMITS[0]);
  const input = viewFilters.mostMissed(filters);
  const query = useJzxMostMissed({ ...input, limit });
  const minAttempts = filters.minAttempts ?? MIN_ATTEMPTS_DEFAULT;

  const questionColumns: TableColumnsType<JzxItem> = [
    { key: 'question', title: t('fields.question'), render: (_, r) => <QuestionCell item={r} /> },
    {
      key: 'facility',
      title: t('fields.facility'),
      width: 96,
      align: 'center',
      render: (_, r) => <FacilityChip facility={r.facility} testId="jzx-missed-facility" />,
    },
    { key: 'attempts', title: t('fields.attempts'), width: 90, align: 'right', dataIndex: 'attempts' },
  ];
  const pointColumns: TableColumnsType<Point> = [
    {
      key: 'point',
      title: t('fields.knowledgePoint'),
      render: (_, r) => (
        <Flex vertical gap={0}>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">{subjectLabel(r.subject)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'facility',
      title: t('fields.facility'),
      width: 96,
      align: 'center',
      render: (_, r) => <FacilityChip facility={r.facility} testId="jzx-missed-point-facility" />,
    },
    { key: 'attempts', title: t('fields.attempts'), width: 90, align: 'right', dataIndex: 'attempts' },
  ];

  const loading = query.isFetching;
  const failed = query.isError && !query.data;
  const emptyText = (text: string) => (query.isLoading ? ' ' : text);
  return (
    <Flex vertical gap={12} data-testid="jzx-most-missed">
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Typography.Paragraph type="secondary" className="jzx-intro">
          {t('mostMissed.intro')}
        </Typography.Paragraph>
        <ExportButton run={() => exportReport({ view: 'mostMissed', ...input })} />
      </Flex>
      <Flex wrap gap={8} align="center" className="jzx-subfilters">
        <MinAttemptsInput value={minAttempts} onChange={onMinAttempts} />
        <Select<number>
          aria-label={t('filters.limit')}
          className="list-toolbar__select"
          value={limit}
          onChange={setLimit}
          options={LIMITS.map((n) => ({ value: n, label: t('filters.limitOption', { n }) }))}
          data-testid="jzx-limit"
        />
      </Flex>
      {failed ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} testId="jzx-error-state" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card size="small" title={t('mostMissed.questions')} className="jzx-card">
              <Table<JzxItem>
                size="small"
                rowKey="questionId"
                columns={questionColumns}
                dataSource={query.data?.questions ?? []}
                loading={loading}
                pagination={false}
                scroll={{ x: 480 }}
                locale={{ emptyText: emptyText(t('mostMissed.emptyQuestions')) }}
                onRow={(r) => ({ 'data-testid': 'jzx-missed-question', 'data-question': r.questionId }) as object}
                data-testid="jzx-missed-questions"
              />
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card size="small" title={t('mostMissed.points')} className="jzx-card">
              <Table<Point>
                size="small"
                rowKey="id"
                columns={pointColumns}
                dataSource={query.data?.knowledgePoints ?? []}
                loading={loading}
                pagination={false}
                scroll={{ x: 320 }}
                locale={{ emptyText: emptyText(t('mostMissed.emptyPoints')) }}
                onRow={(r) => ({ 'data-testid': 'jzx-missed-point', 'data-point': r.name }) as object}
                data-testid="jzx-missed-points"
              />
            </Card>
          </Col>
        </Row>
      )}
    </Flex>
  );
}
