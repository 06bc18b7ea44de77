import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NUL_PROBLEM, type OpenMaterialQuery, uploadMaterialInput } from '@edu/shared';
import { api, mayCall } from '@edu/shared/api';
import type { Db } from '../../../db/client';
import { defineRoute } from '../../../http/define-route';
import { AppError, badRequest, forbidden, notFound } from '../../../http/errors';
import type { ContentContext } from '../context';
import { receiveFile, removeTmp, withFields } from '../../../storage/upload';
import {
  deleteMaterial,
  disposition,
  downloadName,
  listMaterials,
  parseRange,
  type Reader,
  readableMaterial,
  shareMaterial,
  teacherClasses,
  uploadMaterial,
} from './service';
import { materialUrl, signedUser } from './signed';

/** Learning materials: the table's entries (api.content) with their handlers. */
export async function materialRoutes(app: FastifyInstance, files: ContentContext) {
  const content = api.content;

  // The name comes in the query string or as a form field (the web sends a field).
  defineRoute(app, content.uploadMaterial, async (query, { db, caller, request }) => {
    const file = await receiveFile(request, files.tmpDir, files.uploadMaxBytes);
    try {
      // A field can only be too long or hold a NUL (the answers the query string's validation gives).
      const { name } = withFields(uploadMaterialInput, query, file.fields, (error) =>
        badRequest(
          error.issues.some((i) => i.message === NUL_PROBLEM)
            ? 'name: must not contain the NUL character'
            : 'name: Too big: expected string to have <=255 characters',
        ),
      );
      return await uploadMaterial(db, files.storage, caller, file, name);
    } finally {
      await removeTmp(file);
    }
  });
  defineRoute(app, content.getMaterialList, (q, { db, caller }) => listMaterials(db, caller.scope, q));
  defineRoute(app, content.getShareClasses, (_q, { db, caller }) => teacherClasses(db, caller.scope.userId));
  defineRoute(app, content.shareMaterial, (input, { db, caller }) => shareMaterial(db, caller, input));
  defineRoute(app, content.getMaterialUrl, (q, { db, caller }) =>
    materialUrl(db, caller.scope, q.id, q.download ?? false),
  );
  defineRoute(app, content.deleteMaterial, (input, { db, caller }) =>
    deleteMaterial(db, files.storage, caller, input.id),
  );

  /** The reader of a signed address; when it does not hold (tampered, expired), the session's if any. */
  async function linkReader(db: Db, q: OpenMaterialQuery, request: FastifyRequest): Promise<Reader> {
    const signed = await signedUser(db, q);
    if (signed) return signed;
    if (!request.headers.authorization) {
      throw new AppError(403, 'This link has expired or is not valid; open the material again');
    }
    const auth = await app.authenticate(request);
    if (!mayCall(content.openMaterial, [auth.roleName])) throw forbidden();
    return { userId: auth.userId, role: auth.roleName };
  }

  // With a signed address the caller is null (the signature is checked here); else it is the session's.
  defineRoute(app, content.openMaterial, async (q, { db, caller, request, reply }) => {
    const reader = caller
      ? { userId: caller.auth.userId, role: caller.auth.roleName }
      : await linkReader(db, q, request);
    const m = await readableMaterial(db, reader, q.id);
    if (!m) throw notFound('Material not found');
    const size = await files.storage.size(m.storageKey);
    if (size === null) throw notFound('The file of this material is missing');
    const range = parseRange(request.headers.range, size);
    reply
      .header('Content-Type', m.contentType)
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'private, max-age=3600')
      // The file is never a page of ours: no scripts; the browser's own PDF viewer may run (object-src).
      .header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
      )
      .header(
        'Content-Disposition',
        disposition(q.download ? 'attachment' : 'inline', downloadName(m.name, m.contentType)),
      );
    if (range === null) {
      reply.header('Content-Range', `bytes */${size}`);
      throw new AppError(416, 'The requested range is not in the file');
    }
    if (range) {
      reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', String(range.end - range.start + 1));
    } else {
      reply.header('Content-Length', String(size));
    }
    if (request.method === 'HEAD') return reply.send();
    return reply.send(await files.storage.read(m.storageKey, range ?? undefined));
  });
}
