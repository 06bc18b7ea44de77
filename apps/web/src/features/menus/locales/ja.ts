import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'menus' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  platformIntro:
    'ロールごとにプラットフォームのメニューを設定します：項目の名前変更、並べ替え、非表示。設定は非表示と並べ替えだけで、ロールにページを追加することはできません。非表示のページはアドレスからも開けません。',
  brandIntro:
    'ロールごとに自ブランドのメニューを設定します：項目の名前変更、並べ替え、非表示。プラットフォームが非表示にした項目はここで表示に戻せません。非表示のページはアドレスからも開けません。',
  role: 'ロール',
  roles: {
    teacher: '教師',
    student: '生徒',
    admin: 'プラットフォーム管理者',
    schooladmin: '学校管理者',
    courseConsultant: 'コースコンサルタント',
    DL: 'DL サポーター',
    brandingAdmin: 'ブランド管理者',
    correctionTeacher: '添削担当教師',
  },
  entries: '{{role}}のメニュー項目',
  dragHint: '項目をドラッグして移動するか、上へ・下へのボタンを使います。',
  row: {
    show: '「{{name}}」をメニューに表示',
    moveUp: '「{{name}}」を上へ',
    moveDown: '「{{name}}」を下へ',
    rename: '「{{name}}」の名前を変更',
    locked: '常に表示',
    hiddenByPlatform: 'プラットフォームが非表示',
    hidden: '非表示',
    renamedFrom: '元の名前：{{name}}',
  },
  moved: '「{{name}}」を {{total}} 項目中 {{position}} 番目に移動しました',
  preview: 'プレビュー：{{role}}のサイドバー',
  previewEmpty: '表示する項目がありません',
  renameTitle: '「{{name}}」の名前を変更',
  renameHint: '空欄のままにすると既定の名前になります。',
  save: '設定を保存',
  saved: '{{role}}のメニューを保存しました',
  discard: '変更を破棄',
  restore: '既定に戻す',
  restoreTitle: '{{role}}のメニューを既定に戻しますか？',
  restoreContent: 'この層の名前、順序、非表示の設定がすべて消去されます。',
  restored: '{{role}}のメニューを既定に戻しました',
  switchTitle: '保存していない変更を破棄しますか？',
  switchContent: '{{role}}のメニューに保存していない変更があります。',
  unsaved: '保存していない変更があります',
};
