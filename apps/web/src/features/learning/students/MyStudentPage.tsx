import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CalendarOutlined,
  ExclamationCircleOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { FALLING_SCORE_DROP, type TaughtStudentRow } from '@edu/shared';
import { Button, Card, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { antdSortOrder } from '../../../ui/list/list-params';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useMyClasses } from '../api/releases';
import { useTaughtStudents } from '../api/students';
import { scoreBand } from '../classes/score-band';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { classDetailPath, studentDaysPath } from '../paths';
import { aiCoursePath } from '../ai-course/paths';

/** The trend: the latest graded lessons' mean against the ones before, with an arrow when it moved. */
function Trend({ row }: { row: TaughtStudentRow }) {
  const { t } = useTranslation(LEARNING_NS);
  if (row.recentAverage === null || row.earlierAverage === null) {
    return <Typography.Text type="secondary">{t('students.noTrend')}</Typography.Text>;
  }
  const change = Math.round((row.recentAverage - row.earlierAverage) * 10) / 10;
  if (row.falling) {
    return (
      <Tag color="red" icon={<ArrowDownOutlined />} data-testid="student-falling">
        {t('students.falling', { change })}
      </Tag>
    );
  }
  return (
    <span className="students__trend">
      {change > 0 ? <ArrowUpOutlined aria-hidden="true" /> : null} {t('students.change', { change })}
    </span>
  );
}

/**
 * /myStudent/myStudent: every student of the teacher's classes with its work there (lessons handed in,
 * average, trend, overdue homework), searched, filtered by class and by "needs attention" (a falling score,
 * overdue homework), sorted and paged
 * on the server; a student opens its learning by day.
 */
export default function MyStudentPage() {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const classes = useMyClasses();
  const list = useListState<{ classId?: number; attention?: 'falling' | 'overdue' }>({});
  const query = useTaughtStudents(list.params);

  const columns: TableColumnsType<TaughtStudentRow> = [
    {
      key: 'name',
      title: t('progress.student'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'name'),
      render: (_, r) => (
        <div>
          <Typography.Text strong>{r.name}</Typography.Text>
          <div>
            <Typography.Text type="secondary">{r.username}</Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'class',
      title: t('ui:fields.class'),
      responsive: ['sm'],
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          className="students__class"
          onClick={() => navigate(classDetailPath(r.classId))}
          aria-label={t('myClass.progressFor', { name: r.className })}
        >
          {r.className}
        </Button>
      ),
    },
    {
      key: 'done',
      title: t('progress.done'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'done'),
      align: 'right',
      width: 90,
      responsive: ['md'],
      render: (_, r) => r.done,
    },
    {
      key: 'average',
      title: t('progress.average'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'average'),
      align: 'right',
      width: 100,
      render: (_, r) =>
        r.average === null ? (
          '—'
        ) : (
          <span className={`progress-cell__score progress-cell__score--${scoreBand(r.average)}`}>{r.average}</span>
        ),
    },
    { key: 'trend', title: t('students.trend'), width: 150, render: (_, r) => <Trend row={r} /> },
    {
      key: 'overdue',
      title: t('students.attentionOverdue'),
      width: 120,
      render: (_, r) =>
        r.overdue > 0 ? (
          <Tag color="red" icon={<ExclamationCircleOutlined />} data-testid="student-overdue">
            {t('homework.overdue', { count: r.overdue })}
          </Tag>
        ) : (
          '—'
        ),
    },
    {
      key: 'lastSubmittedAt',
      title: t('progress.lastSubmitted'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'lastSubmittedAt'),
      width: 150,
      responsive: ['lg'],
      render: (_, r) => formatDateTime(r.lastSubmittedAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: 180,
      render: (_, r) => (
        <Flex wrap>
          <Button
            type="link"
            size="small"
            icon={<CalendarOutlined />}
            onClick={() => navigate(studentDaysPath(r.studentId))}
            aria-label={t('progress.openStudent', { name: r.name })}
            data-testid="student-days-open"
          >
            {t('students.byDay')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<RobotOutlined />}
            onClick={() => navigate(aiCoursePath(r.studentId))}
            aria-label={t('aiCourse.openFor', { name: r.name })}
            data-testid="student-ai-course"
          >
            {t('aiCourse.create')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Card data-testid="my-students">
      <Typography.Paragraph type="secondary">{t('students.intro', { drop: FALLING_SCORE_DROP })}</Typography.Paragraph>
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('progress.search')} />
            <Select<number>
              allowClear
              aria-label={t('ui:fields.class')}
              placeholder={t('ui:fields.class')}
              className="students__filter"
              loading={classes.isPending}
              value={list.state.filters.classId}
              onChange={(classId) => list.setFilters({ classId })}
              options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              data-testid="students-class"
            />
            <Select<'falling' | 'overdue'>
              allowClear
              aria-label={t('students.attention')}
              placeholder={t('students.attention')}
              className="students__filter"
              value={list.state.filters.attention}
              onChange={(attention) => list.setFilters({ attention })}
              options={[
                { value: 'falling', label: t('students.attentionFalling') },
                { value: 'overdue', label: t('students.attentionOverdue') },
              ]}
              data-testid="students-attention"
            />
          </>
        }
      />
      <ListTable<TaughtStudentRow>
        query={query}
        list={list}
        columns={columns}
        rowKey={(r) => `${r.classId}-${r.studentId}`}
        emptyText={t('students.empty')}
        scroll={{ x: 640 }}
        errorTestId="learning-error"
      />
    </Card>
  );
}
