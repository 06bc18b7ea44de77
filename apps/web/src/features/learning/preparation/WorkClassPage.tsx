import { PREP_FILTERS, type MyClassRow, type PrepFilter, type UpcomingLessonRow } from '@edu/shared';
import { Button, Card, Flex, Grid, Select, Skeleton, Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { useMyClasses, useTeachableCourses } from '../api/releases';
import '../i18n';
import { TitleCell } from '../TitleCell';
import { LEARNING_NS } from '../i18n';
import { ReleaseStateTag } from '../releases/ReleaseTable';
import { useUpcomingLessons } from './api';
import { PrepStateTag, preparePath } from './prep-ui';
import './preparation.css';

interface Filters {
  prep?: PrepFilter;
  courseId?: number;
}

/**
 * /workClass/index (before class): the coming lessons of one of the teacher's classes (not released to it
 * yet, or planned for today or later), the planned ones first, each with its preparation; a lesson opens
 * its preparation (/TeaCourse/prepara). The class is kept in the address.
 */
export default function WorkClassPage() {
  const { t } = useTranslation(LEARNING_NS);
  const [search, setSearch] = useSearchParams();
  const classes = useMyClasses();
  const picked = idFromQuery(search.get('classId'));
  const klass: MyClassRow | undefined = classes.data?.find((c) => c.id === picked) ?? classes.data?.[0];

  if (classes.isError)
    return <QueryError error={classes.error} onRetry={() => classes.refetch()} testId="learning-error" />;
  if (classes.isPending) return <Skeleton active />;
  if (!klass) {
    return (
      <Card>
        <ListEmpty filtered={false} text={t('prepare.noClasses')} />
      </Card>
    );
  }
  const pick = (classId: number) =>
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.set('classId', String(classId));
        return out;
      },
      { replace: true },
    );
  return <UpcomingList key={klass.id} klass={klass} classes={classes.data} onPick={pick} />;
}

function UpcomingList({
  klass,
  classes,
  onPick,
}: {
  klass: MyClassRow;
  classes: MyClassRow[];
  onPick: (classId: number) => void;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const list = useListState<Filters>({});
  const query = useUpcomingLessons(list.params, klass.id);
  const courses = useTeachableCourses(klass.grade, true);

  const screens = Grid.useBreakpoint();
  const lesson = (r: UpcomingLessonRow) => (
    <TitleCell title={r.title} detail={`${r.courseTitle} · ${r.chapterTitle}`} />
  );
  const release = (r: UpcomingLessonRow) => (
    <ReleaseStateTag
      release={{ lessonId: r.lessonId, state: r.release, unlockAt: r.unlockAt, changedBy: null, changedAt: null }}
    />
  );
  const action = (r: UpcomingLessonRow) => {
    const label = t(r.prep ? 'prepare.continue' : 'prepare.prepare');
    return (
      <Button
        type="link"
        size="small"
        onClick={() => navigate(preparePath(r.lessonId, klass.id))}
        aria-label={`${label}: ${r.title}`}
        data-testid="work-class-prepare"
      >
        {label}
      </Button>
    );
  };

  const columns: TableColumnsType<UpcomingLessonRow> =
    screens.sm === false
      ? // A phone: one column, everything about a lesson together and its action within reach.
        [
          {
            key: 'lesson',
            title: t('prepare.lesson'),
            render: (_, r) => (
              <Flex vertical gap={6} align="flex-start">
                {lesson(r)}
                <Flex wrap gap={4} align="center">
                  {release(r)}
                  <PrepStateTag state={r.prep?.state ?? null} />
                  {r.prep?.plannedOn && (
                    <Typography.Text type="secondary">
                      {t('prepare.plannedOn')}: {r.prep.plannedOn}
                    </Typography.Text>
                  )}
                </Flex>
                {action(r)}
              </Flex>
            ),
          },
        ]
      : [
          { key: 'title', title: t('prepare.lesson'), render: (_, r) => lesson(r) },
          { key: 'release', title: t('prepare.release'), width: 190, responsive: ['md'], render: (_, r) => release(r) },
          { key: 'plannedOn', title: t('prepare.plannedOn'), width: 130, render: (_, r) => r.prep?.plannedOn ?? '—' },
          {
            key: 'prep',
            title: t('prepare.state'),
            width: 200,
            render: (_, r) => (
              <Space size={4} wrap>
                <PrepStateTag state={r.prep?.state ?? null} />
                {r.prep && (
                  <Typography.Text type="secondary" className="prep-meta">
                    {t('prepare.exercisesN', { n: r.prep.exercises })} ·{' '}
                    {t('prepare.revisions', { n: r.prep.revision })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { key: 'actions', title: t('ui:fields.actions'), width: 130, render: (_, r) => action(r) },
        ];

  return (
    <Card data-testid="work-class">
      <Typography.Paragraph type="secondary">{t('prepare.workIntro')}</Typography.Paragraph>
      <ListToolbar
        filters={
          <>
            <Select
              aria-label={t('prepare.class')}
              className="prep-toolbar__class"
              value={klass.id}
              onChange={onPick}
              options={classes.map((c) => ({
                value: c.id,
                label: t('prepare.classOption', { name: c.name, school: c.schoolName }),
              }))}
              data-testid="work-class-class"
            />
            <ListSearch list={list} placeholder={t('prepare.search')} />
            <Select<PrepFilter>
              allowClear
              aria-label={t('prepare.state')}
              placeholder={t('prepare.state')}
              className="list-toolbar__select"
              value={list.state.filters.prep}
              onChange={(prep) => list.setFilters({ prep })}
              options={PREP_FILTERS.map((f) => ({
                value: f,
                label: f === 'none' ? t('prepare.notPrepared') : t(`prepare.states.${f}`),
              }))}
              data-testid="work-class-prep"
            />
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('prepare.course')}
              placeholder={t('prepare.course')}
              className="list-toolbar__select list-toolbar__select--wide"
              loading={courses.isFetching}
              value={list.state.filters.courseId}
              onChange={(courseId) => list.setFilters({ courseId })}
              options={(courses.data?.list ?? []).map((c) => ({ value: c.id, label: c.title }))}
            />
          </>
        }
      />
      <ListTable<UpcomingLessonRow>
        query={query}
        list={list}
        columns={columns}
        rowKey="lessonId"
        emptyText={t('prepare.upcomingEmpty')}
        scroll={screens.sm === false ? {} : { x: 640 }}
        errorTestId="learning-error"
        data-testid="work-class-table"
      />
    </Card>
  );
}
