import { TranslationOutlined } from '@ant-design/icons';
import { LANGUAGE_NAMES, LANGUAGES } from '@edu/shared/constants';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import { changeLanguage, i18n, isLanguage } from '../../app/i18n';
import { SHELL_NS } from '../i18n';
import { NavChoice } from './NavButton';

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
    <NavChoice
      label={t('common:language')}
      icon={<TranslationOutlined />}
      testId="lang-select"
      value={language}
      choices={LANGUAGES.map((lng) => ({
        key: lng,
        label: (
          <span data-testid={`lang-${lng}`} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </span>
        ),
      }))}
      onChoose={(key) => void select(key)}
    />
  );
}
