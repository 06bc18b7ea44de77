import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'share' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  button: '共有',
  buttonLabel: {
    student_report: 'この生徒のレポートを共有',
    class_report: 'このクラスのレポートを共有',
    answer: 'この解答を共有',
  },
  title: {
    student_report: '生徒のレポートを共有',
    class_report: 'クラスのレポートを共有',
    answer: '解答を共有',
  },
  intro: {
    student_report:
      'リンクを知っている人は、期限が切れるか取り消されるまで、ログインせずにこのレポートを開けます。生徒の名前とクラス、得点、添削付きの解答、授業後の評価が表示され、先生の名前は表示されません。',
    class_report:
      'リンクを知っている人は、期限が切れるか取り消されるまで、ログインせずにこのクラスのレポートを開けます。クラスの集計だけが表示され、生徒の名前は表示されません。',
    answer:
      'リンクを知っている人は、期限が切れるか取り消されるまで、ログインせずにこの解答を開けます。問題、解答、点数、コメント、写真への書き込みが表示され、名前は表示されません。',
  },
  expiry: '有効期間',
  days: { d1: '1 日', d7: '7 日', d30: '30 日' },
  create: 'リンクを作成',
  created: 'リンクを作成しました',
  links: '作成したリンク',
  none: 'まだリンクは作成されていません',
  state: {
    active: '有効',
    expired: '期限切れ',
    revoked: '取り消し済み',
  },
  createdAt: '作成 {{time}}',
  expiresAt: '有効期限 {{time}}',
  revokedAt: '取り消し {{time}}',
  opened: '開いた回数：{{n}}',
  lastOpened: '最終 {{time}}',
  address: 'リンクのアドレス',
  copy: 'リンクをコピー',
  copied: 'リンクをコピーしました',
  copyFailed: '自動でコピーできませんでした。アドレスを選択してコピーしてください',
  open: '開く',
  revoke: '取り消す',
  revokeLabel: '{{time}} に作成したリンクを取り消す',
  revokeTitle: 'このリンクを取り消しますか？',
  revokeContent:
    '取り消すと、このアドレスではレポートを開けなくなり、アドレスを持っている人には取り消されたことが表示されます。元に戻せません。',
  revoked: 'リンクを取り消しました',
};
