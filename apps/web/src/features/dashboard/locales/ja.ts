import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'dashboard' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  greeting: {
    morning: 'おはようございます、{{name}} さん',
    afternoon: 'こんにちは、{{name}} さん',
    evening: 'こんばんは、{{name}} さん',
    night: '夜遅くまでお疲れさまです、{{name}} さん',
  },
  today: '今日は {{date}} です',
  profile: {
    title: 'プロフィール',
    school: '学校 ID',
    noIntroduction: '自己紹介はまだありません',
    none: '—',
  },
  brand: {
    title: 'ブランド',
    name: 'ブランド名',
    webAddress: 'Web アドレス',
    id: 'ブランド ID',
    none: 'このアドレスにはブランドが設定されていません。標準の外観を使用しています。',
  },
  shortcuts: {
    title: 'ショートカット',
    empty: 'このロールで使えるページはまだほかにありません。',
  },
  roles: {
    teacher: '教師',
    student: '生徒',
    admin: 'プラットフォーム管理者',
    schooladmin: '学校管理者',
    courseConsultant: 'コースコンサルタント',
    DL: 'DL ユーザー',
    brandingAdmin: 'ブランド管理者',
    correctionTeacher: '添削担当教師',
    unknown: '不明なロール',
  },
};
