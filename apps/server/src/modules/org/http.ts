import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { envelope } from '@edu/shared';
import { noStore, ok } from '../../http/envelope';
import type { AuthHook } from '../auth';

export interface OrgRoute<I extends z.ZodType, O extends z.ZodType> {
  /** Parameters: the query string for GET; body and query string merged for POST. */
  input: I;
  /** The envelope's data. */
  data: O;
  preHandler: AuthHook | AuthHook[];
  summary: string;
  tags: string[];
}

type Handler<I extends z.ZodType, O extends z.ZodType> = (
  input: z.output<I>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<O>>;

function common<I extends z.ZodType, O extends z.ZodType>(route: OrgRoute<I, O>) {
  return {
    summary: route.summary,
    tags: route.tags,
    security: [{ token: [] }],
    response: { 200: envelope(route.data) },
  };
}

// Plain (untyped) routes as in http/routes.ts: the type provider cannot infer through generic schemas;
// the zod validator has already replaced query/body with the parsed output of `input`, hence the casts.

/** A read: GET with its parameters in the query string. */
export function orgGet<I extends z.ZodType, O extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: OrgRoute<I, O>,
  handler: Handler<I, O>,
) {
  app.route({
    method: 'GET',
    url: url.startsWith('/openapi/') ? url : `/openapi${url}`, // TEMPORARY until defineRoute everywhere
    schema: { ...common(route), querystring: route.input },
    preHandler: route.preHandler,
    handler: async (request, reply) => ok(await handler(request.query as z.output<I>, request, reply)),
  });
}

/**
 * A change that only POST may make. Like getOrPost, the query string is merged under the body (form or
 * JSON), so clients may put parameters in either place.
 */
export function orgPost<I extends z.ZodType, O extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: OrgRoute<I, O>,
  handler: Handler<I, O>,
) {
  app.route({
    method: 'POST',
    url: url.startsWith('/openapi/') ? url : `/openapi${url}`, // TEMPORARY until defineRoute everywhere
    schema: { ...common(route), body: route.input },
    preHandler: route.preHandler,
    preValidation: async (request) => {
      const query = isRecord(request.query) ? request.query : {};
      const body = isRecord(request.body) ? request.body : {};
      request.body = { ...query, ...body };
    },
    handler: async (request, reply) => {
      noStore(reply);
      return ok(await handler(request.body as z.output<I>, request, reply));
    },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
