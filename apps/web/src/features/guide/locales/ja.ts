import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'guide' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  title: 'ガイド',
  intro: 'コンソールは初めてですか？ツアーで、ナビゲーションバー・タブバー・ページ設定を順番に確認しましょう。',
  points: {
    sidebar: '左のメニューには開けるページがすべて表示されます。ハンバーガーボタンで開閉できます。',
    search: '右上の検索で、ページを名前（中国語ではピンインでも）からすぐに探せます。',
    tags: '訪れたページはタブとして残り、入力内容も保たれます。タブを右クリックすると再読み込みや閉じる操作ができます。',
    settings: 'ページ設定では、テーマカラーの変更、ヘッダーの固定、タブバーのオン・オフなどができます。',
  },
  start: 'ツアーを開始',
  hint: 'Esc キーでいつでも終了できます。ナビゲーションバーの「？」ボタンから再開できます。',
};
