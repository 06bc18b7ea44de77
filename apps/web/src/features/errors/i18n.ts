import { type NamespaceResources, registerNamespace } from '../../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'errors' namespace: the 404 and 401 pages. */
export const ERRORS_NS = 'errors';

export const errorsResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(ERRORS_NS, errorsResources);
