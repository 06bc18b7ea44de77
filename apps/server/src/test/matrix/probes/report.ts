import type { ProbeMap } from '../probe';
import { reportCenterProbes } from './report-center';
import { reportShareProbes } from './report-share';

export const reportProbes: ProbeMap<'report'> = {
  // The student's report center and the teacher's after-class reports and evaluations (report-center.ts).
  ...reportCenterProbes,
  // Share links and the public report pages (report-share.ts).
  ...reportShareProbes,
};
