import { AuditOutlined, EyeOutlined } from '@ant-design/icons';
import type { ErrorCorrectionRow } from '@edu/shared';
import { Button, Card, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { antdSortOrder } from '../../../ui/list/list-params';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { OutcomeTag } from '../../../ui/question/LessonReportContent';
import '../correction.css';
import { CORRECTION_NS } from '../i18n';
import { useSeenOptions } from '../lists/filters';
import { StudentCell } from '../parts';
import { useErrorCorrections } from './api';
import './error-corrections.css';
import { type ErrorCorrectionFilters, ErrorCorrectionFilterFields } from './filters';
import { ErrorStateTag, QuestionCell } from './parts';
import { ReviewDrawer } from './ReviewDrawer';

/**
 * /errorCorrection/index for a correction teacher: the students' corrections of their wrong answers in the
 * work it reaches, waiting ones first and oldest first (the server's order unless a column is sorted);
 * filtered by state, class and the days they were sent, searched by student. A row opens the review drawer.
 */
export default function ErrorCorrectionsPage() {
  const { t } = useTranslation(CORRECTION_NS);
  const list = useListState<ErrorCorrectionFilters>({});
  const query = useErrorCorrections(list.params);
  // The class filter's choices: a first wide page, then every page read.
  const wide = useErrorCorrections({ page: 1, pageSize: 100 });
  const rows = useMemo(() => [...(wide.data?.list ?? []), ...(query.data?.list ?? [])], [wide.data, query.data]);
  const { classes } = useSeenOptions(rows);
  const [openId, setOpenId] = useState<number | null>(null);

  const sortable = (key: 'createdAt' | 'reviewedAt' | 'name') => ({
    key,
    sorter: true,
    sortOrder: antdSortOrder(list.state, key),
  });
  const actionName = (r: ErrorCorrectionRow) =>
    t(r.state === 'pending' ? 'errorCorrection.list.reviewFor' : 'errorCorrection.list.viewFor', {
      name: r.student.name,
      lesson: r.lessonTitle,
    });

  const columns: TableColumnsType<ErrorCorrectionRow> = [
    {
      ...sortable('name'),
      title: t('fields.student'),
      width: 120,
      render: (_, r) => <StudentCell student={r.student} />,
    },
    { key: 'class', title: t('ui:fields.class'), width: 110, responsive: ['sm'], render: (_, r) => r.className },
    {
      key: 'lesson',
      title: t('errorCorrection.fields.question'),
      width: 210,
      render: (_, r) => <QuestionCell row={r} />,
    },
    {
      key: 'state',
      title: t('errorCorrection.fields.state'),
      width: 130,
      render: (_, r) => (
        <div className="correction-state-cell">
          <ErrorStateTag state={r.state} />
          <Typography.Text type="secondary" className="correction-small">
            {t('errorCorrection.attemptN', { n: r.attempt })}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'hint',
      title: t('errorCorrection.fields.hint'),
      width: 110,
      responsive: ['md'],
      render: (_, r) => (r.outcome ? <OutcomeTag outcome={r.outcome} /> : '—'),
    },
    {
      ...sortable('createdAt'),
      title: t('errorCorrection.fields.sentAt'),
      width: 150,
      render: (_, r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>,
    },
    {
      ...sortable('reviewedAt'),
      title: t('errorCorrection.fields.reviewed'),
      width: 140,
      responsive: ['lg'],
      render: (_, r) =>
        r.reviewedBy ? (
          <div>
            <div>{r.reviewedBy.name}</div>
            <Typography.Text type="secondary" className="correction-small">
              {formatDateTime(r.reviewedAt)}
            </Typography.Text>
          </div>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: 90,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          icon={r.state === 'pending' ? <AuditOutlined /> : <EyeOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            setOpenId(r.id);
          }}
          aria-label={actionName(r)}
          data-testid="error-correction-open"
        >
          {t(r.state === 'pending' ? 'errorCorrection.list.review' : 'errorCorrection.list.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card data-testid="error-correction-list">
      <Typography.Paragraph type="secondary">{t('errorCorrection.list.intro')}</Typography.Paragraph>
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('errorCorrection.list.search')} />
            <ErrorCorrectionFilterFields list={list} classes={classes} />
          </>
        }
      />
      <ListTable<ErrorCorrectionRow>
        query={query}
        list={list}
        columns={columns}
        rowClassName={() => 'correction-row'}
        onRow={(r) => ({ onClick: () => setOpenId(r.id) })}
        emptyText={t('errorCorrection.list.empty')}
        scroll={{ x: 1000 }}
        errorTestId="correction-error"
      />
      <ReviewDrawer id={openId} onClose={() => setOpenId(null)} onOpen={setOpenId} />
    </Card>
  );
}
