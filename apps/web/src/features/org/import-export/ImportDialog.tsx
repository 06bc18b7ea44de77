import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../../ui/access';
import { ImportModal } from '../../../ui/import/ImportModal';
import { ChooseFileStep } from './ChooseFileStep';
import { IMPORT_NS } from './i18n';
import './import-export.css';
import { DoneStep, ImportingStep } from './ImportResultStep';
import { PreviewStep } from './PreviewStep';
import { useImportFlow } from './useImportFlow';

export interface ImportDialogProps {
  /** 0 teachers, 1 students */
  roleType: 0 | 1;
  /** the list's school filter: the default school of rows without one */
  defaultSchoolId?: number;
  onClose: () => void;
}

/** Upload, preview, import and result of a teachers' or students' file (lazy: antd's Upload and Table). */
export default function ImportDialog({ roleType, defaultSchoolId, onClose }: ImportDialogProps) {
  const { t } = useTranslation(IMPORT_NS);
  const caller = useCaller();
  const flow = useImportFlow({ roleType, defaultSchoolId, scope: caller.orgScope, onClose });
  const { stage } = flow;

  const footer =
    stage.step === 'preview' ? (
      <Space wrap>
        <Button onClick={flow.chooseAnother} data-testid="import-another">
          {t('ui:import.another')}
        </Button>
        <Button
          type="primary"
          disabled={stage.preview.invalid > 0 || stage.preview.valid === 0}
          onClick={() => void flow.submit()}
          data-testid="import-submit"
        >
          {t('preview.submit', { count: stage.preview.valid })}
        </Button>
      </Space>
    ) : stage.step === 'done' ? (
      <Button type="primary" onClick={flow.close} data-testid="import-done">
        {t('result.done')}
      </Button>
    ) : (
      <Button onClick={flow.close} disabled={stage.step === 'importing'}>
        {t('common:cancel')}
      </Button>
    );

  return (
    <ImportModal title={t(`title.${flow.role}`)} step={stage.step} footer={footer} onClose={flow.close}>
      {stage.step === 'choose' && (
        <ChooseFileStep
          stage={stage}
          scope={caller.orgScope}
          schoolId={flow.schoolId}
          onSchool={flow.setSchoolId}
          templateLoading={flow.templateLoading}
          onTemplate={(format) => void flow.template(format)}
          onFile={(file) => void flow.check(file)}
          busy={flow.busy}
        />
      )}
      {stage.step === 'preview' && (
        <PreviewStep
          preview={stage.preview}
          error={stage.error}
          role={flow.role}
          onlyErrors={flow.onlyErrors}
          onOnlyErrors={flow.setOnlyErrors}
        />
      )}
      {stage.step === 'importing' && <ImportingStep upload={stage.upload} progress={stage.progress} />}
      {stage.step === 'done' && <DoneStep result={stage.result} />}
    </ImportModal>
  );
}
