/** Live class supervision (issue 12 items 1-2): the public face of the module. */
export { supervisionRoutes } from './routes';
