import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createStorage } from '../../storage/storage';
import { brandingRoutes as routes } from './routes';
import type { BrandingContext } from './service';

/** Brands and themes (issue 13 items 1 and 3): /branding/branding and /theme/theme, the platform admin's. */
export async function brandingRoutes(app: FastifyInstance) {
  const ctx: BrandingContext = {
    storage: createStorage(app.config),
    tmpDir: path.join(app.config.dataDir, 'tmp'),
    uploadMaxBytes: app.config.uploadMaxBytes,
  };
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 20 } });
  }
  await app.register(async (scope) => routes(scope, ctx));
}
