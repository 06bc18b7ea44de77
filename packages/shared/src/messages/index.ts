/** Server messages in the console's languages (gettext-style: the English text is the id). */
export { MESSAGE_TERMS, type MessageTranslations, SERVER_MESSAGES } from './catalogue';
export { API_DEFAULT_LANGUAGE, pickLanguage } from './language';
export { findTranslation, placeholdersOf, translateMessage } from './translate';
