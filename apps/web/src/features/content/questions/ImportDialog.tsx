import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  QUESTION_FILE_FORMAT,
  QUESTION_FILE_VERSION,
  QUESTION_IMPORT_MAX_ROWS,
  type QuestionImportResult,
} from '@edu/shared';
import { translateMessage } from '@edu/shared/messages';
import { Alert, Button, Descriptions, Modal, Space, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError, saveBlob, useInvalidate } from '../../../app/api';
import { useAppStore } from '../../../app/app-store';
import { toastSuccess } from '../../../app/feedback';
import { callerManagesContent, useCaller } from '../../../ui/access';
import { importQuestions } from '../api/questions';
import { OwnerSelect, PLATFORM_OWNER } from '../components/selects';
import { CONTENT_NS } from '../i18n';

/** A small JSON question file with one question of each type (the documented format). */
export function exampleQuestionFile(): string {
  const file = {
    format: QUESTION_FILE_FORMAT,
    version: QUESTION_FILE_VERSION,
    questions: [
      {
        type: 'single',
        subject: 'math',
        grade: 8,
        difficulty: 2,
        stem: '<p>Simplify $\\sqrt{18}$.</p>',
        options: ['$3\\sqrt{2}$', '$2\\sqrt{3}$', '$9\\sqrt{2}$', '$6$'],
        answer: { choices: ['A'] },
        analysis: '<p>$\\sqrt{18}=\\sqrt{9\\times 2}=3\\sqrt{2}$</p>',
        knowledgePoints: [],
      },
      {
        type: 'multiple',
        subject: 'math',
        grade: 9,
        difficulty: 3,
        stem: '<p>Which are roots of $x^2-5x+6=0$?</p>',
        options: ['$2$', '$3$', '$-2$', '$-3$'],
        answer: { choices: ['A', 'B'] },
      },
      {
        type: 'judge',
        subject: 'math',
        grade: 8,
        difficulty: 1,
        stem: '<p>$\\sqrt{a^2}=a$ for every real $a$.</p>',
        answer: { judge: false },
        analysis: '<p>$\\sqrt{a^2}=|a|$.</p>',
      },
      {
        type: 'blank',
        subject: 'math',
        grade: 9,
        difficulty: 3,
        stem: '<p>The roots of $x^2=4$ are $x_1=$ ___1 and $x_2=$ ___2.</p>',
        answer: {
          blanks: [
            { accepted: ['2', '+2'], rules: ['trim', 'numeric'] },
            { accepted: ['-2'], rules: ['trim', 'numeric'] },
          ],
        },
      },
      {
        type: 'short',
        subject: 'math',
        grade: 9,
        difficulty: 4,
        stem: '<p>Solve $\\begin{cases}x+y=5\\\\x-y=1\\end{cases}$.</p>',
        answer: { text: '<p>$x=3,\\ y=2$</p>' },
      },
    ],
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

type Step = 'choose' | 'checked' | 'done';

/**
 * Import questions from a JSON question file (every type) or an XLSX sheet (single, multiple,
 * true/false, short answer): the file is checked first (nothing written) and every row's errors are
 * listed; only a file without errors can be imported, all at once.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const language = useAppStore((s) => s.language);
  const caller = useCaller();
  const platformManager = callerManagesContent(caller, null);
  // an import writes an audit entry: the audit log (org) is refreshed too
  const invalidate = useInvalidate('content', 'org');
  const [file, setFile] = useState<File | null>(null);
  const [owner, setOwner] = useState<number>(PLATFORM_OWNER);
  const [result, setResult] = useState<QuestionImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>('choose');

  const reset = () => {
    setFile(null);
    setResult(null);
    setFailure(null);
    setStep('choose');
  };
  const close = () => {
    reset();
    onClose();
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await importQuestions(file, {
        dryRun,
        ...(platformManager ? { brandId: owner === PLATFORM_OWNER ? null : owner } : {}),
      });
      setResult(r);
      if (r.committed) {
        setStep('done');
        await invalidate();
        void toastSuccess(t('import.imported', { count: r.created }));
      } else {
        setStep('checked');
      }
    } catch (error) {
      setResult(null);
      setFailure(isRequestError(error) ? error.msg : String(error));
    } finally {
      setBusy(false);
    }
  };

  const errors = result?.errors ?? [];
  const canCommit = step === 'checked' && result !== null && errors.length === 0;

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      width={820}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="import-dialog"
      footer={
        <Space wrap>
          <Button onClick={close}>{step === 'done' ? t('ui:actions.close') : t('common:cancel')}</Button>
          {step !== 'done' && (
            <Button
              onClick={() => void run(true)}
              disabled={!file}
              loading={busy && !canCommit}
              data-testid="import-check"
            >
              {t('import.check')}
            </Button>
          )}
          {step !== 'done' && (
            <Button
              type="primary"
              disabled={!canCommit}
              loading={busy && canCommit}
              onClick={() => void run(false)}
              data-testid="import-commit"
            >
              {t('import.commit', { count: result?.total ?? 0 })}
            </Button>
          )}
        </Space>
      }
    >
      <Steps
        size="small"
        className="import-steps"
        current={step === 'choose' ? 0 : step === 'checked' ? 1 : 2}
        items={[{ title: t('import.stepChoose') }, { title: t('import.stepCheck') }, { title: t('import.stepDone') }]}
      />
      <Typography.Paragraph type="secondary" className="import-help">
        {t('import.help', { max: QUESTION_IMPORT_MAX_ROWS })}
      </Typography.Paragraph>
      <Descriptions size="small" column={1} bordered className="import-formats">
        <Descriptions.Item label="JSON">
          {t('import.jsonFormat', { format: QUESTION_FILE_FORMAT })}{' '}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() =>
              saveBlob(new Blob([exampleQuestionFile()], { type: 'application/json' }), 'questions-example.json')
            }
          >
            {t('import.example')}
          </Button>
        </Descriptions.Item>
        <Descriptions.Item label="XLSX">{t('import.xlsxFormat')}</Descriptions.Item>
      </Descriptions>
      {platformManager && (
        <div className="import-owner">
          <Typography.Text>{t('fields.owner')}</Typography.Text>
          <OwnerSelect value={owner} onChange={setOwner} className="import-owner__select" disabled={step === 'done'} />
        </div>
      )}
      <div data-testid="import-file">
        <Upload.Dragger
          accept=".json,.xlsx,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          multiple={false}
          disabled={step === 'done'}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done', size: file.size }] : []}
          beforeUpload={(f) => {
            setFile(f);
            setResult(null);
            setFailure(null);
            setStep('choose');
            return false;
          }}
          onRemove={() => {
            reset();
            return true;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.drop')}</p>
        </Upload.Dragger>
      </div>
      {failure && (
        <Alert type="error" showIcon title={failure} className="import-result" data-testid="import-failure" />
      )}
      {result && step === 'checked' && errors.length === 0 && (
        <Alert
          type="success"
          showIcon
          className="import-result"
          title={t('import.allGood', { count: result.total })}
          data-testid="import-ok"
        />
      )}
      {result && step === 'done' && (
        <Alert
          type="success"
          showIcon
          className="import-result"
          title={t('import.imported', { count: result.created })}
        />
      )}
      {result && errors.length > 0 && (
        <>
          <Alert
            type="error"
            showIcon
            className="import-result"
            title={t('import.hasErrors', {
              count: errors.length,
              rows: new Set(errors.map((e) => e.row)).size,
              total: result.total,
            })}
            description={t('import.nothingWritten')}
            data-testid="import-errors"
          />
          <Table
            size="small"
            rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
            dataSource={errors}
            pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
            scroll={{ x: 560 }}
            columns={[
              {
                key: 'row',
                title: result.format === 'xlsx' ? t('import.sheetRow') : t('import.position'),
                dataIndex: 'row',
                width: 90,
              },
              {
                key: 'field',
                title: t('import.field'),
                dataIndex: 'field',
                width: 180,
                render: (f: string) => f || '—',
              },
              { key: 'message', title: t('import.problem'), render: (_, e) => translateMessage(e.message, language) },
            ]}
            data-testid="import-error-table"
          />
        </>
      )}
    </Modal>
  );
}
