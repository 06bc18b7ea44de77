import { Grid, Modal, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import './import.css';

export type ImportStep = 'choose' | 'preview' | 'importing' | 'done';

const STEP_INDEX = { choose: 0, preview: 1, importing: 2, done: 3 } as const;

/**
 * The frame of a spreadsheet import (people, devices): a modal with its four steps (choose a file, check,
 * import, done); it cannot be closed while the import runs, nor by a click outside.
 */
export function ImportModal({
  title,
  step,
  footer,
  onClose,
  children,
  testId = 'import-dialog',
}: {
  title: string;
  step: ImportStep;
  footer: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation(UI_NS);
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <Modal
      open
      title={title}
      width={1080}
      className="ui-import"
      onCancel={onClose}
      closable={step !== 'importing'}
      mask={{ closable: false }}
      keyboard={step !== 'importing'}
      footer={footer}
      destroyOnHidden
      data-testid={testId}
    >
      <Steps
        size="small"
        // Stays a row on phones (titles under the numbers) instead of a tall column above the table.
        responsive={false}
        titlePlacement={narrow ? 'vertical' : 'horizontal'}
        current={STEP_INDEX[step]}
        className="ui-import__steps"
        items={[
          { title: t('import.steps.choose') },
          { title: t('import.steps.preview') },
          { title: t('actions.import') },
          { title: t('import.steps.done') },
        ]}
      />
      {children}
    </Modal>
  );
}
