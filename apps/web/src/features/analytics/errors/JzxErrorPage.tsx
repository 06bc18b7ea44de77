import { type JzxError, MIN_ATTEMPTS_DEFAULT, type Subject } from '@edu/shared';
import { Card, Flex, Grid, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import '../analytics.css';
import { exportErrors, useJzxErrors } from '../api';
import { wrongAnswerText } from '../figures';
import '../i18n';
import { ANALYTICS_NS } from '../i18n';
import { ExportButton, MinAttemptsInput, SubjectFilter, usePercent } from '../parts';
import { QuestionCell } from '../report/ItemAnalysisView';

interface Filters {
  subject?: Subject;
  minAttempts?: number;
}

/** The most common wrong answers of a question, most given first ("A × 3"). */
function WrongAnswers({ row }: { row: JzxError }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const judge = (value: boolean) => t(value ? 'question:true' : 'question:false');
  if (row.wrongAnswers.length === 0) {
    return <Typography.Text type="secondary">{t('errors.noWrongAnswers')}</Typography.Text>;
  }
  return (
    <ul className="jzx-wrong" data-testid="jzx-wrong-answers">
      {row.wrongAnswers.map((w) => (
        <li key={w.answer}>
          <span className="jzx-wrong__answer">{wrongAnswerText(row.type, w.answer, judge)}</span>
          <span className="jzx-wrong__count">{t('errors.times', { count: w.count })}</span>
        </li>
      ))}
    </ul>
  );
}

/** The error rate as a percent over a bar of its length (the bar is drawn, the figure is the text). */
function ErrorRate({ rate }: { rate: number }) {
  const percent = usePercent();
  return (
    <Flex vertical gap={2} className="jzx-rate" data-testid="jzx-error-rate">
      <span>{percent(rate)}</span>
      <span className="jzx-rate__bar" aria-hidden>
        <span className="jzx-rate__fill" style={{ width: `${Math.round(rate * 100)}%` }} />
      </span>
    </Flex>
  );
}

/**
 * /jzxError/index (platform admin): the questions with the highest error rates across the platform (at least
 * minAttempts answers), their most common wrong answers and their knowledge points, to fix the content; paged,
 * exported as XLSX with the same filters.
 */
export default function JzxErrorPage() {
  const { t } = useTranslation(ANALYTICS_NS);
  const screens = Grid.useBreakpoint();
  const list = useListState<Filters>({});
  const query = useJzxErrors(list.params);
  const { subject, minAttempts } = list.state.filters;

  const source = (r: JzxError) => (
    <Tag color={r.brandId === null ? 'geekblue' : 'purple'}>
      {t(r.brandId === null ? 'errors.platform' : 'errors.brand')}
    </Tag>
  );

  const narrow: TableColumnsType<JzxError> = [
    {
      key: 'question',
      title: t('fields.question'),
      render: (_, r) => (
        <Flex vertical gap={6}>
          <QuestionCell item={r} extra={source(r)} />
          <Flex wrap gap={12} align="center">
            <span>
              {t('fields.errorRate')} <ErrorRate rate={r.errorRate} />
            </span>
            <span>
              {t('fields.attempts')} {r.attempts}
            </span>
          </Flex>
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">{t('fields.wrongAnswers')}</Typography.Text>
            <WrongAnswers row={r} />
          </Flex>
        </Flex>
      ),
    },
  ];
  const columns: TableColumnsType<JzxError> = [
    {
      key: 'question',
      title: t('fields.question'),
      render: (_, r) => <QuestionCell item={r} extra={source(r)} />,
    },
    { key: 'errorRate', title: t('fields.errorRate'), width: 120, render: (_, r) => <ErrorRate rate={r.errorRate} /> },
    {
      key: 'attempts',
      title: t('fields.attempts'),
      width: 110,
      align: 'right',
      render: (_, r) => (
        <Flex vertical gap={0} align="flex-end">
          <span>{r.attempts}</span>
          <Typography.Text type="secondary">
            {t('fields.wrong')} {r.wrong}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'wrongAnswers', title: t('fields.wrongAnswers'), width: 220, render: (_, r) => <WrongAnswers row={r} /> },
  ];

  return (
    <Card data-testid="jzx-errors">
      <Typography.Paragraph type="secondary" className="jzx-intro jzx-intro--page">
        {t('errors.intro')}
      </Typography.Paragraph>
      <ListToolbar
        filters={
          <>
            <SubjectFilter value={subject} onChange={(next) => list.setFilters({ subject: next })} />
            <MinAttemptsInput
              value={minAttempts ?? MIN_ATTEMPTS_DEFAULT}
              onChange={(next) => list.setFilters({ minAttempts: next === MIN_ATTEMPTS_DEFAULT ? undefined : next })}
            />
          </>
        }
        actions={
          <ExportButton
            run={() =>
              exportErrors({ ...(subject ? { subject } : {}), minAttempts: minAttempts ?? MIN_ATTEMPTS_DEFAULT })
            }
          />
        }
      />
      <ListTable<JzxError>
        query={query}
        list={list}
        columns={screens.sm === false ? narrow : columns}
        rowKey="questionId"
        scroll={screens.sm === false ? {} : { x: 860 }}
        emptyText={t('errors.empty')}
        onRow={(r) => ({ 'data-testid': 'jzx-error-row', 'data-question': r.questionId }) as object}
        errorTestId="jzx-error-state"
        data-testid="jzx-errors-table"
      />
    </Card>
  );
}
