import { type NamespaceResources, registerNamespace } from '../../../app/i18n';
// The shared words ('ui:actions.save', 'ui:fields.status', …) this namespace's pages use.
import '../../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'orgImport' namespace: bulk import and export of teachers and students. */
export const IMPORT_NS = 'orgImport';

export const importResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(IMPORT_NS, importResources);
