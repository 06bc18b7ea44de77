import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { APP_FILE_MAX_BYTES } from '@edu/shared';
import { createStorage } from '../../storage/storage';
import type { PadContext } from './context';
import { ensureDemoFiles } from './demo';
import { padRoutes } from './routes';

/** AI pads (issue 13 items 5 and 7): applications, brands' choice of them, content packages and grants. */
export async function padModule(app: FastifyInstance) {
  const ctx: PadContext = {
    storage: createStorage(app.config),
    tmpDir: path.join(app.config.dataDir, 'tmp'),
    fileMaxBytes: Math.min(APP_FILE_MAX_BYTES, app.config.uploadMaxBytes),
  };
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: ctx.fileMaxBytes, files: 1, fields: 20 } });
  }
  await app.register(async (scope) => padRoutes(scope, ctx));
  // The demo applications are seeded as rows; their files are written here when the storage lacks them.
  app.addHook('onReady', () => ensureDemoFiles(app.database.db, ctx.storage));
}

// The module's public face for the seed.
export { DEMO_APPS } from './demo';
export { demoApk, sha256Hex } from './demo-apk';
