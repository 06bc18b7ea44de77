import { PREP_STATES, type PrepRow, type PrepState } from '@edu/shared';
import { Button, Card, Flex, Grid, Select, Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { idFromQuery } from '../../../ui/query-id';
import { useMyClasses } from '../api/releases';
import '../i18n';
import { TitleCell } from '../TitleCell';
import { LEARNING_NS } from '../i18n';
import { usePreparationList } from './api';
import { PrepStateTag, preparePath } from './prep-ui';
import { RevisionHistory } from './RevisionHistory';
import './preparation.css';

interface Filters {
  classId?: number;
  state?: PrepState;
}

/**
 * /Lesson/index (polishing): the teacher's preparations, the latest change first (paged, searched by
 * lesson, filtered by class and state, or sorted by teaching day); the one chosen (`prepId` in the address,
 * else the first of the list) shows its revision history below, where any two revisions are compared and
 * one restored.
 */
export default function PolishPage() {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const list = useListState<Filters>({});
  const query = usePreparationList(list.params);
  const classes = useMyClasses();
  const rows = query.data?.list ?? [];
  const prepId = idFromQuery(search.get('prepId')) ?? rows[0]?.id;
  const chosen = rows.find((r) => r.id === prepId);

  const choose = (id: number) =>
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.set('prepId', String(id));
        return out;
      },
      { replace: true },
    );

  const screens = Grid.useBreakpoint();
  const lesson = (r: PrepRow) => <TitleCell title={r.lessonTitle} detail={`${r.className} · ${r.courseTitle}`} />;
  const actions = (r: PrepRow) => (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        onClick={() => choose(r.id)}
        aria-label={`${t('prepare.showHistory')}: ${r.lessonTitle} · ${r.className}`}
        aria-pressed={r.id === prepId}
        data-testid="polish-history"
      >
        {t('prepare.showHistory')}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => navigate(preparePath(r.lessonId, r.classId))}
        aria-label={`${t('prepare.openPrepare')}: ${r.lessonTitle} · ${r.className}`}
        data-testid="polish-open"
      >
        {t('ui:actions.open')}
      </Button>
    </Space>
  );

  const columns: TableColumnsType<PrepRow> =
    screens.sm === false
      ? // A phone: one column, the preparation's facts together and its actions within reach.
        [
          {
            key: 'lesson',
            title: t('prepare.lesson'),
            render: (_, r) => (
              <Flex vertical gap={6} align="flex-start">
                {lesson(r)}
                <Flex wrap gap={4} align="center">
                  <PrepStateTag state={r.state} />
                  <Typography.Text type="secondary">
                    #{r.revision}
                    {r.plannedOn ? ` · ${t('prepare.plannedOn')}: ${r.plannedOn}` : ''}
                  </Typography.Text>
                </Flex>
                {actions(r)}
              </Flex>
            ),
          },
        ]
      : [
          { key: 'lesson', title: t('prepare.lesson'), render: (_, r) => lesson(r) },
          { key: 'plannedOn', title: t('prepare.plannedOn'), width: 120, render: (_, r) => r.plannedOn ?? '—' },
          { key: 'state', title: t('prepare.state'), width: 110, render: (_, r) => <PrepStateTag state={r.state} /> },
          {
            key: 'revision',
            title: t('prepare.revision'),
            width: 100,
            align: 'right',
            responsive: ['md'],
            render: (_, r) => `#${r.revision}`,
          },
          {
            key: 'updatedAt',
            title: t('prepare.updatedAt'),
            width: 160,
            responsive: ['lg'],
            render: (_, r) => formatDateTime(r.updatedAt),
          },
          { key: 'actions', title: t('ui:fields.actions'), width: 170, render: (_, r) => actions(r) },
        ];

  return (
    <Flex vertical gap={16} data-testid="polish">
      <Card>
        <Typography.Paragraph type="secondary">{t('prepare.polishIntro')}</Typography.Paragraph>
        <ListToolbar
          filters={
            <>
              <ListSearch list={list} placeholder={t('prepare.search')} />
              <Select<number>
                allowClear
                aria-label={t('ui:fields.class')}
                placeholder={t('ui:fields.class')}
                className="list-toolbar__select"
                value={list.state.filters.classId}
                onChange={(classId) => list.setFilters({ classId })}
                options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              />
              <Select<PrepState>
                allowClear
                aria-label={t('prepare.state')}
                placeholder={t('prepare.state')}
                className="list-toolbar__select"
                value={list.state.filters.state}
                onChange={(state) => list.setFilters({ state })}
                options={PREP_STATES.map((s) => ({ value: s, label: t(`prepare.states.${s}`) }))}
              />
              <Select<'updatedAt' | 'plannedOn'>
                aria-label={t('prepare.sort')}
                className="list-toolbar__select"
                value={list.state.sort === 'plannedOn' ? 'plannedOn' : 'updatedAt'}
                onChange={(sort) => list.setSort(sort === 'updatedAt' ? undefined : sort, undefined)}
                options={[
                  { value: 'updatedAt', label: t('prepare.sortUpdated') },
                  { value: 'plannedOn', label: t('prepare.sortPlanned') },
                ]}
              />
            </>
          }
        />
        <ListTable<PrepRow>
          query={query}
          list={list}
          columns={columns}
          emptyText={t('prepare.listEmpty')}
          scroll={screens.sm === false ? {} : { x: 640 }}
          errorTestId="learning-error"
          data-testid="polish-table"
          rowClassName={(r) => (r.id === prepId ? 'prep-row--chosen' : '')}
        />
      </Card>
      {prepId !== undefined && (
        <RevisionHistory
          key={prepId}
          prepId={prepId}
          title={
            chosen
              ? t('prepare.historyOf', { lesson: chosen.lessonTitle, class: chosen.className })
              : t('prepare.history')
          }
        />
      )}
    </Flex>
  );
}
