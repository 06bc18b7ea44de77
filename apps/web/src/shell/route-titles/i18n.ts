import { type NamespaceResources, registerNamespace } from '../../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'route' namespace: route titles (the meta.title keys of app/route-table.ts), in ./locales/{zh,en,es,ja}.ts. */
export const ROUTE_NS = 'route';

export const routeTitles = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(ROUTE_NS, routeTitles);
