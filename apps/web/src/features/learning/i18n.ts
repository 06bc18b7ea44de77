import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.*', 'ui:fields.*', …) this namespace's pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'learning' namespace: the teaching and learning loop (a teacher's classes, lesson releases). */
export const LEARNING_NS = 'learning';

export const learningResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(LEARNING_NS, learningResources);
