import type { Language } from '@edu/shared/constants';
import { registerNamespace } from '../app/i18n';

/**
 * Route titles, namespace 'route'. Keys are the meta.title values of app/route-table.ts plus the
 * standalone pages. A feature that adds a route adds its title here, in all four languages.
 */
const en = {
  home: 'Home',
  dashboard: 'Dashboard',
  guide: 'Guide',
  login: 'Log in',
  page404: 'Page not found',
  page401: 'No permission',
  redirect: 'Redirecting',
  dataScreen: 'Data screen',
};

type Titles = Record<keyof typeof en, string>;

const zh: Titles = {
  home: '首页',
  dashboard: '首页',
  guide: '引导页',
  login: '登录',
  page404: '页面不存在',
  page401: '没有权限',
  redirect: '跳转中',
  dataScreen: '数据大屏',
};

const es: Titles = {
  home: 'Inicio',
  dashboard: 'Inicio',
  guide: 'Guía',
  login: 'Iniciar sesión',
  page404: 'Página no encontrada',
  page401: 'Sin permiso',
  redirect: 'Redirigiendo',
  dataScreen: 'Pantalla de datos',
};

const ja: Titles = {
  home: 'ホーム',
  dashboard: 'ダッシュボード',
  guide: 'ガイド',
  login: 'ログイン',
  page404: 'ページが見つかりません',
  page401: '権限がありません',
  redirect: 'リダイレクト中',
  dataScreen: 'データスクリーン',
};

export const ROUTE_NS = 'route';

export const routeTitles: Record<Language, Titles> = { zh, en, es, ja };

registerNamespace(ROUTE_NS, routeTitles);
