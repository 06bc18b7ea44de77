import { CheckCircleOutlined } from '@ant-design/icons';
import {
  DEVICE_COLUMN_LABELS,
  DEVICE_IMPORT_COLUMNS,
  type DeviceImportColumn,
  type DeviceImportPreview,
  type DeviceImportRow,
} from '@edu/shared';
import { Button, Flex, Form, Result, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, upload, useInvalidate } from '../../app/api';
import { useAppStore } from '../../app/app-store';
import { refusalOf } from '../../ui/import/import-files';
import { ImportFileDrop } from '../../ui/import/ImportFileDrop';
import { ImportModal } from '../../ui/import/ImportModal';
import { ImportPreview } from '../../ui/import/ImportPreview';
import { useFileCheck } from '../../ui/import/useFileCheck';
import { SchoolPicker } from './DeviceForms';
import { DEVICES_NS } from './i18n';

type Stage =
  | { step: 'choose'; uploading: number | null; error: string | null }
  | { step: 'preview'; preview: DeviceImportPreview; error: string | null }
  | { step: 'importing' }
  | { step: 'done'; created: number };

/**
 * The import of device serials (CSV or XLSX), as the people import: the file checked on the server
 * (previewDeviceImport: every row with its errors, nothing written), then imported whole or not at all
 * (importDevices). Failures are shown in place (the calls are silent).
 */
export default function DeviceImportDialog({
  defaultSchoolId,
  onClose,
}: {
  /** the list's school filter: the default school of rows without one */
  defaultSchoolId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(DEVICES_NS);
  const language = useAppStore((s) => s.language);
  const invalidate = useInvalidate('device');
  const [schoolId, setSchoolId] = useState<number | undefined>(defaultSchoolId);
  const [stage, setStage] = useState<Stage>({ step: 'choose', uploading: null, error: null });
  const [onlyErrors, setOnlyErrors] = useState(false);
  const params = schoolId === undefined ? {} : { schoolId };
  const label = (column: string) => DEVICE_COLUMN_LABELS[column as DeviceImportColumn]?.[language] ?? column;

  const { file, check, abort } = useFileCheck<DeviceImportPreview>({
    send: (chosen, options) =>
      upload(routes.device.previewDeviceImport, params, {
        file: chosen,
        fileName: chosen.name,
        silent: true,
        ...options,
      }),
    onChoose: (state) => setStage({ step: 'choose', ...state }),
    onPreview: (preview) => {
      setOnlyErrors(preview.invalid > 0);
      setStage({ step: 'preview', preview, error: null });
    },
  });

  const submit = async () => {
    const chosen = file.current;
    if (!chosen || stage.step !== 'preview') return;
    const before = stage;
    setStage({ step: 'importing' });
    try {
      const result = await upload(routes.device.importDevices, params, {
        file: chosen,
        fileName: chosen.name,
        silent: true,
      });
      setStage({ step: 'done', created: result.created });
      void invalidate();
    } catch (error) {
      const { msg, preview } = refusalOf<DeviceImportPreview>(error);
      // Refused for its rows (or changed meanwhile): the server sends the rows again, with their errors.
      if (preview) {
        setOnlyErrors(true);
        setStage({ step: 'preview', preview, error: msg });
      } else setStage({ ...before, error: msg });
    }
  };

  const close = () => {
    abort();
    onClose();
  };

  const columns: TableColumnsType<DeviceImportRow> = [
    {
      key: 'serial',
      title: label('serial'),
      width: 200,
      render: (_, r) => <span className="devices-serial">{r.serial || '—'}</span>,
    },
    {
      key: 'kind',
      title: label('kind'),
      width: 120,
      render: (_, r) => (r.kind === 'pen' || r.kind === 'pad' ? t(`kind.${r.kind}`) : r.kind || '—'),
    },
    { key: 'model', title: label('model'), width: 140, render: (_, r) => r.model || '—' },
    {
      key: 'school',
      title: label('school'),
      width: 220,
      ellipsis: true,
      render: (_, r) => r.school?.name ?? (r.schoolCell || '—'),
    },
  ];

  const footer =
    stage.step === 'preview' ? (
      <Space wrap>
        <Button onClick={() => setStage({ step: 'choose', uploading: null, error: null })} data-testid="import-another">
          {t('ui:import.another')}
        </Button>
        <Button
          type="primary"
          disabled={stage.preview.invalid > 0 || stage.preview.valid === 0}
          onClick={() => void submit()}
          data-testid="import-submit"
        >
          {t('import.submit', { count: stage.preview.valid })}
        </Button>
      </Space>
    ) : stage.step === 'done' ? (
      <Button type="primary" onClick={close} data-testid="import-done">
        {t('import.done')}
      </Button>
    ) : (
      <Button onClick={close} disabled={stage.step === 'importing'}>
        {t('common:cancel')}
      </Button>
    );

  return (
    <ImportModal title={t('import.title')} step={stage.step} footer={footer} onClose={close}>
      {stage.step === 'choose' && (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" className="ui-import__intro">
            {t('import.intro')}
          </Typography.Paragraph>
          <Typography.Text>
            <strong>{t('import.columns')}: </strong>
            {DEVICE_IMPORT_COLUMNS.map((c) => label(c)).join(' · ')}
          </Typography.Text>
          <Form layout="vertical" className="ui-import__form">
            <Form.Item label={t('import.school')} extra={t('import.schoolHelp')}>
              <SchoolPicker
                onlyEnabled
                allowClear
                value={schoolId}
                onChange={setSchoolId}
                placeholder={t('import.school')}
                testId="import-school"
              />
            </Form.Item>
          </Form>
          <ImportFileDrop
            uploading={stage.uploading}
            error={stage.error}
            busy={stage.uploading !== null}
            onFile={(chosen) => void check(chosen)}
          />
        </Flex>
      )}
      {stage.step === 'preview' && (
        <ImportPreview<DeviceImportRow>
          preview={stage.preview}
          error={stage.error}
          onlyErrors={onlyErrors}
          onOnlyErrors={setOnlyErrors}
          columns={columns}
          columnLabel={label}
          scrollX={1040}
        />
      )}
      {stage.step === 'importing' && (
        <Flex justify="center" className="devices-importing" data-testid="import-progress">
          <Typography.Text type="secondary">{t('ui:import.uploading')}</Typography.Text>
        </Flex>
      )}
      {stage.step === 'done' && (
        <Result
          status="success"
          icon={<CheckCircleOutlined />}
          title={t('import.result', { count: stage.created })}
          subTitle={t('import.resultSub')}
          data-testid="import-result"
        />
      )}
    </ImportModal>
  );
}
