import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.*', 'ui:fields.*', 'ui:grades.*') and the answers' ('question:outcome.*',
// 'question:true') these pages use.
import '../../ui/i18n';
import '../../ui/question/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'analytics' namespace: the precision-learning reports and the error list (issue 12 item 3). */
export const ANALYTICS_NS = 'analytics';

export const analyticsResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(ANALYTICS_NS, analyticsResources);
