import type { ImportPreview, ImportPreviewRow } from '@edu/shared';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportPreview as ImportPreviewTable } from '../../../ui/import/ImportPreview';
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

  return (
    <ImportPreviewTable<ImportPreviewRow>
      preview={preview}
      error={error}
      onlyErrors={onlyErrors}
      onOnlyErrors={onOnlyErrors}
      columns={columns}
      columnLabel={label}
      scrollX={1240}
    />
  );
}
