/** The brand module's public face. */
export { DEFAULT_WEB_ADDRESS, brandLabelOf } from './host';
export { findBrandByWebAddress, resolveHostBrand, toBrandInfo } from './service';
export { brandRoutes } from './routes';
