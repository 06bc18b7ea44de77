import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'question' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  questionN: '第 {{n}} 問',
  true: '正しい',
  false: '誤り',
  blankN: '第 {{question}} 問の空欄 {{n}}',
  formulaBlankN: '第 {{question}} 問の空欄 {{n}}（数式）',
  shortAnswer: '第 {{n}} 問の解答',
  shortPlaceholder: '解答を書いてください',
  photo: {
    add: '第 {{n}} 問の解答の写真を追加',
    replace: '第 {{n}} 問の写真を差し替え',
    remove: '第 {{n}} 問の写真を削除',
    alt: '第 {{n}} 問の手書き解答の写真',
    uploading: '第 {{n}} 問の写真をアップロード中',
  },
  key: '正解',
  analysis: '解説',
  correction: {
    title: '添削',
    points: '{{points}} / {{max}} 点',
    comment: 'コメント',
    by: '{{name}} が {{time}} に添削',
    photoAlt: '問題 {{n}} の手書きの写真（添削の書き込み付き）',
  },
  outcome: {
    correct: '正解',
    partial: '部分正解',
    wrong: '不正解',
    pending: '先生の採点待ち',
  },
  score: '得点',
  right: '正解数',
  timeSpent: '所要時間',
  submittedAt: '提出日時',
  waiting: '提出済み',
};
