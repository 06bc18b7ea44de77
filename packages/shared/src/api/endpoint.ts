import type { z } from 'zod';
import type { RoleSet } from '../access/roles';

/**
 * One entry of the endpoint table (DESIGN.md section 2): everything both sides need to know about an
 * endpoint. The server registers its route from the entry (apps/server/src/http/define-route.ts), the web
 * calls it through one typed function (apps/web/src/api), the OpenAPI document and the authorization
 * matrix test are generated from the table.
 */
export type HttpMethod = 'GET' | 'POST' | 'HEAD';

/**
 * The scope a call is checked in, once per request before the handler runs (DESIGN.md section 3):
 * - `public`: no session (login, brand info, public images);
 * - `session`: any logged-in caller, about itself (its info, its session, its password);
 * - `org`: organization admins; the platform admin everything, a brand admin its brand, a school admin
 *   its school;
 * - `content`: content readers and managers; the caller's brand plus platform-wide content;
 * - `classroom`: teachers their own classes and materials, students what is shared with their classes;
 * - `student`: one student's record: admins in scope, its teachers, its helpers, itself;
 * - `support`: helpers, the students linked to them;
 * - `signed`: a signed link (no session) or, without one, a session of the roles.
 */
export type ScopeKind = 'public' | 'session' | 'org' | 'content' | 'classroom' | 'student' | 'support' | 'signed';

export type Access = { scope: 'public' } | { scope: Exclude<ScopeKind, 'public'>; roles: RoleSet };

/**
 * How the console sends the input of a POST: form-urlencoded (spec section 7's default), JSON, a multipart
 * file, or no body at all with the input in the query string (`query`: spec section 7's insertTab).
 */
export type BodyEncoding = 'form' | 'json' | 'multipart' | 'query';

/**
 * What comes back: the envelope, a file (bytes, Content-Disposition), NDJSON progress lines then the envelope,
 * or a Server-Sent Events stream (text/event-stream; refusals before it starts are envelopes).
 */
export type AnswerKind = 'envelope' | 'file' | 'ndjson' | 'sse';

/** The cache group of the web: after a change, every query of its group is refetched. */
export type EndpointGroup =
  | 'session'
  | 'brand'
  | 'branding'
  | 'org'
  | 'content'
  | 'learning'
  | 'correction'
  | 'review'
  | 'report'
  | 'supervision'
  | 'analytics'
  | 'menu'
  | 'device'
  | 'pad'
  | 'ai';

export interface EndpointSpec<I extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  /** `/openapi/<domain>/<verbNoun>`; `:name` marks a path parameter */
  path: `/openapi/${string}`;
  /** the methods the server answers; the console sends the first */
  methods: readonly [HttpMethod, ...HttpMethod[]];
  /**
   * GET: the query string (or the path parameters). POST: the body merged over the query string.
   * Multipart: the query string; the file travels in the body.
   */
  input: I;
  /** the envelope's `data` (for file answers: what a successful answer would carry, `z.never()`) */
  data: D;
  body?: BodyEncoding;
  answer?: AnswerKind;
  access: Access;
  summary: string;
  /** left out of the OpenAPI document (public image files) */
  hidden?: boolean;
  /**
   * A POST that changes nothing: it reads what it is sent (a file to check, a search too long for a query
   * string). A role preview (read-only) may call it; see allowedInPreview.
   */
  reads?: true;
  /** A POST whose only change is ending the caller's own session (logout): a role preview may call it. */
  endsSession?: true;
}

export interface Endpoint<I extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> extends EndpointSpec<I, D> {
  /** `<group>.<name>`: the key of the endpoint in the table */
  id: string;
  group: EndpointGroup;
}

type Group<G extends EndpointGroup, T extends Record<string, EndpointSpec>> = {
  [K in keyof T]: T[K] & { id: `${G}.${K & string}`; group: G };
};

/** A group of endpoints: each entry gets its id (`group.name`) and group. */
export function endpointGroup<G extends EndpointGroup, T extends Record<string, EndpointSpec>>(
  group: G,
  specs: T,
): Group<G, T> {
  const out: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(specs)) out[name] = { ...spec, id: `${group}.${name}`, group };
  return out as Group<G, T>;
}

/** The console's method for an endpoint. */
export function consoleMethod(endpoint: Pick<EndpointSpec, 'methods'>): HttpMethod {
  return endpoint.methods[0];
}

/** Whether a call changes something (the console sends POST): answers are never cached. */
export function isChange(endpoint: Pick<EndpointSpec, 'methods'>): boolean {
  return endpoint.methods[0] === 'POST';
}

/**
 * Whether a role preview (a read-only session, apps/server/src/modules/auth/preview.ts) may call the endpoint:
 * what is not a change (the console sends GET), a POST the table marks as a pure read, and the ending of the
 * preview itself. Decided here for the whole table, whatever HTTP method the call uses: an endpoint that also
 * answers GET (updateSchool) is refused under GET too.
 */
export function allowedInPreview(endpoint: Pick<EndpointSpec, 'methods' | 'reads' | 'endsSession'>): boolean {
  return !isChange(endpoint) || endpoint.reads === true || endpoint.endsSession === true;
}

/** Whether a caller with these roles may call the endpoint (the server checks the scope besides). */
export function mayCall(endpoint: Pick<EndpointSpec, 'access'>, roles: readonly string[]): boolean {
  const access = endpoint.access;
  if (access.scope === 'public') return true;
  return roles.some((role) => (access.roles as readonly string[]).includes(role));
}
