/** Menu settings (issue 13 item 4): see README.md. */
export { menuGatePlugin } from './gate';
export { menuRoutes } from './routes';
