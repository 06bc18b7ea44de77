import { TranslationOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@edu/shared/constants';
import { App, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import { changeLanguage, i18n, isLanguage } from '../../app/i18n';
import { SHELL_NS } from '../i18n';
import { NavButton } from './NavButton';

/** Each language in its own name, so it can be found whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };

export default function LangSelect() {
  const { t } = useTranslation(SHELL_NS);
  const { message } = App.useApp();
  const language = useAppStore((s) => s.language);

  const select = async (key: string) => {
    if (!isLanguage(key) || key === language) return;
    try {
      await changeLanguage(key);
      void message.success(i18n.t('common:switchLanguageSuccess', { lng: key }));
    } catch {
      // the language file could not be loaded; the current language stays
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => void select(key),
        items: LANGUAGES.map((lng) => ({
          key: lng,
          label: (
            <span data-testid={`lang-${lng}`} lang={lng}>
              {LANGUAGE_NAMES[lng]}
            </span>
          ),
        })),
      }}
    >
      <NavButton data-testid="lang-select" label={t('common:language')} noTooltip>
        <TranslationOutlined />
      </NavButton>
    </Dropdown>
  );
}
