import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  chapterDeleted,
  chapterRow,
  chapterTree,
  courseList,
  courseRow,
  coverUploadResult,
  imageUploadResult,
  deletedId,
  getChapterTreeQuery,
  getCourseDetailQuery,
  getCourseListQuery,
  getLessonDetailQuery,
  getTextbookEditionsQuery,
  IMAGE_UPLOAD_MAX_BYTES,
  idInput,
  lessonDetail,
  lessonRow,
  moveInput,
  moveLessonInput,
  publishInput,
  saveChapterInput,
  saveChapterTreeInput,
  saveCourseInput,
  saveLessonInput,
  setLessonExercisesInput,
  textbookEditions,
} from '@edu/shared';
import { notFound } from '../../../http/errors';
import { orgGet, orgPost } from '../../org/http';
import type { ContentContext } from '../context';
import { CONTENT_MANAGERS, COURSE_READERS } from '@edu/shared/access';
import { receiveFile, unsupportedType } from '../storage/upload';
import * as svc from './service';

const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const IMAGE_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES;
const IMAGE_FILE = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const IMAGE_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export async function courseRoutes(app: FastifyInstance, ctx: ContentContext) {
  const db = () => app.database.db;
  const readers = app.requireRole(...COURSE_READERS);
  const managers = app.requireRole(...CONTENT_MANAGERS);
  const tags = ['course'];

  orgGet(
    app,
    '/course/getCourseList',
    { input: getCourseListQuery, data: courseList, preHandler: readers, summary: 'Courses the caller can see', tags },
    async (q, request) => svc.listCourses(db(), request.auth, q),
  );
  orgGet(
    app,
    '/course/getCourseDetail',
    { input: getCourseDetailQuery, data: courseRow, preHandler: readers, summary: 'One course', tags },
    async (q, request) => svc.getCourseDetail(db(), request.auth, q.id),
  );
  orgPost(
    app,
    '/course/saveCourse',
    {
      input: saveCourseInput,
      data: courseRow,
      preHandler: managers,
      summary: 'Create a course (no id) or change the fields given',
      tags,
    },
    async (input, request) => svc.saveCourse(db(), request.auth, input, request.ip),
  );
  orgPost(
    app,
    '/course/deleteCourse',
    {
      input: idInput,
      data: deletedId,
      preHandler: managers,
      summary: 'Delete a course with its chapters and lessons',
      tags,
    },
    async (input, request) => svc.deleteCourse(db(), request.auth, input.id, request.ip),
  );
  orgPost(
    app,
    '/course/publishCourse',
    { input: publishInput, data: courseRow, preHandler: managers, summary: 'Publish or unpublish a course', tags },
    async (input, request) => svc.publishCourse(db(), request.auth, input, request.ip),
  );
  orgGet(
    app,
    '/course/getTextbookEditions',
    {
      input: getTextbookEditionsQuery,
      data: textbookEditions,
      preHandler: readers,
      summary: 'Textbook editions of the book courses the caller can see',
      tags,
    },
    async (q, request) => svc.textbookEditions(db(), request.auth, q),
  );

  // Images (course covers, pictures inside lessons and questions): uploaded by content managers, served
  // to anyone by an unguessable name, so that <img> tags work without a session.
  for (const [url, folder, field, summary] of [
    ['/openapi/course/uploadCover', 'covers', 'cover', 'Upload a course cover'],
    ['/openapi/course/uploadImage', 'images', 'url', 'Upload a picture for lesson or question rich text'],
  ] as const) {
    app.route({
      method: 'POST',
      url,
      schema: {
        summary: `${summary} (multipart field \`file\`: PNG, JPEG, WebP or GIF by content, at most 5 MB)`,
        tags,
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({
            code: z.number(),
            msg: z.string(),
            data: field === 'cover' ? coverUploadResult : imageUploadResult,
          }),
        },
      },
      preHandler: managers,
      handler: async (request) => {
        const file = await receiveFile(request, ctx.tmpDir, Math.min(IMAGE_MAX_BYTES, ctx.uploadMaxBytes));
        try {
          const ext = file.mime ? IMAGE_TYPES[file.mime] : undefined;
          if (!ext || !file.mime) throw unsupportedType('cover');
          const name = `${randomUUID()}.${ext}`;
          await ctx.storage.putFile(`${folder}/${name}`, file.tmpPath, file.size, file.mime);
          const address = `/openapi/course/${folder === 'covers' ? 'cover' : 'image'}/${name}`;
          return { code: 200, msg: 'success', data: field === 'cover' ? { cover: address } : { url: address } };
        } finally {
          await fs.promises.rm(file.tmpPath, { force: true });
        }
      },
    });
  }
  for (const [route, folder] of [
    ['/openapi/course/cover/:file', 'covers'],
    ['/openapi/course/image/:file', 'images'],
  ] as const) {
    app.route({
      method: 'GET',
      url: route,
      schema: { hide: true, params: z.object({ file: z.string().max(64) }) },
      handler: async (request, reply) => {
        const { file } = request.params as { file: string };
        const match = IMAGE_FILE.exec(file);
        const size = match ? await ctx.storage.size(`${folder}/${file}`) : null;
        if (!match || size === null) throw notFound('Image not found');
        reply
          .header('Content-Type', IMAGE_MIME[match[1] ?? 'png'] ?? 'application/octet-stream')
          .header('Content-Length', String(size))
          .header('Cache-Control', 'public, max-age=31536000, immutable');
        return reply.send(await ctx.storage.read(`${folder}/${file}`));
      },
    });
  }

  orgGet(
    app,
    '/course/getChapterTree',
    {
      input: getChapterTreeQuery,
      data: chapterTree,
      preHandler: readers,
      summary: 'A course with its chapters (depth-first) and lessons',
      tags,
    },
    async (q, request) => svc.getChapterTree(db(), request.auth, q.courseId),
  );
  orgPost(
    app,
    '/course/saveChapter',
    {
      input: saveChapterInput,
      data: chapterRow,
      preHandler: managers,
      summary: 'Create a chapter (appended last under parentId) or rename one',
      tags,
    },
    async (input, request) => svc.saveChapter(db(), request.auth, input, request.ip),
  );
  orgPost(
    app,
    '/course/moveChapter',
    {
      input: moveInput,
      data: z.array(chapterRow),
      preHandler: managers,
      summary: 'Drag and drop: put a chapter under parentId at index; answers the course’s chapters',
      tags,
    },
    async (input, request) => svc.moveChapter(db(), request.auth, input, request.ip),
  );
  orgPost(
    app,
    '/course/deleteChapter',
    {
      input: idInput,
      data: chapterDeleted,
      preHandler: managers,
      summary: 'Delete a chapter with its sub-chapters and their lessons',
      tags,
    },
    async (input, request) => svc.deleteChapter(db(), request.auth, input.id, request.ip),
  );
  orgPost(
    app,
    '/course/saveChapterTree',
    {
      input: saveChapterTreeInput,
      data: chapterTree,
      preHandler: managers,
      summary: 'Replace the whole chapter tree (e.g. a textbook table of contents); JSON body',
      tags,
    },
    async (input, request) => svc.saveChapterTree(db(), request.auth, input, request.ip),
  );

  orgGet(
    app,
    '/course/getLessonDetail',
    {
      input: getLessonDetailQuery,
      data: lessonDetail,
      preHandler: readers,
      summary: 'A lesson rendered, with its exercises as students see them',
      tags,
    },
    async (q, request) => svc.getLessonDetail(db(), request.auth, q.id),
  );
  orgPost(
    app,
    '/course/saveLesson',
    {
      input: saveLessonInput,
      data: lessonDetail,
      preHandler: managers,
      summary: 'Create a lesson (appended last in chapterId) or change it; content is sanitized and rendered',
      tags,
    },
    async (input, request) => svc.saveLesson(db(), request.auth, input, request.ip),
  );
  orgPost(
    app,
    '/course/deleteLesson',
    { input: idInput, data: deletedId, preHandler: managers, summary: 'Delete a lesson', tags },
    async (input, request) => svc.deleteLesson(db(), request.auth, input.id, request.ip),
  );
  orgPost(
    app,
    '/course/moveLesson',
    {
      input: moveLessonInput,
      data: z.array(lessonRow),
      preHandler: managers,
      summary: 'Drag and drop: put a lesson in chapterId at index; answers the course’s lessons',
      tags,
    },
    async (input, request) => svc.moveLesson(db(), request.auth, input, request.ip),
  );
  orgPost(
    app,
    '/course/publishLesson',
    { input: publishInput, data: lessonRow, preHandler: managers, summary: 'Publish or unpublish a lesson', tags },
    async (input, request) => svc.publishLesson(db(), request.auth, input, request.ip),
  );
  orgPost(
    app,
    '/course/setLessonExercises',
    {
      input: setLessonExercisesInput,
      data: lessonDetail,
      preHandler: managers,
      summary: 'Replace a lesson’s exercises with these questions, in this order',
      tags,
    },
    async (input, request) => svc.setLessonExercises(db(), request.auth, input, request.ip),
  );
}
