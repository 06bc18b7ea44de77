import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { envelope } from '@edu/shared';
import type { AuthHook } from '../modules/auth';
import { noStore, ok } from './envelope';

export interface GetOrPostRoute<I extends z.ZodType, O extends z.ZodType> {
  /** Parameters: the query string for GET; body and query string merged for POST. */
  input: I;
  /** The envelope's data. */
  data: O;
  preHandler?: AuthHook | AuthHook[];
  summary: string;
  tags: string[];
}

/**
 * A change the spec names as GET (DESIGN.md section 2): registered for GET as written and for POST,
 * which the console sends. Both answer with `Cache-Control: no-store`. For POST the query string is
 * merged under the body, so clients may put the parameters in either place.
 */
export function getOrPost<I extends z.ZodType, O extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: GetOrPostRoute<I, O>,
  handler: (input: z.output<I>, request: FastifyRequest, reply: FastifyReply) => Promise<z.input<O>>,
) {
  // Plain (untyped) routes: Fastify's type provider cannot infer through the generic schemas here; the
  // zod validator has already replaced query/body with the parsed output of `input`, hence the casts.
  const response = { 200: envelope(route.data) };
  const common = {
    summary: route.summary,
    tags: route.tags,
    // Routes behind a session say so in the OpenAPI document (the Authorization header scheme).
    ...(route.preHandler ? { security: [{ token: [] }] } : {}),
  };
  const preHandler = route.preHandler ?? [];

  app.route({
    method: 'GET',
    url: url.startsWith('/openapi/') ? url : `/openapi${url}`, // TEMPORARY until defineRoute everywhere
    schema: { ...common, querystring: route.input, response },
    preHandler,
    handler: async (request, reply) => {
      noStore(reply);
      return ok(await handler(request.query as z.output<I>, request, reply));
    },
  });

  app.route({
    method: 'POST',
    url: url.startsWith('/openapi/') ? url : `/openapi${url}`, // TEMPORARY until defineRoute everywhere
    schema: { ...common, body: route.input, response },
    preHandler,
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
