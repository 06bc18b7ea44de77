import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.*', 'ui:fields.*', 'ui:import.*') these pages use.
import '../../ui/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'devices' namespace: AI pens and AI pads (/AIPad/index, issue 13 item 6). */
export const DEVICES_NS = 'devices';

export const devicesResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(DEVICES_NS, devicesResources);
