import { ArrowDownOutlined, ArrowUpOutlined, ExclamationCircleOutlined, MessageOutlined } from '@ant-design/icons';
import { FALLING_SCORE_DROP, type SupportStudentRow } from '@edu/shared';
import { Button, Card, Drawer, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { scoreBand } from '../classes/score-band';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { useSupportStudents } from './api';
import { StudentFollowUp } from './StudentFollowUp';
import './support.css';

type Attention = 'overdue' | 'falling';

/** The trend: the latest graded lessons' mean against the ones before; a fall is a tag with words. */
function Trend({ row }: { row: SupportStudentRow }) {
  const { t } = useTranslation(LEARNING_NS);
  if (row.recentAverage === null || row.earlierAverage === null) {
    return <Typography.Text type="secondary">{t('support.noTrend')}</Typography.Text>;
  }
  const change = Math.round((row.recentAverage - row.earlierAverage) * 10) / 10;
  if (row.falling) {
    return (
      <Tag color="red" icon={<ArrowDownOutlined />} data-testid="work-list-falling">
        {t('support.falling', { change })}
      </Tag>
    );
  }
  return (
    <span>
      {change > 0 ? <ArrowUpOutlined aria-hidden="true" /> : null} {t('support.change', { change })}
    </span>
  );
}

/**
 * /dashboard/dashboard for a DL: its work list. The students assigned to it (support links), overdue
 * homework first, then falling scores, then by name; searched and filtered on the server. A student opens a
 * drawer with its follow-up notes (add, delete one's own) and its lessons, each opening its report read-only.
 */
export default function WorkListPage() {
  const { t } = useTranslation(LEARNING_NS);
  const list = useListState<{ attention?: Attention }>({});
  const query = useSupportStudents(list.params);
  const [open, setOpen] = useState<SupportStudentRow | null>(null);

  const columns: TableColumnsType<SupportStudentRow> = [
    {
      key: 'name',
      title: t('support.student'),
      width: 160,
      render: (_, r) => (
        <div>
          <Button
            type="link"
            className="work-list__name"
            onClick={() => setOpen(r)}
            data-testid="work-list-open-name"
            aria-label={t('support.openFor', { name: r.name })}
          >
            {r.name}
          </Button>
          <div>
            <Typography.Text type="secondary">{r.username}</Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'overdue',
      title: t('support.overdueColumn'),
      width: 130,
      render: (_, r) =>
        r.overdue > 0 ? (
          <Tag color="red" icon={<ExclamationCircleOutlined />} data-testid="work-list-overdue">
            {t('support.overdue', { count: r.overdue })}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('support.noOverdue')}</Typography.Text>
        ),
    },
    { key: 'trend', title: t('support.trend'), width: 150, render: (_, r) => <Trend row={r} /> },
    {
      key: 'average',
      title: t('support.average'),
      align: 'right',
      width: 90,
      responsive: ['sm'],
      render: (_, r) =>
        r.average === null ? (
          '—'
        ) : (
          <span className={`progress-cell__score progress-cell__score--${scoreBand(r.average)}`}>{r.average}</span>
        ),
    },
    {
      key: 'classes',
      title: t('support.classes'),
      width: 130,
      responsive: ['md'],
      render: (_, r) =>
        r.classes.length > 0 ? (
          r.classes.map((c) => c.name).join(', ')
        ) : (
          <Typography.Text type="secondary">{t('support.noClass')}</Typography.Text>
        ),
    },
    {
      key: 'lastSubmittedAt',
      title: t('support.lastHandIn'),
      width: 150,
      responsive: ['lg'],
      render: (_, r) => (r.lastSubmittedAt ? formatDateTime(r.lastSubmittedAt) : t('support.never')),
    },
    {
      key: 'followUp',
      title: t('support.latestFollowUp'),
      width: 240,
      responsive: ['md'],
      render: (_, r) =>
        r.latestFollowUp ? (
          <div data-testid="work-list-latest">
            <Typography.Text type="secondary" className="work-list__by">
              {t('support.followUpBy', {
                time: formatDateTime(r.latestFollowUp.contactAt),
                name: r.latestFollowUp.staffName,
              })}
            </Typography.Text>
            <div className="work-list__excerpt">{r.latestFollowUp.excerpt}</div>
          </div>
        ) : (
          <Typography.Text type="secondary">{t('support.noFollowUp')}</Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: 140,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          icon={<MessageOutlined />}
          onClick={() => setOpen(r)}
          aria-label={t('support.openFor', { name: r.name })}
          data-testid="work-list-open"
        >
          {t('support.open')}
        </Button>
      ),
    },
  ];

  return (
    <Card data-testid="work-list">
      <Typography.Paragraph type="secondary">{t('support.intro', { drop: FALLING_SCORE_DROP })}</Typography.Paragraph>
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('support.search')} />
            <Select<Attention>
              allowClear
              aria-label={t('support.attention')}
              placeholder={t('support.attention')}
              className="work-list__filter"
              value={list.state.filters.attention}
              onChange={(attention) => list.setFilters({ attention })}
              options={[
                { value: 'overdue', label: t('support.attentionOverdue') },
                { value: 'falling', label: t('support.attentionFalling') },
              ]}
              data-testid="work-list-attention"
            />
          </>
        }
      />
      <ListTable<SupportStudentRow>
        query={query}
        list={list}
        columns={columns}
        rowKey={(r) => r.studentId}
        emptyText={t('support.empty')}
        scroll={{ x: 640 }}
        errorTestId="learning-error"
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('support.drawerTitle', { name: open.name }) : ''}
        size={Math.min(560, window.innerWidth)}
        destroyOnHidden
        data-testid="work-list-drawer"
      >
        {open && <StudentFollowUp student={open} />}
      </Drawer>
    </Card>
  );
}
