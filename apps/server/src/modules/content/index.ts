import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { materials } from '../../db/schema';
import type { ContentContext } from './context';
import { courseRoutes } from './courses/routes';
import { knowledgeRoutes } from './knowledge/routes';
import { DEMO_MATERIAL_KEY, demoMaterialPdf } from './materials/demo-pdf';
import { materialRoutes } from './materials/routes';
import { ensureObject } from './materials/service';
import { questionRoutes } from './questions/routes';
import { createStorage } from '../../storage/storage';

/** Content core (issue 4): courses, chapters, lessons, questions, knowledge points, learning materials. */
export async function contentRoutes(app: FastifyInstance) {
  const ctx: ContentContext = {
    storage: createStorage(app.config),
    tmpDir: path.join(app.config.dataDir, 'tmp'),
    uploadMaxBytes: app.config.uploadMaxBytes,
  };
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 20 } });
  }
  await app.register(async (scope) => courseRoutes(scope, ctx));
  await app.register(async (scope) => questionRoutes(scope, ctx));
  await app.register(knowledgeRoutes);
  await app.register(async (scope) => materialRoutes(scope, ctx));

  // The demo material is seeded as a row; its bytes are written here when the storage lacks them.
  app.addHook('onReady', async () => {
    const [demo] = await app.database.db
      .select({ id: materials.id })
      .from(materials)
      .where(eq(materials.storageKey, DEMO_MATERIAL_KEY))
      .limit(1);
    if (demo) await ensureObject(ctx.storage, DEMO_MATERIAL_KEY, demoMaterialPdf, 'application/pdf');
  });
}

// The content module's public face for the seeds and their tests (apps/server/scripts/seed).
export { DEMO_MATERIAL_KEY, DEMO_MATERIAL_NAME, demoMaterialPdf } from './materials/demo-pdf';
export { normalizeSearch, searchFields } from './questions/search';
export { previewOf, renderRichText } from './render';
export { excerpt, plainText } from './text';
// What AI question creation (modules/ai/generation) builds on: the bank's own create and its stored form.
export { getQuestionDetail, storedFields, writeQuestion } from './questions/service';
export { sanitizeRich } from './render';
