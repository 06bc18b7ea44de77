import { InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@edu/shared';
import { Alert, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';

/** A CSV or XLSX file to drop or choose (sent for the check at once), with the upload's progress and error. */
export function ImportFileDrop({
  uploading,
  error,
  busy,
  onFile,
}: {
  /** the part sent (0 to 1) while the file is being checked, else null */
  uploading: number | null;
  error: string | null;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation(UI_NS);
  return (
    <>
      <Upload.Dragger
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(chosen) => {
          onFile(chosen);
          return false;
        }}
        data-testid="import-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('import.drop')}</p>
        <p className="ant-upload-hint">
          {t('import.hint', { mb: IMPORT_MAX_BYTES / 1024 / 1024, rows: IMPORT_MAX_ROWS })}
        </p>
      </Upload.Dragger>
      {uploading !== null && (
        <div data-testid="import-uploading">
          <Typography.Text type="secondary">{t('import.uploading')}</Typography.Text>
          <Progress percent={Math.round(uploading * 100)} status="active" />
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="import-error" />}
    </>
  );
}
