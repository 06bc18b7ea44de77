import { ORG_ADMINS, PLATFORM_ADMINS } from '../access/roles';
import {
  classCorrectors,
  correctionDetail,
  correctionOverview,
  correctionQueue,
  corrections,
  getClassCorrectorsQuery,
  getCorrectionDetailQuery,
  getCorrectionOverviewQuery,
  getCorrectionQueueQuery,
  getCorrectionsQuery,
  holdCorrectionInput,
  holdCorrectionResult,
  releaseCorrectionInput,
  releaseCorrectionResult,
  saveCorrectionInput,
  saveCorrectionResult,
  setClassCorrectorsInput,
  setClassCorrectorsResult,
} from '../contracts/correction';
import {
  errorCorrectionDetail,
  errorCorrectionOverview,
  errorCorrections,
  getErrorCorrectionDetailQuery,
  getErrorCorrectionOverviewQuery,
  getErrorCorrectionsQuery,
  reviewErrorCorrectionInput,
  reviewErrorCorrectionResult,
} from '../contracts/error-correction';
import { endpointGroup } from './endpoint';

/**
 * A correction teacher: the submissions assigned to it (DESIGN.md section 3): of the students linked to it by
 * a support link of kind correction, and of the classes it corrects for, in its brand.
 */
const correctors = { scope: 'support', roles: ['correctionTeacher'] } as const;
/** The platform admin sees every brand's correction work (/correction/index), read-only. */
const overseers = { scope: 'org', roles: PLATFORM_ADMINS } as const;
/** Organization admins set which correction teachers correct for a class, each in its scope. */
const orgAdmins = { scope: 'org', roles: ORG_ADMINS } as const;

/** Homework correction (issue 11; apps/server/src/modules/correction/README.md). */
export const correctionEndpoints = endpointGroup('correction', {
  getCorrectionQueue: {
    path: '/openapi/correction/getCorrectionQueue',
    methods: ['GET'],
    input: getCorrectionQueueQuery,
    data: correctionQueue,
    access: correctors,
    summary: "The corrector's queue: handed-in work waiting for a person, oldest due first",
  },
  getCorrections: {
    path: '/openapi/correction/getCorrections',
    methods: ['GET'],
    input: getCorrectionsQuery,
    data: corrections,
    access: correctors,
    summary: 'Every correction the caller reaches, waiting or done, with filters (class, lesson, state, days)',
  },
  getCorrectionOverview: {
    path: '/openapi/correction/getCorrectionOverview',
    methods: ['GET'],
    input: getCorrectionOverviewQuery,
    data: correctionOverview,
    access: overseers,
    summary: "Every brand's correction work: who corrects what and how long it waits",
  },
  getCorrectionDetail: {
    path: '/openapi/correction/getCorrectionDetail',
    methods: ['GET'],
    input: getCorrectionDetailQuery,
    data: correctionDetail,
    access: correctors,
    summary: 'One handed-in submission answer by answer, with its photos, grades, hold and neighbours in the queue',
  },
  holdCorrection: {
    path: '/openapi/correction/holdCorrection',
    methods: ['POST'],
    body: 'json',
    input: holdCorrectionInput,
    data: holdCorrectionResult,
    access: correctors,
    summary: "Takes or renews the caller's hold on a submission (409 with the holder when another corrector has it)",
  },
  releaseCorrection: {
    path: '/openapi/correction/releaseCorrection',
    methods: ['POST'],
    body: 'json',
    input: releaseCorrectionInput,
    data: releaseCorrectionResult,
    access: correctors,
    summary: "Lets go of the caller's hold on a submission",
  },
  saveCorrection: {
    path: '/openapi/correction/saveCorrection',
    methods: ['POST'],
    body: 'json',
    input: saveCorrectionInput,
    data: saveCorrectionResult,
    access: correctors,
    summary: 'Saves points, comments and marks of answers of a held submission (409 when saved since its version)',
  },
  getClassCorrectors: {
    path: '/openapi/correction/getClassCorrectors',
    methods: ['GET'],
    input: getClassCorrectorsQuery,
    data: classCorrectors,
    access: orgAdmins,
    summary: 'The correction teachers who correct for a class',
  },
  setClassCorrectors: {
    path: '/openapi/correction/setClassCorrectors',
    methods: ['POST'],
    body: 'json',
    input: setClassCorrectorsInput,
    data: setClassCorrectorsResult,
    access: orgAdmins,
    summary: "Sets which correction teachers of the class's brand correct for it",
  },
  // ---- Error correction (issue 11 item 2): a student's redo of a wrong answer, reviewed by a corrector ----
  getErrorCorrections: {
    path: '/openapi/correction/getErrorCorrections',
    methods: ['GET'],
    input: getErrorCorrectionsQuery,
    data: errorCorrections,
    access: correctors,
    summary:
      'The error corrections of the work the caller reaches, pending first and oldest first (state, class, days)',
  },
  getErrorCorrectionOverview: {
    path: '/openapi/correction/getErrorCorrectionOverview',
    methods: ['GET'],
    input: getErrorCorrectionOverviewQuery,
    data: errorCorrectionOverview,
    access: overseers,
    summary: "Every brand's error corrections: who reviews them and how long they wait",
  },
  getErrorCorrectionDetail: {
    path: '/openapi/correction/getErrorCorrectionDetail',
    methods: ['GET'],
    input: getErrorCorrectionDetailQuery,
    data: errorCorrectionDetail,
    access: correctors,
    summary: 'One error correction in full: the question and the answer as handed in, the redo, earlier attempts',
  },
  reviewErrorCorrection: {
    path: '/openapi/correction/reviewErrorCorrection',
    methods: ['POST'],
    body: 'json',
    input: reviewErrorCorrectionInput,
    data: reviewErrorCorrectionResult,
    access: correctors,
    summary:
      'Accepts a pending error correction (it counts toward the wrong-question book) or returns it with a comment (409 when stale or reviewed)',
  },
});
