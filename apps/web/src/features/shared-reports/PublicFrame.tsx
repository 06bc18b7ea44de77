import { PrinterOutlined } from '@ant-design/icons';
import { LANGUAGE_NAMES, LANGUAGES, type Language, MESSAGE_DURATION_MS, THEME_COLORS } from '@edu/shared/constants';
import { App as AntApp, Button, ConfigProvider, Select, type ThemeConfig, theme as antTheme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import { useDocumentTitle } from '../../app/document-title';
import { changeLanguage, isLanguage } from '../../app/i18n';
import {
  EMPTY_TEXT_COMPONENTS,
  READABLE_TEXT_TOKENS,
  readablePresetTokens,
  statusTokens,
  themeTokens,
} from '../../shell/settings/theme';
import { formatDateTime } from '../../ui/format';
import type { SharedKind } from './api';
import { SHARED_REPORT_NS } from './i18n';
import { useNoIndex } from './useNoIndex';
import './shared-reports.css';

const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };

// The console's readable colours (shell/settings/theme.ts: 4.5:1 text) in the default theme colour: a public page
// has no settings of its own.
const DEFAULTS = antTheme.getDesignToken();
const PRIMARY = THEME_COLORS.primary;
const THEME: ThemeConfig = {
  token: {
    ...READABLE_TEXT_TOKENS,
    ...statusTokens(DEFAULTS),
    ...readablePresetTokens(DEFAULTS),
    ...themeTokens(PRIMARY, antTheme.getDesignToken({ token: { colorPrimary: PRIMARY, colorInfo: PRIMARY } })),
    borderRadius: 6,
  },
  components: { ...EMPTY_TEXT_COMPONENTS },
};

export const MAIN_ID = 'main-content';

/**
 * The frame of a public report page (outside the console's layout, no session): the brand's name, the language
 * switch and Print in a bar, the page, and until when the link holds. Not indexed while shown (useNoIndex).
 * Printing leaves the bar out (shared-reports.css).
 */
export function PublicFrame({
  kind,
  brandName,
  expiresAt,
  children,
}: {
  kind: SharedKind;
  /** the report's brand; the host's while there is no report */
  brandName?: string;
  /** the link's expiry, once its report is shown (Print is offered then) */
  expiresAt?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(SHARED_REPORT_NS);
  const language = useAppStore((s) => s.language);
  const hostBrand = useAppStore((s) => s.brandInfo.brandName);
  const brand = brandName || hostBrand || t('common:productName');
  useNoIndex();
  useDocumentTitle(t(`pageTitle.${kind}`));

  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={THEME}>
      <AntApp message={{ maxCount: 3, duration: MESSAGE_DURATION_MS / 1000 }}>
        <div className="shared-report" data-testid="shared-report-page" data-kind={kind}>
          <header className="shared-report__bar">
            <div className="shared-report__brand">
              <span className="shared-report__brand-name" data-testid="shared-brand">
                {brand}
              </span>
              <span className="shared-report__tag">{t('sharedBy')}</span>
            </div>
            <div className="shared-report__tools">
              <Select
                value={language}
                onChange={(value: string) => {
                  if (isLanguage(value)) void changeLanguage(value);
                }}
                options={LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng] }))}
                aria-label={t('common:language')}
                className="shared-report__language"
                popupMatchSelectWidth={false}
                data-testid="shared-language"
              />
              {expiresAt && (
                <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="shared-print">
                  {t('print')}
                </Button>
              )}
            </div>
          </header>
          <main className="shared-report__main" id={MAIN_ID} tabIndex={-1}>
            {children}
          </main>
          {expiresAt && (
            <footer className="shared-report__footer" data-testid="shared-valid-until">
              {t('validUntil', { time: formatDateTime(expiresAt) })}
            </footer>
          )}
        </div>
      </AntApp>
    </ConfigProvider>
  );
}
