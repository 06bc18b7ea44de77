import { z } from 'zod';
import { idParam, listOf, listQuery, text } from './common';
import { lessonReport, photoUrls } from './learning';
import { optionalId } from './org';
import { classLessonReport, lessonEvaluation } from './report';

/**
 * Share links of reports and the public pages they open (issue 11 item 5; DESIGN.md section 3;
 * apps/server/src/modules/reports/share/README.md). A teacher or a correction teacher makes a link for a
 * student's lesson report, a class's report for a lesson or one answer with its marks; the public pages
 * /reportDeta, /reportDetaTo and /AnswerDetail open it without a login with its signed token, never with a
 * bare id, until it expires or its maker withdraws it.
 */

const isoTime = text();

export const SHARE_KINDS = ['student_report', 'class_report', 'answer'] as const;
export const shareKind = z.enum(SHARE_KINDS, { error: 'must be student_report, class_report or answer' });
export type ShareKind = z.infer<typeof shareKind>;

/** The public page of each kind (spec section 2: reachable without login). */
export const SHARE_PAGE_PATHS = {
  student_report: '/reportDeta',
  class_report: '/reportDetaTo',
  answer: '/AnswerDetail',
} as const satisfies Record<ShareKind, string>;
export const SHARE_PAGE_PATH_LIST: readonly string[] = Object.values(SHARE_PAGE_PATHS);

/** The expiries the console offers; the server takes any whole number of days up to the longest. */
export const SHARE_EXPIRY_CHOICES = [1, 7, 30] as const;
export const SHARE_EXPIRY_MAX_DAYS = 30;

/** A token is `<link id>.<signature>`: an id of at most 10 digits and 43 URL-safe characters. */
export const SHARE_TOKEN_MAX = 64;

export const SHARE_STATES = ['active', 'expired', 'revoked'] as const;
export const shareState = z.enum(SHARE_STATES, { error: 'must be active, expired or revoked' });
export type ShareState = z.infer<typeof shareState>;

/**
 * A link's state at `now`: withdrawn by its maker (revoked wins over expired: the page says it was
 * withdrawn), past its expiry, or open.
 */
export function shareLinkState(
  link: { expiresAt: Date | string; revokedAt: Date | string | null },
  now: number = Date.now(),
): ShareState {
  if (link.revokedAt !== null) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now ? 'expired' : 'active';
}

// ---------------------------------------------------------------------------------------------
// Targets: what each kind names
// ---------------------------------------------------------------------------------------------

export const SHARE_TARGET_FIELDS = ['studentId', 'classId', 'lessonId', 'submissionId', 'questionId'] as const;
export type ShareTargetField = (typeof SHARE_TARGET_FIELDS)[number];

/** The ids each kind's target is made of (a student's report of a lesson in a class; a class's; an answer). */
export const SHARE_KIND_FIELDS = {
  student_report: ['studentId', 'classId', 'lessonId'],
  class_report: ['classId', 'lessonId'],
  answer: ['submissionId', 'questionId'],
} as const satisfies Record<ShareKind, readonly ShareTargetField[]>;

export interface ShareTargets {
  student_report: { studentId: number; classId: number; lessonId: number };
  class_report: { classId: number; lessonId: number };
  answer: { submissionId: number; questionId: number };
}
export type ShareTarget = { [K in ShareKind]: { kind: K } & ShareTargets[K] }[ShareKind];

const targetIds = z.object({
  studentId: optionalId,
  classId: optionalId,
  lessonId: optionalId,
  submissionId: optionalId,
  questionId: optionalId,
});

export const SHARE_FIELD_REQUIRED = 'is required';
export const SHARE_FIELD_UNUSED = 'is not part of this kind of link';

/** The target of a kind from its ids (after the contract checked them: every id the kind needs is there). */
export function shareTargetOf(
  kind: ShareKind,
  ids: Partial<Record<ShareTargetField, number | undefined>>,
): ShareTarget {
  const id = (field: ShareTargetField) => ids[field] ?? 0;
  switch (kind) {
    case 'student_report':
      return { kind, studentId: id('studentId'), classId: id('classId'), lessonId: id('lessonId') };
    case 'class_report':
      return { kind, classId: id('classId'), lessonId: id('lessonId') };
    case 'answer':
      return { kind, submissionId: id('submissionId'), questionId: id('questionId') };
  }
}

export const createShareLinkInput = targetIds
  .extend({
    kind: shareKind,
    expiresInDays: z.coerce.number().int().min(1).max(SHARE_EXPIRY_MAX_DAYS),
  })
  .superRefine((value, ctx) => {
    const needed: readonly ShareTargetField[] = SHARE_KIND_FIELDS[value.kind];
    for (const field of SHARE_TARGET_FIELDS) {
      const given = value[field] !== undefined;
      if (needed.includes(field) && !given)
        ctx.addIssue({ code: 'custom', path: [field], message: SHARE_FIELD_REQUIRED });
      if (!needed.includes(field) && given)
        ctx.addIssue({ code: 'custom', path: [field], message: SHARE_FIELD_UNUSED });
    }
  });
