import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { answerPhotos } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { createStorage } from '../../storage/storage';
import { DEMO_PHOTO_NAMES, demoPhotoPng } from './demo-photo';
import { getCorrectionDetail } from './detail';
import { errorCorrectionRoutes } from './error-corrections/routes';
import { getCorrectionOverview, getCorrectionQueue, getCorrections } from './queries';
import { getClassCorrectors, holdCorrection, releaseCorrection, saveCorrection, setClassCorrectors } from './service';

/** Homework correction: the table's entries (packages/shared/src/api/correction.ts) with their handlers. */
export async function correctionRoutes(app: FastifyInstance) {
  defineRoute(app, api.correction.getCorrectionQueue, (q, { db, caller }) => getCorrectionQueue(db, caller.scope, q));
  defineRoute(app, api.correction.getCorrections, (q, { db, caller }) => getCorrections(db, caller.scope, q));
  defineRoute(app, api.correction.getCorrectionOverview, (q, { db, caller, config }) =>
    getCorrectionOverview(db, caller.scope, q, caller.auth.userId, config.listTotalCap),
  );
  defineRoute(app, api.correction.getCorrectionDetail, (q, { db, caller }) => getCorrectionDetail(db, caller.scope, q));
  defineRoute(app, api.correction.holdCorrection, (input, { db, caller }) => holdCorrection(db, caller, input));
  defineRoute(app, api.correction.releaseCorrection, (input, { db, caller }) => releaseCorrection(db, caller, input));
  defineRoute(app, api.correction.saveCorrection, (input, { db, caller }) => saveCorrection(db, caller, input));
  defineRoute(app, api.correction.getClassCorrectors, (q, { db, caller }) => getClassCorrectors(db, caller.scope, q));
  defineRoute(app, api.correction.setClassCorrectors, (input, { db, caller }) => setClassCorrectors(db, caller, input));
  // Error correction (error-corrections/): the student's redo of a wrong answer, the corrector's review.
  await app.register(errorCorrectionRoutes);

  // The demo photo is seeded as a row; its bytes are written here when the storage lacks them.
  const storage = createStorage(app.config);
  app.addHook('onReady', async () => {
    const demo = await app.database.db
      .selectDistinct({ key: answerPhotos.storageKey })
      .from(answerPhotos)
      .where(inArray(answerPhotos.name, DEMO_PHOTO_NAMES));
    for (const { key } of demo) {
      if ((await storage.size(key)) === null) await storage.putBuffer(key, demoPhotoPng(), 'image/png');
    }
  });
}
