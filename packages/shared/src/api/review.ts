import { studentErrorCorrectionEndpoints } from './review-corrections';
import { wrongBookEndpoints } from './review-book';

/**
 * The review group: the wrong-question book, its training camp and the student's error corrections (issue 11
 * items 2 and 3; apps/server/src/modules/learning/wrong-book/README.md, modules/correction/README.md).
 */
export const reviewEndpoints = { ...wrongBookEndpoints, ...studentErrorCorrectionEndpoints };
