import { ClockCircleOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { LessonRelease, ReleaseState } from '@edu/shared';
import { Button, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { measureSafeTitle } from '../../../ui/list/MeasureSafe';
import { LEARNING_NS } from '../i18n';
import type { ReleaseNode } from './release-tree';

export type ReleaseAction = 'release' | 'schedule' | 'lock';

const STATE_COLOR = { locked: 'default', scheduled: 'gold', released: 'green' } as const;

/** A lesson row's actions; each is off where it would change nothing (releasing a released lesson…). */
const ROW_ACTIONS: { action: ReleaseAction; icon: ReactNode; needless?: ReleaseState }[] = [
  { action: 'release', icon: <UnlockOutlined />, needless: 'released' },
  { action: 'schedule', icon: <ClockCircleOutlined /> },
  { action: 'lock', icon: <LockOutlined />, needless: 'locked' },
];

export function ReleaseStateTag({ release }: { release: LessonRelease }) {
  const { t } = useTranslation(LEARNING_NS);
  return (
    <Tag color={STATE_COLOR[release.state]} data-testid="release-state" data-state={release.state}>
      {t(`lockUp.states.${release.state}`, { time: formatDateTime(release.unlockAt) })}
    </Tag>
  );
}

/**
 * The course's chapters and lessons for one class, each lesson with its state, its last change and its
 * actions; chapters select all their lessons at once (the bulk bar above acts on the selection).
 */
export function ReleaseTable({
  tree,
  selected,
  onSelect,
  onAction,
  busy,
}: {
  tree: ReleaseNode[];
  selected: Key[];
  onSelect: (keys: Key[]) => void;
  onAction: (action: ReleaseAction, lessonIds: number[]) => void;
  busy: boolean;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const columns: TableColumnsType<ReleaseNode> = [
    {
      title: t('lockUp.lesson'),
      dataIndex: 'title',
      render: (title: string, node) =>
        node.kind === 'chapter' ? <Typography.Text strong>{title}</Typography.Text> : title,
    },
    {
      title: t('lockUp.state'),
      key: 'state',
      width: 170,
      render: (_, node) => (node.release ? <ReleaseStateTag release={node.release} /> : null),
    },
    {
      title: t('lockUp.changed'),
      key: 'changed',
      width: 220,
      responsive: ['lg'],
      render: (_, node) =>
        node.release?.changedAt ? (
          <Typography.Text type="secondary">
            {t('lockUp.changedBy', {
              name: node.release.changedBy ?? '—',
              time: formatDateTime(node.release.changedAt),
            })}
          </Typography.Text>
        ) : null,
    },
    {
      title: t('ui:fields.actions'),
      key: 'actions',
      width: 290,
      render: (_, node) => {
        const release = node.release;
        if (!release) return null;
        return (
          <Space size={0} wrap role="group" aria-label={t('lockUp.actionsFor', { lesson: node.title })}>
            {ROW_ACTIONS.map(({ action, icon, needless }) => (
              <Button
                key={action}
                type="link"
                size="small"
                danger={action === 'lock'}
                icon={icon}
                disabled={busy || release.state === needless}
                onClick={() => onAction(action, [node.id])}
                data-testid={`release-${action === 'release' ? 'now' : action}`}
              >
                {t(`lockUp.${action}`)}
              </Button>
            ))}
          </Space>
        );
      },
    },
  ];
  return (
    <Table<ReleaseNode>
      rowKey="key"
      columns={columns}
      dataSource={tree}
      pagination={false}
      size="middle"
      expandable={{ defaultExpandAllRows: true }}
      rowSelection={{
        selectedRowKeys: selected,
        // A chapter's checkbox selects every lesson below it.
        checkStrictly: false,
        onChange: (keys) => onSelect(keys),
        getCheckboxProps: (node) => ({ 'aria-label': node.title }),
        columnTitle: measureSafeTitle,
      }}
      scroll={{ x: 680 }}
      data-testid="release-table"
    />
  );
}
