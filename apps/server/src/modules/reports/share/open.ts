/**
 * The public side of share links (README.md "Public pages"): a token opens exactly the report its link names,
 * while the link is active; anything else answers the reason and no data. What each page shows, and what it
 * leaves out (no teacher's or corrector's name, no other student), is decided here.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  type LessonReport,
  type SharedAnswer,
  type SharedClassReport,
  type SharedPhotoQuery,
  type SharedStudentReport,
  type ShareKind,
  type ShareProblem,
  shareLinkState,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import { signingKey } from '../../../access/signed-links';
import type { Db } from '../../../db/client';
import type { Exec } from '../../../db/queries';
import { answerPhotos, brands, classes, shareLinks, submissions, users } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import type { Storage } from '../../../storage/storage';
import { reportOf } from '../../learning';
import { classLessonReport } from '../class-report';
import { studentLessonEvaluation } from '../evaluations';
import {
  expirySeconds,
  parseShareToken,
  SHARE_PURPOSE,
  sharedPhotoSignature,
  sharedPhotoSignatureHolds,
  shareTokenHolds,
} from './token';

export const LINK_INVALID = 'This link is not valid';
export const LINK_EXPIRED = 'This link has expired';
export const LINK_REVOKED = 'This link was withdrawn by the person who shared it';

const GONE = 410;

/** The refusal of a link that opens nothing, with its reason in data for the page to say. */
export function linkProblem(reason: ShareProblem): AppError {
  if (reason === 'invalid') return new AppError(404, LINK_INVALID, { reason });
  return new AppError(GONE, reason === 'expired' ? LINK_EXPIRED : LINK_REVOKED, { reason });
}

type LinkRecord = typeof shareLinks.$inferSelect;

/** An active link of `kind` whose token this is (signature checked in constant time), else the reason. */
async function activeLink(db: Db, token: string, kind: ShareKind): Promise<LinkRecord> {
  const parsed = parseShareToken(token);
  if (!parsed) throw linkProblem('invalid');
  const [[link], key] = await Promise.all([
    db.select().from(shareLinks).where(eq(shareLinks.id, parsed.id)).limit(1),
    signingKey(db, SHARE_PURPOSE),
  ]);
  if (!link || !shareTokenHolds(key, link, parsed.sig) || link.kind !== kind) throw linkProblem('invalid');
  const state = shareLinkState(link);
  if (state !== 'active') throw linkProblem(state);
  return link;
}

/** Counts an opening, only while the link is still active (withdrawn meanwhile: 410, nothing sent). */
async function countOpening(db: Exec, link: LinkRecord): Promise<void> {
  const [counted] = await db
    .update(shareLinks)
    .set({ openedCount: sql`${shareLinks.openedCount} + 1`, lastOpenedAt: sql`now()` })
    .where(and(eq(shareLinks.id, link.id), isNull(shareLinks.revokedAt), sql`${shareLinks.expiresAt} > now()`))
    .returning({ id: shareLinks.id });
  if (!counted) {
    const [now] = await db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    const state = now ? shareLinkState(now) : 'invalid';
    throw linkProblem(state === 'active' ? 'invalid' : state);
  }
}

/** The brand's name, the class's, and the student's when the link names one (a deleted student: not valid). */
async function namesOf(db: Exec, link: LinkRecord) {
  const [row] = await db
    .select({ brandName: brands.name, className: classes.name, studentName: users.name })
    .from(shareLinks)
    .innerJoin(brands, eq(brands.id, shareLinks.brandId))
    .innerJoin(classes, eq(classes.id, shareLinks.classId))
    .leftJoin(users, and(eq(users.id, shareLinks.studentId), isNull(users.deletedAt)))
    .where(eq(shareLinks.id, link.id))
    .limit(1);
  if (!row || (link.studentId !== null && row.studentName === null)) throw linkProblem('invalid');
  return { brandName: row.brandName, className: row.className, studentName: row.studentName ?? '' };
}

/** Signed addresses of photos for a link: valid while it is, checked against it on every open. */
export async function sharedPhotoUrls(
  db: Db,
  link: Pick<LinkRecord, 'id' | 'expiresAt'>,
  names: readonly string[],
): Promise<Record<string, string>> {
  if (names.length === 0) return {};
  const key = await signingKey(db, SHARE_PURPOSE);
  const exp = expirySeconds(link.expiresAt);
  const urls: Record<string, string> = {};
  for (const name of names) {
    const sig = sharedPhotoSignature(key, link.id, name, exp);
    const params = new URLSearchParams({ link: String(link.id), name, exp: String(exp), sig });
    urls[name] = `${api.report.sharedPhoto.path}?${params.toString()}`;
  }
  return urls;
}

