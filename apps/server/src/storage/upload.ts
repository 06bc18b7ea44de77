/**
 * Receiving one uploaded file (multipart field `file`): streamed to a temporary file under
 * DATA_DIR/tmp with the size limit enforced while it arrives (413), then its type detected from its
 * content with `file-type`, never from its name (415 when not allowed).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { z } from 'zod';
import { ResultCode } from '@edu/shared';
import { AppError, badRequest } from '../http/errors';

export interface ReceivedFile {
  tmpPath: string;
  size: number;
  /** the client's file name, without any folder part */
  fileName: string;
  /** detected from the bytes; null when file-type does not know the format */
  mime: string | null;
  ext: string | null;
  /** other form fields sent before the file */
  fields: Record<string, string>;
}

const tooLarge = (maxBytes: number) =>
  new AppError(ResultCode.payloadTooLarge, `The file is larger than the upload limit of ${formatMb(maxBytes)} MB`);

function formatMb(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

/** 415 answers, one per kind of upload. */
export function unsupportedType(kind: 'material' | 'cover' | 'questions'): AppError {
  switch (kind) {
    case 'material':
      return new AppError(
        ResultCode.unsupportedMediaType,
        'This type of file is not accepted: upload PDF, images, audio, video or office documents',
      );
    case 'cover':
      return new AppError(
        ResultCode.unsupportedMediaType,
        'This type of file is not accepted: upload a PNG, JPEG, WebP or GIF image',
      );
    case 'questions':
      return new AppError(
        ResultCode.unsupportedMediaType,
        'This type of file is not accepted: upload a JSON question file or an XLSX spreadsheet',
      );
  }
}

/**
 * Characters a file name never shows: C0 and C1 controls, and the invisible formatting marks that reorder
 * or hide text (bidi embeddings, overrides and isolates, LRM/RLM/ALM, zero-width space, word joiner, BOM,
 * other invisible operators). `report\u202Efdp.exe` would otherwise show as "reportexe.pdf" (issue 8).
 * Zero-width (non-)joiners stay: scripts and emoji need them.
 */
const HIDDEN_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** A name without the characters that hide or reorder text (HIDDEN_CHARACTERS), trimmed. */
export function visibleName(name: string): string {
  return name.replace(HIDDEN_CHARACTERS, '').trim();
}

/** The base name of a client-sent file name, without control or bidi characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (visibleName(base) || 'file').slice(0, 255);
}

export async function receiveFile(request: FastifyRequest, tmpDir: string, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest('file: is required (multipart/form-data)');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 1024 } });
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw badRequest('file: the upload could not be read');
  }
  if (!part) throw badRequest('file: is required');
  // Which side of the copy failed first: the part's own stream when the body ended (or the client went)
  // before the file did, the request's fault (400); the temporary file when the disk failed (500). Either
  // failure then destroys the other side too, so the order is what tells them apart.
  let failedFirst: 'upload' | 'disk' | undefined;
  part.file.on('error', () => {
    failedFirst ??= 'upload';
  });
  if (part.file.errored) failedFirst = 'upload';
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `upload-${randomUUID()}`);
  try {
    const out = fs.createWriteStream(tmpPath);
    out.on('error', () => {
      failedFirst ??= 'disk';
    });
    await pipeline(part.file, out);
    if (part.file.truncated) throw tooLarge(maxBytes);
    const { size } = await fs.promises.stat(tmpPath);
    if (size === 0) throw badRequest('file: is empty');
    const type = await fileTypeFromFile(tmpPath);
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(part.fields)) {
      const field = Array.isArray(value) ? value[0] : value;
      if (field && field.type === 'field' && typeof field.value === 'string') fields[key] = field.value;
    }
    return {
      tmpPath,
      size,
      fileName: cleanFileName(part.filename ?? ''),
      mime: type?.mime ?? null,
      ext: type?.ext ?? null,
      fields,
    };
  } catch (err) {
    await fs.promises.rm(tmpPath, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (failedFirst === 'upload' && !(err instanceof AppError)) {
      throw badRequest('file: the upload was cut off before the end of the file: send it again');
    }
    throw err;
  }
}

/**
 * The parameters of an upload: the query string's (validated already) with the form fields sent before
 * the file over them, validated again by the endpoint's schema; `refuse` makes the error of fields that
 * do not pass (a message known in advance, so that the catalogue translates it).
 */
export function withFields<S extends z.ZodType>(
  schema: S,
  query: z.output<S>,
  fields: Record<string, string>,
  refuse: (error: z.ZodError) => AppError,
): z.output<S> {
  const parsed = schema.safeParse({ ...(query as object), ...fields });
  if (!parsed.success) throw refuse(parsed.error);
  return parsed.data;
}

/** Removes the temporary file of an upload once it is stored or refused. */
export async function removeTmp(file: ReceivedFile): Promise<void> {
  await fs.promises.rm(file.tmpPath, { force: true });
}
