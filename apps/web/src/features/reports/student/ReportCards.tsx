import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  DEVELOPING_CREDIT,
  MASTERED_CREDIT,
  MASTERY_RECENT_DAYS,
  type MasteryPoint,
  TREND_POINTS_MAX,
  TREND_RANGES,
  type TrendRange,
} from '@edu/shared';
import { Card, Empty, Flex, Segmented, Select, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError';
import { useMyMastery, useMyScoreTrend } from '../api';
import { REPORTS_NS } from '../i18n';
import { ChartSlot, LevelTag, MasteryChart, percent, scoreText, TrendChart } from '../parts';
import { useSubjectLabel } from '../../../ui/subjects';

/** The student's scores over the chosen range: how many, their average, the latest, and the chart. */
export function TrendCard({ tz }: { tz: string }) {
  const { t } = useTranslation(REPORTS_NS);
  const [range, setRange] = useState<TrendRange>('90d');
  const query = useMyScoreTrend({ range, tz });
  const points = query.data?.points ?? [];
  const latest = points.at(-1);
  return (
    <Card
      title={t('center.trend.title')}
      className="reports-card"
      data-testid="report-trend"
      extra={
        <Segmented<TrendRange>
          size="small"
          aria-label={t('center.trend.range')}
          value={range}
          onChange={setRange}
          options={TREND_RANGES.map((r) => ({ value: r, label: t(`center.trend.ranges.${r}`) }))}
          data-testid="report-trend-range"
        />
      }
    >
      {query.isError ? (
        <QueryError compact error={query.error} onRetry={() => query.refetch()} testId="reports-error" />
      ) : !query.data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          <Flex wrap gap={32} className="reports-stats">
            <Statistic title={t('center.summary.graded')} value={points.length} data-testid="report-trend-count" />
            <Statistic
              title={t('center.summary.average')}
              value={scoreText(query.data.average)}
              data-testid="report-trend-average"
            />
            <Statistic title={t('center.summary.latest')} value={scoreText(latest?.score)} />
          </Flex>
          {points.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('center.trend.empty')} />
          ) : (
            <ChartSlot>
              <TrendChart points={points} />
            </ChartSlot>
          )}
          {query.data.capped && (
            <Typography.Text type="secondary">{t('center.trend.capped', { n: TREND_POINTS_MAX })}</Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}

/** The recent change of a point's mastery, as an arrow and a percent. */
function Change({ point }: { point: MasteryPoint }) {
  const { t } = useTranslation(REPORTS_NS);
  if (point.change === null) return null;
  const n = Math.round(Math.abs(point.change) * 100);
  if (n === 0) return <Typography.Text type="secondary">{t('center.mastery.flat')}</Typography.Text>;
  return point.change > 0 ? (
    <Typography.Text type="success">
      <ArrowUpOutlined aria-hidden="true" /> {t('center.mastery.up', { n })}
    </Typography.Text>
  ) : (
    <Typography.Text type="danger">
      <ArrowDownOutlined aria-hidden="true" /> {t('center.mastery.down', { n })}
    </Typography.Text>
  );
}

/** Mastery per knowledge point (of a subject when there are several): the chart, then each point as text. */
export function MasteryCard() {
  const { t } = useTranslation(REPORTS_NS);
  const subjectLabel = useSubjectLabel();
  const [subject, setSubject] = useState<string | undefined>(undefined);
  const query = useMyMastery(subject);
  const subjects = query.data?.subjects ?? [];
  const points = query.data?.points ?? [];
  return (
    <Card
      title={t('center.mastery.title')}
      className="reports-card"
      data-testid="report-mastery"
      extra={
        subjects.length > 1 && (
          <Select<string>
            allowClear
            size="small"
            aria-label={t('center.mastery.subject')}
            placeholder={t('center.mastery.subject')}
            className="reports-select"
            value={subject}
            onChange={setSubject}
            options={subjects.map((s) => ({ value: s, label: subjectLabel(s) }))}
          />
        )
      }
    >
      {query.isError ? (
        <QueryError compact error={query.error} onRetry={() => query.refetch()} testId="reports-error" />
      ) : !query.data ? (
        <Skeleton active />
      ) : points.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('center.mastery.empty')} />
      ) : (
        <Flex vertical gap={12}>
          <ChartSlot>
            <MasteryChart points={points} />
          </ChartSlot>
          <ul className="reports-mastery-list" aria-label={t('center.mastery.title')} data-testid="report-mastery-list">
            {points.map((p) => (
              <li key={p.knowledgePointId} data-level={p.level}>
                <Flex wrap gap={8} align="center" justify="space-between">
                  <span>
                    <LevelTag level={p.level} />
                    <Typography.Text strong>{p.name}</Typography.Text>
                  </span>
                  <Flex wrap gap={12} align="center">
                    <span>{percent(p.meanCredit)}</span>
                    <Typography.Text type="secondary">
                      {t('center.mastery.answers', { count: p.answers })}
                    </Typography.Text>
                    <span title={t('center.mastery.change', { days: MASTERY_RECENT_DAYS })}>
                      <Change point={p} />
                    </span>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
          <Typography.Text type="secondary" className="reports-hint">
            {t('levelHint', { mastered: MASTERED_CREDIT * 100, developing: DEVELOPING_CREDIT * 100 })}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
