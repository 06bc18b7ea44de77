import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.*', 'ui:fields.*', …) and the report's own ('question:outcome.*') these pages use.
import '../../ui/i18n';
import '../../ui/question/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'reports' namespace: the student's report center, the teacher's after-class reports and evaluations. */
export const REPORTS_NS = 'reports';

export const reportsResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(REPORTS_NS, reportsResources);
