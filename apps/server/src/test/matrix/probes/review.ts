import type { ProbeMap } from '../probe';

export const reviewProbes: ProbeMap<'review'> = {};