export type CreateShareLinkInput = z.infer<typeof createShareLinkInput>;

// ---------------------------------------------------------------------------------------------
// The maker's links
// ---------------------------------------------------------------------------------------------

export const shareLinkRow = z.object({
  id: z.number().int(),
  kind: shareKind,
  state: shareState,
  /** the public page's path with its token (`/reportDeta?token=…`) while the link is active, else null */
  address: text().nullable(),
  target: z.object({
    studentId: z.number().int().nullable(),
    classId: z.number().int().nullable(),
    lessonId: z.number().int().nullable(),
    submissionId: z.number().int().nullable(),
    questionId: z.number().int().nullable(),
  }),
  /** what it shows, for the maker's list */
  lessonTitle: text().nullable(),
  className: text().nullable(),
  studentName: text().nullable(),
  createdAt: isoTime,
  expiresAt: isoTime,
  revokedAt: isoTime.nullable(),
  openedCount: z.number().int(),
  lastOpenedAt: isoTime.nullable(),
});
export type ShareLinkRow = z.infer<typeof shareLinkRow>;

/** The caller's links, newest first; the target's ids given narrow it to the links of that target. */
export const getShareLinksQuery = listQuery.extend({
  kind: shareKind.optional(),
  state: shareState.optional(),
  ...targetIds.shape,
});
export type GetShareLinksQuery = z.infer<typeof getShareLinksQuery>;
export const shareLinks = listOf(shareLinkRow);
export type ShareLinks = z.infer<typeof shareLinks>;

export const revokeShareLinkInput = z.object({ id: idParam });
export type RevokeShareLinkInput = z.infer<typeof revokeShareLinkInput>;
export const revokeShareLinkResult = z.object({
  /** false when it was withdrawn already (nothing written) */
  revoked: z.boolean(),
  link: shareLinkRow,
});
export type RevokeShareLinkResult = z.infer<typeof revokeShareLinkResult>;

// ---------------------------------------------------------------------------------------------
// The public pages
// ---------------------------------------------------------------------------------------------

export const openSharedQuery = z.object({ token: text().trim().min(1).max(SHARE_TOKEN_MAX) });
export type OpenSharedQuery = z.infer<typeof openSharedQuery>;

/** Why a link opens nothing: not a token this server made (or of another page), past its expiry, withdrawn. */
export const SHARE_PROBLEMS = ['invalid', 'expired', 'revoked'] as const;
export const shareProblem = z.object({ reason: z.enum(SHARE_PROBLEMS) });
export type ShareProblem = z.infer<typeof shareProblem>['reason'];

const sharedBase = z.object({
  /** the brand whose school the report comes from */
  brandName: text(),
  expiresAt: isoTime,
});

/** One answer of a report as the public pages show it: no corrector's name. */
export const sharedReportItem = lessonReport.shape.items.element;
export type SharedReportItem = z.infer<typeof sharedReportItem>;

/**
 * /reportDeta: a student's report of a lesson, for its family. The student's name and class (whose report it
 * is), the lesson, score and answers with their marks, and the teacher's evaluation when there is one; no
 * teacher's or corrector's name, no other student. Photos through addresses made for the link.
 */
export const sharedStudentReport = sharedBase.extend({
  student: z.object({ name: text() }),
  className: text(),
  report: lessonReport,
  /** the after-class evaluation (mastery, the teacher's comment) without who wrote it; null when there is none */
  evaluation: lessonEvaluation.omit({ author: true }).nullable(),
});
export type SharedStudentReport = z.infer<typeof sharedStudentReport>;

/**
 * /reportDetaTo: a class's report for a lesson, aggregates only: the summary, the score bands and each question's
 * figures and common wrong answers; the students' part is left out (no child's name reaches another family).
 */
export const sharedClassReport = sharedBase.extend({
  report: classLessonReport.omit({ students: true }),
});
export type SharedClassReport = z.infer<typeof sharedClassReport>;

/** /AnswerDetail: one answer with its marks: the lesson, the question, the answer, points, comment, photo; no names. */
export const sharedAnswer = sharedBase.extend({
  lesson: z.object({ title: text(), courseTitle: text() }),
  /** its number in the lesson */
  n: z.number().int(),
  item: sharedReportItem,
  photoUrls,
});
export type SharedAnswer = z.infer<typeof sharedAnswer>;

/** The signed address of a shared answer's photo: the link, the photo, the link's expiry (seconds), the signature. */
export const sharedPhotoQuery = z.object({
  link: idParam,
  name: text().trim().min(1).max(80),
  exp: z.coerce.number().int().positive(),
  sig: text().trim().min(1).max(SHARE_TOKEN_MAX),
});
export type SharedPhotoQuery = z.infer<typeof sharedPhotoQuery>;
