import { z } from 'zod';
import { ORG_ADMINS } from '../access/roles';
import {
  createShareLinkInput,
  getShareLinksQuery,
  openSharedQuery,
  revokeShareLinkInput,
  revokeShareLinkResult,
  sharedAnswer,
  sharedClassReport,
  sharedPhotoQuery,
  sharedStudentReport,
  shareLinkRow,
  shareLinks,
} from '../contracts/share';
import { endpointGroup } from './endpoint';

/**
 * Who shares: a teacher (reports and answers of its classes) and a correction teacher (answers and student
 * reports of the work it reaches). The scope carries the caller's id, brand and role; the service applies
 * each role's rule (apps/server/src/modules/reports/share/README.md).
 */
const sharers = { scope: 'support', roles: ['teacher', 'correctionTeacher'] } as const;
/** A link is withdrawn by its maker, or by an organization admin whose scope holds its class. */
const revokers = { scope: 'support', roles: ['teacher', 'correctionTeacher', ...ORG_ADMINS] } as const;
/** The public pages: no session; the signed token opens exactly one report. */
const anyone = { scope: 'public' } as const;

/** Share links of reports and the public report pages they open (issue 11 item 5). */
export const reportShareEndpoints = endpointGroup('report', {
  createShareLink: {
    path: '/openapi/report/createShareLink',
    methods: ['POST'],
    body: 'json',
    input: createShareLinkInput,
    data: shareLinkRow,
    access: sharers,
    summary:
      "Makes a share link of a student's lesson report, a class's report for a lesson or one answer (expiresInDays 1-30): its public address with a signed token",
  },
  getShareLinks: {
    path: '/openapi/report/getShareLinks',
    methods: ['GET'],
    input: getShareLinksQuery,
    data: shareLinks,
    access: sharers,
    summary: "The caller's share links, newest first, with their state and openings; narrowed to one target by its ids",
  },
  revokeShareLink: {
    path: '/openapi/report/revokeShareLink',
    methods: ['POST'],
    body: 'json',
    input: revokeShareLinkInput,
    data: revokeShareLinkResult,
    access: revokers,
    summary: 'Withdraws a share link (its maker, or an organization admin in scope): its page stops opening',
  },
  getSharedStudentReport: {
    path: '/openapi/report/getSharedStudentReport',
    methods: ['GET'],
    input: openSharedQuery,
    data: sharedStudentReport,
    access: anyone,
    summary:
      "/reportDeta: a student's lesson report by its share token (404 not valid, 410 expired or withdrawn; rate-limited per IP)",
  },
  getSharedClassReport: {
    path: '/openapi/report/getSharedClassReport',
    methods: ['GET'],
    input: openSharedQuery,
    data: sharedClassReport,
    access: anyone,
    summary:
      "/reportDetaTo: a class's report for a lesson, aggregates only, by its share token (404 not valid, 410 expired or withdrawn)",
  },
  getSharedAnswer: {
    path: '/openapi/report/getSharedAnswer',
    methods: ['GET'],
    input: openSharedQuery,
    data: sharedAnswer,
    access: anyone,
    summary: '/AnswerDetail: one answer with its marks by its share token (404 not valid, 410 expired or withdrawn)',
  },
  sharedPhoto: {
    path: '/openapi/report/sharedPhoto',
    methods: ['GET'],
    input: sharedPhotoQuery,
    data: z.never(),
    answer: 'file',
    access: anyone,
    hidden: true,
    summary: "A shared report's photo by the address made for its link, while the link is active",
  },
});
