import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers, with a strict CSP: scripts only from our origin (no inline script anywhere). */
export async function helmetPlugin(app: FastifyInstance) {
  await app.register(helmet, {
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
  });
}
Object.defineProperty(helmetPlugin, Symbol.for('skip-override'), { value: true });
