export { analyticsAggregator, settleAnalytics } from './aggregator';
export { analyticsRoutes } from './routes';
