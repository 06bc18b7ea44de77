import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.save', …) this namespace's pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'appHome' namespace: a brand's app home (menuConfiguration) and study assistant (botAppConfiguration). */
export const APP_HOME_NS = 'appHome';

export const appHomeResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(APP_HOME_NS, appHomeResources);
