import type { FastifyReply } from 'fastify';
import { ResultCode } from '@edu/shared';

/** Success envelope. Handlers return ok(data); errors are thrown as AppError. */
export function ok<T>(data: T, msg = 'success') {
  return { code: ResultCode.ok, msg, data };
}

/** For changes the spec allows over GET: never let a cache keep the answer. */
export function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}
