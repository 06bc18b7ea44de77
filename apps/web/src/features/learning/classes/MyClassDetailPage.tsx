import {
  ArrowLeftOutlined,
  CheckCircleFilled,
  ClockCircleOutlined,
  EditFilled,
  UnlockOutlined,
} from '@ant-design/icons';
import type { ProgressCell, ProgressLesson, ProgressRow } from '@edu/shared';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Select,
  type TableColumnsType,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime, formatDuration } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { antdSortOrder } from '../../../ui/list/list-params';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { idFromQuery } from '../../../ui/query-id';
import { useClassProgress, useTeachableCourses } from '../api/releases';
import { HomeworkPanel } from '../homework/HomeworkPanel';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { studentDaysPath } from '../paths';
import { scoreBand } from './score-band';

/** One cell: the score once graded, a mark while the work is handed in or under way, a dash before. */
function Cell({ cell, lesson, student }: { cell: ProgressCell | undefined; lesson: ProgressLesson; student: string }) {
  const { t } = useTranslation(LEARNING_NS);
  const state = cell?.state ?? 'new';
  const stateSaid =
    state === 'graded' ? t('progress.cellScore', { score: cell?.score ?? 0 }) : t(`student.states.${state}`);
  const said = cell?.late ? `${stateSaid} · ${t('homework.late')}` : stateSaid;
  const label = `${student} · ${lesson.title}: ${said}`;
  let shown: ReactNode;
  if (state === 'graded') {
    const band = scoreBand(cell?.score ?? 0);
    shown = (
      <span className={`progress-cell__score progress-cell__score--${band}`}>
        {cell?.score === null || cell?.score === undefined ? '—' : Math.round(cell.score)}
      </span>
    );
  } else if (state === 'submitted') {
    shown = <CheckCircleFilled className="progress-cell__icon progress-cell__icon--submitted" />;
  } else if (state === 'in_progress') {
    shown = <EditFilled className="progress-cell__icon progress-cell__icon--progress" />;
  } else {
    shown = <span className="progress-cell__none">·</span>;
  }
  return (
    <Tooltip title={label}>
      {/* The visible mark is short; what it means is the cell's text for a screen reader. */}
      <span
        className={cell?.late ? 'progress-cell progress-cell--late' : 'progress-cell'}
        data-testid="progress-cell"
        data-state={state}
        data-late={cell?.late ? 'true' : undefined}
        data-lesson={lesson.lessonId}
      >
        <span aria-hidden="true">{shown}</span>
        <span className="ui-visually-hidden">{said}</span>
      </span>
    </Tooltip>
  );
}

/**
 * /myClass/myClassDetail?classId=: one of the teacher's classes as a grid: its students (paged, searched,
 * sorted on the server) × the lessons released to it, each cell the student's state and score; a column's
 * header gives the class's figures on it, a row the student's totals; a student opens its learning by day.
 */
