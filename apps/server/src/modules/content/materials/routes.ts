import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  deletedId,
  getMaterialListQuery,
  getMaterialUrlQuery,
  idInput,
  materialList,
  materialRow,
  materialUrl,
  type OpenMaterialQuery,
  openMaterialQuery,
  shareClasses,
  shareMaterialInput,
} from '@edu/shared';
import { AppError, notFound } from '../../../http/errors';
import { orgGet, orgPost } from '../../org/http';
import type { ContentContext } from '../context';
import { receiveFile } from '../storage/upload';
import * as svc from './service';

export async function materialRoutes(app: FastifyInstance, ctx: ContentContext) {
  const db = () => app.database.db;
  const teachers = app.requireRole('teacher');
  const readers = app.requireRole('teacher', 'student');
  const tags = ['material'];

  app.route({
    method: 'POST',
    url: '/openapi/material/upload',
    schema: {
      summary:
        'Upload a learning material (multipart: file, optional name): PDF, images, audio, video or office documents, checked by content; 413 over UPLOAD_MAX_MB, 415 other types',
      tags,
      security: [{ token: [] }],
      consumes: ['multipart/form-data'],
      response: { 200: z.object({ code: z.number(), msg: z.string(), data: materialRow }) },
    },
    preHandler: teachers,
    handler: async (request) => {
      const file = await receiveFile(request, ctx.tmpDir, ctx.uploadMaxBytes);
      try {
        const data = await svc.uploadMaterial(db(), ctx.storage, request.auth, file, request.ip);
        return { code: 200, msg: 'success', data };
      } finally {
        await svc.removeTmp(file);
      }
    },
  });

  orgGet(
    app,
    '/material/getMaterialList',
    {
      input: getMaterialListQuery,
      data: materialList,
      preHandler: readers,
      summary: 'Teachers: their own materials; students: what is shared with their classes',
      tags,
    },
    async (q, request) => svc.listMaterials(db(), request.auth, q),
  );
  orgGet(
    app,
    '/material/getShareClasses',
    {
      input: z.object({}),
      data: shareClasses,
      preHandler: teachers,
      summary: 'The teacher’s active classes (where it may share)',
      tags,
    },
    async (_q, request) => svc.teacherClasses(db(), request.auth.userId),
  );
  orgPost(
    app,
    '/material/shareMaterial',
    {
      input: shareMaterialInput,
      data: materialRow,
      preHandler: teachers,
      summary: 'Replace the classes a material is shared with (the teacher’s own classes only)',
      tags,
    },
    async (input, request) => svc.shareMaterial(db(), request.auth, input, request.ip),
  );
  orgGet(
    app,
    '/material/getMaterialUrl',
    {
      input: getMaterialUrlQuery,
      data: materialUrl,
      preHandler: readers,
      summary: 'A signed address of the file for this user (img/iframe/video/download), valid 2 hours',
      tags,
    },
    async (q, request) => svc.materialUrl(db(), request.auth, q.id, q.download ?? false),
  );
  orgPost(
    app,
    '/material/deleteMaterial',
    { input: idInput, data: deletedId, preHandler: teachers, summary: 'Delete one of the teacher’s materials', tags },
    async (input, request) => svc.deleteMaterial(db(), ctx.storage, request.auth, input.id, request.ip),
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: '/openapi/material/open',
    schema: {
      summary:
        'The file itself (signed address from getMaterialUrl, or the Authorization header); single byte ranges answered 206',
      tags,
      querystring: openMaterialQuery,
    },
    handler: async (request, reply) => {
      const q = request.query as OpenMaterialQuery;
      let user = await svc.signedUser(db(), q);
      if (user === null) {
        if (q.sig !== undefined && !request.headers.authorization) {
          throw new AppError(403, 'This link has expired or is not valid; open the material again');
        }
        await app.requireAuth(request);
        user = request.auth;
      }
      const m = await svc.readableMaterial(db(), user, q.id);
      if (!m) throw notFound('Material not found');
      const size = await ctx.storage.size(m.storageKey);
      if (size === null) throw notFound('The file of this material is missing');
      const range = svc.parseRange(request.headers.range, size);
      reply
        .header('Content-Type', m.contentType)
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'private, max-age=3600')
        // The file is never a page of ours: no scripts; the browser's own PDF viewer may run (object-src).
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
        )
        .header('Content-Disposition', svc.disposition(q.download ? 'attachment' : 'inline', m.name));
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
      return reply.send(await ctx.storage.read(m.storageKey, range ?? undefined));
    },
  });
}
