import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'sharedReport' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  sharedBy: '共有されたレポート',
  print: '印刷',
  validUntil: 'このリンクの有効期限：{{time}}',
  toLogin: 'コンソールにログイン',
  pageTitle: {
    student_report: '生徒のレポート',
    class_report: 'クラスのレポート',
    answer: '解答',
  },
  problem: {
    invalid: {
      title: 'このリンクは無効です',
      text: 'このアドレスは有効な共有リンクではありません。コピーの際に文字が欠けたか、変更された可能性があります。共有した先生にもう一度リンクをもらってください。',
    },
    expired: {
      title: 'このリンクは有効期限が切れています',
      text: 'この共有リンクは有効期限を過ぎたため、レポートは公開されていません。共有した先生に新しいリンクをもらってください。',
    },
    revoked: {
      title: 'このリンクは取り消されました',
      text: 'このレポートを共有した先生がリンクを取り消したため、レポートは公開されていません。必要な場合は先生に連絡してください。',
    },
    busy: {
      title: 'リクエストが多すぎます',
      text: '短い間にこのページが何度も開かれました。1 分ほど待ってからもう一度お試しください。',
    },
    failed: {
      title: 'レポートを開けません',
      text: '今はレポートを読み込めませんでした。接続を確認してもう一度お試しください。',
    },
    retry: '再試行',
  },
  student: {
    heading: '{{name}} さんの授業レポート',
    className: 'クラス',
    course: 'コース',
  },
  evaluation: {
    title: '授業後の評価',
    level: '全体の習熟度',
    comment: '先生のコメント',
    noComment: '先生はまだコメントを書いていません',
    mastery: '知識ポイントごとの習熟度',
    pointCredit: '{{name}}：{{percent}}%',
    levels: {
      mastered: '習得済み',
      developing: '習得中',
      needsWork: '要強化',
    },
  },
  classReport: {
    heading: '{{className}} · {{lesson}}',
    school: '学校',
    course: 'コース',
    students: '生徒数',
    submitted: '提出済み',
    graded: '採点済み',
    average: '平均点',
    median: '中央値',
    highest: '最高点',
    lowest: '最低点',
    bands: '得点分布',
    band: '{{from}}～{{to}} 点',
    bandCount: '{{n}} 人',
    questions: '問題ごとの集計',
    accuracy: '正答率',
    meanPoints: '平均点（記述）',
    outcomes: '正解 {{correct}} · 部分正解 {{partial}} · 不正解 {{wrong}} · 採点待ち {{pending}}',
    commonWrong: 'よくある誤答',
    wrongCount: '{{n}} 人',
    noWrong: '誤答はありません',
    none: '—',
    short: {
      text: '文章で解答',
      photo: '写真で解答',
    },
    empty: '未解答',
  },
  answer: {
    heading: '{{lesson}} · 第 {{n}} 問',
    course: 'コース',
  },
};
