import { type NamespaceResources, registerNamespace } from '../../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'auth' namespace: the third-party login hand-over (/auth-redirect). The login page uses 'common'. */
export const AUTH_NS = 'auth';

export const authResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(AUTH_NS, authResources);
