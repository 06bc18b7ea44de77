import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CORRECTION_NS } from '../i18n';
import { SHORTCUT_HELP } from '../keyboard';

/** The grading page's keyboard shortcuts, listed (opened with "?" or its button). */
export function ShortcutHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(CORRECTION_NS);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('shortcuts.title')}
      destroyOnHidden
      data-testid="correction-shortcuts"
    >
      <table className="correction-shortcuts">
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUT_HELP.map((s) => (
            <tr key={s.action}>
              <td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ` ${t('shortcuts.or')} `}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{t(`shortcuts.actions.${s.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="correction-shortcuts__note">{t('shortcuts.note')}</p>
    </Modal>
  );
}
