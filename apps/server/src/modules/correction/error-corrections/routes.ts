import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { createStorage } from '../../../storage/storage';
import { receiveFile, removeTmp } from '../../../storage/upload';
import { photoMaxBytes } from '../../learning';
import { getErrorCorrectionDetail } from './detail';
import { getErrorCorrectionOverview, getErrorCorrections } from './queries';
import { reviewErrorCorrection } from './review';
import {
  getMyErrorCorrections,
  submitErrorCorrection,
  uploadErrorCorrectionPhoto,
  withdrawErrorCorrection,
} from './student';

/**
 * Error correction (issue 11 item 2): the student's entries (review group,
 * packages/shared/src/api/review-corrections.ts) and the corrector's and the admin's (correction group).
 */
export async function errorCorrectionRoutes(app: FastifyInstance) {
  const storage = createStorage(app.config);
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 20 } });
  }
  // The student
  defineRoute(app, api.review.submitErrorCorrection, (input, { db, caller }) =>
    submitErrorCorrection(db, caller, input),
  );
  defineRoute(app, api.review.uploadErrorCorrectionPhoto, async (input, { db, caller, request }) => {
    const file = await receiveFile(request, tmpDir, photoMaxBytes(app.config.uploadMaxBytes));
    try {
      return await uploadErrorCorrectionPhoto(db, storage, caller.scope, input, file);
    } finally {
      await removeTmp(file);
    }
  });
  defineRoute(app, api.review.getMyErrorCorrections, (q, { db, caller }) => getMyErrorCorrections(db, caller.scope, q));
  defineRoute(app, api.review.withdrawErrorCorrection, (input, { db, caller }) =>
    withdrawErrorCorrection(db, caller, input),
  );
  // The correction teacher and the platform admin
  defineRoute(app, api.correction.getErrorCorrections, (q, { db, caller }) => getErrorCorrections(db, caller.scope, q));
  defineRoute(app, api.correction.getErrorCorrectionOverview, (q, { db, caller }) =>
    getErrorCorrectionOverview(db, caller.scope, q),
  );
  defineRoute(app, api.correction.getErrorCorrectionDetail, (q, { db, caller }) =>
    getErrorCorrectionDetail(db, caller.scope, q),
  );
  defineRoute(app, api.correction.reviewErrorCorrection, (input, { db, caller }) =>
    reviewErrorCorrection(db, caller, input),
  );
}
