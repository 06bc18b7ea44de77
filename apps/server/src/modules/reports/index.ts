/** Reports and their share links (issue 11 items 4 and 5): the public face of the module. */
export { reportRoutes } from './routes';
