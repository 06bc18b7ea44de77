import { type NamespaceResources, registerNamespace } from '../../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'share' namespace: the share dialog of reports and answers (ShareLinkButton). Texts in ./locales/{zh,en,es,ja}.ts. */
export const SHARE_NS = 'share';

export const shareResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(SHARE_NS, shareResources);
