import { initReactI18next } from 'react-i18next';
import { i18n } from './i18n';

/**
 * Binds react-i18next (useTranslation, Trans) to the console's i18next instance. Imported by the router
 * before any route but /login renders (see ./i18n for why the login page goes without it).
 */
initReactI18next.init(i18n);
