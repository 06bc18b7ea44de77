import { endpointGroup } from './endpoint';

/**
 * Reports and their share links (issue 11 items 4 and 5; apps/server/src/modules/reports/README.md): the
 * student's report center, the teacher's after-class reports and evaluations, and the public report pages
 * opened with a signed share token.
 */
export const reportEndpoints = endpointGroup('report', {});
