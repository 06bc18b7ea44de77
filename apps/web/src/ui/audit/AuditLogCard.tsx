import { AUDIT_TARGET_TYPES, type AuditRow, type AuditTargetType } from '@edu/shared';
import { Card, Select, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';
import { AUDIT_NS } from './i18n';
import { ListTable } from '../list/ListTable';
import { useListState } from '../list/useListState';
import { auditActionKey, auditChanges } from './audit';
import { useAuditLog } from './useAuditLog';
import './audit-log.css';

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
  const { t } = useTranslation(AUDIT_NS);
  const single = targetId !== undefined;
  const list = useListState<{ targetType?: AuditTargetType }>(single ? {} : { targetType }, {
    fixed: single ? { targetType, targetId } : {},
    pageSize: 10,
  });
  const query = useAuditLog(list.params);
  const targetLabel = (name: string) => t(`targets.${name}`, { defaultValue: name });

  const columns: TableColumnsType<AuditRow> = [
    { key: 'at', title: t('at'), dataIndex: 'at', width: 150, render: (at: string) => formatDateTime(at, true) },
    {
      key: 'actor',
      title: t('actor'),
      width: 150,
      render: (_, row) => (row.actor ? `${row.actor.name} (${row.actor.username})` : t('system')),
    },
    {
      key: 'action',
      title: t('action'),
      width: 160,
      render: (_, row) => t(`actions.${auditActionKey(row.action)}`, { defaultValue: row.action }),
    },
    ...(single
      ? []
      : [
          {
            key: 'target',
            title: t('target'),
            width: 150,
            render: (_: unknown, row: AuditRow) =>
              row.targetId === null ? targetLabel(row.targetType) : `${targetLabel(row.targetType)} #${row.targetId}`,
          },
        ]),
    {
      key: 'changes',
      title: t('changes'),
      width: 380,
      render: (_, row) => {
        const changes = auditChanges(row.before, row.after);
        if (changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <ul className="audit-log__changes">
            {changes.map((c) => (
              <li key={c.field}>
                <Typography.Text code>{t(`fields.${c.field}`, { defaultValue: c.field })}</Typography.Text>{' '}
                {c.before !== undefined && <Typography.Text delete={c.after !== undefined}>{c.before}</Typography.Text>}
                {c.before !== undefined && c.after !== undefined && ' → '}
                {c.after !== undefined && <Typography.Text>{c.after}</Typography.Text>}
              </li>
            ))}
          </ul>
        );
      },
    },
    { key: 'ip', title: t('ip'), dataIndex: 'ip', width: 120, responsive: ['lg'] },
  ];

  return (
    <Card
      title={title ?? t('title')}
      data-testid="audit-log"
      className="audit-log"
      extra={
        !single && (
          <Select<AuditTargetType>
            allowClear
            value={list.state.filters.targetType}
            placeholder={t('allTargets')}
            aria-label={t('targetFilter')}
            onChange={(v) => list.setFilters({ targetType: v })}
            options={AUDIT_TARGET_TYPES.map((v) => ({ value: v, label: targetLabel(v) }))}
            popupMatchSelectWidth={false}
            className="audit-log__filter"
            data-testid="audit-target-filter"
          />
        )
      }
    >
      <ListTable<AuditRow>
        query={query}
        // The log says "no change recorded" whatever kind of target it shows.
        list={{ ...list, filtered: false }}
        columns={columns}
        emptyText={t('empty')}
        errorTestId="org-error"
        compact
        pagination={{ pageSizeOptions: [10, 20, 50] }}
      />
    </Card>
  );
}
