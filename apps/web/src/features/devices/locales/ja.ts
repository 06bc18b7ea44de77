import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'devices' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  searchPlaceholder: 'シリアル番号の先頭で検索',
  empty: 'デバイスはまだありません',
  fields: {
    serial: 'シリアル番号',
    model: 'モデル',
    kind: '種類',
    student: '紐付けた生徒',
    lastSeen: '最終接続',
  },
  kind: {
    pen: 'AI ペン',
    pad: 'AI パッド',
  },
  status: {
    active: '有効',
    disabled: '無効',
  },
  never: '未接続',
  unbound: '未紐付け',
  actions: {
    bind: '生徒を紐付け',
    rebind: '別の生徒に紐付け',
    unbind: '紐付け解除',
    move: '別の学校へ移動',
    disable: '無効にする',
    enable: '有効にする',
    import: 'シリアル番号をインポート',
  },
  bind: {
    title: 'デバイス {{serial}} を紐付け',
    intro: '{{school}} の生徒を選んでください。生徒はこのデバイスで自分のアカウントでサインインします。',
    student: '生徒',
    replace: 'このデバイスは {{name}} に紐付けられています。別の生徒に紐付けると、デバイス上のサインインは終了します。',
    done: '{{serial}} を {{name}} に紐付けました',
  },
  unbind: {
    title: 'デバイス {{serial}} の紐付けを解除しますか？',
    content: '{{name}} はこのデバイスでサインインできなくなり、デバイス上のサインインは今すぐ終了します。',
    done: '{{serial}} の紐付けを解除しました',
  },
  move: {
    title: 'デバイス {{serial}} を移動',
    intro: 'デバイスは選んだ学校へ移動し、生徒との紐付けは解除されます。',
    school: '移動先の学校',
    done: '{{serial}} を {{school}} へ移動しました',
  },
  disable: {
    title: 'デバイス {{serial}} を無効にしますか？',
    content: '無効なデバイスはサインインできず、デバイス上のサインインは今すぐ終了します。いつでも再び有効にできます。',
    done: '{{serial}} を無効にしました',
  },
  enable: {
    title: 'デバイス {{serial}} を有効にしますか？',
    content: '紐付けた生徒は再びこのデバイスでサインインできます。',
    done: '{{serial}} を有効にしました',
  },
  import: {
    title: 'デバイスのシリアル番号をインポート',
    intro:
      '1 行に 1 台：シリアル番号と種類（pen または pad）は必須、モデルと学校は任意です。まずすべての行を確認し、確定するまで何も書き込みません。',
    columns: '列',
    school: '既定の学校',
    schoolHelp: '学校の欄が空の行はこの学校にインポートされます。',
    submit: 'デバイスをインポート（{{count}} 台）',
    result: 'インポートしたデバイス：{{count}} 台',
    resultSub: '一覧に追加されました。生徒に紐付けできます。',
    done: '完了',
  },
};
