import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { type Api, api } from './index';

/**
 * The endpoint table as the browser needs it: everything but the schemas. The web imports this module;
 * its build replaces it with the same object computed at build time (apps/web/vite.config.ts,
 * `apiRoutes`), so no zod schema reaches the browser through the table and the login page's first load
 * stays small. The types still come from the schemas, through `Route`'s phantom field.
 */
declare const endpointTypes: unique symbol;

export type Route<E extends Endpoint = Endpoint> = Omit<E, 'input' | 'data'> & {
  /** never set: carries the endpoint's types to InputOf/DataOf */
  readonly [endpointTypes]?: E;
};

/** What the console may send: the schema's input (before coercion and defaults). */
export type InputOf<R> = R extends { readonly [endpointTypes]?: infer E extends Endpoint }
  ? z.input<E['input']>
  : never;
/** What a successful call resolves with: the envelope's data. */
export type DataOf<R> = R extends { readonly [endpointTypes]?: infer E extends Endpoint } ? z.output<E['data']> : never;

export type Routes = {
  [G in keyof Api]: { [N in keyof Api[G]]: Api[G][N] extends Endpoint ? Route<Api[G][N]> : never };
};

export type AnyRoute = Route<Endpoint>;

/** The table without its schemas. */
export function toRoutes(table: Api): Routes {
  const out: Record<string, Record<string, Omit<Endpoint, 'input' | 'data'>>> = {};
  for (const [group, entries] of Object.entries(table)) {
    const routes: Record<string, Omit<Endpoint, 'input' | 'data'>> = {};
    for (const [name, entry] of Object.entries(entries as Record<string, Endpoint>)) {
      const { input: _input, data: _data, ...route } = entry;
      routes[name] = route;
    }
    out[group] = routes;
  }
  return out as unknown as Routes;
}

export const routes: Routes = toRoutes(api);
// One export per group, so that a module needing one group (the brand loader of the first load) takes
// only that group into its bundle.
export const session = routes.session;
export const brand = routes.brand;
export const org = routes.org;
export const content = routes.content;
export const branding = routes.branding;
