import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.save', 'ui:fields.status', …) these pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'pads' namespace: the AI pads' applications, content packages and their grants (issue 13 items 5 and 7). */
export const PADS_NS = 'pads';

export const padsResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(PADS_NS, padsResources);
