import type { MessagesLike } from '../../../../app/i18n';
import type { zh } from './zh';

/** 'orgImport' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  button: {
    import: '一括インポート',
    exportCsv: 'CSV でエクスポート',
    exportXlsx: 'Excel（XLSX）でエクスポート',
  },
  exportFailed: 'エクスポートに失敗しました',
  exported: 'エクスポートしました: {{name}}',
  title: {
    teacher: '教師の一括インポート',
    student: '生徒の一括インポート',
  },
  choose: {
    intro:
      'テンプレートをダウンロードし、1 行に 1 人ずつ記入してアップロードしてください。すべての行を先に確認し、確定するまで何も書き込みません。',
    template: 'テンプレート',
    templateCsv: 'CSV テンプレート',
    templateXlsx: 'Excel テンプレート',
    school: '既定の学校',
    schoolHelp: '「学校」欄が空の行はこの学校にインポートされます。',
    ownSchool: '全員がご自身の学校にインポートされます。',
    password:
      'パスワード：「初期パスワード」列には 6～64 文字を記入できます。空欄の場合は 8 文字の一時パスワードを自動生成し、インポート後に一度だけ表示します。',
  },
  preview: {
    passwordGiven: 'ファイルに記入',
    passwordGenerated: '自動生成',
    submit: '{{count}} 人をインポート',
    none: 'なし',
  },
  progress: {
    upload: 'ファイルをアップロード中 {{percent}}%',
    validated: '{{total}} 行すべてを再確認しました',
    passwords: 'パスワードを暗号化中 {{done}} / {{total}}',
    writing: '保存中 {{done}} / {{total}}',
    wait: 'インポート中です。このウィンドウを閉じないでください。',
  },
  result: {
    title: '{{count}} 人をインポートしました',
    subtitle: '一覧に表示され、それぞれのユーザー名とパスワードでログインできます。',
    generated:
      '{{count}} 人に一時パスワードを発行しました。今すぐ一覧をダウンロードしてください。このウィンドウを閉じると再表示できません。',
    download: 'パスワード一覧をダウンロード（CSV）',
    fileName: '初期パスワード',
    done: '完了',
    password: '一時パスワード',
    fromFile: '（ファイルのパスワード）',
  },
};
