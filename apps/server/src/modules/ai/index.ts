/** The AI module's public face (README.md). */
export { aiRoutes } from './routes';
export { failureOf, providerClient } from './client';
