import { type NamespaceResources, registerNamespace } from '../app/i18n';
// The shared words ('ui:actions.save', 'ui:fields.status', …) this namespace's pages use.
import '../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'shell' namespace: the console shell's texts, in ./locales/{zh,en,es,ja}.ts. */
export const SHELL_NS = 'shell';

export const shellResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(SHELL_NS, shellResources);
