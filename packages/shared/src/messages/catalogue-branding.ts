/**
 * Messages of brand and theme management (issue 13: apps/server/src/modules/branding, the contracts in
 * contracts/branding.ts and the checks of theme.ts), spread into SERVER_MESSAGES (catalogue.ts). Same rules:
 * the English text is the id; `field: problem` messages are translated part by part, so problems appear
 * here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const BRANDING_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'Logo not found': { zh: '标志图片不存在', es: 'Logotipo no encontrado', ja: 'ロゴが見つかりません' },
  'Theme not found': { zh: '主题不存在', es: 'Tema no encontrado', ja: 'テーマが見つかりません' },
  'must be a logo uploaded here': {
    zh: '必须是在此上传的标志图片',
    es: 'debe ser un logotipo subido aquí',
    ja: 'ここでアップロードしたロゴである必要があります',
  },
  'the default brand keeps its web address': {
    zh: '默认品牌的网址不能修改',
    es: 'la marca predeterminada conserva su dirección web',
    ja: '既定のブランドの Web アドレスは変更できません',
  },
  'is reserved for the platform': {
    zh: '已被平台保留',
    es: 'está reservada para la plataforma',
    ja: 'プラットフォーム用に予約されています',
  },
  'another brand already has this web address': {
    zh: '该网址已被其他品牌使用',
    es: 'otra marca ya tiene esta dirección web',
    ja: 'この Web アドレスは別のブランドが使用しています',
  },
  'must be a host label: letters, digits and hyphens, not starting or ending with a hyphen': {
    zh: '必须是主机名标签：字母、数字和连字符，且不能以连字符开头或结尾',
    es: 'debe ser una etiqueta de host: letras, dígitos y guiones, sin guion al principio ni al final',
    ja: 'ホスト名のラベル（英字・数字・ハイフン。先頭と末尾にハイフン不可）である必要があります',
  },
  'must be at most 63 characters': {
    zh: '最多 63 个字符',
    es: 'debe tener como máximo 63 caracteres',
    ja: '63 文字以内である必要があります',
  },
  'no such theme': { zh: '主题不存在', es: 'no existe ese tema', ja: 'そのテーマは存在しません' },
  'the default brand cannot be disabled': {
    zh: '默认品牌不能停用',
    es: 'la marca predeterminada no se puede desactivar',
    ja: '既定のブランドは無効にできません',
  },
  'another theme already has this name': {
    zh: '已有同名主题',
    es: 'otro tema ya tiene este nombre',
    ja: '同じ名前のテーマがすでにあります',
  },
  'Give the {n} brands that use this theme another theme first': {
    zh: '请先为使用此主题的 {n} 个品牌更换主题',
    es: 'Asigne primero otro tema a las {n} marcas que usan este tema',
    ja: 'このテーマを使っている {n} 件のブランドに、先に別のテーマを設定してください',
  },
  'must be a colour like #1d4ed8': {
    zh: '必须是颜色值，例如 #1d4ed8',
    es: 'debe ser un color como #1d4ed8',
    ja: '#1d4ed8 のような色である必要があります',
  },
  'white text on this colour has a contrast of {ratio}:1, below the 4.5:1 of WCAG AA': {
    zh: '此颜色上的白色文字对比度为 {ratio}:1，低于 WCAG AA 要求的 4.5:1',
    es: 'el texto blanco sobre este color tiene un contraste de {ratio}:1, inferior al 4.5:1 de WCAG AA',
    ja: 'この色の上の白い文字のコントラストは {ratio}:1 で、WCAG AA の 4.5:1 を下回っています',
  },
  'this text on the sidebar background has a contrast of {ratio}:1, below the 4.5:1 of WCAG AA': {
    zh: '侧边栏背景上的此文字颜色对比度为 {ratio}:1，低于 WCAG AA 要求的 4.5:1',
    es: 'este texto sobre el fondo de la barra lateral tiene un contraste de {ratio}:1, inferior al 4.5:1 de WCAG AA',
    ja: 'サイドバー背景上のこの文字のコントラストは {ratio}:1 で、WCAG AA の 4.5:1 を下回っています',
  },
};
