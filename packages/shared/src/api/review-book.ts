import { endpointGroup } from './endpoint';

/** The student's wrong-question book and its training camp (issue 11 item 3). */
export const wrongBookEndpoints = endpointGroup('review', {});
