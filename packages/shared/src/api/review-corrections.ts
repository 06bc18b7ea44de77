import { endpointGroup } from './endpoint';

/** The student's side of error correction (issue 11 item 2): redoing a wrong answer for a corrector to review. */
export const studentErrorCorrectionEndpoints = endpointGroup('review', {});
