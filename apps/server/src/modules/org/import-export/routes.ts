import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, type ImportResult, ResultCode } from '@edu/shared';
import { uploadedSheet as uploadedFile } from '../../../storage/uploaded-sheet';
import { api } from '@edu/shared/api';
import { pickLanguage, translateMessage } from '@edu/shared/messages';
import { defineRoute } from '../../../http/define-route';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { exportUsers } from './export';
import { commitImport, previewImport } from './service';
import { buildTemplate } from './template';

const NDJSON = 'application/x-ndjson';

function languageOf(request: FastifyRequest) {
  return pickLanguage(request.headers['accept-language']);
}

/** Headers of a hijacked reply: those hooks set so far (security headers), then ours. */
function rawHeaders(reply: FastifyReply, extra: Record<string, string>): Record<string, string | number | string[]> {
  const out: Record<string, string | number | string[]> = {};
  for (const [key, value] of Object.entries(reply.getHeaders())) if (value !== undefined) out[key] = value;
  return { ...out, ...extra };
}

export async function importExportRoutes(app: FastifyInstance) {
  // Multipart only in this plugin's routes; limits are set per request in uploadedFile.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });

  defineRoute(app, api.org.getImportTemplate, async (q, { db, caller, request, reply }) => {
    const file = await buildTemplate(db, caller.scope, q.roleType, q.format, languageOf(request));
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', file.disposition)
      .header('Cache-Control', 'no-store')
      .send(file.body);
  });

  defineRoute(app, api.org.previewUserImport, async (params, { db, caller, request }) =>
    previewImport(db, caller.scope, params, await uploadedFile(request), languageOf(request)),
  );

  defineRoute(app, api.org.importUsers, async (params, { db, caller, request, reply }) => {
    const file = await uploadedFile(request);
    const language = languageOf(request);
    // A client gone before the writing starts leaves nothing behind.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    if (!String(request.headers.accept ?? '').includes(NDJSON)) {
      return commitImport(db, caller, params, file, language, undefined, gone.signal);
    }

    // Streaming: errors found before the first progress line still answer as a plain 4xx envelope.
    let streaming = false;
    const line = (value: unknown) => {
      if (!streaming) {
        streaming = true;
        reply.hijack();
        reply.raw.writeHead(
          200,
          rawHeaders(reply, { 'content-type': `${NDJSON}; charset=utf-8`, 'cache-control': 'no-store' }),
        );
      }
      reply.raw.write(`${JSON.stringify(value)}\n`);
    };
    try {
      const result = await commitImport(db, caller, params, file, language, line, gone.signal);
      line(ok(result));
      reply.raw.end();
      return result;
    } catch (err) {
      if (!streaming) throw err;
      if (err instanceof AppError) {
        line({ code: err.code, msg: translateMessage(err.message, language), data: err.data });
      } else {
        request.log.error({ err }, 'import failed');
        line({ code: ResultCode.serverError, msg: translateMessage('Internal server error', language), data: null });
      }
      reply.raw.end();
      // The reply is hijacked: Fastify sends nothing more, whatever is returned.
      const none: ImportResult = { roleType: params.roleType, created: 0, users: [] };
      return none;
    }
  });

  defineRoute(app, api.org.exportUsers, async (q, { db, caller, request, reply }) => {
    const file = await exportUsers(db, caller.scope, q, languageOf(request));
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', file.disposition)
      .header('Cache-Control', 'no-store')
      .send(file.stream);
  });
}
