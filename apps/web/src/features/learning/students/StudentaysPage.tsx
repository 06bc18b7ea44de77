import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { StudentDays, StudentDayWork } from '@edu/shared';
import {
  Alert,
  Button,
  Calendar,
  Card,
  Col,
  DatePicker,
  Drawer,
  Flex,
  Row,
  Skeleton,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime, formatDuration } from '../../../ui/format';
import { useKeyboardScroll } from '../../../ui/list/useKeyboardScroll';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { useStudentDays, useStudentReport } from '../api/students';
import { scoreBand } from '../classes/score-band';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { TitleCell } from '../TitleCell';
import { LessonReportContent } from '../../../ui/question/LessonReportContent';
import { ShareLinkButton } from '../../../ui/share/ShareLinkButton';
import { LessonStateTag } from '../student/LessonStateTag';
import { monthOf, monthPeriod } from './month';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The report of one handed-in lesson, in a drawer over the calendar. */
function ReportDrawer({
  studentId,
  work,
  onClose,
}: {
  studentId: number;
  work: StudentDayWork | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const report = useStudentReport(studentId, work?.lessonId);
  return (
    <Drawer
      open={work !== null}
      onClose={onClose}
      size="large"
      title={work ? t('studentDays.reportOf', { title: work.title }) : ''}
      extra={
        // A handed-in lesson's report may be shared with the family (ui/share).
        work && report.data ? (
          <ShareLinkButton
            kind="student_report"
            target={{ studentId, classId: work.classId, lessonId: work.lessonId }}
          />
        ) : null
      }
      data-testid="student-report-drawer"
      destroyOnHidden
    >
      {report.isError ? (
        <QueryError error={report.error} onRetry={() => report.refetch()} testId="learning-error" />
      ) : report.data ? (
        <LessonReportContent report={report.data} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

/** The month's totals over the days with work. */
function MonthFigures({ data }: { data: StudentDays }) {
  const { t } = useTranslation(LEARNING_NS);
  const graded = data.work.filter((w) => w.state === 'graded' && w.score !== null);
  const average = graded.length
    ? Math.round((graded.reduce((sum, w) => sum + (w.score ?? 0), 0) / graded.length) * 10) / 10
    : null;
  return (
    <Flex wrap gap={32} className="student-days__figures">
      <Statistic title={t('studentDays.activeDays')} value={data.days.length} />
      <Statistic title={t('studentDays.lessons')} value={data.work.length} />
      <Statistic
        title={t('progress.time')}
        value={formatDuration(data.work.reduce((sum, w) => sum + w.timeSpentMs, 0))}
      />
      <Statistic title={t('progress.average')} value={average ?? '—'} />
    </Flex>
  );
}

/**
 * /myStudent/Studentays?studentId=&month=: one student of the teacher's classes, its learning by day: a
 * month's calendar of the days it worked (lessons, time spent, mean score), the work of the month or of the
 * day picked, and each handed-in lesson's report with its answers.
 */
export default function StudentaysPage() {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const studentId = idFromQuery(search.get('studentId'));
  const month = monthOf(search.get('month'), dayjs());
  const [picked, setPicked] = useState<string | null>(null);
  const [reportOf, setReportOf] = useState<StudentDayWork | null>(null);
  const period = monthPeriod(month);
  const tz = useMemo(browserZone, []);
  const query = useStudentDays(studentId, period.from, period.to, tz);
  const data = query.data;
  const byDay = useMemo(() => new Map((data?.days ?? []).map((d) => [d.day, d])), [data]);
  const workRef = useRef<HTMLDivElement>(null);
  useKeyboardScroll(workRef, t('studentDays.workOfMonth'));

  const setMonth = (next: Dayjs) => {
    setPicked(null);
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.set('month', next.format('YYYY-MM'));
        return out;
      },
      { replace: true },
    );
  };

  if (studentId === undefined) {
    return (
      <Card>
        <Alert type="warning" showIcon title={t('studentDays.noStudent')} />
      </Card>
    );
  }

  const work = (data?.work ?? []).filter((w) => picked === null || w.day === picked);
  const columns: TableColumnsType<StudentDayWork> = [
    { key: 'day', title: t('studentDays.day'), dataIndex: 'day', width: 110 },
    {
      key: 'lesson',
      title: t('student.lesson'),
      width: 240,
      render: (_, w) => <TitleCell title={w.title} detail={`${w.courseTitle} · ${w.className}`} />,
    },
    {
      key: 'state',
      title: t('ui:fields.status'),
      width: 120,
      render: (_, w) => <LessonStateTag state={w.state} />,
    },
    {
      key: 'score',
      title: t('student.score'),
      width: 80,
      align: 'right',
      render: (_, w) =>
        w.score === null ? (
          '—'
        ) : (
          <span className={`progress-cell__score progress-cell__score--${scoreBand(w.score)}`}>{w.score}</span>
        ),
    },
    {
      key: 'time',
      title: t('progress.time'),
      width: 90,
      align: 'right',
      responsive: ['md'],
      render: (_, w) => formatDuration(w.timeSpentMs),
    },
    {
      key: 'submittedAt',
      title: t('student.submittedAt'),
      width: 150,
      responsive: ['xxl'],
      render: (_, w) => formatDateTime(w.submittedAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: 120,
      render: (_, w) =>
        w.state === 'in_progress' ? (
          <Typography.Text type="secondary">{t('studentDays.notHandedIn')}</Typography.Text>
        ) : (
          <Button
            type="link"
            size="small"
            onClick={() => setReportOf(w)}
            aria-label={`${t('student.report')}: ${w.title}`}
            data-testid="student-days-report"
          >
            {t('student.report')}
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="student-days">
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <div>
            <Typography.Title level={3} className="student-days__name" data-testid="student-days-name">
              {data?.student.name ?? '…'}
            </Typography.Title>
            {data && (
              <Typography.Text type="secondary">
                {data.student.username} · {data.student.classes.map((c) => c.name).join(', ')}
              </Typography.Text>
            )}
          </div>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/myStudent/myStudent')}>
            {t('studentDays.back')}
          </Button>
        </Flex>
        {data && <MonthFigures data={data} />}
      </Card>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} testId="learning-error" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10} xl={8}>
            <Card>
              <Flex align="center" gap={8} className="student-days__month">
                <Button
                  icon={<LeftOutlined />}
                  aria-label={t('studentDays.previousMonth')}
                  onClick={() => setMonth(month.subtract(1, 'month'))}
                />
                <DatePicker
                  picker="month"
                  allowClear={false}
                  value={month}
                  onChange={(value) => value && setMonth(value)}
                  aria-label={t('studentDays.month')}
                  data-testid="student-days-month"
                />
                <Button
                  icon={<RightOutlined />}
                  aria-label={t('studentDays.nextMonth')}
                  onClick={() => setMonth(month.add(1, 'month'))}
                />
              </Flex>
              <Calendar
                className={picked ? 'student-days__calendar--picked' : undefined}
                fullscreen={false}
                value={picked ? dayjs(picked) : month}
                headerRender={() => null}
                onSelect={(date, info) => {
                  if (info.source !== 'date') return;
                  const day = date.format('YYYY-MM-DD');
                  if (!date.isSame(month, 'month')) return;
                  setPicked((current) => (current === day ? null : day));
                }}
                fullCellRender={(date, info) => {
                  if (info.type !== 'date') return info.originNode;
                  const day = byDay.get(date.format('YYYY-MM-DD'));
                  const inMonth = date.isSame(month, 'month');
                  // The edges of the neighbouring months stay blank: their grey numbers were unreadable (WCAG 1.4.3).
                  if (!inMonth) return <div className="student-days__cell" aria-hidden="true" />;
                  return (
                    <div
                      className={`student-days__cell${day ? ' student-days__cell--busy' : ''}`}
                      data-testid={day ? 'student-days-busy' : undefined}
                      title={
                        day
                          ? t('studentDays.dayTitle', {
                              n: day.lessons,
                              time: formatDuration(day.timeSpentMs),
                              average: day.average ?? '—',
                            })
                          : undefined
                      }
                    >
                      <span>{date.date()}</span>
                      {day && (
                        <span className="student-days__count">
                          <span aria-hidden="true">{day.lessons}</span>
                          <span className="ui-visually-hidden">{t('studentDays.lessonsN', { n: day.lessons })}</span>
                        </span>
                      )}
                    </div>
                  );
                }}
                data-testid="student-days-calendar"
              />
            </Card>
          </Col>
          <Col xs={24} lg={14} xl={16}>
            <Card
              ref={workRef}
              title={picked ? t('studentDays.workOf', { day: picked }) : t('studentDays.workOfMonth')}
              extra={
                picked && (
                  <Button size="small" onClick={() => setPicked(null)}>
                    {t('studentDays.wholeMonth')}
                  </Button>
                )
              }
            >
              <Table<StudentDayWork>
                rowKey={(w) => `${w.classId}-${w.lessonId}`}
                columns={columns}
                dataSource={work}
                loading={query.isPending}
                pagination={work.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                locale={{ emptyText: t('studentDays.empty') }}
                scroll={{ x: 'max-content' }}
                data-testid="student-days-work"
              />
            </Card>
          </Col>
        </Row>
      )}
      <ReportDrawer studentId={studentId} work={reportOf} onClose={() => setReportOf(null)} />
    </Flex>
  );
}
