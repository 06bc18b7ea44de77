import { type Language, THEME_COLORS } from '@edu/shared/constants';
import { type ThemeConfig, theme as antTheme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import {
  EMPTY_TEXT_COMPONENTS,
  READABLE_TEXT_TOKENS,
  readablePresetTokens,
  statusTokens,
  themeTokens,
} from '../../../shell/settings/theme';

// The printed sheet is outside the layout: it gets the console's readable colours (shell/settings/theme.ts,
// 4.5:1 text) in the default theme colour, and antd's texts in the console's language.

export const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };

const DEFAULTS = antTheme.getDesignToken();
const PRIMARY = THEME_COLORS.primary;

export const SHEET_THEME: ThemeConfig = {
  token: {
    ...READABLE_TEXT_TOKENS,
    ...statusTokens(DEFAULTS),
    ...readablePresetTokens(DEFAULTS),
    ...themeTokens(PRIMARY, antTheme.getDesignToken({ token: { colorPrimary: PRIMARY, colorInfo: PRIMARY } })),
    borderRadius: 6,
  },
  components: { ...EMPTY_TEXT_COMPONENTS },
};
