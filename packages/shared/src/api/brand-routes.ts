import { routes } from './routes';

/**
 * The brand group of the table without schemas, alone: the brand loader runs in the login page's first
 * load, which must not carry the rest of the table (apps/web/vite.config.ts serves this module as that
 * group's data only).
 */
export const brandRoutes = routes.brand;
