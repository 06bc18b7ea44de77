import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.*', 'ui:fields.*', 'ui:marks.*') this namespace's pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'correction' namespace: homework correction (the corrector's queue, its corrections, grading, the overview). */
export const CORRECTION_NS = 'correction';

export const correctionResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(CORRECTION_NS, correctionResources);
