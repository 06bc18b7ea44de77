/** The brand module's public face. */
export { DEFAULT_WEB_ADDRESS, brandLabelOf } from './host';
export { BrandDirectory } from './directory';
export { type BrandWithTheme, resolveHostBrand, toBrandInfo, toBrandTheme } from './service';
export { brandRoutes } from './routes';
