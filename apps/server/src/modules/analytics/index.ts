export { analyticsAggregator, settleAnalytics, sweepAnalytics } from './aggregator';
export { analyticsRoutes } from './routes';
export { moveSchoolsAnalytics } from './moves';
