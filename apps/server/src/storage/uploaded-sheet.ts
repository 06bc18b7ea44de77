import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, ResultCode } from '@edu/shared';
import { AppError, badRequest } from '../http/errors';

const MB = 1024 * 1024;

function multipartCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The one file of a multipart/form-data body (a spreadsheet to import: people, devices), within the size
 * limit, in memory; its name and type are not trusted (storage/spreadsheet.ts reads the content). The
 * route's plugin registers @fastify/multipart.
 */
export async function uploadedSheet(request: FastifyRequest): Promise<Buffer> {
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
