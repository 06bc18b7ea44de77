import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { envelope } from '@edu/shared';
import { allowedInPreview, type Endpoint, type ScopeKind } from '@edu/shared/api';
import { GATED_ENDPOINTS } from '@edu/shared/menus/merge';
import { resolveScope, type ScopeOf } from '../access/scopes';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { AuthContext } from '../modules/auth';
import { ok, noStore } from './envelope';
import { forbidden, previewReadOnly } from './errors';

/** Who calls, in which scope, from where: resolved once per request, before the input is even read. */
export interface Caller<S = null> {
  auth: AuthContext;
  scope: S;
  ip: string;
}

type CallerOf<K extends ScopeKind> = K extends 'public'
  ? null
  : K extends 'signed'
    ? Caller | null
    : Caller<ScopeOf[K]>;

export interface RouteContext<K extends ScopeKind = ScopeKind> {
  db: Db;
  config: AppConfig;
  /** null on public endpoints, and on `signed` ones called with a signed link */
  caller: CallerOf<K>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler returns: the envelope's data, or (file answers, hijacked streams) the reply it sent. */
type HandlerResult<E extends Endpoint> = E['answer'] extends 'file' | 'sse' ? FastifyReply : z.input<E['data']>;

export type RouteHandler<E extends Endpoint> = (
  input: z.output<E['input']>,
  ctx: RouteContext<E['access']['scope']>,
) => Promise<HandlerResult<E>>;

// Set by the onRequest hook of every table route; read by its handler.
const callers = new WeakMap<FastifyRequest, Caller<unknown>>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `signed` endpoint called with a signed link: the handler checks the signature, no session needed. */
function hasSignature(request: FastifyRequest): boolean {
  return isRecord(request.query) && typeof request.query.sig === 'string';
}

/** The OpenAPI tag of a path: its domain segment (`/openapi/manage/…` → manage). */
function tagOf(path: string): string {
  return path.split('/')[2] ?? 'api';
}

/**
 * Registers an endpoint of the table (packages/shared/src/api) with its handler. The entry decides
 * everything around the handler:
 * - access: an onRequest hook resolves the session (401 and the session codes), refuses every change in a role
 *   preview (40301: the table's allowedInPreview), checks the role (403), refuses
 *   (403) an endpoint whose pages the caller's menu hides (modules/menus/README.md) and resolves the scope
 *   (403 when the account lacks its brand or school) before the body is read; the handler gets it as
 *   `ctx.caller`;
 * - input: validated by its schema (400 with the field named) from the query string (GET, multipart), the
 *   path (`:name`), or the body merged over the query string (POST, form or JSON);
 * - answer: the envelope around the handler's data (its schema in the OpenAPI document), or a file the
 *   handler sends itself (or an event stream it writes after hijacking the reply); envelope answers carry `Cache-Control: no-store` unless the handler sets its own.
 */
export function defineRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>): void {
  const { access, answer = 'envelope' } = endpoint;
  const publicRoute = access.scope === 'public';
  const envelopeAnswer = answer !== 'file' && answer !== 'sse';
  const allowed = new Set<string>(publicRoute ? [] : access.roles);
  // An endpoint serving only some pages is refused when the caller's menu hides them all (modules/menus).
  const gated = GATED_ENDPOINTS.has(endpoint.id);
  const previewAllowed = allowedInPreview(endpoint);

  const onRequest = async (request: FastifyRequest) => {
    if (access.scope === 'public') return;
    if (access.scope === 'signed' && hasSignature(request)) return;
    const auth = await app.authenticate(request);
    // A role preview is read-only: every change is refused here, for the whole table, before anything else.
    if (auth.preview && !previewAllowed) throw previewReadOnly();
    if (!allowed.has(auth.roleName)) throw forbidden();
    if (gated) await app.menuGate(endpoint.id, auth);
    callers.set(request, { auth, scope: resolveScope(access.scope, auth), ip: request.ip });
  };

  const handle = async (input: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // API answers are per caller and per moment: never cached, unless the handler says otherwise.
    if (envelopeAnswer) noStore(reply);
    const ctx = {
      db: app.database.db,
      config: app.config,
      caller: callers.get(request) ?? null,
      request,
      reply,
    } as RouteContext<E['access']['scope']>;
    const result = await handler(input as z.output<E['input']>, ctx);
    return envelopeAnswer ? ok(result) : result;
  };

  const schema = {
    summary: endpoint.summary,
    tags: [tagOf(endpoint.path)],
    ...(publicRoute ? {} : { security: [{ token: [] }] }),
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(endpoint.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    ...(envelopeAnswer ? { response: { 200: envelope(endpoint.data) } } : {}),
  };
  const pathParams = endpoint.path.includes('/:');

  // POST reads the body; GET and HEAD (one route, so Fastify adds no HEAD of its own) the query string.
  const methodSets = [endpoint.methods.filter((m) => m === 'POST'), endpoint.methods.filter((m) => m !== 'POST')];
  for (const methods of methodSets) {
    if (methods.length === 0) continue;
    const withBody = methods[0] === 'POST' && endpoint.body !== 'multipart';
    const route: RouteOptions = {
      method: methods,
      url: endpoint.path,
      schema: {
        ...schema,
        ...(pathParams
          ? { params: endpoint.input }
          : withBody
            ? { body: endpoint.input }
            : { querystring: endpoint.input }),
      },
      onRequest,
      handler: (request, reply) =>
        handle(pathParams ? request.params : withBody ? request.body : request.query, request, reply),
    };
    if (withBody) {
      // The query string is merged under the body (form or JSON), so clients may put parameters in either place.
      route.preValidation = async (request) => {
        const query = isRecord(request.query) ? request.query : {};
        const body = isRecord(request.body) ? request.body : {};
        request.body = { ...query, ...body };
      };
    }
    app.route(route);
  }
}
