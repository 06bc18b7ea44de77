import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'auth' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  authRedirect: {
    working: 'ログインしています。しばらくお待ちください...',
    failed: 'ログインリンクが無効か期限切れです。もう一度ログインしてください',
    toLogin: 'ログインへ',
  },
};
