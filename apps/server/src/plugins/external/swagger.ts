import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document (from the routes, which come from the endpoint table) and its page at /openapi/docs. */
export async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'edu-console API', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/openapi/docs',
    // Its page loads scripts and styles from its own /static files, so the app-wide CSP (script-src
    // 'self', inline styles allowed) is enough; no loosening needed.
    staticCSP: false,
    transformSpecificationClone: true,
    uiConfig: { validatorUrl: null },
  });
}
Object.defineProperty(swaggerPlugin, Symbol.for('skip-override'), { value: true });
