import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'guide' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  title: 'Guide',
  intro: 'New to the console? Take the tour to meet the navbar, the tags view and the page settings step by step.',
  points: {
    sidebar: 'The menu on the left lists every page you can open; the hamburger button folds or opens it.',
    search: 'The search at the top right finds a page by its name (in Chinese, by pinyin too).',
    tags: 'Pages you visit stay open as tabs and keep what you typed; right-click a tab to refresh or close it.',
    settings: 'Page settings change the theme colour, fix the header, turn the tags view on or off and more.',
  },
  start: 'Start the tour',
  hint: 'Press Esc to leave the tour at any time; the question-mark button in the navbar starts it again.',
};
