import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Flex, Space, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import { useKeyboardScroll } from '../list/useKeyboardScroll';
import type { ImportPreviewLike, ImportPreviewRowLike } from './import-files';
import './import.css';

/**
 * The check step of a spreadsheet import: what the check found (all rows ready, or how many have errors),
 * the columns it ignores, a switch to see only the rows with errors, and every row of the file: its number,
 * its problems (column: message) and the import's own columns.
 */
export function ImportPreview<R extends ImportPreviewRowLike>({
  preview,
  error,
  onlyErrors,
  onOnlyErrors,
  columns,
  columnLabel,
  scrollX,
}: {
  preview: ImportPreviewLike<R>;
  /** why the import was refused, if it was */
  error: string | null;
  onlyErrors: boolean;
  onOnlyErrors: (only: boolean) => void;
  /** the import's columns, after the row number and the problems */
  columns: TableColumnsType<R>;
  /** the name of a problem's column as the file has it */
  columnLabel: (column: string) => string;
  scrollX: number;
}) {
  const { t } = useTranslation(UI_NS);
  const onlyErrorsLabel = useId();
  const tableRef = useRef<HTMLDivElement>(null);
  useKeyboardScroll(tableRef, t('import.table'));

  const all: TableColumnsType<R> = [
    { key: 'row', title: t('import.row'), dataIndex: 'row', width: 64, fixed: 'left' },
    {
      key: 'errors',
      title: t('import.errors'),
      width: 280,
      render: (_, r) =>
        r.errors.length === 0 ? (
          <Tag color="success" icon={<CheckCircleFilled />}>
            {t('import.ok')}
          </Tag>
        ) : (
          <ul className="ui-import__errors" data-testid="import-row-errors">
            {r.errors.map((e) => (
              <li key={`${e.column}:${e.message}`}>
                {e.column ? <strong>{columnLabel(e.column)}: </strong> : null}
                {e.message}
              </li>
            ))}
          </ul>
        ),
    },
    ...columns,
  ];

  return (
    <Flex vertical gap={12} data-testid="import-preview">
      {error && <Alert type="error" showIcon title={error} data-testid="import-error" />}
      {preview.invalid > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('import.summary', { total: preview.total, valid: preview.valid, invalid: preview.invalid })}
          description={t('import.hasErrors', { count: preview.invalid })}
          data-testid="import-summary"
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('import.allValid', { total: preview.total })}
          data-testid="import-summary"
        />
      )}
      {preview.ignoredColumns.length > 0 && (
        <Alert type="info" showIcon title={t('import.ignored', { columns: preview.ignoredColumns.join(', ') })} />
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
          <Typography.Text id={onlyErrorsLabel}>{t('import.onlyErrors')}</Typography.Text>
        </Space>
      </Flex>
      <div ref={tableRef}>
        <Table<R>
          size="small"
          rowKey="row"
          columns={all}
          dataSource={onlyErrors ? preview.rows.filter((r) => r.errors.length > 0) : [...preview.rows]}
          rowClassName={(r) => (r.errors.length > 0 ? 'ui-import__row--bad' : '')}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 50, 100], size: 'small' }}
          scroll={{ x: scrollX }}
          data-testid="import-preview-table"
        />
      </div>
    </Flex>
  );
}
