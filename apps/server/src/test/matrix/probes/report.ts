import type { ProbeMap } from '../probe';

export const reportProbes: ProbeMap<'report'> = {};
