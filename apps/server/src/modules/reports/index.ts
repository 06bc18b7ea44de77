/** Reports and their share links (issue 11 items 4 and 5): the public face of the module. */
export { reportRoutes } from './routes';
// The demo seed makes its share link the way the endpoint does (scripts/seed/seed-share.ts).
export { insertShareLink } from './share/links';
