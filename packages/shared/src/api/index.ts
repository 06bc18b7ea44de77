import { aiEndpoints } from './ai';
import { analyticsEndpoints } from './analytics';
import { brand } from './brand';
import { brandingEndpoints } from './branding';
import { contentEndpoints } from './content';
import { correctionEndpoints } from './correction';
import { deviceEndpoints } from './devices';
import type { Endpoint } from './endpoint';
import { learningEndpoints } from './learning';
import { menuEndpoints } from './menus';
import { orgEndpoints } from './org';
import { padEndpoints } from './pads';
import { reportEndpoints } from './report';
import { reviewEndpoints } from './review';
import { session } from './session';
import { supervisionEndpoints } from './supervision';

export * from './endpoint';

/**
 * The endpoint table (DESIGN.md section 2): every endpoint of the API, by group. The server registers
 * its routes from it, the web calls through it, and the OpenAPI document and the authorization matrix
 * test are generated from it. An endpoint exists only once it is here.
 */
export const api = {
  session,
  brand,
  branding: brandingEndpoints,
  org: orgEndpoints,
  content: contentEndpoints,
  learning: learningEndpoints,
  correction: correctionEndpoints,
  review: reviewEndpoints,
  report: reportEndpoints,
  supervision: supervisionEndpoints,
  analytics: analyticsEndpoints,
  menu: menuEndpoints,

  device: deviceEndpoints,

  pad: padEndpoints,

  ai: aiEndpoints,
} as const;

export type Api = typeof api;
/** Any endpoint of the table, as its own literal type. */
export type AnyEndpoint = { [G in keyof Api]: Api[G][keyof Api[G]] }[keyof Api];
/** Every endpoint of the table, keyed by its id (`group.name`). */
export type EndpointsById = { [E in AnyEndpoint as E['id']]: E };
export type EndpointId = keyof EndpointsById;

/** Every endpoint of the table, in table order. */
export const endpoints: readonly Endpoint[] = Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]);

/** The endpoint of an id (`org.getSchoolList`). */
export function endpointById(id: string): Endpoint | undefined {
  return endpoints.find((e) => e.id === id);
}
