import type zh from './zh';

/** The same keys as another language's messages, every leaf a string. */
/** The plural forms a language may add to a zh key_other (zh has only "other"; i18n-parity.test.ts checks them). */
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other`
    ? `${Base}_${'zero' | 'one' | 'two' | 'few' | 'many'}`
    : never]?: string;
};
export type MessagesLike<T> = { [K in keyof T]: T[K] extends string ? string : MessagesLike<T[K]> } & PluralForms<T>;

/** The 'common' namespace's shape, from the Chinese reference. */
export type CommonMessages = MessagesLike<typeof zh>;
