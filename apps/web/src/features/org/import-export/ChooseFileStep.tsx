import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@edu/shared';
import type { OrgScopeKind } from '@edu/shared/access';
import { Alert, Button, Flex, Form, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchoolSelect } from '../components/selects';
import { IMPORT_NS } from './i18n';
import type { ImportStage } from './useImportFlow';

/** Step 1: the template to fill in, the school of rows without one, and the file (sent for the check). */
export function ChooseFileStep({
  stage,
  scope,
  schoolId,
  onSchool,
  templateLoading,
  onTemplate,
  onFile,
  busy,
}: {
  stage: Extract<ImportStage, { step: 'choose' }>;
  scope: OrgScopeKind | undefined;
  schoolId: number | undefined;
  onSchool: (schoolId: number | undefined) => void;
  templateLoading: 'csv' | 'xlsx' | null;
  onTemplate: (format: 'csv' | 'xlsx') => void;
  onFile: (file: File) => void;
  busy: boolean;
}) {
  const { t } = useTranslation(IMPORT_NS);
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" className="org-import__intro">
        {t('choose.intro')}
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{t('choose.template')}</Typography.Text>
        <Button
          icon={<FileExcelOutlined />}
          loading={templateLoading === 'xlsx'}
          onClick={() => onTemplate('xlsx')}
          data-testid="import-template-xlsx"
        >
          {t('choose.templateXlsx')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={templateLoading === 'csv'}
          onClick={() => onTemplate('csv')}
          data-testid="import-template-csv"
        >
          {t('choose.templateCsv')}
        </Button>
      </Flex>
      {scope === 'school' ? (
        <Alert type="info" showIcon title={t('choose.ownSchool')} />
      ) : (
        <Form layout="vertical" className="org-import__form">
          <Form.Item label={t('choose.school')} extra={t('choose.schoolHelp')}>
            <SchoolSelect
              onlyEnabled
              value={schoolId}
              onChange={(v) => onSchool(typeof v === 'number' ? v : undefined)}
              className="org-fill"
              data-testid="import-school"
            />
          </Form.Item>
        </Form>
      )}
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
        <p className="ant-upload-text">{t('choose.drop')}</p>
        <p className="ant-upload-hint">
          {t('choose.hint', { mb: IMPORT_MAX_BYTES / 1024 / 1024, rows: IMPORT_MAX_ROWS })}
        </p>
      </Upload.Dragger>
      {stage.uploading !== null && (
        <div data-testid="import-uploading">
          <Typography.Text type="secondary">{t('choose.uploading')}</Typography.Text>
          <Progress percent={Math.round(stage.uploading * 100)} status="active" />
        </div>
      )}
      {stage.error && <Alert type="error" showIcon title={stage.error} data-testid="import-error" />}
      <Typography.Text type="secondary" className="org-import__note">
        {t('choose.password')}
      </Typography.Text>
    </Flex>
  );
}
