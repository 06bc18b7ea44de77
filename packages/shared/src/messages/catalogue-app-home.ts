/**
 * Messages of a brand's app home and study assistant (issue 13 item 2), spread into SERVER_MESSAGES
 * (catalogue.ts). Same rules: the English text is the id; `field: problem` messages are translated part by
 * part, so problems appear here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const APP_HOME_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  // ---- The app home (modules/brand/app-home)
  'Tab not found': { zh: '标签页不存在', es: 'Pestaña no encontrada', ja: 'タブが見つかりません' },
  'Module not found': { zh: '模块不存在', es: 'Módulo no encontrado', ja: 'モジュールが見つかりません' },
  "A brand's app home has at most {n} tabs": {
    zh: '品牌的应用首页最多有 {n} 个标签页',
    es: 'La página de inicio de la app de una marca tiene como máximo {n} pestañas',
    ja: 'ブランドのアプリホームのタブは最大 {n} 個です',
  },
  'A tab has at most {n} modules': {
    zh: '一个标签页最多有 {n} 个模块',
    es: 'Una pestaña tiene como máximo {n} módulos',
    ja: '1 つのタブのモジュールは最大 {n} 個です',
  },
  'must be between 0 and {n}': {
    zh: '必须在 0 到 {n} 之间',
    es: 'debe estar entre 0 y {n}',
    ja: '0 から {n} の間である必要があります',
  },
  'must be courses of this brand or of the platform': {
    zh: '必须是本品牌或平台的课程',
    es: 'deben ser cursos de esta marca o de la plataforma',
    ja: 'このブランドまたはプラットフォームのコースである必要があります',
  },
  'use moveModule to move a module to another tab': {
    zh: '请使用 moveModule 将模块移到其他标签页',
    es: 'use moveModule para mover un módulo a otra pestaña',
    ja: 'モジュールを別のタブに移すには moveModule を使ってください',
  },
  'must be a tab of the module’s brand': {
    zh: '必须是该模块所属品牌的标签页',
    es: 'debe ser una pestaña de la marca del módulo',
    ja: 'モジュールと同じブランドのタブである必要があります',
  },
  // ---- The study assistant
  'no such AI provider setting': {
    zh: '没有这个 AI 服务设置',
    es: 'no existe esa configuración de proveedor de IA',
    ja: 'その AI プロバイダー設定はありません',
  },
  // Problems of the contracts (contracts/brand-app-home.ts)
  'must be a picture uploaded through uploadImage': {
    zh: '必须是通过 uploadImage 上传的图片',
    es: 'debe ser una imagen subida con uploadImage',
    ja: 'uploadImage でアップロードした画像である必要があります',
  },
  'must be a console path (/…) or an http(s) address': {
    zh: '必须是控制台路径（/…）或 http(s) 地址',
    es: 'debe ser una ruta de la consola (/…) o una dirección http(s)',
    ja: 'コンソールのパス（/…）または http(s) アドレスである必要があります',
  },
  'must be one of the app icons': {
    zh: '必须是应用图标之一',
    es: 'debe ser uno de los iconos de la app',
    ja: 'アプリのアイコンのいずれかである必要があります',
  },
  'choose at least one course': {
    zh: '请至少选择一门课程',
    es: 'elija al menos un curso',
    ja: 'コースを 1 つ以上選んでください',
  },
  'at most 20 courses': { zh: '最多 20 门课程', es: 'como máximo 20 cursos', ja: 'コースは最大 20 件です' },
  'add at least one picture': {
    zh: '请至少添加一张图片',
    es: 'añada al menos una imagen',
    ja: '画像を 1 枚以上追加してください',
  },
  'at most 6 pictures': { zh: '最多 6 张图片', es: 'como máximo 6 imágenes', ja: '画像は最大 6 枚です' },
  'add at least one shortcut': {
    zh: '请至少添加一个快捷入口',
    es: 'añada al menos un acceso directo',
    ja: 'ショートカットを 1 つ以上追加してください',
  },
  'at most 12 shortcuts': {
    zh: '最多 12 个快捷入口',
    es: 'como máximo 12 accesos directos',
    ja: 'ショートカットは最大 12 個です',
  },
  'must be one of courseShelf, banner, shortcutGrid, richText': {
    zh: '必须是 courseShelf、banner、shortcutGrid、richText 之一',
    es: 'debe ser courseShelf, banner, shortcutGrid o richText',
    ja: 'courseShelf、banner、shortcutGrid、richText のいずれかである必要があります',
  },
  'must be a whole number': { zh: '必须是整数', es: 'debe ser un número entero', ja: '整数である必要があります' },
  'must be at most 1000': { zh: '不能大于 1000', es: 'debe ser como máximo 1000', ja: '1000 以下である必要があります' },
};
