import { type NamespaceResources, registerNamespace } from '../../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'audit' namespace: the audit log card. Texts in ./locales/{zh,en,es,ja}.ts. */
export const AUDIT_NS = 'audit';

export const auditResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(AUDIT_NS, auditResources);
