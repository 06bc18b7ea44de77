import type { ClassLessonReport, ClassReportQuestion, ClassReportStudent } from '@edu/shared';
import {
  Card,
  Col,
  Empty,
  Flex,
  Grid,
  Row,
  Skeleton,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { QueryError } from '../../../ui/QueryError';
import { StudentQuestion } from '../../../ui/question/StudentQuestion';
import { ShareLinkButton } from '../../../ui/share/ShareLinkButton';
import { useClassLessonReport } from '../api';
import { REPORTS_NS } from '../i18n';
import { AccuracyChart, BandsChart, ChartSlot, percent, scoreText, WorkStateTag, WrongAnswerText } from '../parts';

/** A class's report for a lesson, loaded: the drawer of /reportList/index shows it. */
export function ClassReportView({ classId, lessonId }: { classId: number; lessonId: number }) {
  const query = useClassLessonReport({ classId, lessonId });
  if (query.isError)
    return <QueryError compact error={query.error} onRetry={() => query.refetch()} testId="reports-error" />;
  if (!query.data) return <Skeleton active />;
  return <ClassReportContent report={query.data} />;
}

function Summary({ report }: { report: ClassLessonReport }) {
  const { t } = useTranslation(REPORTS_NS);
  const s = report.summary;
  return (
    <Card size="small" title={t('classReport.summaryTitle')} data-testid="class-report-summary">
      <Flex wrap gap={28} className="reports-stats">
        <Statistic
          title={t('fields.submitted')}
          value={t('classReports.progress', { submitted: s.submitted, students: s.students })}
          data-testid="class-report-handed-in"
        />
        <Statistic title={t('fields.average')} value={scoreText(s.average)} data-testid="class-report-average" />
        <Statistic title={t('fields.median')} value={scoreText(s.median)} />
        <Statistic title={t('fields.highest')} value={scoreText(s.highest)} />
        <Statistic title={t('fields.lowest')} value={scoreText(s.lowest)} />
      </Flex>
      <Flex wrap gap={8} className="reports-summary-tags">
        {s.waiting > 0 && <Tag color="purple">{t('classReport.waitingCount', { count: s.waiting })}</Tag>}
        {s.late > 0 && <Tag color="orange">{t('classReport.lateCount', { count: s.late })}</Tag>}
        {report.lesson.dueAt && (
          <Typography.Text type="secondary">
            {t('fields.dueAt')}: {formatDateTime(report.lesson.dueAt)}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

function QuestionsTable({ questions }: { questions: ClassReportQuestion[] }) {
  const { t } = useTranslation(REPORTS_NS);
  const screens = Grid.useBreakpoint();
  const wrong = (q: ClassReportQuestion) =>
    q.commonWrong.length === 0 ? (
      <Typography.Text type="secondary">{t('classReport.noWrong')}</Typography.Text>
    ) : (
      q.commonWrong.map((w) => <WrongAnswerText key={`${w.kind}:${w.values.join('|')}`} answer={w} />)
    );
  // Phones: each question's figures in one cell.
  const narrow: TableColumnsType<ClassReportQuestion> = [
    {
      key: 'question',
      title: t('fields.question'),
      render: (_, q, i) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>
            {t('classReport.questionN', { n: i + 1 })} · {t('fields.accuracy')}{' '}
            <span data-testid="class-report-accuracy">{percent(q.accuracy)}</span>
          </Typography.Text>
          <Typography.Text type="secondary">{t('classReport.outcomeCounts', q.outcomes)}</Typography.Text>
          {q.meanPoints !== null && (
            <span>
              {t('fields.meanPoints')}: {q.meanPoints}
            </span>
          )}
          <div>
            <Typography.Text type="secondary">{t('fields.commonWrong')}: </Typography.Text>
            {wrong(q)}
          </div>
        </Flex>
      ),
    },
  ];
  const columns: TableColumnsType<ClassReportQuestion> = [
    {
      key: 'n',
      title: t('fields.question'),
      width: 90,
      render: (_, _q, i) => t('classReport.questionN', { n: i + 1 }),
    },
    {
      key: 'accuracy',
      title: t('fields.accuracy'),
      width: 90,
      align: 'right',
      render: (_, q) => <span data-testid="class-report-accuracy">{percent(q.accuracy)}</span>,
    },
    {
      key: 'credit',
      title: t('fields.meanCredit'),
      width: 110,
      align: 'right',
      responsive: ['md'],
      render: (_, q) => percent(q.meanCredit),
    },
    {
      key: 'outcomes',
      title: t('fields.outcomes'),
      width: 220,
      responsive: ['lg'],
      render: (_, q) => t('classReport.outcomeCounts', q.outcomes),
    },
    {
      key: 'points',
      title: t('fields.meanPoints'),
      width: 110,
      align: 'right',
      responsive: ['lg'],
      render: (_, q) => (q.meanPoints === null ? '—' : q.meanPoints),
    },
    {
      key: 'wrong',
      title: t('fields.commonWrong'),
      render: (_, q) => wrong(q),
    },
  ];
  return (
    <Table<ClassReportQuestion>
      size="small"
      rowKey="questionId"
      columns={screens.sm === false ? narrow : columns}
      dataSource={questions}
      pagination={false}
      scroll={screens.sm === false ? undefined : { x: 520 }}
      expandable={{
        expandedRowRender: (q, i) => <StudentQuestion index={i + 1} preview={q.preview} response={{}} readOnly />,
      }}
      data-testid="class-report-questions"
    />
  );
}

function StudentsTable({ students }: { students: ClassReportStudent[] }) {
  const { t } = useTranslation(REPORTS_NS);
  const columns: TableColumnsType<ClassReportStudent> = [
    { key: 'name', title: t('fields.student'), render: (_, s) => s.name },
    { key: 'state', title: t('fields.state'), width: 130, render: (_, s) => <WorkStateTag state={s.state} /> },
    { key: 'score', title: t('fields.score'), width: 80, align: 'right', render: (_, s) => scoreText(s.score) },
    {
      key: 'submittedAt',
      title: t('fields.submittedAt'),
      width: 160,
      responsive: ['sm'],
      render: (_, s) => (
        <Flex wrap gap={4}>
          <span>{formatDateTime(s.submittedAt)}</span>
          {s.late && <Tag color="orange">{t('fields.late')}</Tag>}
        </Flex>
      ),
    },
  ];
  return (
    <Table<ClassReportStudent>
      size="small"
      rowKey="studentId"
      columns={columns}
      dataSource={students}
      pagination={false}
      data-testid="class-report-students"
    />
  );
}

/** The report: summary, the score bands and the accuracy per question, each question, the students. */
export function ClassReportContent({ report }: { report: ClassLessonReport }) {
  const { t } = useTranslation(REPORTS_NS);
  const target = { classId: report.class.id, lessonId: report.lesson.id };
  return (
    <Flex vertical gap={16} data-testid="class-report">
      <Flex wrap gap={8} justify="space-between" align="center">
        <Typography.Text type="secondary">
          {report.lesson.courseTitle} · {report.class.schoolName}
        </Typography.Text>
        <ShareLinkButton kind="class_report" target={target} />
      </Flex>
      <Summary report={report} />
      {report.summary.submitted === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('classReports.notStarted')} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('classReport.bandsTitle')}>
              {report.summary.graded === 0 ? (
                <Typography.Text type="secondary">{t('classReport.noScores')}</Typography.Text>
              ) : (
                <ChartSlot short>
                  <BandsChart bands={report.summary.bands} graded={report.summary.graded} />
                </ChartSlot>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('classReport.accuracyTitle')}>
              <ChartSlot short>
                <AccuracyChart questions={report.questions} />
              </ChartSlot>
            </Card>
          </Col>
        </Row>
      )}
      <Card size="small" title={t('classReport.questionsTitle')}>
        <QuestionsTable questions={report.questions} />
      </Card>
      <Card size="small" title={t('classReport.studentsTitle')}>
        <StudentsTable students={report.students} />
      </Card>
    </Flex>
  );
}
