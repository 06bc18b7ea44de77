import type { SessionSummary } from '@edu/shared';
import { Card, Col, Row, Statistic, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../ui/format';
import { SUPERVISION_NS } from '../i18n';

type QuestionRow = SessionSummary['questions'][number];

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** An ended session's summary: attendance, the time on each question and its accuracy. */
export function SummaryView({ summary }: { summary: SessionSummary }) {
  const { t } = useTranslation(SUPERVISION_NS);
  const columns: TableColumnsType<QuestionRow> = [
    { key: 'no', title: t('summary.question'), render: (_, q) => t('board.questionNo', { no: q.no }) },
    { key: 'time', title: t('summary.time'), align: 'right', render: (_, q) => formatDuration(q.timeMs) },
    { key: 'answered', title: t('summary.answered'), align: 'right', dataIndex: 'answered' },
    { key: 'correct', title: t('summary.correct'), align: 'right', dataIndex: 'correct' },
    {
      key: 'accuracy',
      title: t('summary.accuracy'),
      align: 'right',
      render: (_, q) => (q.accuracy === null ? t('summary.none') : percent(q.accuracy)),
    },
  ];
  return (
    <Card title={t('summary.title')} size="small" data-testid="supervise-summary">
      <Row gutter={[16, 16]} className="supervise-stats">
        <Col xs={12} md={6}>
          <Statistic
            title={t('summary.attendance')}
            value={t('summary.attendanceValue', {
              attended: summary.attendance.attended,
              students: summary.attendance.students,
            })}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('summary.rate')} value={percent(summary.attendance.rate)} />
        </Col>
      </Row>
      <Table<QuestionRow>
        size="small"
        rowKey="questionId"
        columns={columns}
        dataSource={summary.questions}
        pagination={false}
        scroll={{ x: 420 }}
        data-testid="supervise-summary-table"
      />
    </Card>
  );
}
