import { Button, Grid, Modal, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../../ui/access';
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

const STEP_INDEX = { choose: 0, preview: 1, importing: 2, done: 3 } as const;

/** Upload, preview, import and result of a teachers' or students' file (lazy: antd's Upload and Table). */
export default function ImportDialog({ roleType, defaultSchoolId, onClose }: ImportDialogProps) {
  const { t } = useTranslation(IMPORT_NS);
  const caller = useCaller();
  const flow = useImportFlow({ roleType, defaultSchoolId, scope: caller.orgScope, onClose });
  const { stage } = flow;
  const narrow = Grid.useBreakpoint().md === false;

  const footer =
    stage.step === 'preview' ? (
      <Space wrap>
        <Button onClick={flow.chooseAnother} data-testid="import-another">
          {t('preview.another')}
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
    <Modal
      open
      title={t(`title.${flow.role}`)}
      width={1080}
      className="org-import"
      onCancel={flow.close}
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
          { title: t('ui:actions.import') },
          { title: t('steps.done') },
        ]}
      />
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
    </Modal>
  );
}
