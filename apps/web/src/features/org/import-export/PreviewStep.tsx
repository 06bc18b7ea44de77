import { CheckCircleFilled } from '@ant-design/icons';
import type { ImportPreview, ImportPreviewRow } from '@edu/shared';
import { Alert, Flex, Space, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyboardScroll } from '../../../ui/list/useKeyboardScroll';
import { IMPORT_NS } from './i18n';
import { useColumnLabel } from './useColumnLabel';

/** Step 2: every row of the file with its errors (or only those with errors), and what the import will do. */
export function PreviewStep({
  preview,
  error,
  role,
  onlyErrors,
  onOnlyErrors,
}: {
  preview: ImportPreview;
  /** why the import was refused, if it was */
  error: string | null;
  role: 'teacher' | 'student';
  onlyErrors: boolean;
  onOnlyErrors: (only: boolean) => void;
}) {
  const { t } = useTranslation(IMPORT_NS);
  const label = useColumnLabel();

  const columns: TableColumnsType<ImportPreviewRow> = [
    { key: 'row', title: t('preview.row'), dataIndex: 'row', width: 64, fixed: 'left' },
    {
      key: 'errors',
      title: t('preview.errors'),
      width: 280,
      render: (_, r) =>
        r.errors.length === 0 ? (
          <Tag color="success" icon={<CheckCircleFilled />}>
            {t('preview.ok')}
          </Tag>
        ) : (
          <ul className="org-import__errors" data-testid="import-row-errors">
            {r.errors.map((e) => (
              <li key={`${e.column}:${e.message}`}>
                {e.column ? <strong>{label(e.column)}: </strong> : null}
                {e.message}
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'username',
      title: label('username'),
      width: 150,
      render: (_, r) => r.username || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { key: 'name', title: label('name'), width: 130, render: (_, r) => r.name || '—' },
    { key: 'phone', title: label('phone'), width: 130, render: (_, r) => r.phone || '—' },
    {
      key: 'school',
      title: label('school'),
      width: 190,
      ellipsis: true,
      render: (_, r) => r.school?.name ?? r.cells.school ?? '—',
    },
    {
      key: 'classes',
      title: label(role === 'teacher' ? 'classes' : 'class'),
      width: 170,
      render: (_, r) =>
        r.classes.length > 0
          ? r.classes.map((c) => c.name).join('、')
          : (r.cells.classes ?? r.cells.class ?? '') || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: 'password',
      title: label('password'),
      width: 120,
      render: (_, r) => (r.password === 'given' ? t('preview.passwordGiven') : t('preview.passwordGenerated')),
    },
  ];

  const onlyErrorsLabel = useId();
  const tableRef = useRef<HTMLDivElement>(null);
  useKeyboardScroll(tableRef, t('preview.table'));

  return (
    <Flex vertical gap={12} data-testid="import-preview">
      {error && <Alert type="error" showIcon title={error} data-testid="import-error" />}
      {preview.invalid > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('preview.summary', preview)}
          description={t('preview.hasErrors', { count: preview.invalid })}
          data-testid="import-summary"
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('preview.allValid', { total: preview.total })}
          data-testid="import-summary"
        />
      )}
      {preview.ignoredColumns.length > 0 && (
        <Alert type="info" showIcon title={t('preview.ignored', { columns: preview.ignoredColumns.join(', ') })} />
      )}
      <Flex justify="flex-end" align="center" wrap gap={8}>
        <Space>
          <Switch
            size="small"
            checked={onlyErrors}
            disabled={preview.invalid === 0}
            onChange={onOnlyErrors}
            aria-labelledby={onlyErrorsLabel}
            data-testid="import-only-errors"
          />
          <Typography.Text id={onlyErrorsLabel}>{t('preview.onlyErrors')}</Typography.Text>
        </Space>
      </Flex>
      <div ref={tableRef}>
        <Table<ImportPreviewRow>
          size="small"
          rowKey="row"
          columns={columns}
          dataSource={onlyErrors ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows}
          rowClassName={(r) => (r.errors.length > 0 ? 'org-import__row--bad' : '')}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 50, 100], size: 'small' }}
          scroll={{ x: 1240 }}
          data-testid="import-preview-table"
        />
      </div>
    </Flex>
  );
}
