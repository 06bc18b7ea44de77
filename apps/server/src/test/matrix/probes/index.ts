/**
 * One probe per endpoint of the table, by group. The type makes a missing probe a compile error (an
 * endpoint added to the table without its probe here); run.ts checks the same at run time.
 */
import type { EndpointId, EndpointsById } from '@edu/shared/api';
import type { Probe } from '../probe';
import { aiProbes } from './ai';
import { analyticsProbes } from './analytics';
import { brandProbes } from './brand';
import { brandingProbes } from './branding';
import { contentProbes } from './content';
import { correctionProbes } from './correction';
import { deviceProbes } from './device';
import { learningProbes } from './learning';
import { aiCourseProbes } from './learning-ai-courses';
import { learningPreparationProbes } from './learning-preparations';
import { menuProbes } from './menu';
import { orgProbes } from './org';
import { padProbes } from './pad';
import { reportProbes } from './report';
import { reviewProbes } from './review';
import { sessionProbes } from './session';
import { supervisionProbes } from './supervision';

export const probes: { [K in EndpointId]: Probe<EndpointsById[K]> } = {
  ...sessionProbes,
  ...brandProbes,
  ...brandingProbes,
  ...orgProbes,
  ...contentProbes,
  ...learningProbes,
  ...learningPreparationProbes,
  ...aiCourseProbes,
  ...correctionProbes,
  ...reviewProbes,
  ...reportProbes,
  ...supervisionProbes,
  ...analyticsProbes,
  ...menuProbes,

  ...deviceProbes,

  ...padProbes,

  ...aiProbes,
};
