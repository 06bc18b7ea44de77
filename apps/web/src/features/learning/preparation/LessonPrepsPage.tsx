import type { LessonPrepRow } from '@edu/shared';
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  Breadcrumb,
  Button,
  Card,
  Drawer,
  Flex,
  Grid,
  Result,
  Skeleton,
  Space,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import { useLessonPreparations, usePreparationDetail } from './api';
import { ExerciseList, NotesView, PrepStateTag } from './prep-ui';
import './preparation.css';

/**
 * /CourseManag/prepara?lessonId= (the platform admin): every teacher's preparation of a lesson, read-only
 * (modules/learning/README.md "Who prepares"): teacher, class, school, teaching day, state; one opens in a
 * drawer with its notes and exercises.
 */
export default function LessonPrepsPage() {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lessonId = idFromQuery(search.get('lessonId'));
  const list = useListState({});
  const query = useLessonPreparations(list.params, lessonId);
  const [viewing, setViewing] = useState<number | undefined>();

  if (lessonId === undefined) {
    return (
      <Result
        status="warning"
        title={t('prepare.lessonMissing')}
        extra={<Button onClick={() => navigate('/CourseManag/CourseManag')}>{t('ui:actions.back')}</Button>}
      />
    );
  }
  const lesson = query.data?.lesson;

  const columns: TableColumnsType<LessonPrepRow> = [
    { key: 'teacher', title: t('prepare.teacher'), dataIndex: 'teacher' },
    { key: 'class', title: t('ui:fields.class'), dataIndex: 'className', width: 120 },
    { key: 'school', title: t('ui:fields.school'), dataIndex: 'schoolName', responsive: ['lg'] },
    { key: 'plannedOn', title: t('prepare.plannedOn'), width: 120, render: (_, r) => r.plannedOn ?? '—' },
    { key: 'state', title: t('prepare.state'), width: 110, render: (_, r) => <PrepStateTag state={r.state} /> },
    {
      key: 'revision',
      title: t('prepare.revision'),
      width: 90,
      align: 'right',
      responsive: ['md'],
      render: (_, r) => `#${r.revision}`,
    },
    {
      key: 'updatedAt',
      title: t('prepare.updatedAt'),
      width: 160,
      responsive: ['md'],
      render: (_, r) => formatDateTime(r.updatedAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: 90,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => setViewing(r.id)}
          aria-label={t('prepare.viewLabel', { teacher: r.teacher, class: r.className })}
          data-testid="lesson-preps-view"
        >
          {t('prepare.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card data-testid="lesson-preps">
      <Flex gap={12} align="flex-start" wrap justify="space-between" className="prep-page__head-row">
        <div>
          {lesson && (
            <Breadcrumb
              items={[
                { title: <Link to={`/CourseManag/CourseManag?course=${lesson.courseId}`}>{lesson.courseTitle}</Link> },
                { title: lesson.title },
              ]}
            />
          )}
          <Typography.Title level={3} className="prep-page__title">
            {lesson?.title ?? '\u00a0'}
          </Typography.Title>
        </div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/CourseManag/lessonDeatil?id=${lessonId}`)}>
          {t('prepare.backToLesson')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('prepare.adminIntro')}</Typography.Paragraph>
      <ListToolbar filters={<ListSearch list={list} placeholder={t('prepare.searchTeacher')} />} />
      <ListTable<LessonPrepRow>
        query={query}
        list={list}
        columns={columns}
        emptyText={t('prepare.adminEmpty')}
        scroll={{ x: 700 }}
        errorTestId="learning-error"
        data-testid="lesson-preps-table"
      />
      <PrepDrawer id={viewing} onClose={() => setViewing(undefined)} />
    </Card>
  );
}

function PrepDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation(LEARNING_NS);
  const screens = Grid.useBreakpoint();
  const detail = usePreparationDetail(id);
  const d = detail.data;
  const body = () => {
    if (detail.isError)
      return <QueryError compact error={detail.error} onRetry={() => detail.refetch()} testId="learning-error" />;
    if (!d) return <Skeleton active />;
    return (
      // Focusable: the drawer's body scrolls, and nothing in it takes the focus otherwise.
      <Flex vertical gap={16} tabIndex={0} role="region" aria-label={t('prepare.view')} className="prep-drawer__body">
        <Space wrap size={8}>
          <PrepStateTag state={d.state} />
          <Typography.Text>
            {t('prepare.plannedOn')}: {d.plannedOn ?? t('prepare.diff.none')}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('prepare.savedAs', { n: d.revision, time: formatDateTime(d.updatedAt) })}
          </Typography.Text>
        </Space>
        <Typography.Text type="secondary">{d.schoolName}</Typography.Text>
        <section aria-label={t('prepare.notes')}>
          <Typography.Title level={5}>{t('prepare.notes')}</Typography.Title>
          <NotesView notes={d.notes} />
        </section>
        <section aria-label={t('prepare.exercises', { count: d.questions.length })}>
          <Typography.Title level={5}>{t('prepare.exercises', { count: d.questions.length })}</Typography.Title>
          <ExerciseList questions={d.questions} />
        </section>
      </Flex>
    );
  };
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={screens.md ? 640 : '100%'}
      title={d ? `${d.teacher} · ${d.className} · ${d.lessonTitle}` : t('prepare.view')}
      data-testid="lesson-prep-drawer"
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}
