import { type NamespaceResources, registerNamespace } from '../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/**
 * 'ui' namespace: the texts of the UI kit every feature uses (list pager and empty states, error state,
 * grade names, the audit log).
 */
export const UI_NS = 'ui';

export const uiResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(UI_NS, uiResources);
