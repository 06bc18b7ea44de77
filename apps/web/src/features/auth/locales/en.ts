import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'auth' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  authRedirect: {
    working: 'Signing you in, please wait...',
    failed: 'The sign-in link is invalid or has expired, please log in again',
    toLogin: 'Go to login',
  },
};
