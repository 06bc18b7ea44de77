import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.*', 'ui:fields.*') and the question's ('question:*') this namespace's pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'review' namespace: the student's wrong-question book, its training camp and its error corrections. */
export const REVIEW_NS = 'review';

export const reviewResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(REVIEW_NS, reviewResources);