/** The report of the link's submission without the names of who corrected it, its photos signed for the link. */
async function publicReport(db: Db, link: LinkRecord): Promise<LessonReport> {
  let report: LessonReport;
  try {
    // Reader 0: the report's own photo addresses are made for nobody; the link's replace them below.
    report = await reportOf(db, link.lessonId ?? 0, eq(submissions.id, link.submissionId ?? 0), 0);
  } catch (err) {
    if (err instanceof AppError && err.code === 404) throw linkProblem('invalid');
    throw err;
  }
  const items = report.items.map((item) => ({
    ...item,
    correction: item.correction && { ...item.correction, correctedBy: null },
  }));
  const photos = items.flatMap((i) => (i.response.photo ? [i.response.photo] : []));
  return { ...report, items, photoUrls: await sharedPhotoUrls(db, link, photos) };
}

/** An evaluation without who wrote it: the family reads the teacher's words, not the teacher's account. */
function withoutAuthor<E extends { author: unknown }>({ author: _author, ...shown }: E): Omit<E, 'author'> {
  return shown;
}

/** /reportDeta: a student's report of a lesson (the student's name and class; no other names). */
export async function getSharedStudentReport(db: Db, token: string): Promise<SharedStudentReport> {
  const link = await activeLink(db, token, 'student_report');
  const key = { studentId: link.studentId ?? 0, classId: link.classId ?? 0, lessonId: link.lessonId ?? 0 };
  const [names, report, evaluation] = await Promise.all([
    namesOf(db, link),
    publicReport(db, link),
    studentLessonEvaluation(db, key),
  ]);
  await countOpening(db, link);
  return {
    brandName: names.brandName,
    expiresAt: link.expiresAt.toISOString(),
    student: { name: names.studentName },
    className: names.className,
    report,
    evaluation: evaluation && withoutAuthor(evaluation),
  };
}

/** /reportDetaTo: a class's report for a lesson, aggregates only (its students' part is left out). */
export async function getSharedClassReport(db: Db, token: string): Promise<SharedClassReport> {
  const link = await activeLink(db, token, 'class_report');
  const [names, full] = await Promise.all([
    namesOf(db, link),
    classLessonReport(db, { classId: link.classId ?? 0, lessonId: link.lessonId ?? 0 }).catch((err: unknown) => {
      throw err instanceof AppError && err.code === 404 ? linkProblem('invalid') : err;
    }),
  ]);
  const { students: _left, ...report } = full;
  await countOpening(db, link);
  return { brandName: names.brandName, expiresAt: link.expiresAt.toISOString(), report };
}

/** /AnswerDetail: one answer with its marks; no names at all. */
export async function getSharedAnswer(db: Db, token: string): Promise<SharedAnswer> {
  const link = await activeLink(db, token, 'answer');
  const [names, report] = await Promise.all([namesOf(db, link), publicReport(db, link)]);
  const index = report.items.findIndex((i) => i.questionId === link.questionId);
  const item = report.items[index];
  if (!item) throw linkProblem('invalid');
  await countOpening(db, link);
  return {
    brandName: names.brandName,
    expiresAt: link.expiresAt.toISOString(),
    lesson: { title: report.title, courseTitle: report.courseTitle },
    n: index + 1,
    item,
    photoUrls: await sharedPhotoUrls(db, link, item.response.photo ? [item.response.photo] : []),
  };
}

const PHOTO_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * A photo of a shared report by the address made for its link: the signature over the link, the photo and the
 * link's expiry; the link still active; the photo one of the answers the link shows (the answer itself, or any
 * of the submission's). Not counted as an opening; never cached, so that it stops with the link.
 */
export async function openSharedPhoto(db: Db, storage: Storage, q: SharedPhotoQuery, reply: FastifyReply) {
  const key = await signingKey(db, SHARE_PURPOSE);
  if (!sharedPhotoSignatureHolds(key, q.link, q.name, q.exp, q.sig)) throw linkProblem('invalid');
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.id, q.link)).limit(1);
  if (!link || expirySeconds(link.expiresAt) !== q.exp || link.kind === 'class_report') throw linkProblem('invalid');
  const state = shareLinkState(link);
  if (state !== 'active') throw linkProblem(state);
  const ofQuestion = link.kind === 'answer' ? sql` and a.question_id = ${link.questionId}` : sql``;
  const [photo] = await db
    .select({ key: answerPhotos.storageKey, type: answerPhotos.contentType })
    .from(answerPhotos)
    .where(
      and(
        eq(answerPhotos.name, q.name),
        eq(answerPhotos.studentId, link.studentId ?? 0),
        eq(answerPhotos.lessonId, link.lessonId ?? 0),
        sql`exists (select 1 from answers a where a.submission_id = ${link.submissionId}
                     and a.response->>'photo' = ${q.name}${ofQuestion})`,
      ),
    )
    .limit(1);
  if (!photo) throw notFound('Photo not found');
  const size = await storage.size(photo.key);
  if (size === null) throw notFound('Photo not found');
  reply
    .header('Content-Type', PHOTO_MIME[q.name.split('.').pop() ?? ''] ?? photo.type)
    .header('Content-Length', String(size))
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'")
    .header('X-Content-Type-Options', 'nosniff');
  return reply.send(await storage.read(photo.key));
}
