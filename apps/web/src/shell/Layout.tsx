import {
  MESSAGE_DURATION_MS,
  MOBILE_BREAKPOINT_PX,
  NAVBAR_HEIGHT_PX,
  SIDEBAR_COLLAPSED_WIDTH_PX,
  SIDEBAR_WIDTH_PX,
  type Size,
  TAGS_VIEW_HEIGHT_PX,
  THEME_COLORS,
  DEFAULT_SETTINGS,
  type Language,
} from '@edu/shared/constants';
import { App as AntApp, ConfigProvider, Drawer, type ThemeConfig, theme as antTheme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import { type CSSProperties, useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppStore } from '../app/app-store';
import { useAuthStore } from '../app/auth-store';
import '../app/i18n-react';
import { findRoute, flattenRoutes, routesFor } from '../app/route-table';
import { registerGlobalErrorHandlers } from './error-log/global';
import { registerMenuFocusReturn } from './menu-focus';
import { useReducedMotion } from './reduced-motion';
import KeepAlive from './keep-alive/KeepAlive';
import './Layout.css';
import Navbar from './navbar/Navbar';
import PasswordDialog from './password/PasswordDialog';
import PreviewBanner from './preview/PreviewBanner';
import PreviewDialog from './preview/PreviewDialog';
import './route-titles/i18n';
import { usePageTitle } from './route-titles/usePageTitle';
import './focus.css';
import { SHELL_NS } from './i18n';
import SettingsDrawer from './settings/SettingsDrawer';
import { useSettingsStore } from './settings/store';
import {
  EMPTY_TEXT_COMPONENTS,
  READABLE_TEXT_TOKENS,
  readablePresetTokens,
  statusTokens,
  themeTokens,
} from './settings/theme';
import Sidebar from './sidebar/Sidebar';
import { useTagsStore } from './tags/store';
import TagsView from './tags/TagsView';

/** antd's own colours at 4.5:1 (settings/theme.ts), once; the theme colour's follow the setting. */
const ANTD_DEFAULTS = antTheme.getDesignToken();
const READABLE_TOKENS = {
  ...READABLE_TEXT_TOKENS,
  ...statusTokens(ANTD_DEFAULTS),
  ...readablePresetTokens(ANTD_DEFAULTS),
};

const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };
const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };

/** The size setting as antd sizes: default→large, medium→middle, small→small, mini→small + compact. */
export function antdSizeOf(size: Size): { componentSize: 'large' | 'middle' | 'small'; compact: boolean } {
  switch (size) {
    case 'default':
      return { componentSize: 'large', compact: false };
    case 'medium':
      return { componentSize: 'middle', compact: false };
    case 'small':
      return { componentSize: 'small', compact: false };
    case 'mini':
      return { componentSize: 'small', compact: true };
  }
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

/** The page's region: the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * The skip link moves the focus itself (not only the scroll position) and keeps the URL as it is: the
 * router owns the hash-less URL, and a focused <main> makes the next Tab land on the page's first control.
 */
function skipToMain(event: { preventDefault(): void }): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** Below 992 px the device is mobile and the sidebar closes (it becomes an overlay drawer). */
function useResponsiveDevice() {
  useLayoutEffect(() => {
    const check = () => {
      const { device, toggleDevice, closeSidebar } = useAppStore.getState();
      const mobile = isMobileWidth(window.innerWidth);
      if (mobile && device !== 'mobile') {
        toggleDevice('mobile');
        closeSidebar(true);
      } else if (!mobile && device !== 'desktop') {
        toggleDevice('desktop');
      }
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
}

/** Tabs: affix routes always present, a tab for each visited page, restored tabs checked against the roles. */
function useTagsTracking(roles: readonly string[]) {
  const location = useLocation();
  useEffect(() => {
    const allowed = flattenRoutes(routesFor(roles));
    const store = useTagsStore.getState();
    store.retainViews((path) => allowed.some((r) => r.path === path));
    store.initAffixViews(
      allowed.filter((r) => r.meta.affix).map((r) => ({ path: r.path, title: r.meta.title, meta: r.meta })),
    );
  }, [roles]);
  useEffect(() => {
    const route = findRoute(location.pathname, routesFor(roles));
    if (!route) return;
    useTagsStore.getState().addView({
      path: route.path,
      title: route.meta.title,
      meta: route.meta,
      fullPath: `${location.pathname}${location.search}`,
    });
  }, [location.pathname, location.search, roles]);
}

/**
 * The console shell (spec sections 2, 4, 5, 8, 9): antd theme/size/locale, sidebar (or the mobile drawer),
 * navbar, tags view, the kept-alive pages, the settings drawer and the password dialog.
 */
export default function Layout() {
  const sidebar = useAppStore((s) => s.sidebar);
  const device = useAppStore((s) => s.device);
  const language = useAppStore((s) => s.language);
  const size = useAppStore((s) => s.size);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const roles = useAuthStore((s) => s.roles);
  const userTheme = useSettingsStore((s) => s.theme);
  // The brand's theme (issue 13) paints the console unless the user chose a colour of their own in the
  // settings. It came with the brand before the first render (main.tsx), so no default colour shows first.
  const brandTheme = useAppStore((s) => s.brandInfo.theme ?? null);
  const chosenTheme = brandTheme && userTheme === DEFAULT_SETTINGS.theme ? brandTheme.primaryColor : userTheme;
  const sidebarBg = brandTheme?.sidebarBg ?? THEME_COLORS.sidebarDark;
  const sidebarText = brandTheme?.sidebarText;
  // The chosen colour's shades that reach 4.5:1 (settings/theme.ts): what the console paints.
  const colorTokens = useMemo(
    () =>
      themeTokens(
        chosenTheme,
        antTheme.getDesignToken({ token: { colorPrimary: chosenTheme, colorInfo: chosenTheme } }),
      ),
    [chosenTheme],
  );
  const themeColor = colorTokens.colorPrimary;
  const tagsViewSetting = useSettingsStore((s) => s.tagsView);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const visitedViews = useTagsStore((s) => s.visitedViews);
  const { pathname } = useLocation();
  const { t } = useTranslation(SHELL_NS);

  useResponsiveDevice();
  useTagsTracking(roles);
  usePageTitle(roles);
  useEffect(() => registerGlobalErrorHandlers(), []);
  useEffect(() => registerMenuFocusReturn(), []);
  useEffect(() => {
    dayjs.locale(DAYJS_LOCALES[language]);
  }, [language]);
  // Also on the root element, for what antd and driver.js render in portals outside the wrapper.
  useEffect(() => {
    document.documentElement.style.setProperty('--shell-theme', themeColor);
  }, [themeColor]);

  const isMobile = device === 'mobile';
  // The drawer closes when the page changes (an item was picked).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page change only
  useEffect(() => {
    const { device: d, sidebar: s } = useAppStore.getState();
    if (d === 'mobile' && s.opened) closeSidebar(false);
  }, [pathname]);

  // Tabs view is off for the student role and as the settings say otherwise (spec section 2).
  const showTags = tagsViewSetting && !roles.includes('student');
  const keepPaths = useMemo(
    () => (showTags ? new Set(visitedViews.map((v) => v.path)) : null),
    [showTags, visitedViews],
  );

  const { componentSize, compact } = antdSizeOf(size);
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo<ThemeConfig>(
    () => ({
      algorithm: compact ? [antTheme.defaultAlgorithm, antTheme.compactAlgorithm] : antTheme.defaultAlgorithm,
      token: {
        ...READABLE_TOKENS,
        ...colorTokens,
        borderRadius: 6,
        // Dialogs, menus and drawers appear without animating for those who asked for less motion.
        motion: !reducedMotion,
      },
      components: {
        Menu: {
          collapsedWidth: SIDEBAR_COLLAPSED_WIDTH_PX,
          darkItemBg: sidebarBg,
          darkSubMenuItemBg: brandTheme ? sidebarBg : '#000c17',
          darkItemSelectedBg: themeColor,
          darkPopupBg: sidebarBg,
          // The brand's sidebar text (checked ≥ 4.5:1 on its background when the theme was saved).
          ...(sidebarText ? { darkItemColor: sidebarText, darkItemHoverColor: sidebarText } : {}),
          itemBorderRadius: 6,
          itemMarginInline: 8,
        },
        ...EMPTY_TEXT_COMPONENTS,
      },
    }),
    [themeColor, colorTokens, compact, reducedMotion, sidebarBg, sidebarText, brandTheme],
  );

  const collapsed = !sidebar.opened;
  const sidebarWidth = isMobile ? 0 : collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX;
  const cssVars = {
    '--shell-theme': themeColor,
    '--shell-sidebar-width': `${sidebarWidth}px`,
    '--shell-sidebar-bg': sidebarBg,
    ...(brandTheme ? { '--shell-sidebar-logo-bg': sidebarBg, '--shell-sidebar-text': brandTheme.sidebarText } : {}),
    '--shell-navbar-height': `${NAVBAR_HEIGHT_PX}px`,
    '--shell-tags-height': `${TAGS_VIEW_HEIGHT_PX}px`,
  } as CSSProperties;

  const classes = [
    'app-wrapper',
    collapsed ? 'is-collapsed' : 'is-open',
    isMobile ? 'is-mobile' : 'is-desktop',
    sidebar.withoutAnimation ? 'no-animation' : '',
    fixedHeader ? 'has-fixed-header' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={themeConfig} componentSize={componentSize}>
      <AntApp className="shell-app" message={{ maxCount: 3, duration: MESSAGE_DURATION_MS / 1000 }}>
        <div className={classes} style={cssVars}>
          {/* The first stop of the keyboard: past the menu, the navbar and the tabs to the page (WCAG 2.4.1). */}
          <a className="skip-link" href={`#${MAIN_ID}`} data-testid="skip-link" onClick={skipToMain}>
            {t('skipToContent')}
          </a>
          {isMobile ? (
            <Drawer
              open={sidebar.opened}
              placement="left"
              size={SIDEBAR_WIDTH_PX}
              closable={false}
              onClose={() => closeSidebar(false)}
              data-testid="mobile-drawer"
              rootClassName="mobile-sidebar-drawer"
              styles={{ body: { padding: 0, background: sidebarBg } }}
            >
              <Sidebar collapsed={false} onNavigate={() => closeSidebar(false)} />
            </Drawer>
          ) : (
            <div className="app-wrapper__sidebar">
              <Sidebar collapsed={collapsed} />
            </div>
          )}
          <div className="main-container">
            <div className={fixedHeader ? 'main-header is-fixed' : 'main-header'}>
              <PreviewBanner />
              <Navbar />
              {showTags ? <TagsView /> : null}
            </div>
            <main className="app-main" id={MAIN_ID} tabIndex={-1}>
              <KeepAlive keepPaths={keepPaths} />
            </main>
          </div>
          <SettingsDrawer />
          <PasswordDialog />
          <PreviewDialog />
        </div>
      </AntApp>
    </ConfigProvider>
  );
}
