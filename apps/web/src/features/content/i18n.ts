import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.save', 'ui:fields.status', …) this namespace's pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'content' namespace: question bank, courses and lessons, the rich-text editor, learning materials. */
export const CONTENT_NS = 'content';

export const contentResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(CONTENT_NS, contentResources);
