import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.save', 'ui:fields.status', …) this namespace's pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'dashboard' namespace: the home page. */
export const DASHBOARD_NS = 'dashboard';

export const dashboardResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(DASHBOARD_NS, dashboardResources);
