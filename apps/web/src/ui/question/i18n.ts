import { type NamespaceResources, registerNamespace } from '../../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/**
 * 'question' namespace: a question as a student answers it and as a report shows it (outcome, key, analysis,
 * a person's correction). Texts in ./locales/{zh,en,es,ja}.ts.
 */
export const QUESTION_NS = 'question';

export const questionResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(QUESTION_NS, questionResources);
