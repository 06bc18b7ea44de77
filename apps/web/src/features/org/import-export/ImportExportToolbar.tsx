import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { RoleType } from '@edu/shared/roles';
import { Button, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, isRequestError, routes, saveBlob } from '../../../app/api';
import { toastSuccess } from '../../../app/feedback';
import { IMPORT_NS } from './i18n';
import { type ExportSort, exportParams, type ImportExportFilters } from './params';

const ImportDialog = lazy(() => import('./ImportDialog'));

export interface ImportExportToolbarProps {
  filters: ImportExportFilters;
  /** the list's sort, kept in the export */
  sort?: ExportSort;
}

/** Import (teachers or students, by the list's role) and Export (CSV or XLSX of the current filters). */
export function ImportExportToolbar({ filters, sort }: ImportExportToolbarProps) {
  const { t } = useTranslation(IMPORT_NS);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const role = filters.roleType;
  const importRole = role === RoleType.teacher || role === RoleType.student ? role : undefined;

  const runExport = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const file = await download(routes.org.exportUsers, exportParams(filters, sort, format), {
        fallbackName: `export.${format}`,
      });
      saveBlob(file.blob, file.fileName);
      void toastSuccess(t('exported', { name: file.fileName }));
    } catch (error) {
      // download has shown the server's message; only an abort is silent.
      if (!isRequestError(error)) throw error;
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      {importRole !== undefined && (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-open">
          {t('button.import')}
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        disabled={exporting !== null}
        menu={{
          items: [
            { key: 'xlsx', label: <span data-testid="export-xlsx">{t('button.exportXlsx')}</span> },
            { key: 'csv', label: <span data-testid="export-csv">{t('button.exportCsv')}</span> },
          ],
          onClick: ({ key }) => void runExport(key === 'csv' ? 'csv' : 'xlsx'),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={exporting !== null} data-testid="export-open">
          {t('ui:actions.export')}
        </Button>
      </Dropdown>
      {importing && importRole !== undefined && (
        <Suspense fallback={null}>
          <ImportDialog roleType={importRole} defaultSchoolId={filters.schoolId} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
