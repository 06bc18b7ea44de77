import { AUDIT_TARGET_TYPES, type AuditRow, type AuditTargetType } from '@edu/shared';
import { Card, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPagination } from '../../../shell/list/pagination';
import { useAuditLog } from '../api/audit';
import { ORG_NS } from '../i18n';
import { auditActionKey, auditChanges } from './audit';
import { formatDateTime } from './format';
import { QueryError } from './QueryError';

/**
 * The audit log of one school, user, class or content item (course, chapter, lesson, question,
 * knowledge point, material): who changed what, when, before and after. Without `targetId` it is the
 * log of the caller's whole scope, with a target column and a filter by kind of target (`targetType`
 * its initial value).
 */
export function AuditLogCard({
  targetType,
  targetId,
  title,
}: {
  targetType?: AuditTargetType;
  targetId?: number;
  /** the card's title when "Audit log" alone would not say whose */
  title?: string;
}) {
  const { t } = useTranslation(ORG_NS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const single = targetId !== undefined;
  const [kind, setKind] = useState<AuditTargetType | undefined>(targetType);
  const type = single ? targetType : kind;
  const params = useMemo(() => {
    const p: Record<string, string | number> = { page, pageSize };
    if (type !== undefined) p.targetType = type;
    if (targetId !== undefined) p.targetId = targetId;
    return p;
  }, [type, targetId, page, pageSize]);
  const query = useAuditLog(params);
  const pagination = useListPagination({ page, pageSize, data: query.data, sizeChanger: false });
  const targetLabel = (name: string) => t(`audit.targets.${name}`, { defaultValue: name });

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
    ...(single
      ? []
      : [
          {
            key: 'target',
            title: t('audit.target'),
            width: 150,
            render: (_: unknown, row: AuditRow) =>
              row.targetId === null ? targetLabel(row.targetType) : `${targetLabel(row.targetType)} #${row.targetId}`,
          },
        ]),
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
    <Card
      title={title ?? t('audit.title')}
      data-testid="audit-log"
      className="org-card"
      extra={
        !single && (
          <Select<AuditTargetType>
            allowClear
            value={kind}
            placeholder={t('audit.allTargets')}
            aria-label={t('audit.targetFilter')}
            onChange={(v) => {
              setKind(v);
              setPage(1);
            }}
            options={AUDIT_TARGET_TYPES.map((v) => ({ value: v, label: targetLabel(v) }))}
            popupMatchSelectWidth={false}
            className="org-audit__filter"
            data-testid="audit-target-filter"
          />
        )
      }
    >
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
            ...pagination,
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
