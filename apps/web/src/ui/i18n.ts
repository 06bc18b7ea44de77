import { type NamespaceResources, registerNamespace } from '../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/**
 * 'ui' namespace: the texts of the UI kit (list pager and empty states, error state, grade and subject names) and the
 * words every page shares: actions (Save, Edit, Delete, Close, …), field labels (Actions, Status, School, …),
 * form validation. Use them from any namespace as `t('ui:actions.save')` and import UI_NS (or this file) so
 * that the namespace is registered. The audit log card has its own namespace ('audit', ./audit/i18n.ts).
 */
export const UI_NS = 'ui';

export const uiResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(UI_NS, uiResources);
