import { CheckCircleFilled, DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import {
  columnLabel,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportProgress,
  type ImportResult,
  type SheetColumn,
} from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import {
  Alert,
  Button,
  Flex,
  Form,
  Grid,
  Modal,
  Progress,
  Result,
  Space,
  Steps,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../app/app-store';
import { isRequestError } from '../../../app/request';
import { useInvalidateOrg } from '../api/keys';
import { useOrgCaller } from '../components/caller';
import { SchoolSelect } from '../components/selects';
import { commitImport, downloadFile, previewImport, saveFile, TEMPLATE_URL } from './api/transfer';
import { IMPORT_NS } from './i18n';
import './import-export.css';

export interface ImportDialogProps {
  /** 0 teachers, 1 students */
  roleType: 0 | 1;
  /** the list's school filter: the default school of rows without one */
  defaultSchoolId?: number;
  onClose: () => void;
}

type Stage =
  | { step: 'choose'; uploading: number | null; error: string | null }
  | { step: 'preview'; preview: ImportPreview; error: string | null }
  | { step: 'importing'; upload: number; progress: ImportProgress | null }
  | { step: 'done'; result: ImportResult };

const STEP_INDEX = { choose: 0, preview: 1, importing: 2, done: 3 } as const;

function isPreview(value: unknown): value is ImportPreview {
  return typeof value === 'object' && value !== null && Array.isArray((value as ImportPreview).rows);
}

/** A CSV cell: quoted, and never a formula when a spreadsheet opens it. */
function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function passwordListCsv(result: ImportResult, headers: [string, string, string, string]): string {
  const lines = [
    headers,
    ...result.users.filter((u) => u.password !== null).map((u) => [u.username, u.name, u.schoolName, u.password ?? '']),
  ];
  return `\ufeff${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Percent of a progress line: the passwords are most of the work, the writing the rest. */
export function progressPercent(progress: ImportProgress | null, upload: number): number {
  if (!progress) return Math.round(upload * 10);
  const part = progress.total > 0 ? progress.done / progress.total : 1;
  if (progress.phase === 'validated') return 12;
  if (progress.phase === 'passwords') return Math.round(12 + part * 78);
  return Math.round(90 + part * 10);
}

/** Upload, preview, import and result of a teachers' or students' file (lazy: antd's Upload and Table). */
export default function ImportDialog({ roleType, defaultSchoolId, onClose }: ImportDialogProps) {
  const { t } = useTranslation(IMPORT_NS);
  const language = useAppStore((s) => s.language);
  const caller = useOrgCaller();
  const invalidate = useInvalidateOrg();
  const role = roleType === RoleType.teacher ? 'teacher' : 'student';
  const [schoolId, setSchoolId] = useState<number | undefined>(caller.scope === 'school' ? undefined : defaultSchoolId);
  const [stage, setStage] = useState<Stage>({ step: 'choose', uploading: null, error: null });
  const [onlyErrors, setOnlyErrors] = useState(false);
  const narrow = Grid.useBreakpoint().md === false;
  const [templateLoading, setTemplateLoading] = useState<'csv' | 'xlsx' | null>(null);
  const file = useRef<File | null>(null);
  const abort = useRef<AbortController | null>(null);
  const params = useMemo(() => ({ roleType, ...(schoolId !== undefined ? { schoolId } : {}) }), [roleType, schoolId]);
  const label = (column: string | null) => (column ? columnLabel(column as SheetColumn, language) : '');

  const template = async (format: 'csv' | 'xlsx') => {
    setTemplateLoading(format);
    try {
      saveFile(await downloadFile(TEMPLATE_URL, { roleType, format }, `${role}-template.${format}`));
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setTemplateLoading(null);
    }
  };

  const check = async (chosen: File) => {
    file.current = chosen;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setOnlyErrors(false);
    setStage({ step: 'choose', uploading: 0, error: null });
    try {
      const preview = await previewImport(
        chosen,
        params,
        (fraction) => setStage({ step: 'choose', uploading: fraction, error: null }),
        controller.signal,
      );
      setOnlyErrors(preview.invalid > 0);
      setStage({ step: 'preview', preview, error: null });
    } catch (error) {
      if (isRequestError(error) && error.kind === 'abort') return;
      setStage({ step: 'choose', uploading: null, error: isRequestError(error) ? error.msg : String(error) });
    }
  };

  const submit = async () => {
    const chosen = file.current;
    if (!chosen) return;
    setStage({ step: 'importing', upload: 0, progress: null });
    try {
      const result = await commitImport(
        chosen,
        params,
        (upload) => setStage((s) => (s.step === 'importing' ? { ...s, upload } : s)),
        (progress) => setStage((s) => (s.step === 'importing' ? { ...s, upload: 1, progress } : s)),
      );
      setStage({ step: 'done', result });
      void invalidate();
    } catch (error) {
      const msg = isRequestError(error) ? error.msg : String(error);
      // Refused for its rows (or changed meanwhile): the server sends the rows again, with their errors.
      if (isRequestError(error) && isPreview(error.data)) {
        setOnlyErrors(true);
        setStage({ step: 'preview', preview: error.data, error: msg });
      } else if (stage.step === 'preview') {
        setStage({ ...stage, error: msg });
      } else {
        setStage({ step: 'choose', uploading: null, error: msg });
      }
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };
  const busy = stage.step === 'importing' || (stage.step === 'choose' && stage.uploading !== null);

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

  const chooseStep = stage.step === 'choose' && (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" className="org-import__intro">
        {t('choose.intro')}
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{t('choose.template')}</Typography.Text>
        <Button
          icon={<FileExcelOutlined />}
          loading={templateLoading === 'xlsx'}
          onClick={() => void template('xlsx')}
          data-testid="import-template-xlsx"
        >
          {t('choose.templateXlsx')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={templateLoading === 'csv'}
          onClick={() => void template('csv')}
          data-testid="import-template-csv"
        >
          {t('choose.templateCsv')}
        </Button>
      </Flex>
      {caller.scope === 'school' ? (
        <Alert type="info" showIcon title={t('choose.ownSchool')} />
      ) : (
        <Form layout="vertical" className="org-import__form">
          <Form.Item label={t('choose.school')} extra={t('choose.schoolHelp')}>
            <SchoolSelect
              onlyEnabled
              value={schoolId}
              onChange={(v) => setSchoolId(typeof v === 'number' ? v : undefined)}
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
          void check(chosen);
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

  const previewStep = stage.step === 'preview' && (
    <Flex vertical gap={12} data-testid="import-preview">
      {stage.error && <Alert type="error" showIcon title={stage.error} data-testid="import-error" />}
      {stage.preview.invalid > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('preview.summary', stage.preview)}
          description={t('preview.hasErrors', { count: stage.preview.invalid })}
          data-testid="import-summary"
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('preview.allValid', { total: stage.preview.total })}
          data-testid="import-summary"
        />
      )}
      {stage.preview.ignoredColumns.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('preview.ignored', { columns: stage.preview.ignoredColumns.join(', ') })}
        />
      )}
      <Flex justify="flex-end" align="center" wrap gap={8}>
        <Space>
          <Switch
            size="small"
            checked={onlyErrors}
            disabled={stage.preview.invalid === 0}
            onChange={setOnlyErrors}
            data-testid="import-only-errors"
          />
          <Typography.Text>{t('preview.onlyErrors')}</Typography.Text>
        </Space>
      </Flex>
      <Table<ImportPreviewRow>
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={onlyErrors ? stage.preview.rows.filter((r) => r.errors.length > 0) : stage.preview.rows}
        rowClassName={(r) => (r.errors.length > 0 ? 'org-import__row--bad' : '')}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 50, 100], size: 'small' }}
        scroll={{ x: 1240 }}
        data-testid="import-preview-table"
      />
    </Flex>
  );

  const importingStep = stage.step === 'importing' && (
    <Flex vertical gap={12} align="stretch" className="org-import__progress" data-testid="import-progress">
      <Progress percent={progressPercent(stage.progress, stage.upload)} status="active" />
      <Typography.Text>
        {stage.progress === null
          ? t('progress.upload', { percent: Math.round(stage.upload * 100) })
          : t(`progress.${stage.progress.phase}`, stage.progress)}
      </Typography.Text>
      <Typography.Text type="secondary">{t('progress.wait')}</Typography.Text>
    </Flex>
  );

  const generated = stage.step === 'done' ? stage.result.users.filter((u) => u.password !== null).length : 0;
  const doneStep = stage.step === 'done' && (
    <Flex vertical gap={12} data-testid="import-result">
      <Result
        status="success"
        title={t('result.title', { count: stage.result.created })}
        subTitle={t('result.subtitle')}
      />
      {generated > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('result.generated', { count: generated })}
          description={
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() =>
                saveFile({
                  blob: new Blob(
                    [
                      passwordListCsv(stage.result, [
                        label('username'),
                        label('name'),
                        label('school'),
                        t('result.password'),
                      ]),
                    ],
                    { type: 'text/csv;charset=utf-8' },
                  ),
                  fileName: `${t('result.fileName')}.csv`,
                })
              }
              data-testid="import-passwords"
            >
              {t('result.download')}
            </Button>
          }
        />
      )}
      <Table
        size="small"
        rowKey="id"
        pagination={{ defaultPageSize: 10, size: 'small' }}
        scroll={{ x: 640 }}
        dataSource={stage.result.users}
        columns={[
          { key: 'row', title: t('preview.row'), dataIndex: 'row', width: 64 },
          { key: 'username', title: label('username'), dataIndex: 'username', width: 150 },
          { key: 'name', title: label('name'), dataIndex: 'name', width: 130 },
          { key: 'school', title: label('school'), dataIndex: 'schoolName', width: 200, ellipsis: true },
          {
            key: 'password',
            title: t('result.password'),
            width: 150,
            render: (_, u) =>
              u.password === null ? (
                <Typography.Text type="secondary">{t('result.fromFile')}</Typography.Text>
              ) : (
                <Typography.Text code copyable>
                  {u.password}
                </Typography.Text>
              ),
          },
        ]}
      />
    </Flex>
  );

  const footer =
    stage.step === 'preview' ? (
      <Space wrap>
        <Button onClick={() => setStage({ step: 'choose', uploading: null, error: null })} data-testid="import-another">
          {t('preview.another')}
        </Button>
        <Button
          type="primary"
          disabled={stage.preview.invalid > 0 || stage.preview.valid === 0}
          onClick={() => void submit()}
          data-testid="import-submit"
        >
          {t('preview.submit', { count: stage.preview.valid })}
        </Button>
      </Space>
    ) : stage.step === 'done' ? (
      <Button type="primary" onClick={close} data-testid="import-done">
        {t('result.done')}
      </Button>
    ) : (
      <Button onClick={close} disabled={stage.step === 'importing'}>
        {t('cancel')}
      </Button>
    );

  return (
    <Modal
      open
      title={t(`title.${role}`)}
      width={1080}
      className="org-import"
      onCancel={close}
      closable={stage.step !== 'importing'}
      mask={{ closable: false }}
      keyboard={stage.step !== 'importing'}
      footer={footer}
      destroyOnHidden
      data-testid="import-dialog"
    >
      <Steps
        size="small"
        // Stays a row on phones (titles under the numbers) instead of a tall column above the table.
        responsive={false}
        titlePlacement={narrow ? 'vertical' : 'horizontal'}
        current={STEP_INDEX[stage.step]}
        className="org-import__steps"
        items={[
          { title: t('steps.choose') },
          { title: t('steps.preview') },
          { title: t('steps.import') },
          { title: t('steps.done') },
        ]}
      />
      {chooseStep}
      {previewStep}
      {importingStep}
      {doneStep}
    </Modal>
  );
}
