import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  envelope,
  exportUsersQuery,
  getImportTemplateQuery,
  IMPORT_MAX_BYTES,
  type ImportResult,
  importPreview,
  importResult,
  ResultCode,
  type UserImportParams,
  userImportParams,
} from '@edu/shared';
import { pickLanguage, translateMessage } from '@edu/shared/messages';
import { noStore, ok } from '../../../http/envelope';
import type { AuthHook } from '../../auth';
import { AppError, badRequest } from '../../../http/errors';
import { orgScopeOf } from '../../../access/org';
import { exportUsers } from './export';
import { commitImport, previewImport } from './service';
import { buildTemplate } from './template';

const MB = 1024 * 1024;
const NDJSON = 'application/x-ndjson';

function languageOf(request: FastifyRequest) {
  return pickLanguage(request.headers['accept-language']);
}

function multipartCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The one file of a multipart/form-data body, within the size limit; its name and type are not trusted. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError(ResultCode.unsupportedMediaType, 'Upload the file as multipart/form-data');
  try {
    const part = await request.file({
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    if (!part) throw badRequest('The request has no file');
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    switch (multipartCode(err)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(ResultCode.payloadTooLarge, `The file is larger than ${IMPORT_MAX_BYTES / MB} MB`);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw badRequest('Send one file per request');
      default:
        throw badRequest('The upload is not valid multipart/form-data');
    }
  }
}

/** Headers of a hijacked reply: those hooks set so far (security headers), then ours. */
function rawHeaders(reply: FastifyReply, extra: Record<string, string>): Record<string, string | number | string[]> {
  const out: Record<string, string | number | string[]> = {};
  for (const [key, value] of Object.entries(reply.getHeaders())) if (value !== undefined) out[key] = value;
  return { ...out, ...extra };
}

/**
 * An upload: like orgPost (envelope, OpenAPI, no-store), but the body is the multipart file, so the
 * parameters are validated from the query string and documented there.
 */
function uploadRoute<O extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: { data: O; preHandler: AuthHook; summary: string; tags: string[] },
  handler: (params: UserImportParams, request: FastifyRequest, reply: FastifyReply) => Promise<z.input<O>>,
) {
  app.route({
    method: 'POST',
    url: `/openapi${url}`, // TEMPORARY until defineRoute everywhere
    schema: {
      summary: route.summary,
      tags: route.tags,
      security: [{ token: [] }],
      querystring: userImportParams,
      response: { 200: envelope(route.data) },
    },
    preHandler: route.preHandler,
    handler: async (request, reply) => {
      noStore(reply);
      return ok(await handler(request.query as UserImportParams, request, reply));
    },
  });
}

export async function importExportRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const orgAdmins = app.requireRole('admin', 'brandingAdmin', 'schooladmin');
  const tags = ['manage'];

  // Multipart only in this plugin's routes; limits are set per request in uploadedFile.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });

  app.route({
    method: 'GET',
    url: '/openapi/manage/getImportTemplate',
    schema: {
      summary:
        'Import template of teachers (roleType 0) or students (1) as XLSX or CSV, headers in the Accept-Language',
      tags,
      security: [{ token: [] }],
      querystring: getImportTemplateQuery,
    },
    preHandler: orgAdmins,
    handler: async (request, reply) => {
      const q = request.query as ReturnType<typeof getImportTemplateQuery.parse>;
      const file = await buildTemplate(db(), orgScopeOf(request.auth), q.roleType, q.format, languageOf(request));
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', file.disposition)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  });

  uploadRoute(
    app,
    '/manage/previewUserImport',
    {
      data: importPreview,
      preHandler: orgAdmins,
      summary:
        'Reads an uploaded CSV or XLSX file (multipart/form-data, one part named file, at most 5 MB); answers every row with its normalised values and errors; writes nothing',
      tags,
    },
    async (params, request) =>
      previewImport(db(), request.auth, params, await uploadedFile(request), languageOf(request)),
  );

  uploadRoute(
    app,
    '/manage/importUsers',
    {
      data: importResult,
      preHandler: orgAdmins,
      summary:
        'Imports every row of the file or none (checked again; 400 with the preview when a row has errors). With Accept: application/x-ndjson the answer streams progress lines, then the envelope as the last line',
      tags,
    },
    async (params, request, reply) => {
      const file = await uploadedFile(request);
      const language = languageOf(request);
      // A client gone before the writing starts leaves nothing behind.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      if (!String(request.headers.accept ?? '').includes(NDJSON)) {
        return commitImport(db(), request.auth, params, file, language, request.ip, undefined, gone.signal);
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
        const result = await commitImport(db(), request.auth, params, file, language, request.ip, line, gone.signal);
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
    },
  );

  app.route({
    method: 'GET',
    url: '/openapi/manage/exportUsers',
    schema: {
      summary:
        'The user list with the filters and keyword of getUserList (no paging) as XLSX or CSV, streamed; headers in the Accept-Language, times in tz',
      tags,
      security: [{ token: [] }],
      querystring: exportUsersQuery,
    },
    preHandler: orgAdmins,
    handler: async (request, reply) => {
      const q = request.query as ReturnType<typeof exportUsersQuery.parse>;
      const file = exportUsers(db(), orgScopeOf(request.auth), q, languageOf(request));
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', file.disposition)
        .header('Cache-Control', 'no-store')
        .send(file.stream);
    },
  });
}