export default function MyClassDetailPage() {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const gradeLabel = useGradeLabel();
  const [search, setSearch] = useSearchParams();
  const classId = idFromQuery(search.get('classId'));
  const tab = search.get('tab') === 'homework' ? 'homework' : 'progress';
  const setTab = (next: string) =>
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'homework') out.set('tab', 'homework');
        else out.delete('tab');
        return out;
      },
      { replace: true },
    );
  const list = useListState<{ courseId?: number }>({}, { pageSize: 50 });
  const query = useClassProgress(classId, list.params);
  const data = query.data;
  const courses = useTeachableCourses(data?.class.grade, data !== undefined);

  if (classId === undefined) {
    return (
      <Card>
        <Alert type="warning" showIcon title={t('progress.noClass')} />
      </Card>
    );
  }

  const lessonColumns: TableColumnsType<ProgressRow> = (data?.lessons ?? []).map((lesson, i) => ({
    key: `lesson-${lesson.lessonId}`,
    title: (
      <Tooltip
        title={[
          lesson.title,
          lesson.courseTitle,
          t('progress.releasedAt', { at: formatDateTime(lesson.releasedAt) }),
          lesson.dueAt ? t('homework.dueOn', { at: formatDateTime(lesson.dueAt) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      >
        <span className="progress-head" data-testid="progress-lesson-head">
          <span className="progress-head__n">
            {i + 1}
            {lesson.dueAt && <ClockCircleOutlined className="progress-head__due" aria-hidden="true" />}
          </span>
          <span className="ui-visually-hidden">
            {lesson.dueAt
              ? `${lesson.title} (${t('homework.dueOn', { at: formatDateTime(lesson.dueAt) })})`
              : lesson.title}
          </span>
          <span className="progress-head__avg" aria-hidden="true">
            {lesson.average === null ? '—' : Math.round(lesson.average)}
          </span>
        </span>
      </Tooltip>
    ),
    width: 56,
    align: 'center',
    render: (_, row) => (
      <Cell cell={row.cells.find((c) => c.lessonId === lesson.lessonId)} lesson={lesson} student={row.name} />
    ),
  }));

  const columns: TableColumnsType<ProgressRow> = [
    {
      key: 'name',
      title: t('progress.student'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'name'),
      fixed: 'left',
      width: 170,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          className="progress-student"
          onClick={() => navigate(studentDaysPath(r.studentId))}
          // The name a screen reader hears is what is seen (the student); the title says where it leads.
          title={t('progress.openStudent', { name: r.name })}
          data-testid="progress-student"
        >
          <span>
            {r.name}
            <Typography.Text type="secondary" className="progress-student__username">
              {r.username}
            </Typography.Text>
          </span>
        </Button>
      ),
    },
    {
      key: 'done',
      title: t('progress.done'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'done'),
      width: 90,
      align: 'right',
      render: (_, r) => `${r.done} / ${data?.lessons.length ?? 0}`,
    },
    {
      key: 'average',
      title: t('progress.average'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'average'),
      width: 100,
      align: 'right',
      render: (_, r) =>
        r.average === null ? (
          '—'
        ) : (
          <span className={`progress-cell__score progress-cell__score--${scoreBand(r.average)}`}>{r.average}</span>
        ),
    },
    {
      key: 'time',
      title: t('progress.time'),
      width: 90,
      align: 'right',
      responsive: ['md'],
      render: (_, r) => formatDuration(r.timeSpentMs),
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
    ...lessonColumns,
  ];

  return (
    <Card data-testid="class-progress">
      <Flex justify="space-between" align="center" wrap gap={8} className="progress__top">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/myClass/myClass')}>
          {t('progress.back')}
        </Button>
        <Button icon={<UnlockOutlined />} onClick={() => navigate(`/lockUp/index?classId=${classId}`)}>
          {t('myClass.release')}
        </Button>
      </Flex>
      {data && (
        <Descriptions
          className="progress__class"
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            {
              key: 'class',
              label: t('ui:fields.class'),
              children: <strong data-testid="progress-class">{data.class.name}</strong>,
            },
            { key: 'school', label: t('ui:fields.school'), children: data.class.schoolName },
            { key: 'grade', label: t('ui:fields.grade'), children: gradeLabel(data.class.grade) },
            { key: 'students', label: t('myClass.students'), children: data.class.students },
          ]}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'progress',
            label: t('progress.tab'),
            children: (
              <>
                <ListToolbar
                  filters={
                    <>
                      <ListSearch list={list} placeholder={t('progress.search')} />
                      <Select<number>
                        allowClear
                        showSearch={{ optionFilterProp: 'label' }}
                        aria-label={t('progress.course')}
                        placeholder={t('progress.course')}
                        className="progress__course"
                        loading={courses.isPending && data !== undefined}
                        value={list.state.filters.courseId}
                        onChange={(courseId) => list.setFilters({ courseId })}
                        options={(courses.data?.list ?? []).map((c) => ({ value: c.id, label: c.title }))}
                        data-testid="progress-course"
                      />
                    </>
                  }
                />
                {data?.lessonsCapped && (
                  <Alert
                    className="progress__capped"
                    type="info"
                    showIcon
                    title={t('progress.capped', { n: data.lessons.length })}
                  />
                )}
                {data && data.lessons.length === 0 && (
                  <Alert
                    className="progress__capped"
                    type="info"
                    showIcon
                    title={t('progress.noLessons')}
                    data-testid="progress-no-lessons"
                  />
                )}
                <ListTable<ProgressRow>
                  query={query}
                  list={list}
                  columns={columns}
                  rowKey="studentId"
                  emptyText={t('progress.empty')}
                  scroll={{ x: 'max-content' }}
                  errorTestId="learning-error"
                />
                <Flex className="progress__legend" gap={16} wrap aria-label={t('progress.legend')} role="note">
                  <span>
                    <span className="progress-head__n">1</span> {t('progress.legendColumn')}
                  </span>
                  <span>
                    <span className="progress-cell__score progress-cell__score--high">90</span>{' '}
                    {t('progress.legendScore')}
                  </span>
                  <span>
                    <CheckCircleFilled className="progress-cell__icon progress-cell__icon--submitted" />{' '}
                    {t('student.states.submitted')}
                  </span>
                  <span>
                    <EditFilled className="progress-cell__icon progress-cell__icon--progress" />{' '}
                    {t('student.states.in_progress')}
                  </span>
                  <span>
                    <span className="progress-cell__none">·</span> {t('student.states.new')}
                  </span>
                </Flex>
              </>
            ),
          },
          {
            key: 'homework',
            label: t('homework.tab'),
            children: data ? (
              <HomeworkPanel classId={data.class.id} className={data.class.name} grade={data.class.grade} />
            ) : null,
          },
        ]}
        data-testid="class-tabs"
      />
    </Card>
  );
}
