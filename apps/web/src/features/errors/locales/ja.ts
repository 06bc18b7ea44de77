import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'errors' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  notFound: {
    code: '404',
    title: 'ページが見つかりません',
    description: 'お探しのページは存在しないか、移動しました。アドレスを確認するか、ホームに戻ってください。',
  },
  unauthorized: {
    code: '401',
    title: 'アクセス権限がありません',
    description:
      '現在のロールではこのページを開けません。管理者に権限を依頼するか、別のアカウントでログインしてください。',
  },
  back: '前のページへ',
};
