import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino from 'pino';
import { z } from 'zod';
import { ResultCode } from '@edu/shared';
import { pickLanguage, translateMessage } from '@edu/shared/messages';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { AppError, httpStatusFor } from './http/errors';
import { redactUrl } from './http/redact';
import { registerModules } from './modules';
import { authPlugin } from './modules/auth';

/** Brand logos (`/brand-assets/<file>`), referenced by brands.logo_url. */
const brandAssetsDir = path.resolve(import.meta.dirname, '../assets/brands');

export interface AppDeps {
  config: AppConfig;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

export type App = FastifyInstance;

/** Keys redacted at the top level and one level down in any logged object. */
const SECRET_LOG_KEYS = ['pwd', 'oldPwd', 'newPwd', 'rePwd', 'password', 'passwordHash', 'token', 'authorization'];

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
function sendError(
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

export async function buildApp(deps: AppDeps, logger: FastifyServerOptions['logger'] = false): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', database);
  // Validation messages are message ids of the shared catalogue: zod's English texts, whatever locale
  // anything else may have configured.
  z.config(z.locales.en());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every error leaves as an envelope with a clear message; never a stack, never a crash.
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
  await app.register(formbody);

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

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });

  // Root-level decorators (requireAuth, requireRole, request.auth) before any module uses them.
  await app.register(authPlugin);
  // Every route's path comes whole from the endpoint table (/openapi/…).
  await app.register(registerModules);

  await app.register(fastifyStatic, {
    root: brandAssetsDir,
    prefix: '/brand-assets/',
    decorateReply: false,
    index: false,
    // Logo file names are not content-hashed, so a day rather than forever.
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=86400');
    },
  });

  await registerWeb(app, config.webDist);
  return app;
}

/** Serves the built console: hashed assets cached for a year, everything else falls back to index.html. */
async function registerWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        // Only the console's own hashed bundle folder is immutable.
        const inAssets = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        reply.header('Cache-Control', inAssets ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/openapi/') || url === '/openapi';
    // A missing file must answer 404, not the console's HTML.
    const isAsset = url.startsWith('/assets/') || url.startsWith('/brand-assets/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    }
    return sendError(
      request,
      reply,
      404,
      ResultCode.notFound,
      `Not found: ${request.method} ${url.split('?')[0]}`,
      null,
    );
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
