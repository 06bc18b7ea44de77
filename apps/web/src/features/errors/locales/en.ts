import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'errors' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  notFound: {
    code: '404',
    title: 'Page not found',
    description:
      'The page you are looking for does not exist or has moved. Check the address, or go back to the home page.',
  },
  unauthorized: {
    code: '401',
    title: 'No permission',
    description: 'Your role cannot open this page. Ask an administrator for access, or log in with another account.',
  },
  back: 'Go back',
};
