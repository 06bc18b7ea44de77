import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { type EventBus, openEventBus } from './db/event-bus';
import { installErrorHandler } from './http/error-handler';
import { inFlightPlugin } from './http/in-flight';
import { registerModules } from './modules';
import { BrandDirectory } from './modules/brand';
import { authPlugin } from './modules/auth';
import { webPlugin } from './plugins/app/web';
import { helmetPlugin } from './plugins/external/helmet';
import { swaggerPlugin } from './plugins/external/swagger';

export { loggerOptions } from './http/logger';

export interface AppDeps {
  config: AppConfig;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** This process's one listener of the live signals (db/event-bus.ts): sessions' events, schools' activity */
    eventBus: EventBus;
    /** Brand resolution by web address, cached in this process, cleared on every brand change (modules/brand/directory.ts) */
    brandDirectory: BrandDirectory;
  }
}

export type App = FastifyInstance;

/**
 * The application: external plugins (plugins/external: security headers, form bodies, OpenAPI), the
 * error handler (http/error-handler), the session (modules/auth), every module's routes from the endpoint
 * table (modules/index.ts), then the console itself (plugins/app/web).
 */
export async function buildApp(deps: AppDeps, logger: FastifyServerOptions['logger'] = false): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', database);
  // One LISTEN connection per process for every module's streams; closed after them (their preClose).
  const eventBus = await openEventBus(database, app.log);
  app.decorate('eventBus', eventBus);
  app.addHook('onClose', async () => eventBus.close());
  const brandDirectory = new BrandDirectory(database.db);
  brandDirectory.listen(eventBus);
  app.decorate('brandDirectory', brandDirectory);
  app.addHook('onClose', async () => brandDirectory.close());
  // Validation messages are message ids of the shared catalogue: zod's English texts, whatever locale
  // anything else may have configured.
  z.config(z.locales.en());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(inFlightPlugin);
  await app.register(helmetPlugin);
  await app.register(formbody);
  await app.register(swaggerPlugin);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });

  // The root-level authenticate decorator, before any module uses it.
  await app.register(authPlugin);
  // Every route's path comes whole from the endpoint table (/openapi/…).
  await app.register(registerModules);
  await app.register(webPlugin);
  return app;
}
