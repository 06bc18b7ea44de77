import { reportCenterEndpoints } from './report-center';
import { reportShareEndpoints } from './report-share';

/**
 * The report group (issue 11 items 4 and 5; apps/server/src/modules/reports/README.md): the student's report
 * center, the teacher's after-class reports and evaluations, share links and the public report pages opened with
 * a signed share token.
 */
export const reportEndpoints = { ...reportCenterEndpoints, ...reportShareEndpoints };
