import { Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';

type Fixed = 'onOk' | 'okText' | 'cancelText' | 'confirmLoading' | 'destroyOnHidden' | 'mask';

export interface FormModalProps extends Omit<ModalProps, Fixed> {
  /** the save is under way (Save spins) */
  saving: boolean;
  /** runs on Save; when it rejects (a form that does not validate, a refused save, shown already) the dialog stays */
  onSave: () => Promise<unknown>;
  testId: string;
}

/**
 * A dialog with a form: Save and Cancel, its content made anew each time it opens, and not closed by a
 * click beside it (what was typed is not lost). Every other Modal prop passes through.
 */
export function FormModal({ saving, onSave, testId, ...modal }: FormModalProps) {
  const { t } = useTranslation(UI_NS);
  return (
    <Modal
      okText={t('actions.save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={() => void onSave().catch(() => undefined)}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid={testId}
      {...modal}
    />
  );
}
