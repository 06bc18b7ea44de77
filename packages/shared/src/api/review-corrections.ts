import { STUDENTS } from '../access/roles';
import {
  getMyErrorCorrectionsQuery,
  myErrorCorrections,
  submitErrorCorrectionInput,
  submitErrorCorrectionResult,
  uploadErrorCorrectionPhotoInput,
  withdrawErrorCorrectionInput,
  withdrawErrorCorrectionResult,
} from '../contracts/error-correction';
import { answerPhotoUpload } from '../contracts/learning';
import { endpointGroup } from './endpoint';

/** A student's own work: its handed-in lessons and homework (DESIGN.md section 3: "student: itself"). */
const students = { scope: 'classroom', roles: STUDENTS } as const;

/** The student's side of error correction (issue 11 item 2): redoing a wrong answer for a corrector to review. */
export const studentErrorCorrectionEndpoints = endpointGroup('review', {
  submitErrorCorrection: {
    path: '/openapi/review/submitErrorCorrection',
    methods: ['POST'],
    body: 'json',
    input: submitErrorCorrectionInput,
    data: submitErrorCorrectionResult,
    access: students,
    summary:
      'Redoes a wrong answer of its own handed-in work with an explanation (and a photo) for a correction teacher to review (409 while one waits or once one was accepted)',
  },
  uploadErrorCorrectionPhoto: {
    path: '/openapi/review/uploadErrorCorrectionPhoto',
    methods: ['POST'],
    body: 'multipart',
    input: uploadErrorCorrectionPhotoInput,
    data: answerPhotoUpload,
    access: students,
    summary:
      'Uploads a photo of the working for an error correction of a wrong answer of its own handed-in work (multipart field `file`: PNG, JPEG or WebP by content, at most 10 MB)',
  },
  getMyErrorCorrections: {
    path: '/openapi/review/getMyErrorCorrections',
    methods: ['GET'],
    input: getMyErrorCorrectionsQuery,
    data: myErrorCorrections,
    access: students,
    summary: "Its own error corrections, newest first, with the corrector's comments (`state`, one answer's, paged)",
  },
  withdrawErrorCorrection: {
    path: '/openapi/review/withdrawErrorCorrection',
    methods: ['POST'],
    body: 'json',
    input: withdrawErrorCorrectionInput,
    data: withdrawErrorCorrectionResult,
    access: students,
    summary: 'Takes back one of its error corrections that still waits for a review',
  },
});
