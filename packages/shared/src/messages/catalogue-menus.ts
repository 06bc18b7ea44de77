/**
 * Messages of menu settings (issue 13 item 4: apps/server/src/modules/menus, packages/shared/src/menus),
 * spread into SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id.
 */
import type { MessageTranslations } from './catalogue';

export const MENU_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'The admin menu is set for the platform only': {
    zh: '管理员的菜单只能在平台设置',
    es: 'El menú del administrador solo se configura para la plataforma',
    ja: '管理者のメニューはプラットフォームでのみ設定できます',
  },
  'This role has no menu entry {path}': {
    zh: '该角色没有菜单项 {path}',
    es: 'Este rol no tiene la entrada de menú {path}',
    ja: 'このロールにはメニュー項目 {path} がありません',
  },
  'There is no page {path}': {
    zh: '页面 {path} 不存在',
    es: 'No existe la página {path}',
    ja: 'ページ {path} は存在しません',
  },
  'The menu entry {path} is listed twice': {
    zh: '菜单项 {path} 重复',
    es: 'La entrada de menú {path} aparece dos veces',
    ja: 'メニュー項目 {path} が重複しています',
  },
  'The menu entry {path} cannot be hidden': {
    zh: '菜单项 {path} 不能隐藏',
    es: 'La entrada de menú {path} no se puede ocultar',
    ja: 'メニュー項目 {path} は非表示にできません',
  },
  'This page is hidden from your menu': {
    zh: '该页面已从您的菜单中隐藏',
    es: 'Esta página está oculta en su menú',
    ja: 'このページはあなたのメニューで非表示になっています',
  },
};
