/** Business constants and limits (spec section 9). */
export const COOKIE_EXPIRES_DAYS = 7;
export const SESSION_TTL_MS = COOKIE_EXPIRES_DAYS * 24 * 60 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const MESSAGE_DURATION_MS = 3_000;
export const ERROR_TOAST_MS = 5_000;
export const SUCCESS_NOTIFICATION_MS = 1_000;
export const LOADING_TEXT = '正在加载中...';
export const MIN_PASSWORD_LENGTH = 6;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 54;
export const NAVBAR_HEIGHT_PX = 50;
export const TAGS_VIEW_HEIGHT_PX = 34;
export const SETTINGS_DRAWER_MAX_WIDTH_PX = 260;
export const HEADER_SEARCH_WIDTH_PX = 210;
export const SEARCH_FUZZY_THRESHOLD = 0.4;
export const SEARCH_MAX_PATTERN_LENGTH = 32;
export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language in its own name, so it can be found whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };
export const DEFAULT_LANGUAGE: Language = 'zh';
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';
export const SIDEBAR_COOKIE_OPEN = '1';
export const SIDEBAR_COOKIE_CLOSED = '0';
/** Device type sent with every request (spec section 7). */
export const DEVICE_TYPE_HEADER_VALUE = '3';

export const DEFAULT_SETTINGS = {
  theme: '#1890ff',
  showSettings: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  supportPinyinSearch: true,
} as const;

export const THEME_COLORS = {
  primary: '#1890ff',
  primaryAlt: '#409EFF',
  menuText: '#333',
  menuActiveText: '#409eff',
  menuBg: '#f3f6f9',
  sidebarDark: '#001529',
  accent: '#1890ff',
} as const;

/** Names of cookies and storage keys (spec section 3). */
export const STORAGE_KEYS = {
  idCookie: 'ID',
  userCookie: 'user',
  sidebarStatusCookie: 'sidebarStatus',
  toDoWorkCookie: 'ToDoWork',
  languageCookie: 'language',
  sizeCookie: 'size',
  tokenLocal: 'token',
  lessonTimerLocal: 'lessonTimer',
  chapterIdLocal: 'chapterId',
  settingsLocal: 'settings',
  tagsLocal: 'tagsView',
} as const;

export const PAGE_SIZE_MAX = 100;
/** The last page a list may ask for (beyond it the offset only costs the database a long walk). */
export const PAGE_MAX = 100_000;
/** Ids are 32-bit integer columns: a larger number can name nothing, and is refused as bad input. */
export const ID_MAX = 2_147_483_647;
