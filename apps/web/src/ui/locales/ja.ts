import type { MessagesLike } from '../../app/i18n';
import type { zh } from './zh';

/** 'ui' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  actions: {
    save: '保存',
    edit: '編集',
    delete: '削除',
    add: '追加',
    close: '閉じる',
    back: '戻る',
    more: 'その他',
    open: '開く',
    import: 'インポート',
    export: 'エクスポート',
    retry: '再試行',
  },
  fields: {
    actions: '操作',
    createdAt: '作成日時',
    status: '状態',
    fullName: '氏名',
    role: 'ロール',
    school: '学校',
    class: 'クラス',
    brand: 'ブランド',
    grade: '学年',
    introduction: '自己紹介',
  },
  validation: {
    required: '必須項目です',
    maxLength: '{{max}} 文字以内で入力してください',
  },
  missingId: 'アドレスにレコードの番号（id）がありません。',
  list: {
    total: '全 {{total}} 件',
    totalCapped: '全 {{total}}+ 件',
    noMatch: '検索とフィルターに一致するものはありません。',
    clearFilters: '検索とフィルターをクリア',
    clearSearch: '検索をクリア',
  },
  error: {
    loadFailed: '読み込めませんでした',
    notFound: '存在しないか、権限の範囲外です',
    noPermission: 'アクセス権限がありません',
  },
  upload: {
    started: '「{{name}}」をアップロードしています',
    progress: '「{{name}}」: {{percent}}% アップロード済み',
  },
  marks: {
    summary: '添削：チェック {{tick}} 個、バツ {{cross}} 個、書き込み {{pen}} か所',
    none: '写真に添削はありません',
  },
  grades: {
    '1': '小学1年',
    '2': '小学2年',
    '3': '小学3年',
    '4': '小学4年',
    '5': '小学5年',
    '6': '小学6年',
    '7': '中学1年',
    '8': '中学2年',
    '9': '中学3年',
    '10': '高校1年',
    '11': '高校2年',
    '12': '高校3年',
  },
};
