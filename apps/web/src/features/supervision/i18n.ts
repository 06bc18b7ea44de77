import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.*', 'ui:fields.*') these pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'supervision' namespace: the teacher's class sessions, the live board, its replay and summary. */
export const SUPERVISION_NS = 'supervision';

export const supervisionResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(SUPERVISION_NS, supervisionResources);
