import { type NamespaceResources, registerNamespace } from '../../app/i18n';
// The shared words ('ui:actions.*') and the route titles ('route:*') the editors show.
import '../../ui/i18n';
import '../../shell/route-titles/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'menus' namespace: the menu editors /menu/menu and /menuBrand/brandIndex (issue 13 item 4). */
export const MENUS_NS = 'menus';

export const menusResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(MENUS_NS, menusResources);
