import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { CorrectionRow } from '@edu/shared';
import { Button, Card, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { antdSortOrder } from '../../../ui/list/list-params';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useCorrections } from '../api';
import '../correction.css';
import { CORRECTION_NS } from '../i18n';
import { CorrectedByCell, CorrectionStateTag, DueAt, HandedIn, LessonCell, StudentCell } from '../parts';
import { correctionDetailPath } from '../paths';
import { CorrectionFilterFields, type CorrectionFilters, useSeenOptions } from './filters';

/** The columns the server sorts by (getCorrections `sort`). */
export const CORRECTION_SORTS = ['submittedAt', 'dueAt', 'score', 'name', 'waited'] as const;

/**
 * /correction/index for a correction teacher: every correction it reaches, waiting or done, newest hand-in
 * first; filtered by class, lesson, state and hand-in days, searched by student, sorted by time or score.
 * A row opens the grading page (to grade, or to look again and change a grade).
 */
export default function CorrectionsPage() {
  const { t } = useTranslation(CORRECTION_NS);
  const navigate = useNavigate();
  const list = useListState<CorrectionFilters>({});
  const query = useCorrections(list.params);
  // The filters' choices: a first wide page, then every page read.
  const wide = useCorrections({ page: 1, pageSize: 100 });
  const rows = useMemo(() => [...(wide.data?.list ?? []), ...(query.data?.list ?? [])], [wide.data, query.data]);
  const { classes, lessons } = useSeenOptions(rows);

  const sortable = (key: (typeof CORRECTION_SORTS)[number]) => ({
    key,
    sorter: true,
    sortOrder: antdSortOrder(list.state, key),
  });

  const columns: TableColumnsType<CorrectionRow> = [
    {
      ...sortable('name'),
      title: t('fields.student'),
      width: 120,
      render: (_, r) => (
        <StudentCell student={r.student}>
          <Link
            to={correctionDetailPath(r.submissionId)}
            className="correction-student__name"
            onClick={(e) => e.stopPropagation()}
          >
            {r.student.name}
          </Link>
        </StudentCell>
      ),
    },
    { key: 'class', title: t('ui:fields.class'), width: 110, responsive: ['sm'], render: (_, r) => r.className },
    {
      key: 'lesson',
      title: t('fields.lesson'),
      width: 210,
      render: (_, r) => <LessonCell title={r.lessonTitle} course={r.courseTitle} />,
    },
    {
      key: 'state',
      title: t('fields.state'),
      width: 130,
      render: (_, r) => (
        <div className="correction-state-cell">
          <CorrectionStateTag state={r.state} />
          <Typography.Text type="secondary" className="correction-small">
            {t('list.progress', { corrected: r.corrected, waiting: r.waiting })}
          </Typography.Text>
        </div>
      ),
    },
    {
      ...sortable('submittedAt'),
      title: t('fields.submittedAt'),
      width: 160,
      render: (_, r) => <HandedIn row={r} />,
    },
    {
      ...sortable('dueAt'),
      title: t('fields.dueAt'),
      width: 140,
      responsive: ['lg'],
      render: (_, r) => <DueAt dueAt={r.dueAt} />,
    },
    {
      ...sortable('score'),
      title: t('fields.score'),
      width: 80,
      align: 'right',
      render: (_, r) => r.score ?? '—',
    },
    {
      key: 'correctedBy',
      title: t('fields.correctedBy'),
      width: 140,
      responsive: ['xxl'],
      render: (_, r) => <CorrectedByCell row={r} />,
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: 90,
      render: (_, r) => {
        const waiting = r.state === 'waiting';
        return (
          <Button
            type="link"
            size="small"
            icon={waiting ? <EditOutlined /> : <EyeOutlined />}
            onClick={(e) => {
              e.stopPropagation();
              navigate(correctionDetailPath(r.submissionId));
            }}
            aria-label={t(waiting ? 'queue.openFor' : 'list.viewFor', { name: r.student.name, lesson: r.lessonTitle })}
            data-testid="correction-list-open"
          >
            {t(waiting ? 'queue.open' : 'list.view')}
          </Button>
        );
      },
    },
  ];

  return (
    <Card data-testid="correction-list">
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('list.search')} />
            <CorrectionFilterFields list={list} classes={classes} lessons={lessons} />
          </>
        }
      />
      <ListTable<CorrectionRow>
        query={query}
        list={list}
        columns={columns}
        rowKey={(r) => r.submissionId}
        rowClassName={() => 'correction-row'}
        onRow={(r) => ({ onClick: () => navigate(correctionDetailPath(r.submissionId)) })}
        emptyText={t('list.empty')}
        scroll={{ x: 1000 }}
        errorTestId="correction-error"
      />
    </Card>
  );
}
