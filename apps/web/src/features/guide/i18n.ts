import { type NamespaceResources, registerNamespace } from '../../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'guide' namespace: the guide page. */
export const GUIDE_NS = 'guide';

export const guideResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(GUIDE_NS, guideResources);
