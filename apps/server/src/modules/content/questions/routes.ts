import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  deletedId,
  exportQuestionsQuery,
  getQuestionDetailQuery,
  getQuestionListQuery,
  idInput,
  questionImportResult,
  nullableId,
  optionalBool,
  previewQuestionInput,
  questionDetail,
  questionList,
  questionPreview,
  saveQuestionInput,
} from '@edu/shared';
import { badRequest } from '../../../http/errors';
import { orgGet, orgPost } from '../../org/http';
import type { ContentContext } from '../context';
import { BANK_READERS, CONTENT_MANAGERS } from '@edu/shared/access';
import { receiveFile } from '../storage/upload';
import * as svc from './service';
import { exportQuestions, QUESTION_IMPORT_MAX_BYTES, importQuestions } from './transfer';

const importFields = z.object({ dryRun: optionalBool, brandId: nullableId });

export async function questionRoutes(app: FastifyInstance, ctx: ContentContext) {
  const db = () => app.database.db;
  const readers = app.requireRole(...BANK_READERS);
  const managers = app.requireRole(...CONTENT_MANAGERS);
  const tags = ['topic'];

  orgGet(
    app,
    '/topic/getQuestionList',
    {
      input: getQuestionListQuery,
      data: questionList,
      preHandler: readers,
      summary: 'Search the question bank (text, type, subject, grade, knowledge point with descendants, difficulty)',
      tags,
    },
    async (q, request) => svc.listQuestions(db(), request.auth, q, { cap: app.config.listTotalCap }),
  );
  orgGet(
    app,
    '/topic/getQuestionDetail',
    {
      input: getQuestionDetailQuery,
      data: questionDetail,
      preHandler: readers,
      summary: 'A question with its answer, rendered preview and analysis',
      tags,
    },
    async (q, request) => svc.getQuestionDetail(db(), request.auth, q.id),
  );
  orgGet(
    app,
    '/topic/getQuestionPreview',
    {
      input: getQuestionDetailQuery,
      data: questionPreview,
      preHandler: readers,
      summary: 'A question rendered as a student sees it (no answer)',
      tags,
    },
    async (q, request) => svc.getQuestionPreview(db(), request.auth, q.id),
  );
  orgPost(
    app,
    '/topic/previewQuestion',
    {
      input: previewQuestionInput,
      data: questionPreview,
      preHandler: managers,
      summary: 'Render an unsaved question as a student would see it (checks it like saveQuestion); JSON body',
      tags,
    },
    async (input) => svc.previewUnsaved(input),
  );
  orgPost(
    app,
    '/topic/saveQuestion',
    {
      input: saveQuestionInput,
      data: questionDetail,
      preHandler: managers,
      summary: 'Create a question (no id) or replace one; checked type by type; JSON body',
      tags,
    },
    async (input, request) => svc.saveQuestion(db(), request.auth, input, request.ip),
  );
  orgPost(
    app,
    '/topic/deleteQuestion',
    {
      input: idInput,
      data: deletedId,
      preHandler: managers,
      summary: 'Delete a question (409 while lessons use it)',
      tags,
    },
    async (input, request) => svc.deleteQuestion(db(), request.auth, input.id, request.ip),
  );

  app.route({
    method: 'POST',
    url: '/openapi/topic/importQuestions',
    schema: {
      summary:
        'Import questions from a JSON question file or an XLSX sheet (multipart: file, dryRun, brandId); every row is checked first, nothing is written unless all pass',
      tags,
      security: [{ token: [] }],
      consumes: ['multipart/form-data'],
      response: { 200: z.object({ code: z.number(), msg: z.string(), data: questionImportResult }) },
    },
    preHandler: managers,
    handler: async (request) => {
      const file = await receiveFile(request, ctx.tmpDir, Math.min(QUESTION_IMPORT_MAX_BYTES, ctx.uploadMaxBytes));
      try {
        const fields = importFields.safeParse(file.fields);
        if (!fields.success) {
          const onDryRun = fields.error.issues.some((i) => i.path[0] === 'dryRun');
          throw badRequest(onDryRun ? 'dryRun: must be true or false' : 'brandId: must be a positive integer id');
        }
        const data = await importQuestions(
          db(),
          request.auth,
          { path: file.tmpPath, mime: file.mime },
          { dryRun: fields.data.dryRun ?? false, brandId: fields.data.brandId },
          request.ip,
        );
        return { code: 200, msg: 'success', data };
      } finally {
        await fs.promises.rm(file.tmpPath, { force: true });
      }
    },
  });

  app.route({
    method: 'GET',
    url: '/openapi/topic/exportQuestions',
    schema: {
      summary: 'Download the questions of the filters as a JSON question file or an XLSX sheet (simple types)',
      tags,
      security: [{ token: [] }],
      querystring: exportQuestionsQuery,
    },
    preHandler: readers,
    handler: async (request, reply) => {
      const q = request.query as z.output<typeof exportQuestionsQuery>;
      const file = await exportQuestions(db(), request.auth, q);
      reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Question-Count', String(file.count));
      return reply.send(file.body);
    },
  });
}
