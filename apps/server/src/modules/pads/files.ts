/**
 * Package files of pad applications: received like every upload (streamed to a temporary file with the size
 * limit enforced as it arrives: 413 with the limit in the message), checked by content (an APK: a ZIP
 * archive), hashed (SHA-256) and stored under `apps/<uuid>.apk`; a row of pad_app_files records it.
 * saveApplication then takes the file's id. Downloads send the bytes with their checksum.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_FILE_TYPES, type AppFile, ResultCode } from '@edu/shared';
import type { Exec } from '../../db/queries';
import { padAppFiles } from '../../db/schema';
import { AppError } from '../../http/errors';
import { receiveFile, removeTmp } from '../../storage/upload';
import type { PadContext } from './context';

const notAnApk = () =>
  new AppError(ResultCode.unsupportedMediaType, 'This type of file is not accepted: upload an Android package (APK)');

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(path), hash);
  return hash.digest('hex');
}

export function fileOf(row: typeof padAppFiles.$inferSelect): AppFile {
  return { id: row.id, name: row.name, size: row.size, sha256: row.sha256 };
}

/** uploadApplicationFile: stores the file and records it; nothing is kept when it is refused. */
export async function uploadAppFile(
  db: Exec,
  files: PadContext,
  request: FastifyRequest,
  uploadedBy: number,
): Promise<AppFile> {
  const file = await receiveFile(request, files.tmpDir, files.fileMaxBytes);
  try {
    if (!file.mime || !(APP_FILE_TYPES as readonly string[]).includes(file.mime)) throw notAnApk();
    const sha256 = await sha256Of(file.tmpPath);
    const id = randomUUID();
    const storageKey = `apps/${id}.apk`;
    const contentType = 'application/vnd.android.package-archive';
    await files.storage.putFile(storageKey, file.tmpPath, file.size, contentType);
    try {
      const [row] = await db
        .insert(padAppFiles)
        .values({ id, storageKey, name: file.fileName, size: file.size, sha256, contentType, uploadedBy })
        .returning();
      if (!row) throw new Error('insert returned no file');
      return fileOf(row);
    } catch (err) {
      await files.storage.remove(storageKey);
      throw err;
    }
  } finally {
    await removeTmp(file);
  }
}

/** Sends a stored package file, named after the application's package and version, with its checksum. */
export async function sendAppFile(
  files: PadContext,
  reply: FastifyReply,
  file: typeof padAppFiles.$inferSelect,
  downloadName: string,
): Promise<FastifyReply> {
  const size = await files.storage.size(file.storageKey);
  if (size === null) throw new AppError(ResultCode.notFound, 'Application file not found');
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(size))
    .header('Content-Disposition', `attachment; filename="${downloadName}"`)
    .header('Digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`)
    .header('X-Checksum-SHA256', file.sha256)
    .header('Cache-Control', 'private, no-store');
  return reply.send(await files.storage.read(file.storageKey));
}
