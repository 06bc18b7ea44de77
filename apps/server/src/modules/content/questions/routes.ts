import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { questionImportInput } from '@edu/shared';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { badRequest } from '../../../http/errors';
import type { ContentContext } from '../context';
import { receiveFile, withFields } from '../../../storage/upload';
import { deleteQuestion, getQuestionDetail, listQuestions, saveQuestion } from './service';
import { exportQuestions, importQuestions, QUESTION_IMPORT_MAX_BYTES } from './transfer';

/** The question bank: the table's entries (api.content) with their handlers. */
export async function questionRoutes(app: FastifyInstance, files: ContentContext) {
  const content = api.content;

  defineRoute(app, content.getQuestionList, (q, { db, caller, config }) =>
    listQuestions(db, caller.scope, q, { cap: config.listTotalCap }),
  );
  defineRoute(app, content.getQuestionDetail, (q, { db, caller }) => getQuestionDetail(db, caller.scope, q.id));
  defineRoute(app, content.saveQuestion, (input, { db, caller }) => saveQuestion(db, caller, input));
  defineRoute(app, content.deleteQuestion, (input, { db, caller }) => deleteQuestion(db, caller, input.id));

  // dryRun and brandId come in the query string or as form fields (the web sends fields).
  defineRoute(app, content.importQuestions, async (query, { db, caller, request }) => {
    const file = await receiveFile(request, files.tmpDir, Math.min(QUESTION_IMPORT_MAX_BYTES, files.uploadMaxBytes));
    try {
      const params = withFields(questionImportInput, query, file.fields, (error) =>
        badRequest(
          error.issues.some((i) => i.path[0] === 'dryRun')
            ? 'dryRun: must be true or false'
            : 'brandId: must be a positive integer id',
        ),
      );
      return await importQuestions(
        db,
        caller,
        { path: file.tmpPath, mime: file.mime },
        { dryRun: params.dryRun ?? false, brandId: params.brandId },
      );
    } finally {
      await fs.promises.rm(file.tmpPath, { force: true });
    }
  });

  defineRoute(app, content.exportQuestions, async (q, { db, caller, reply }) => {
    const file = await exportQuestions(db, caller.scope, q);
    reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Question-Count', String(file.count));
    return reply.send(file.body);
  });
}
