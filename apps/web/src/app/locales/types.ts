import type zh from './zh';

/** The same keys as another language's messages, every leaf a string. */
export type MessagesLike<T> = { [K in keyof T]: T[K] extends string ? string : MessagesLike<T[K]> };

/** The 'common' namespace's shape, from the Chinese reference. */
export type CommonMessages = MessagesLike<typeof zh>;
