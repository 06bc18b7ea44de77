import type { PrepRevisionRow } from '@edu/shared';
import {
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Modal,
  Select,
  Skeleton,
  Space,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { settle } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { useListState } from '../../../ui/list/useListState';
import { QueryError } from '../../../ui/QueryError';
import { LEARNING_NS } from '../i18n';
import { usePrepRevision, usePrepRevisions, useRestorePrepRevision } from './api';
import { RevisionDiff } from './RevisionDiff';

const PAGE_SIZE = 10;

/**
 * A preparation's revisions, newest first (paged on the server), the difference between any two of them
 * (chosen in two selects: by default the latest against the one before), and a restore of any but the
 * latest after a confirmation (a new revision equal to it).
 */
export function RevisionHistory({ prepId, title }: { prepId: number; title: string }) {
  const { t } = useTranslation(LEARNING_NS);
  const screens = Grid.useBreakpoint();
  const [modal, modalContext] = Modal.useModal();
  const list = useListState({}, { pageSize: PAGE_SIZE });
  const revisions = usePrepRevisions(prepId, list.state.page, list.state.pageSize);
  const restore = useRestorePrepRevision();
  const current = revisions.data?.current ?? 0;
  // The pair compared: chosen, else the latest against the one before.
  const [chosen, setChosen] = useState<{ from?: number; to?: number }>({});
  const to = chosen.to ?? current;
  const from = chosen.from ?? Math.max(1, current - 1);
  const before = usePrepRevision(prepId, current >= 2 ? from : undefined);
  const after = usePrepRevision(prepId, current >= 2 ? to : undefined);

  const onRestore = (number: number) => {
    void modal.confirm({
      title: t('prepare.restoreTitle', { n: number }),
      content: t('prepare.restoreContent', { n: number }),
      okText: t('prepare.restore'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        const result = await restore.mutateAsync({ prepId, revision: number });
        if (!result.changed) {
          void toastSuccess(t('prepare.restoreUnchanged', { n: number }));
          return;
        }
        const n = result.prep.revision;
        void toastSuccess(
          result.droppedQuestionIds.length > 0
            ? t('prepare.restoredDropped', { from: number, n, count: result.droppedQuestionIds.length })
            : t('prepare.restored', { from: number, n }),
        );
        // Show what the restore changed: the latest before it against the new one.
        setChosen({ from: n - 1, to: n });
        list.setPage(1);
      }),
    });
  };

  const options = Array.from({ length: current }, (_, i) => current - i).map((n) => ({
    value: n,
    label: t('prepare.revisionOption', { n }),
  }));

  const number = (r: PrepRevisionRow) => (
    <Space size={4} wrap>
      <Typography.Text strong>#{r.number}</Typography.Text>
      {r.number === current && <Tag color="green">{t('prepare.current')}</Tag>}
      {r.restoredFrom !== null && <Tag>{t('prepare.restoredFrom', { n: r.restoredFrom })}</Tag>}
    </Space>
  );
  const restoreButton = (r: PrepRevisionRow) => (
    <Button
      type="link"
      size="small"
      disabled={r.number === current || restore.isPending}
      onClick={() => onRestore(r.number)}
      aria-label={t('prepare.restoreLabel', { n: r.number })}
      data-testid="prep-restore"
    >
      {t('prepare.restore')}
    </Button>
  );
  const summary = (r: PrepRevisionRow) =>
    t('prepare.summaryText', { state: t(`prepare.states.${r.state}`), exercises: r.exercises, chars: r.notesLength });

  const columns: TableColumnsType<PrepRevisionRow> =
    screens.sm === false
      ? // A phone: one column per revision, its restore within reach.
        [
          {
            key: 'number',
            title: t('prepare.revision'),
            render: (_, r) => (
              <Flex vertical gap={2} align="flex-start">
                {number(r)}
                <Typography.Text type="secondary">
                  {formatDateTime(r.createdAt)} · {r.author}
                </Typography.Text>
                <Typography.Text type="secondary">{summary(r)}</Typography.Text>
                {restoreButton(r)}
              </Flex>
            ),
          },
        ]
      : [
          { key: 'number', title: t('prepare.revision'), width: 170, render: (_, r) => number(r) },
          {
            key: 'createdAt',
            title: t('prepare.savedTime'),
            width: 160,
            render: (_, r) => formatDateTime(r.createdAt),
          },
          { key: 'author', title: t('prepare.author'), width: 120, responsive: ['md'], dataIndex: 'author' },
          { key: 'summary', title: t('prepare.summary'), responsive: ['lg'], render: (_, r) => summary(r) },
          { key: 'actions', title: t('ui:fields.actions'), width: 110, render: (_, r) => restoreButton(r) },
        ];

  const diff = () => {
    if (current < 2) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('prepare.oneRevision')} />;
    const failed = [before, after].find((q) => q.isError);
    if (failed)
      return <QueryError compact error={failed.error} onRetry={() => failed.refetch()} testId="learning-error" />;
    if (!before.data || !after.data) return <Skeleton active aria-label={t('prepare.diff.loading')} />;
    return <RevisionDiff before={before.data} after={after.data} />;
  };

  return (
    <Card title={title} data-testid="prep-history-card" className="prep-history">
      {modalContext}
      <ListTable<PrepRevisionRow>
        query={revisions}
        list={list}
        compact
        sizeChanger={false}
        rowKey="number"
        columns={columns}
        scroll={screens.sm === false ? {} : { x: 520 }}
        errorTestId="learning-error"
        data-testid="prep-revisions"
        pagination={{ size: 'small', hideOnSinglePage: true }}
      />
      {current >= 2 && (
        <Flex wrap gap="small" align="center" className="prep-history__compare">
          <Select<number>
            aria-label={t('prepare.compareFrom')}
            className="prep-history__select"
            value={from}
            onChange={(n) => setChosen({ from: n, to })}
            options={options}
            data-testid="prep-compare-from"
            prefix={t('prepare.compareFrom')}
          />
          <span aria-hidden="true" className="prep-history__arrow">
            →
          </span>
          <Select<number>
            aria-label={t('prepare.compareTo')}
            className="prep-history__select"
            value={to}
            onChange={(n) => setChosen({ from, to: n })}
            options={options}
            data-testid="prep-compare-to"
            prefix={t('prepare.compareTo')}
          />
        </Flex>
      )}
      {diff()}
    </Card>
  );
}
