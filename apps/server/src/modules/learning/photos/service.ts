/**
 * Photos of handwritten work (issue 10 item 4): a student attaches one to a short answer of a lesson in
 * progress; its report, its teachers and its helpers see it. Files live in the server's storage under
 * `photos/<brand>/<name>`; they are opened by signed addresses made for one reader (an <img> sends
 * no Authorization header), and every open checks again that this reader may still see them.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  ANSWER_PHOTO_MAX_BYTES,
  type AnswerResponse,
  type OpenAnswerPhotoQuery,
  type UploadAnswerPhotoInput,
} from '@edu/shared';
import { correctorReaches, submissionAlias } from '../../../access/correction';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import type { Exec } from '../../../db/queries';
import { answerPhotos, classStudents, classTeachers, submissions, supportLinks, users } from '../../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import type { Storage } from '../../../storage/storage';
import type { ReceivedFile } from '../../../storage/upload';
import { exercisesOf, openLessonClass } from '../lessons/service';
import { photoSignatureHolds, photoUrlsFor } from './urls';

const PHOTO_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const PHOTO_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export const photoMaxBytes = (uploadMaxBytes: number) => Math.min(ANSWER_PHOTO_MAX_BYTES, uploadMaxBytes);

/** Stores a photo for a short answer of a lesson the student is working on; answers its name and address. */
export async function uploadAnswerPhoto(
  db: Db,
  storage: Storage,
  scope: ClassroomScope,
  input: UploadAnswerPhotoInput,
  file: ReceivedFile,
) {
  const classId = await openLessonClass(db, scope, input.lessonId);
  const exercise = (await exercisesOf(db, classId, input.lessonId)).find((e) => e.questionId === input.questionId);
  if (!exercise) throw badRequest(`questionId: question ${input.questionId} is not an exercise of this lesson`);
  if (exercise.type !== 'short') throw badRequest('questionId: a photo goes with a short answer');
  const [submitted] = await db
    .select({ state: submissions.state })
    .from(submissions)
    .where(
      and(
        eq(submissions.studentId, scope.userId),
        eq(submissions.classId, classId),
        eq(submissions.lessonId, input.lessonId),
      ),
    )
    .limit(1);
  if (submitted && submitted.state !== 'in_progress') {
    throw conflict('This lesson is already submitted; its answers can no longer change');
  }
  return storeAnswerPhoto(
    db,
    storage,
    { studentId: scope.userId, lessonId: input.lessonId, questionId: input.questionId, brandId: scope.brandId },
    file,
  );
}

/**
 * Stores a received photo (PNG, JPEG or WebP by content, else 415) under `photos/<brand>/<name>` and records
 * it for its student, lesson and question (answer_photos); answers its name and an address for the student.
 * The caller has checked that the student may attach it there (a lesson in progress, an error correction).
 */
export async function storeAnswerPhoto(
  db: Db,
  storage: Storage,
  owner: { studentId: number; lessonId: number; questionId: number; brandId: number },
  file: ReceivedFile,
): Promise<{ photo: string; url: string }> {
  const ext = file.mime ? PHOTO_TYPES[file.mime] : undefined;
  if (!ext || !file.mime) {
    throw new AppError(415, 'This type of file is not accepted: upload a PNG, JPEG or WebP photo');
  }
  const name = `${randomUUID()}.${ext}`;
  const storageKey = `photos/${owner.brandId}/${name}`;
  await storage.putFile(storageKey, file.tmpPath, file.size, file.mime);
  try {
    await db.insert(answerPhotos).values({
      name,
      studentId: owner.studentId,
      lessonId: owner.lessonId,
      questionId: owner.questionId,
      brandId: owner.brandId,
      storageKey,
      contentType: file.mime,
      size: file.size,
    });
  } catch (err) {
    await storage.remove(storageKey);
    throw err;
  }
  return { photo: name, url: (await photoUrlsFor(db, owner.studentId, [name]))[name] ?? '' };
}

/**
 * Refuses answers naming a photo that is not the student's own upload for that lesson and question (a name
 * guessed or copied from someone else's answer): 400, nothing written.
 */
export async function checkAnswerPhotos(
  db: Exec,
  studentId: number,
  lessonId: number,
  given: readonly { questionId: number; response: AnswerResponse }[],
): Promise<void> {
  const named = given.flatMap((a) => (a.response.photo ? [{ questionId: a.questionId, photo: a.response.photo }] : []));
  if (named.length === 0) return;
  const rows = await db
    .select({ name: answerPhotos.name, questionId: answerPhotos.questionId })
    .from(answerPhotos)
    .where(
      and(
        eq(answerPhotos.studentId, studentId),
        eq(answerPhotos.lessonId, lessonId),
        inArray(
          answerPhotos.name,
          named.map((n) => n.photo),
        ),
      ),
    );
  const mine = new Map(rows.map((r) => [r.name, r.questionId]));
  if (named.some((n) => mine.get(n.photo) !== n.questionId)) {
    throw badRequest('answers: the photo was not uploaded for this question');
  }
}

const INVALID_LINK = 'This link has expired or is not valid; open the page again';

/**
 * Sends a photo to the reader its address was made for, while that reader may still see the student's
 * work: the student itself, a teacher of one of its classes, a helper linked to it (DL, consultant,
 * correction), or a correction teacher who reaches the submission (access/correction.ts), all still active.
 */
export async function openAnswerPhoto(db: Db, storage: Storage, q: OpenAnswerPhotoQuery, reply: FastifyReply) {
  if (!(await photoSignatureHolds(db, q))) throw new AppError(403, INVALID_LINK);
  const [photo] = await db
    .select({ key: answerPhotos.storageKey, type: answerPhotos.contentType, studentId: answerPhotos.studentId })
    .from(answerPhotos)
    .innerJoin(users, and(eq(users.id, q.uid), eq(users.status, 1), sql`${users.deletedAt} is null`))
    .where(
      and(
        eq(answerPhotos.name, q.name),
        or(
          eq(answerPhotos.studentId, q.uid),
          sql`exists (select 1 from ${classTeachers} ct join ${classStudents} cs on cs.class_id = ct.class_id
                       where ct.teacher_id = ${q.uid} and cs.student_id = ${answerPhotos.studentId})`,
          sql`exists (select 1 from ${supportLinks} sl
                       where sl.staff_id = ${q.uid} and sl.student_id = ${answerPhotos.studentId})`,
          // A correction teacher who reaches the work the photo belongs to (the classes it corrects for too).
          sql`exists (select 1 from ${submissions} s where s.student_id = ${answerPhotos.studentId}
                       and s.lesson_id = ${answerPhotos.lessonId} and s.state in ('submitted', 'graded')
                       and ${correctorReaches({ userId: q.uid, brandId: users.brandId }, submissionAlias('s'))})`,
        ),
      ),
    )
    .limit(1);
  if (!photo) throw notFound('Photo not found');
  const size = await storage.size(photo.key);
  if (size === null) throw notFound('Photo not found');
  const ext = q.name.split('.').pop() ?? '';
  reply
    .header('Content-Type', PHOTO_MIME[ext] ?? photo.type)
    .header('Content-Length', String(size))
    .header('Cache-Control', 'private, max-age=3600')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; frame-ancestors 'self'")
    .header('X-Content-Type-Options', 'nosniff');
  return reply.send(await storage.read(photo.key));
}
