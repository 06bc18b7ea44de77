import { PlusOutlined } from '@ant-design/icons';
import type { ClassSessionRow, ClassSessionState } from '@edu/shared';
import { Button, Card, Flex, Grid, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime, formatDuration } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useClassSessions, useMyClasses } from '../api';
import '../i18n';
import { SUPERVISION_NS } from '../i18n';
import { SessionStateTag } from '../parts';
import { sessionBoardPath } from '../paths';
import '../supervision.css';
import { StartSessionModal } from './StartSessionModal';

interface Filters {
  state?: ClassSessionState;
  classId?: number;
}

const durationOf = (r: ClassSessionRow) =>
  r.endedAt ? formatDuration(Date.parse(r.endedAt) - Date.parse(r.startedAt)) : null;

/**
 * /superviseClass/superviseClassEnd (teacher): its class sessions, live ones first then ended ones, newest
 * first; "Start a session" opens the board of a new one; a row opens its board (live) or replay (ended).
 */
export default function SessionListPage() {
  const { t } = useTranslation(SUPERVISION_NS);
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const list = useListState<Filters>({});
  const query = useClassSessions(list.params);
  const classes = useMyClasses();
  const [starting, setStarting] = useState(false);

  const open = (r: ClassSessionRow) => (
    <Link
      to={sessionBoardPath(r.id)}
      onClick={(e) => e.stopPropagation()}
      aria-label={t(r.state === 'live' ? 'list.openFor' : 'list.replayFor', {
        className: r.className,
        title: r.lessonTitle,
      })}
      data-testid="supervise-open"
    >
      {t(r.state === 'live' ? 'list.open' : 'list.replay')}
    </Link>
  );
  const attendance = (r: ClassSessionRow) => t('list.attendance', { attended: r.attended, students: r.students });

  const narrow: TableColumnsType<ClassSessionRow> = [
    {
      key: 'lesson',
      title: t('fields.lesson'),
      render: (_, r) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{r.lessonTitle}</Typography.Text>
          <Typography.Text type="secondary">
            {r.className} · {formatDateTime(r.startedAt)}
          </Typography.Text>
          <Flex gap={8} align="center" wrap>
            <SessionStateTag state={r.state} />
            <span>
              {t('fields.attendance')} {attendance(r)}
            </span>
          </Flex>
        </Flex>
      ),
    },
    { key: 'actions', title: t('ui:fields.actions'), width: 96, render: (_, r) => open(r) },
  ];
  const columns: TableColumnsType<ClassSessionRow> = [
    {
      key: 'lesson',
      title: t('fields.lesson'),
      render: (_, r) => <Typography.Text strong>{r.lessonTitle}</Typography.Text>,
    },
    { key: 'class', title: t('ui:fields.class'), dataIndex: 'className', width: 130 },
    { key: 'state', title: t('fields.state'), width: 100, render: (_, r) => <SessionStateTag state={r.state} /> },
    { key: 'startedAt', title: t('fields.startedAt'), width: 170, render: (_, r) => formatDateTime(r.startedAt) },
    {
      key: 'duration',
      title: t('fields.duration'),
      width: 100,
      responsive: ['lg'],
      render: (_, r) => durationOf(r) ?? t('list.running'),
    },
    { key: 'attendance', title: t('fields.attendance'), width: 100, render: (_, r) => attendance(r) },
    { key: 'actions', title: t('ui:fields.actions'), width: 110, render: (_, r) => open(r) },
  ];

  return (
    <Card data-testid="supervise-sessions">
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <ListToolbar
        filters={
          <>
            <Select<ClassSessionState>
              allowClear
              aria-label={t('fields.state')}
              placeholder={t('list.allStates')}
              className="supervise-select"
              value={list.state.filters.state}
              onChange={(state) => list.setFilters({ state })}
              options={(['live', 'ended'] as const).map((s) => ({ value: s, label: t(`state.${s}`) }))}
              data-testid="supervise-filter-state"
            />
            <Select<number>
              allowClear
              aria-label={t('ui:fields.class')}
              placeholder={t('list.allClasses')}
              className="supervise-select"
              value={list.state.filters.classId}
              onChange={(classId) => list.setFilters({ classId })}
              options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              data-testid="supervise-filter-class"
            />
          </>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setStarting(true)}
            data-testid="supervise-start"
          >
            {t('list.start')}
          </Button>
        }
      />
      <ListTable<ClassSessionRow>
        query={query}
        list={list}
        columns={screens.sm === false ? narrow : columns}
        rowKey="id"
        onRow={(r) => ({ onClick: () => navigate(sessionBoardPath(r.id)), className: 'supervise-row' })}
        emptyText={t('list.empty')}
        scroll={screens.sm === false ? {} : { x: 760 }}
        errorTestId="supervise-error"
        data-testid="supervise-sessions-table"
      />
      <StartSessionModal open={starting} onClose={() => setStarting(false)} />
    </Card>
  );
}
