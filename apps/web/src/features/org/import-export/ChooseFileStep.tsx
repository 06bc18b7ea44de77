import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { OrgScopeKind } from '@edu/shared/access';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportFileDrop } from '../../../ui/import/ImportFileDrop';
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
      <Typography.Paragraph type="secondary" className="ui-import__intro">
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
        <Form layout="vertical" className="ui-import__form">
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
      <ImportFileDrop uploading={stage.uploading} error={stage.error} busy={busy} onFile={onFile} />
      <Typography.Text type="secondary" className="ui-import__note">
        {t('choose.password')}
      </Typography.Text>
    </Flex>
  );
}
