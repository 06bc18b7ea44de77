import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.save', 'ui:fields.status', …) this namespace's pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'org' namespace: the organization pages (schools, people, classes, helpers, data screen). */
export const ORG_NS = 'org';

export const orgResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(ORG_NS, orgResources);
