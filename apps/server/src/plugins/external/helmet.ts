import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Security headers, with a strict CSP: scripts only from our origin (no inline script anywhere). */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd (cssinjs) and KaTeX inject style elements and attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // http://*.localhost in tests and plain-HTTP intranets: HSTS only belongs behind TLS.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, computed once: they depend on nothing in the request (no nonces). @fastify/helmet
 * builds helmet's middleware again for every request, parsing the CSP each time (~0.1 ms a request).
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

export async function helmetPlugin(app: FastifyInstance) {
  const headers = helmetHeaders();
  // Set before the handler, which may set its own (a material's stricter CSP).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
Object.defineProperty(helmetPlugin, Symbol.for('skip-override'), { value: true });
