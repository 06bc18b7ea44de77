import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES } from '@edu/shared';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { notFound } from '../../../http/errors';
import type { ContentContext } from '../context';
import { receiveFile, unsupportedType } from '../../../storage/upload';
import { deleteChapter, getChapterTree, moveChapter, saveChapter, saveChapterTree } from './chapters';
import { deleteLesson, getLessonDetail, moveLesson, publishLesson, saveLesson, setLessonExercises } from './lessons';
import { deleteCourse, getCourseDetail, listCourses, publishCourse, saveCourse, textbookEditions } from './service';

/** Courses, chapters, lessons and the pictures they show: the table's entries (api.content) with their handlers. */
export async function courseRoutes(app: FastifyInstance, files: ContentContext) {
  const content = api.content;

  defineRoute(app, content.getCourseList, (q, { db, caller }) => listCourses(db, caller.scope, q));
  defineRoute(app, content.getCourseDetail, (q, { db, caller }) => getCourseDetail(db, caller.scope, q.id));
  defineRoute(app, content.saveCourse, (input, { db, caller }) => saveCourse(db, caller, input));
  defineRoute(app, content.deleteCourse, (input, { db, caller }) => deleteCourse(db, caller, input.id));
  defineRoute(app, content.publishCourse, (input, { db, caller }) => publishCourse(db, caller, input));
  defineRoute(app, content.getTextbookEditions, (q, { db, caller }) => textbookEditions(db, caller.scope, q));

  defineRoute(app, content.getChapterTree, (q, { db, caller }) => getChapterTree(db, caller.scope, q.courseId));
  defineRoute(app, content.saveChapter, (input, { db, caller }) => saveChapter(db, caller, input));
  defineRoute(app, content.moveChapter, (input, { db, caller }) => moveChapter(db, caller, input));
  defineRoute(app, content.deleteChapter, (input, { db, caller }) => deleteChapter(db, caller, input.id));
  defineRoute(app, content.saveChapterTree, (input, { db, caller }) => saveChapterTree(db, caller, input));

  defineRoute(app, content.getLessonDetail, (q, { db, caller }) => getLessonDetail(db, caller.scope, q.id));
  defineRoute(app, content.saveLesson, (input, { db, caller }) => saveLesson(db, caller, input));
  defineRoute(app, content.deleteLesson, (input, { db, caller }) => deleteLesson(db, caller, input.id));
  defineRoute(app, content.moveLesson, (input, { db, caller }) => moveLesson(db, caller, input));
  defineRoute(app, content.publishLesson, (input, { db, caller }) => publishLesson(db, caller, input));
  defineRoute(app, content.setLessonExercises, (input, { db, caller }) => setLessonExercises(db, caller, input));

  // Images (course covers, pictures inside lessons and questions): uploaded by content managers, served
  // to anyone by an unguessable name, so that <img> tags work without a session. Their address is the
  // serving entry's path with the name.
  defineRoute(app, content.uploadCover, async (_input, { request }) => ({
    cover: content.cover.path.replace(':file', await storeImage(files, request, 'covers')),
  }));
  defineRoute(app, content.uploadImage, async (_input, { request }) => ({
    url: content.image.path.replace(':file', await storeImage(files, request, 'images')),
  }));
  defineRoute(app, content.cover, (params, { reply }) => sendImage(files, reply, 'covers', params.file));
  defineRoute(app, content.image, (params, { reply }) => sendImage(files, reply, 'images', params.file));
}

type ImageFolder = 'covers' | 'images';

const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const IMAGE_FILE = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const IMAGE_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Receives an uploaded image (PNG, JPEG, WebP or GIF by content) and stores it; answers its new name. */
async function storeImage(files: ContentContext, request: FastifyRequest, folder: ImageFolder): Promise<string> {
  const file = await receiveFile(request, files.tmpDir, Math.min(IMAGE_UPLOAD_MAX_BYTES, files.uploadMaxBytes));
  try {
    const ext = file.mime ? IMAGE_TYPES[file.mime] : undefined;
    if (!ext || !file.mime) throw unsupportedType('cover');
    const name = `${randomUUID()}.${ext}`;
    await files.storage.putFile(`${folder}/${name}`, file.tmpPath, file.size, file.mime);
    return name;
  } finally {
    await fs.promises.rm(file.tmpPath, { force: true });
  }
}

/** Sends a stored image by its name, cached for a year (a name is never reused). */
async function sendImage(
  files: ContentContext,
  reply: FastifyReply,
  folder: ImageFolder,
  file: string,
): Promise<FastifyReply> {
  const match = IMAGE_FILE.exec(file);
  const size = match ? await files.storage.size(`${folder}/${file}`) : null;
  if (!match || size === null) throw notFound('Image not found');
  reply
    .header('Content-Type', IMAGE_MIME[match[1] ?? 'png'] ?? 'application/octet-stream')
    .header('Content-Length', String(size))
    .header('Cache-Control', 'public, max-age=31536000, immutable');
  return reply.send(await files.storage.read(`${folder}/${file}`));
}
