import { Modal, type ModalProps } from 'antd';
import type { KeyboardEvent } from 'react';
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
 * Whether Enter on this element means "save the form": a one-line text field, not one that is choosing
 * (a select's search box or an open list), not while an input method composes a word.
 */
export function submitsOnEnter(event: Pick<KeyboardEvent, 'key' | 'target' | 'nativeEvent'>): boolean {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return false;
  const el = event.target;
  if (!(el instanceof HTMLInputElement)) return false;
  if (!['text', 'password', 'email', 'number', 'search', 'tel', 'url'].includes(el.type)) return false;
  if (el.getAttribute('role') === 'combobox' || el.closest('.ant-select, .ant-picker, .ant-cascader')) return false;
  return true;
}

/**
 * A dialog with a form: Save and Cancel (Enter in a text field saves too), its content made anew each time
 * it opens, and not closed by a click beside it (what was typed is not lost). Every other Modal prop passes
 * through.
 */
export function FormModal({ saving, onSave, testId, children, ...modal }: FormModalProps) {
  const { t } = useTranslation(UI_NS);
  const save = () => void onSave().catch(() => undefined);
  return (
    <Modal
      okText={t('actions.save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={save}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid={testId}
      {...modal}
    >
      {/* Enter in a text field saves, as in any form (the Save button is outside the <form>). */}
      <div
        className="form-modal__body"
        onKeyDown={(e) => {
          if (!submitsOnEnter(e)) return;
          e.preventDefault();
          if (!saving) save();
        }}
      >
        {children}
      </div>
    </Modal>
  );
}
