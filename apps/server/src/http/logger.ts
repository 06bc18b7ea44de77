import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { redactUrl } from './redact';

/** Keys redacted at the top level and one level down in any logged object. */
const SECRET_LOG_KEYS = [
  'pwd',
  'oldPwd',
  'newPwd',
  'rePwd',
  'password',
  'passwordHash',
  'token',
  'authorization',
  'apiKey',
  'keyCipher',
];

/** Drizzle puts a failed query's parameters (hashes, user data) into the message; keep only the SQL. */
function stripQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
}

/**
 * Request lines carry method, redacted URL and IP only: no headers (so no Authorization), no bodies.
 * Secret-looking keys are redacted at the top level and one level down of any logged object.
 */
export function loggerOptions(level: string, stream?: pino.DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', ...SECRET_LOG_KEYS.flatMap((key) => [key, `*.${key}`])],
      censor: '[REDACTED]',
    },
    serializers: {
      // A serializer runs inside the request log: if it threw, the process would die, so it cannot.
      req(req: { method: string; url: string; ip?: string }) {
        let url: string;
        try {
          url = redactUrl(String(req.url));
        } catch {
          url = `${String(req.url).split('?')[0]}?[unloggable query]`;
        }
        return { method: req.method, url, ip: req.ip };
      },
      err(err: Error) {
        const out = pino.stdSerializers.err(err);
        const { params: _params, ...rest } = out as typeof out & { params?: unknown };
        return { ...rest, message: stripQueryParams(out.message), stack: stripQueryParams(out.stack) };
      },
    },
  };
}
