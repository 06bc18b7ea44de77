import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode } from '@edu/shared';
import { pickLanguage, translateMessage } from '@edu/shared/messages';
import { AppError, httpStatusFor } from './errors';

/** zod words a missing or non-numeric parameter as a type mismatch; say what the caller must fix. */
function plainProblem(message: string): string {
  if (/received undefined$/.test(message)) return 'is required';
  if (/received NaN$/.test(message)) return 'must be a number';
  return message;
}

/**
 * Sends an error envelope with `msg` in the request's language (Accept-Language; English without one).
 * The English text is the message id of the shared catalogue; unknown messages stay in English.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: number,
  msg: string,
  data: unknown,
) {
  const language = pickLanguage(request.headers['accept-language']);
  const vary = String(reply.getHeader('Vary') ?? '');
  if (!/\baccept-language\b/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  return reply.status(status).send({ code, msg: translateMessage(msg, language), data });
}

/** Every error leaves as an envelope with a clear message in the caller's language; never a stack, never a crash. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendError(request, reply, httpStatusFor(error.code), error.code, error.message, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const msg = error.validation
        .map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
          const problem = plainProblem(issue.message ?? 'is invalid');
          return where ? `${where}: ${problem}` : problem;
        })
        .join('; ');
      return sendError(request, reply, 400, ResultCode.badRequest, msg || 'Invalid request', null);
    }
    // A database "data exception" (SQLSTATE class 22: a number out of range, malformed text) comes from
    // a value the schemas let through: bad input, not a server fault.
    if (sqlStateOf(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'database refused a value');
      return sendError(
        request,
        reply,
        400,
        ResultCode.badRequest,
        'A value in the request is out of range or malformed',
        null,
      );
    }
    const fe = error as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 401 ? ResultCode.unauthorized : status;
      return sendError(request, reply, status, code, fe.message || 'Bad request', null);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, ResultCode.serverError, 'Internal server error', null);
  });
}

/** The SQLSTATE of a database error, which drizzle wraps (the driver's error is a `cause`). */
function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
