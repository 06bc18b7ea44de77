import type { AuditRow } from '@edu/shared';
import { Card, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/audit';
import { ORG_NS } from '../i18n';
import { auditActionKey, auditChanges } from './audit';
import { formatDateTime } from './format';
import { QueryError } from './QueryError';

/** The audit log of one school, user or class: who changed what, when, before and after. */
export function AuditLogCard({ targetType, targetId }: { targetType: 'school' | 'user' | 'class'; targetId: number }) {
  const { t } = useTranslation(ORG_NS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const params = useMemo(() => ({ targetType, targetId, page, pageSize }), [targetType, targetId, page, pageSize]);
  const query = useAuditLog(params);

  const columns: TableColumnsType<AuditRow> = [
    { key: 'at', title: t('audit.at'), dataIndex: 'at', width: 150, render: (at: string) => formatDateTime(at, true) },
    {
      key: 'actor',
      title: t('audit.actor'),
      width: 150,
      render: (_, row) => (row.actor ? `${row.actor.name} (${row.actor.username})` : t('audit.system')),
    },
    {
      key: 'action',
      title: t('audit.action'),
      width: 160,
      render: (_, row) => t(`audit.actions.${auditActionKey(row.action)}`, { defaultValue: row.action }),
    },
    {
      key: 'changes',
      title: t('audit.changes'),
      width: 380,
      render: (_, row) => {
        const changes = auditChanges(row.before, row.after);
        if (changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <ul className="org-audit__changes">
            {changes.map((c) => (
              <li key={c.field}>
                <Typography.Text code>{t(`audit.fields.${c.field}`, { defaultValue: c.field })}</Typography.Text>{' '}
                {c.before !== undefined && <Typography.Text delete={c.after !== undefined}>{c.before}</Typography.Text>}
                {c.before !== undefined && c.after !== undefined && ' → '}
                {c.after !== undefined && <Typography.Text>{c.after}</Typography.Text>}
              </li>
            ))}
          </ul>
        );
      },
    },
    { key: 'ip', title: t('audit.ip'), dataIndex: 'ip', width: 120, responsive: ['lg'] },
  ];

  return (
    <Card title={t('audit.title')} data-testid="audit-log" className="org-card">
      {query.isError && !query.data ? (
        <QueryError compact error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<AuditRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('audit.empty') }}
          pagination={{
            current: page,
            pageSize,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            onChange: (p, s) => {
              setPage(s !== pageSize ? 1 : p);
              setPageSize(s);
            },
          }}
        />
      )}
    </Card>
  );
}
